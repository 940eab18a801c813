import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MasterSchedule, TimeSlot } from '../schemas/schedule.ts';
import { addDays, formatTime, parseTime } from './dates.ts';
import { freeStartTimes, slotProblems, workingTimeOn, FREE_TIME_GRID_MIN } from './free-time.ts';
import { findOptimalSlots, occupiesTime, type SlotAppointment } from './slots.ts';

const DATE = '2025-11-21'; // a Friday
const STATUSES = ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'];

const slot = (start: string, end: string): TimeSlot => ({ start, end });
const appt = (startTime: string, endTime: string, status = 'scheduled'): SlotAppointment => ({
  startTime,
  endTime,
  status,
});

function everyDay(
  slots: TimeSlot[],
  customDays: MasterSchedule['customDays'] = {},
): MasterSchedule {
  const day = { isWorking: slots.length > 0, slots };
  return {
    template: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
    },
    customDays,
    activeFrom: DATE,
    activeUntil: addDays(DATE, 60),
  };
}
const nineToSix = everyDay([slot('09:00', '18:00')]);

describe('free start times', () => {
  it('offers every 5 minutes of an empty day where the services fit', () => {
    const times = freeStartTimes({
      schedule: nineToSix,
      date: DATE,
      appointments: [],
      durationMin: 30,
    });
    expect(times[0]).toBe('09:00');
    expect(times[1]).toBe('09:05');
    expect(times.at(-1)).toBe('17:30');
    expect(times).toHaveLength((17 * 60 + 30 - 9 * 60) / 5 + 1);
  });

  it('offers 14:00 in a 13:50–14:30 gap between appointments (the issue’s Мария Иванова)', () => {
    // 13:35 end + 15 min buffer = 13:50; 14:30 start − 15 min buffer = 14:15 latest end.
    const times = freeStartTimes({
      schedule: nineToSix,
      date: DATE,
      appointments: [appt('09:00', '13:35'), appt('14:30', '18:00')],
      durationMin: 20,
    });
    expect(times).toEqual(['13:50', '13:55']);
    const shorter = freeStartTimes({
      schedule: nineToSix,
      date: DATE,
      appointments: [appt('09:00', '13:35'), appt('14:45', '18:00')],
      durationMin: 30,
    });
    expect(shorter).toContain('14:00');
    expect(shorter.at(-1)).toBe('14:00');
  });

  it('leaves out the buffer after an appointment and the one the new time needs before the next', () => {
    const times = freeStartTimes({
      schedule: nineToSix,
      date: DATE,
      appointments: [appt('10:00', '11:00')],
      durationMin: 30,
    });
    expect(times).toContain('09:15'); // ends 09:45, its buffer ends at 10:00
    expect(times).not.toContain('09:20');
    expect(times).not.toContain('11:10');
    expect(times).toContain('11:15');
  });

  it('ignores cancelled and no-show appointments', () => {
    const times = freeStartTimes({
      schedule: nineToSix,
      date: DATE,
      appointments: [appt('10:00', '11:00', 'cancelled'), appt('12:00', '13:00', 'no_show')],
      durationMin: 60,
    });
    expect(times).toContain('10:00');
    expect(times).toContain('12:00');
  });

  it('has nothing on a day off, outside the active range, or for a duration that is not positive', () => {
    const dayOff = everyDay([slot('09:00', '18:00')], {
      [DATE]: { isWorking: false, slots: [slot('09:00', '18:00')] },
    });
    const query = { date: DATE, appointments: [], durationMin: 30 };
    expect(freeStartTimes({ ...query, schedule: dayOff })).toEqual([]);
    expect(freeStartTimes({ ...query, schedule: nineToSix, date: '2020-03-02' })).toEqual([]);
    expect(freeStartTimes({ ...query, schedule: null })).toEqual([]);
    expect(freeStartTimes({ ...query, schedule: nineToSix, durationMin: 0 })).toEqual([]);
    expect(freeStartTimes({ ...query, schedule: nineToSix, durationMin: 12.5 })).toEqual([]);
  });

  it('keeps within one stretch of working time and offers nothing before `earliest`', () => {
    const split = everyDay([slot('09:00', '12:00'), slot('13:00', '15:00')]);
    const times = freeStartTimes({
      schedule: split,
      date: DATE,
      appointments: [],
      durationMin: 60,
      earliest: 10 * 60 + 2,
    });
    expect(times[0]).toBe('10:05');
    expect(times).toContain('11:00');
    expect(times).not.toContain('11:05');
    expect(times).toContain('13:00');
    expect(times.at(-1)).toBe('14:00');
  });
});

