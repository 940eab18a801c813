// Calendar screen texts the domain's messages do not hold (buttons, badges, field labels). The spec's
// own words (legend, day list, statuses, the cancel dialog) come from packages/domain's messages.
export const calendarLabels = {
  title: 'Календарь',
  studio: 'Студия',
  /** The '+' button's accessible name and tooltip. */
  newAppointment: 'Новая запись',
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  legend: 'Обозначения',
  today: 'сегодня',
  /** Said after a month change, in the grid's live region. */
  monthShown: (title: string) => `Показан ${title}`,
  gridHint: 'Стрелки — день, PageUp/PageDown — месяц, Home/End — неделя, Enter — выбрать',
  dayView: 'Вид дня',
  dayViewList: 'Список',
  dayViewBoard: 'По мастерам',
  dayViewWeek: 'Неделя',
  master: 'Мастер',
  allMasters: 'Все мастера',
} as const;

export const appointmentCardLabels = {
  list: 'Записи дня',
  minutes: (minutes: number) => `${minutes} мин`,
  services: 'Услуги',
  /** Shown on a card while the day's list holds more than one master's appointments. */
  master: (name: string) => `Мастер: ${name}`,
  online: 'Онлайн',
  newBooking: 'Новая',
  unconfirmed: 'Не подтверждена',
  notes: 'Заметки',
  edit: 'Редактировать',
  confirm: 'Подтвердить',
  cancel: 'Отменить',
  arrived: 'Клиент пришёл',
  complete: 'Завершить',
  noShow: 'Не явился',
  actionFailed: 'Не удалось изменить запись',
} as const;

export const completeDialogLabels = {
  title: 'Завершить запись',
  description: 'Запись будет отмечена завершённой. Заметки к визиту можно добавить сейчас.',
  notes: 'Заметки (необязательно)',
  cancel: 'Отмена',
  submit: 'Завершить',
} as const;

export const cancelDialogLabels = {
  reason: 'Причина отмены',
  bookingId: 'ID записи',
  close: 'Закрыть',
  confirm: 'Отменить запись',
} as const;
