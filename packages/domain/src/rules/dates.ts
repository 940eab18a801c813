// Calendar dates as 'YYYY-MM-DD' strings and clock times as minutes since midnight: plain arithmetic, no Date, no time zone.

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

export const MINUTES_PER_DAY = 24 * 60;
export const MS_PER_DAY = MINUTES_PER_DAY * 60 * 1000;

/** Monday-first weekday index: 0 = Monday … 6 = Sunday. */
export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;
const STRICT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a real calendar date, or null for anything else ('2025-02-30', '2025-1-1'). */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The parts of a real calendar date; throws RangeError for anything else. */
export function requireDate(value: string): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): '${value}'`);
  return parts;
}

/** Days since 1970-01-01 (days-from-civil, proleptic Gregorian). Throws RangeError for a non-date. */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = requireDate(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The date `dayNumber` days after 1970-01-01. */
export function fromDayNumber(dayNumber: number): IsoDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatIsoDate(year, month, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Same day `months` later; a day the target month lacks becomes its last day (Nov 30 + 3 → Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatIsoDate(
    targetYear,
    targetMonth,
    Math.min(day, daysInMonth(targetYear, targetMonth)),
  );
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function diffDays(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** -1, 0 or 1; valid 'YYYY-MM-DD' strings order like their dates. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

/** Every date from `from` to `to`, both included; empty when `from` is after `to`. */
export function eachDate(from: IsoDate, to: IsoDate): IsoDate[] {
  const first = toDayNumber(from);
  const last = toDayNumber(to);
  const dates: IsoDate[] = [];
  for (let n = first; n <= last; n += 1) dates.push(fromDayNumber(n));
  return dates;
}

/** Monday-first weekday: 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayIndex(date: IsoDate): WeekdayIndex {
  return ((((toDayNumber(date) + 3) % 7) + 7) % 7) as WeekdayIndex;
}

/** Saturday or Sunday. */
export function isSaturdayOrSunday(date: IsoDate): boolean {
  return weekdayIndex(date) >= 5;
}

/** The Monday of the ISO week holding `date`. */
export function startOfIsoWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

/** ISO 8601 week: weeks start on Monday and week 1 holds the year's first Thursday. */
export function isoWeek(date: IsoDate): { year: number; week: number } {
  const thursday = addDays(date, 3 - weekdayIndex(date));
  const year = requireDate(thursday).year;
  const dayOfYear = diffDays(formatIsoDate(year, 1, 1), thursday);
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/** Strict 'HH:MM' (00:00–23:59), the schedule's own format. */
export function isTime(value: string): boolean {
  return STRICT_TIME.test(value);
}

/**
 * Minutes since midnight of 'HH:MM'; the server's 'HH:MM:SS' (and fractions) is accepted and its
 * seconds dropped. Null for anything else.
 */
export function parseTime(value: string): number | null {
  const match = CLOCK_TIME.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM' for whole minutes 0–1440 (1440 is '24:00', the end of the day). Throws RangeError otherwise. */
export function formatTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `minutes` rounded up to a multiple of `step`. */
export function ceilToStep(minutes: number, step: number): number {
  return Math.ceil(minutes / step) * step;
}
