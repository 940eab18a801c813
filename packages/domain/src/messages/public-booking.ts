// Public online booking texts: step validation, studio and slot loading failures, success status (part 2 §2, §5, §8).

export const publicBookingMessages = {
  contactsRequired: 'Пожалуйста, заполните имя и телефон',
  servicesRequired: 'Пожалуйста, выберите услуги',
  masterRequired: 'Пожалуйста, выберите мастера',
  timeRequired: 'Пожалуйста, выберите время записи',
  studioIdMissing: 'ID студии не указан',
  studioNotFound: 'Студия не найдена или недоступна для онлайн-записи',
  studioLoadFailed: 'Ошибка загрузки информации о студии',
  slotSearchFailed: 'Ошибка при поиске свободного времени',
  noSlots: 'Свободных слотов не найдено. Попробуйте выбрать другого мастера или услуги.',
  bookingFailed: 'Ошибка при создании записи',
  awaitingConfirmation: 'Ожидает подтверждения',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
