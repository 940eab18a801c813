// Appointment texts: save, window search and cancellation validation, the cancel dialog (part 2 §2, §5, §8); calendar texts are in calendar.ts.

export const appointmentFormMessages = {
  fillAllFields: 'Пожалуйста, заполните все поля',
  inactiveClient: 'Нельзя создать запись для неактивного клиента',
  windowSearchPrerequisites: 'Выберите услуги, мастера и студию',
  windowSearchFailed: 'Ошибка при поиске окон',
  saveFailed: 'Ошибка сохранения',
} as const;

export const cancellationMessages = {
  reasonRequired: 'Причина отмены обязательна для заполнения',
  reasonTooShort: 'Причина отмены должна содержать минимум 3 символа',
  reasonTooLong: 'Причина отмены не должна превышать 500 символов',
  fillReasonTooltip: 'Заполните причину отмены',
  reasonPlaceholder: 'Укажите причину отмены записи...',
  title: 'Отмена записи',
  confirmText: 'Вы уверены, что хотите отменить эту запись? Данное действие нельзя отменить.',
} as const;

export const CHOSEN_WORDINGS: ReadonlySet<string> = new Set<string>();
