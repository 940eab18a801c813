// Texts the public booking routes choose themselves; the spec's own come from @beautydesk/domain.
export const publicBookingServerMessages = {
  /** The booking answer's message: the booking waits for the administrator (part 2 §4). */
  booked: 'Запись создана и ожидает подтверждения администратора',
  invalidPhone: 'Введите телефон в международном формате, например +375291234567',
  invalidEmail: 'Введите корректный email',
  durationMismatch: 'Время окончания не совпадает с длительностью выбранных услуг',
  masterUnavailable: 'Мастер недоступен для онлайн-записи в этой студии',
  serviceUnavailable: 'Услуга недоступна для онлайн-записи в этой студии',
} as const;
