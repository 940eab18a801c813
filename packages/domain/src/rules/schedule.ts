// A master's schedule (part 2 §3, §4, §5, §9): the default, the effective day, the editor's operations and the save checks.
import { scheduleMessages, templateDayNames } from '../messages/schedule.ts';
import type { DaySchedule, MasterSchedule, TimeSlot } from '../schemas/schedule.ts';
import { WEEKDAYS, type Weekday } from '../schemas/values.ts';
import {
  MINUTES_PER_DAY,
  addMonths,
  eachDate,
  formatTime,
  isIsoDate,
  parseTime,
  weekdayIndex,
  type IsoDate,
} from './dates.ts';

/** Default working slot, and the slot a day gets when it is switched to working (§4, §9). */
export const DEFAULT_SLOT: Readonly<TimeSlot> = { start: '09:00', end: '18:00' };
export const SATURDAY_SLOT: Readonly<TimeSlot> = { start: '10:00', end: '16:00' };
/** A default schedule is active from today to this many months ahead (§3, §9). */
export const SCHEDULE_WINDOW_MONTHS = 3;
/** A new slot starts at the previous slot's end and lasts this long (§4, §9). */
export const NEW_SLOT_LENGTH_MIN = 60;
/** Latest minute a slot may end at: the schedule's times are 'HH:MM' within one day. */
const LAST_MINUTE = MINUTES_PER_DAY - 1;

const dayOff = (): DaySchedule => ({ isWorking: false, slots: [] });
const workingDay = (slot: Readonly<TimeSlot>): DaySchedule => ({
  isWorking: true,
  slots: [{ ...slot }],
});
const copyDay = (day: DaySchedule): DaySchedule => ({
  isWorking: day.isWorking,
  slots: day.slots.map((slot) => ({ ...slot })),
});

/** The template key for a date. */
export function weekdayOf(date: IsoDate): Weekday {
  return WEEKDAYS[weekdayIndex(date)] as Weekday;
}

/** Monday to Friday 09:00–18:00, Saturday 10:00–16:00, Sunday off; active from today for 3 months. */
export function defaultSchedule(today: IsoDate): MasterSchedule {
  return {
    template: {
      monday: workingDay(DEFAULT_SLOT),
      tuesday: workingDay(DEFAULT_SLOT),
      wednesday: workingDay(DEFAULT_SLOT),
      thursday: workingDay(DEFAULT_SLOT),
      friday: workingDay(DEFAULT_SLOT),
      saturday: workingDay(SATURDAY_SLOT),
      sunday: dayOff(),
    },
    customDays: {},
    activeFrom: today,
    activeUntil: addMonths(today, SCHEDULE_WINDOW_MONTHS),
  };
}

/** Whether `date` lies between activeFrom and activeUntil, both included. */
export function isScheduleActiveOn(schedule: MasterSchedule, date: IsoDate): boolean {
  return date >= schedule.activeFrom && date <= schedule.activeUntil;
}

/**
 * The day as the master works it: the custom day for that date, else the template's weekday, and
 * a day off outside activeFrom..activeUntil. Always a fresh copy.
 */
export function effectiveDay(schedule: MasterSchedule, date: IsoDate): DaySchedule {
  if (!isScheduleActiveOn(schedule, date)) return dayOff();
  return copyDay(schedule.customDays[date] ?? schedule.template[weekdayOf(date)]);
}

/** The slots of a working day; none for a day off (a day off keeps no slots, whatever it stores). */
export function workingSlots(day: DaySchedule): TimeSlot[] {
  return day.isWorking ? day.slots : [];
}

/** Template weekdays marked as working, Monday first (the master card's working-day chips). */
export function workingWeekdays(schedule: MasterSchedule): Weekday[] {
  return WEEKDAYS.filter((weekday) => schedule.template[weekday].isWorking);
}

/** Switching to working gives one slot 09:00–18:00; switching off clears the slots (§4). */
export function toggleWorking(day: DaySchedule): DaySchedule {
  return day.isWorking ? dayOff() : workingDay(DEFAULT_SLOT);
}

/**
 * Appends a slot from the last slot's end to one hour later (§4), stopping at 23:59; 09:00–18:00
 * when there are no slots or the last end is not a readable time.
 */
export function addSlot(day: DaySchedule): DaySchedule {
  const last = day.slots.at(-1);
  const start = last ? parseTime(last.end) : null;
  const slot =
    start === null
      ? { ...DEFAULT_SLOT }
      : {
          start: formatTime(start),
          end: formatTime(Math.min(start + NEW_SLOT_LENGTH_MIN, LAST_MINUTE)),
        };
  return { ...day, slots: [...day.slots.map((s) => ({ ...s })), slot] };
}

/** A slot can be removed only while the day has more than one (§4). */
export function canRemoveSlot(day: DaySchedule): boolean {
  return day.slots.length > 1;
}

/** The day without slot `index`; the same day when it is the last slot or the index is out of range. */
export function removeSlot(day: DaySchedule, index: number): DaySchedule {
  if (!canRemoveSlot(day) || index < 0 || index >= day.slots.length) return day;
  return { ...day, slots: day.slots.filter((_, i) => i !== index).map((s) => ({ ...s })) };
}

/** The day with slot `index` changed; the same day when the index is out of range. */
export function updateSlot(day: DaySchedule, index: number, patch: Partial<TimeSlot>): DaySchedule {
  if (index < 0 || index >= day.slots.length) return day;
  return {
    ...day,
    slots: day.slots.map((slot, i) => (i === index ? { ...slot, ...patch } : { ...slot })),
  };
}