describe('slot problems', () => {
  const day = { schedule: nineToSix, date: DATE, appointments: [appt('10:00', '11:00')] };

  it('finds nothing wrong with a time that fits', () => {
    expect(slotProblems(day, '14:00', '14:30', 30)).toEqual([]);
  });

  it('refuses a time at 03:00, a date in 2020, a 5-minute slot for 30 minutes and an overlap', () => {
    expect(slotProblems(day, '03:00', '03:30', 30)).toEqual(['outside_schedule']);
    expect(slotProblems({ ...day, date: '2020-03-02' }, '14:00', '14:30', 30)).toEqual([
      'outside_schedule',
    ]);
    expect(slotProblems(day, '14:00', '14:05', 30)).toEqual(['too_short']);
    expect(slotProblems(day, '10:30', '11:00', 30)).toEqual(['overlaps']);
    expect(slotProblems(day, '11:05', '11:35', 30)).toEqual(['buffer']);
    expect(slotProblems(day, '09:30', '09:50', 20)).toEqual(['buffer']);
    expect(slotProblems(day, '11:00', '11:30', 30)).toEqual(['buffer']);
    expect(slotProblems(day, '09:15', '09:45', 30)).toEqual([]);
    expect(slotProblems(day, '11:15', '11:45', 30)).toEqual([]);
    expect(slotProblems(day, '17:50', '18:30', 30)).toEqual(['outside_schedule']);
  });

  it('reads an unreadable or inverted time as outside the schedule', () => {
    expect(slotProblems(day, 'noon', '14:30', 30)).toEqual(['outside_schedule']);
    expect(slotProblems(day, '14:30', '14:00', 30)).toEqual(['outside_schedule']);
  });
});

describe('free start times: properties', () => {
  const minute = fc.integer({ min: 0, max: 1439 });
  const stretches = fc.array(
    fc
      .tuple(minute, fc.integer({ min: 1, max: 600 }))
      .map(([start, length]) =>
        slot(formatTime(start), formatTime(Math.min(1439, start + length))),
      ),
    { maxLength: 3 },
  );
  const appointments = fc.array(
    fc
      .record({
        start: minute,
        length: fc.integer({ min: 5, max: 240 }),
        status: fc.constantFrom(...STATUSES),
      })
      .map(({ start, length, status }) =>
        appt(formatTime(start), formatTime(Math.min(1439, start + length)), status),
      ),
    { maxLength: 8 },
  );
  const duration = fc.integer({ min: 5, max: 180 });

  it('never offers a time that overlaps an appointment + buffer or leaves the schedule', () => {
    fc.assert(
      fc.property(stretches, appointments, duration, (slots, appts, durationMin) => {
        const schedule = everyDay(slots);
        const working = workingTimeOn(schedule, DATE);
        for (const start of freeStartTimes({
          schedule,
          date: DATE,
          appointments: appts,
          durationMin,
        })) {
          const s = parseTime(start)!;
          const e = s + durationMin;
          expect(s % FREE_TIME_GRID_MIN).toBe(0);
          expect(working.some((w) => w.start <= s && e <= w.end)).toBe(true);
          for (const a of appts.filter(occupiesTime)) {
            const [as, ae] = [parseTime(a.startTime)!, parseTime(a.endTime)!];
            if (ae <= as) continue;
            // Apart by at least the buffer on whichever side the appointment lies.
            expect(s >= ae + 15 || e + 15 <= as).toBe(true);
          }
        }
      }),
    );
  });

  it('offers exactly the grid starts the server’s check accepts', () => {
    fc.assert(
      fc.property(stretches, appointments, duration, (slots, appts, durationMin) => {
        const day = { schedule: everyDay(slots), date: DATE, appointments: appts };
        const offered = new Set(freeStartTimes({ ...day, durationMin }));
        for (let s = 0; s + durationMin <= 1439; s += FREE_TIME_GRID_MIN) {
          const fits =
            slotProblems(day, formatTime(s), formatTime(s + durationMin), durationMin).length === 0;
          expect(offered.has(formatTime(s))).toBe(fits);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with the optimal windows: every offered window passes the check', () => {
    fc.assert(
      fc.property(stretches, appointments, duration, (slots, appts, durationMin) => {
        const schedule = everyDay(slots);
        const windows = findOptimalSlots({
          schedule,
          appointments: appts.map((a) => ({ ...a, date: DATE })),
          durationMin,
          fromDate: DATE,
          toDate: DATE,
          today: DATE,
        });
        for (const window of windows) {
          const day = { schedule, date: DATE, appointments: appts };
          expect(slotProblems(day, window.start_time, window.end_time, durationMin)).toEqual([]);
        }
      }),
    );
  });
});
