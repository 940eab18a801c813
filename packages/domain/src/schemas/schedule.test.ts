import { describe, expect, it } from 'vitest';
import {
  WEEKDAYS,
  dayScheduleSchema,
  masterScheduleSchema,
  timeSlotSchema,
  type MasterSchedule,
} from './schedule.ts';

const day = (isWorking: boolean, ...slots: [string, string][]) => ({
  isWorking,
  slots: slots.map(([start, end]) => ({ start, end })),
});

const schedule = (): MasterSchedule => ({
  template: {
    monday: day(true, ['09:00', '18:00']),
    tuesday: day(true, ['09:00', '13:00'], ['14:00', '18:00']),
    wednesday: day(true, ['09:00', '18:00']),
    thursday: day(true, ['09:00', '18:00']),
    friday: day(true, ['09:00', '18:00']),
    saturday: day(true, ['10:00', '16:00']),
    sunday: day(false),
  },
  customDays: { '2025-12-31': day(true, ['10:00', '14:00']), '2026-01-01': day(false) },
  activeFrom: '2025-11-21',
  activeUntil: '2026-02-21',
});

describe('masterScheduleSchema', () => {
  it('lists the template keys Monday first', () => {
    expect(WEEKDAYS).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
  });

  it('accepts a full schedule as it is', () => {
    expect(masterScheduleSchema.parse(schedule())).toEqual(schedule());
  });

  it('cuts server times with seconds to HH:MM', () => {
    expect(timeSlotSchema.parse({ start: '09:00:00', end: '18:00:00' })).toEqual({
      start: '09:00',
      end: '18:00',
    });
  });

  it('rejects malformed times', () => {
    for (const bad of ['9:00', '24:00', '09:60', '']) {
      expect(timeSlotSchema.safeParse({ start: bad, end: '18:00' }).success).toBe(false);
    }
  });

  it('leaves start-before-end to the save checks', () => {
    expect(dayScheduleSchema.safeParse(day(true, ['18:00', '09:00'])).success).toBe(true);
  });

  it('needs every weekday in the template', () => {
    const { sunday: _sunday, ...sixDays } = schedule().template;
    expect(masterScheduleSchema.safeParse({ ...schedule(), template: sixDays }).success).toBe(
      false,
    );
  });

  it('keys custom days by real dates', () => {
    const bad = { ...schedule(), customDays: { '2025-02-30': day(false) } };
    expect(masterScheduleSchema.safeParse(bad).success).toBe(false);
    const notADate = { ...schedule(), customDays: { tomorrow: day(false) } };
    expect(masterScheduleSchema.safeParse(notADate).success).toBe(false);
  });

  it('needs both active dates as YYYY-MM-DD', () => {
    expect(
      masterScheduleSchema.safeParse({ ...schedule(), activeFrom: '21.11.2025' }).success,
    ).toBe(false);
    const { activeUntil: _until, ...withoutEnd } = schedule();
    expect(masterScheduleSchema.safeParse(withoutEnd).success).toBe(false);
  });

  it('needs isWorking as a boolean and slots as a list', () => {
    expect(dayScheduleSchema.safeParse({ isWorking: 'yes', slots: [] }).success).toBe(false);
    expect(dayScheduleSchema.safeParse({ isWorking: true }).success).toBe(false);
  });
});