/** The schedule with one template weekday replaced. */
export function setTemplateDay(
  schedule: MasterSchedule,
  weekday: Weekday,
  day: DaySchedule,
): MasterSchedule {
  return { ...schedule, template: { ...schedule.template, [weekday]: copyDay(day) } };
}

/** The schedule with a custom day for `date` (the calendar tab's editor panel). */
export function setCustomDay(
  schedule: MasterSchedule,
  date: IsoDate,
  day: DaySchedule,
): MasterSchedule {
  return { ...schedule, customDays: { ...schedule.customDays, [date]: copyDay(day) } };
}

/** The schedule without a custom day for `date`, so the template applies again. */
export function clearCustomDay(schedule: MasterSchedule, date: IsoDate): MasterSchedule {
  const { [date]: _removed, ...customDays } = schedule.customDays;
  return { ...schedule, customDays };
}

/** The range tool's checks (§5): both dates, start not after end. Null when the range is usable. */
export function validateTemplateRange(
  from: IsoDate | null | undefined,
  to: IsoDate | null | undefined,
): string | null {
  if (!from || !to || !isIsoDate(from) || !isIsoDate(to)) return scheduleMessages.dateRangeRequired;
  if (from > to) return scheduleMessages.dateRangeOrder;
  return null;
}

export interface TemplateApplication {
  schedule: MasterSchedule;
  /** Days in the range, both ends included: the N of the confirmation and of the result. */
  days: number;
  /** Days the template made working: the M of 'Создано M рабочих дней.' */
  workingDays: number;
}

/**
 * Applies the week template to `from`..`to` (§4): a working template day becomes a custom day with
 * a copy of its slots, a non-working one loses its custom entry, and the range becomes
 * activeFrom..activeUntil. A range `validateTemplateRange` rejects changes nothing (0 days).
 */
export function applyTemplateToRange(
  schedule: MasterSchedule,
  from: IsoDate,
  to: IsoDate,
): TemplateApplication {
  if (validateTemplateRange(from, to) !== null) return { schedule, days: 0, workingDays: 0 };
  const customDays = { ...schedule.customDays };
  const dates = eachDate(from, to);
  let workingDays = 0;
  for (const date of dates) {
    const templateDay = schedule.template[weekdayOf(date)];
    if (templateDay.isWorking) {
      customDays[date] = copyDay(templateDay);
      workingDays += 1;
    } else {
      delete customDays[date];
    }
  }
  return {
    schedule: { ...schedule, customDays, activeFrom: from, activeUntil: to },
    days: dates.length,
    workingDays,
  };
}

/** 'Применить шаблон к N дням? …' for a range, before applying it. */
export function applyTemplateConfirmText(days: number): string {
  return scheduleMessages.applyTemplateConfirm(days);
}

/** 'Шаблон применен к N дням. Создано M рабочих дней.' after applying. */
export function templateAppliedText({ days, workingDays }: TemplateApplication): string {
  return scheduleMessages.templateApplied(days, workingDays);
}

/**
 * What is wrong with one day, each kind reported once, in this order: a working day without slots;
 * a time that is not 'HH:MM'; a slot whose start is not before its end; slots that overlap
 * (touching ends are fine). A day off is not checked: its slots are dropped.
 */
export function validateDay(day: DaySchedule): string[] {
  if (!day.isWorking) return [];
  if (day.slots.length === 0) return [scheduleMessages.workingDayNeedsSlot];
  const errors: string[] = [];
  const intervals: { start: number; end: number }[] = [];
  let malformed = false;
  let reversed = false;
  for (const slot of day.slots) {
    const start = parseTime(slot.start);
    const end = parseTime(slot.end);
    if (start === null || end === null) malformed = true;
    else if (start >= end) reversed = true;
    else intervals.push({ start, end });
  }
  if (malformed) errors.push(scheduleMessages.slotTimeFormat);
  if (reversed) errors.push(scheduleMessages.slotStartBeforeEnd);
  intervals.sort((a, b) => a.start - b.start);
  if (intervals.some((slot, i) => i > 0 && slot.start < (intervals[i - 1] as typeof slot).end)) {
    errors.push(scheduleMessages.slotsOverlap);
  }
  return errors;
}

/**
 * The save checks (§5) as the alert texts: template days Monday to Sunday as 'Шаблон {день}: …',
 * then custom days in date order as '{YYYY-MM-DD}: …'. Empty when the schedule can be saved.
 */
export function validateSchedule(schedule: MasterSchedule): string[] {
  const templateErrors = WEEKDAYS.flatMap((weekday) =>
    validateDay(schedule.template[weekday]).map((message) =>
      scheduleMessages.templateDayError(templateDayNames[weekday], message),
    ),
  );
  const customErrors = Object.keys(schedule.customDays)
    .sort()
    .flatMap((date) =>
      validateDay(schedule.customDays[date] as DaySchedule).map((message) =>
        scheduleMessages.customDayError(date, message),
      ),
    );
  return [...templateErrors, ...customErrors];
}

/**
 * Whether the editor changed anything worth asking about before closing: the same days, slots and
 * active dates compare equal whatever order the custom days were stored in.
 */
export function hasScheduleChanged(before: MasterSchedule, after: MasterSchedule): boolean {
  const canonical = (schedule: MasterSchedule) =>
    JSON.stringify({
      template: WEEKDAYS.map((weekday) => schedule.template[weekday]),
      customDays: Object.keys(schedule.customDays)
        .sort()
        .map((date) => [date, schedule.customDays[date]]),
      activeFrom: schedule.activeFrom,
      activeUntil: schedule.activeUntil,
    });
  return canonical(before) !== canonical(after);
}
