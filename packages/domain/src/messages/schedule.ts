// Schedule-management texts: dialog labels, save checks, the template-range tool and its notices (part 2 §2, §5, §8).
import type { Weekday } from '../schemas/schedule.ts';

export const scheduleDialogTexts = {
  title: 'Управление расписанием',
  subtitle: (masterName: string) => `Настройка расписания для ${masterName}`,
  templateTab: 'Шаблон недели',
  calendarTab: 'Календарь',
  cancel: 'Отмена',
  save: 'Сохранить расписание',
} as const;

export const scheduleMessages = {
  templateDayError: (day: string, message: string) => `Шаблон ${day}: ${message}`,
  customDayError: (date: string, message: string) => `${date}: ${message}`,
  // The spec names the first two rules but gives no text; the wording matches messages/masters.ts.
  workingDayNeedsSlot: 'В рабочем дне должен быть хотя бы один интервал',
  slotStartBeforeEnd: 'Время начала интервала должно быть раньше времени окончания',
  // Not in the spec's list; the editor can produce both (overlapping rows, a cleared time field).
  slotsOverlap: 'Интервалы не должны пересекаться',
  slotTimeFormat: 'Укажите время интервала в формате ЧЧ:ММ',
  dateRangeRequired: 'Выберите диапазон дат',
  dateRangeOrder: 'Дата начала должна быть раньше даты окончания',
  applyTemplateConfirm: (days: number) =>
    `Применить шаблон к ${days} дням? Индивидуальные настройки будут сброшены к шаблону.`,
  templateApplied: (days: number, workingDays: number) =>
    `Шаблон применен к ${days} дням. Создано ${workingDays} рабочих дней.`,
  saved: 'Расписание успешно обновлено',
} as const;

/** Weekday names for 'Шаблон {день}': the spec gives the pattern only, so nominative, lower case. */
export const templateDayNames: Readonly<Record<Weekday, string>> = {
  monday: 'понедельник',
  tuesday: 'вторник',
  wednesday: 'среда',
  thursday: 'четверг',
  friday: 'пятница',
  saturday: 'суббота',
  sunday: 'воскресенье',
};

// Built in a pure function: a spread at module level is a side effect a bundler must keep, and
// would put these texts in the booking widget, which never reads them.
export const CHOSEN_WORDINGS: ReadonlySet<string> = /* @__PURE__ */ (() =>
  new Set<string>([
    scheduleMessages.workingDayNeedsSlot,
    scheduleMessages.slotStartBeforeEnd,
    scheduleMessages.slotsOverlap,
    scheduleMessages.slotTimeFormat,
    ...Object.values(templateDayNames),
  ]))();
