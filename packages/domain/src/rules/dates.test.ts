import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  ceilToStep,
  compareDates,
  daysInMonth,
  diffDays,
  eachDate,
  formatIsoDate,
  formatTime,
  fromDayNumber,
  isIsoDate,
  isLeapYear,
  isSaturdayOrSunday,
  isTime,
  isoWeek,
  maxDate,
  minDate,
  parseIsoDate,
  parseTime,
  startOfIsoWeek,
  toDayNumber,
  weekdayIndex,
} from './dates.ts';

/** Dates from 1900 to 2199 as strings, via the UTC calendar the tests may use as an oracle. */
const isoDates = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2199, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));

const utcDayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('calendar dates', () => {
  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('parses real dates only', () => {
    expect(parseIsoDate('2025-11-21')).toEqual({ year: 2025, month: 11, day: 21 });
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    for (const bad of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-1-1', '']) {
      expect(parseIsoDate(bad)).toBeNull();
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('formats with zero padding', () => {
    expect(formatIsoDate(2025, 3, 7)).toBe('2025-03-07');
    expect(formatIsoDate(987, 12, 31)).toBe('0987-12-31');
  });

  it('counts days from 1970-01-01 like the UTC calendar', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(fromDayNumber(-1)).toBe('1969-12-31');
    fc.assert(
      fc.property(isoDates, (date) => {
        expect(toDayNumber(date)).toBe(utcDayNumber(date));
        expect(fromDayNumber(toDayNumber(date))).toBe(date);
      }),
    );
  });

  it('refuses to count from a non-date', () => {
    expect(() => toDayNumber('2025-02-30')).toThrow(RangeError);
    expect(() => addDays('nonsense', 1)).toThrow(RangeError);
    expect(() => addMonths('2025-13-01', 1)).toThrow(RangeError);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-11-21', 14)).toBe('2025-12-05');
  });

  it('adds months, keeping the day or falling back to the month end', () => {
    expect(addMonths('2025-11-21', 3)).toBe('2026-02-21');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', -2)).toBe('2024-11-30');
    expect(addMonths('2025-05-15', 0)).toBe('2025-05-15');
  });

  it('measures, compares and bounds dates', () => {
    expect(diffDays('2025-11-21', '2025-12-05')).toBe(14);
    expect(diffDays('2025-12-05', '2025-11-21')).toBe(-14);
    expect(compareDates('2025-01-02', '2025-01-10')).toBe(-1);
    expect(compareDates('2025-01-10', '2025-01-02')).toBe(1);
    expect(compareDates('2025-01-10', '2025-01-10')).toBe(0);
    expect(minDate('2025-01-02', '2025-01-10')).toBe('2025-01-02');
    expect(minDate('2025-01-10', '2025-01-02')).toBe('2025-01-02');
    expect(maxDate('2025-01-02', '2025-01-10')).toBe('2025-01-10');
    expect(maxDate('2025-01-10', '2025-01-02')).toBe('2025-01-10');
  });

  it('lists every date of a range, both ends included', () => {
    expect(eachDate('2025-02-27', '2025-03-02')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(eachDate('2025-03-02', '2025-03-02')).toEqual(['2025-03-02']);
    expect(eachDate('2025-03-02', '2025-03-01')).toEqual([]);
  });
});

describe('weekdays and ISO weeks', () => {
  it('numbers weekdays Monday first', () => {
    expect(weekdayIndex('2025-11-17')).toBe(0); // Monday
    expect(weekdayIndex('2025-11-21')).toBe(4); // Friday
    expect(weekdayIndex('2025-11-23')).toBe(6); // Sunday
    expect(weekdayIndex('1969-12-29')).toBe(0); // before day 0
  });

  it('agrees with the UTC calendar on every date', () => {
    fc.assert(
      fc.property(isoDates, (date) => {
        const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
        expect(weekdayIndex(date)).toBe((sundayFirst + 6) % 7);
        expect(isSaturdayOrSunday(date)).toBe(sundayFirst === 0 || sundayFirst === 6);
      }),
    );
  });

  it('finds the Monday of the week', () => {
    expect(startOfIsoWeek('2025-11-23')).toBe('2025-11-17');
    expect(startOfIsoWeek('2025-11-17')).toBe('2025-11-17');
    expect(startOfIsoWeek('2026-01-01')).toBe('2025-12-29');
  });

  it('numbers ISO weeks, including those that straddle a new year', () => {
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2021-01-04')).toEqual({ year: 2021, week: 1 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2025-11-21')).toEqual({ year: 2025, week: 47 });
  });

  it('keeps a week number for the seven days from a Monday', () => {
    fc.assert(
      fc.property(isoDates, (date) => {
        const monday = startOfIsoWeek(date);
        expect(isoWeek(date)).toEqual(isoWeek(monday));
        const week = isoWeek(date).week;
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(53);
      }),
    );
  });
});

describe('clock times', () => {
  it('reads HH:MM and the server HH:MM:SS as minutes', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('09:30')).toBe(570);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('09:30:59')).toBe(570);
    expect(parseTime('09:30:00.123')).toBe(570);
  });

  it('rejects anything else', () => {
    for (const bad of ['24:00', '9:30', '09:60', '', '09-30', '09:30:61', 'noon']) {
      expect(parseTime(bad)).toBeNull();
    }
  });

  it('tells strict schedule times apart', () => {
    expect(isTime('09:30')).toBe(true);
    expect(isTime('09:30:00')).toBe(false);
    expect(isTime('25:00')).toBe(false);
  });

  it('formats minutes, up to the end of the day', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(545)).toBe('09:05');
    expect(formatTime(1440)).toBe('24:00');
    for (const bad of [-1, 1441, 9.5, Number.NaN])
      expect(() => formatTime(bad)).toThrow(RangeError);
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(parseTime(formatTime(minutes))).toBe(minutes);
      }),
    );
  });

  it('rounds up to a step', () => {
    expect(ceilToStep(600, 15)).toBe(600);
    expect(ceilToStep(601, 15)).toBe(615);
    expect(ceilToStep(614, 15)).toBe(615);
  });
});
