// Services texts: form validation and its no-pricing warning, load and save failures (part 2 §2, §5, §8).

export const serviceFormMessages = {
  // The spec only says save stays disabled; these name each unmet rule.
  nameRequired: 'Название услуги обязательно',
  typeRequired: 'Выберите тип услуги',
  durationMin: 'Длительность должна быть не меньше 1 минуты',
  priceInvalid: 'Цена должна быть числом не меньше 0',
  priceStep: 'Цена может содержать не больше двух знаков после запятой',
  noStudioPricingWarning: 'Цены для студий не указаны',
} as const;

export const serviceNotices = {
  loadFailed: 'Ошибка загрузки услуг. Попробуйте обновить страницу.',
  deleteFailed: 'Ошибка удаления услуги. Попробуйте еще раз.',
  createFailed: 'Ошибка создания услуги. Попробуйте еще раз.',
  saveFailed: 'Ошибка сохранения услуги. Попробуйте еще раз.',
  studiosLoadFailed: 'Ошибка загрузки студий',
  fallbackError: 'Произошла ошибка при загрузке услуг',
  noPricing: 'Цены не настроены',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set([
  serviceFormMessages.nameRequired,
  serviceFormMessages.typeRequired,
  serviceFormMessages.durationMin,
  serviceFormMessages.priceInvalid,
  serviceFormMessages.priceStep,
  serviceFormMessages.noStudioPricingWarning,
]);
