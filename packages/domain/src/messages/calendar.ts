// Calendar-screen texts: month and weekday names, day-marker legend, day list states, status labels (part 2 §2, §4, §8).

/** Month names for the calendar header ('Ноябрь 2025'); the spec only says "Russian month names". */
export const monthNames = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

/** Month names in the genitive, for dates such as '21 ноября'. */
export const monthNamesGenitive = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** Column headings, Monday first. */
export const weekdayShortNames = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

export const dayMarkerLabels = {
  noFreeSlots: 'Окон нет',
  hasAppointments: 'Есть записи',
  hasUnconfirmed: 'Неподтверждённые',
  hasNewOnlineBooking: 'Новые',
} as const;

export const dayListTexts = {
  title: (date: string) => `Записи на ${date}`,
  loading: '⏳ Загрузка записей...',
  loadFailed: (message: string) => `❌ Ошибка загрузки: ${message}`,
  empty: 'Нет записей на этот день',
  // The spec mentions "a hint to pick another date or create one" without its text.
  emptyHint: 'Выберите другую дату или создайте новую запись',
  /** Plural forms for the record count: 1 запись, 2 записи, 5 записей. */
  countForms: ['запись', 'записи', 'записей'],
} as const;

export const calendarMessages = {
  monthLoadFailedFallback: 'Unknown error',
  unknownClient: 'Неизвестный клиент',
} as const;

/**
 * One's own write, shown at once (issue 27, "A live calendar"): the issue names these toasts; the
 * spec names none.
 */
export const appointmentWriteToasts = {
  created: 'Запись создана',
  moved: 'Запись перенесена',
  cancelled: 'Запись отменена',
  confirmed: 'Запись подтверждена',
} as const;

/**
 * Status labels. The spec gives them in parentheses (§4), not quoted, so the verbatim check
 * counts them as chosen wordings.
 */
export const appointmentStatusLabels = {
  scheduled: 'Запланирована',
  confirmed: 'Подтверждена',
  in_progress: 'В процессе',
  completed: 'Завершена',
  cancelled: 'Отменена',
  no_show: 'Не явился',
} as const;

// Built in a pure function: a spread at module level is a side effect a bundler must keep, and
// would put these texts in the booking widget, which never reads them.
export const CHOSEN_WORDINGS: ReadonlySet<string> = /* @__PURE__ */ (() =>
  new Set<string>([
    ...monthNames,
    ...monthNamesGenitive,
    ...weekdayShortNames,
    dayListTexts.emptyHint,
    ...dayListTexts.countForms,
    ...Object.values(appointmentStatusLabels),
    ...Object.values(appointmentWriteToasts),
  ]))();
