import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DaySchedule, MasterSchedule, TimeSlot } from '../schemas/schedule.ts';
import { addDays, eachDate, formatTime, parseTime } from './dates.ts';
import { defaultSchedule } from './schedule.ts';
import {
  busyIntervals,
  findFreeGaps,
  findFreeWindows,
  findOptimalSlots,
  occupiesTime,
  slotSearchRange,
  workingIntervals,
  type DatedAppointment,
  type Interval,
  type OptimalSlot,
  type SlotAppointment,
} from './slots.ts';

const TODAY = '2025-11-21'; // a Friday
const STATUSES = ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'];
const BUFFER = 15;
const MIN_WINDOW = 40;

const slot = (start: string, end: string): TimeSlot => ({ start, end });
const appt = (startTime: string, endTime: string, status = 'scheduled'): SlotAppointment => ({
  startTime,
  endTime,
  status,
});
const at = (date: string, startTime: string, endTime: string, status = 'scheduled') => ({
  date,
  ...appt(startTime, endTime, status),
});
const hhmm = ({ start, end }: Interval) => `${formatTime(start)}-${formatTime(end)}`;
const times = (slots: OptimalSlot[]) => slots.map((s) => `${s.date} ${s.start_time}-${s.end_time}`);

/** A schedule where every day of the week is `day` and which is active for a year from TODAY. */
function everyDay(day: DaySchedule, customDays: MasterSchedule['customDays'] = {}): MasterSchedule {
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
    activeFrom: TODAY,
    activeUntil: addDays(TODAY, 365),
  };
}
const nineToSix = everyDay({ isWorking: true, slots: [slot('09:00', '18:00')] });

describe('occupied time', () => {
  it('frees the time of cancelled and no-show appointments only', () => {
    expect(
      STATUSES.filter((status) => occupiesTime({ ...appt('09:00', '10:00'), status })),
    ).toEqual(['scheduled', 'confirmed', 'in_progress', 'completed']);
    expect(occupiesTime({ startTime: '09:00', endTime: '10:00' })).toBe(true);
    expect(occupiesTime({ startTime: '09:00', endTime: '10:00', status: null })).toBe(true);
  });

  it('adds the 15-minute buffer after each appointment, sorted by start', () => {
    expect(
      busyIntervals([
        appt('14:00', '15:00'),
        appt('09:00', '10:30:00'),
        appt('11:00', '12:00', 'cancelled'),
      ]),
    ).toEqual([
      { start: 540, end: 645 },
      { start: 840, end: 915 },
    ]);
  });

  it('ignores appointments with unreadable times or no length', () => {
    expect(
      busyIntervals([appt('9', '10:00'), appt('10:00', '10:00'), appt('11:00', '10:00')]),
    ).toEqual([]);
  });

  it('merges touching or overlapping working slots and drops broken ones', () => {
    expect(
      workingIntervals([
        slot('14:00', '18:00'),
        slot('09:00', '13:00'),
        slot('13:00', '14:30'),
        slot('20:00', '21:00'),
        slot('12:00', '11:00'),
        slot('', '10:00'),
      ]).map(hhmm),
    ).toEqual(['09:00-18:00', '20:00-21:00']);
  });
});

describe('findFreeWindows', () => {
  it('is the whole working day when nothing is booked', () => {
    expect(findFreeWindows([slot('09:00', '18:00')], []).map(hhmm)).toEqual(['09:00-18:00']);
  });

  it('opens the next window 15 minutes after an appointment ends', () => {
    expect(
      findFreeWindows(
        [slot('09:00', '18:00')],
        [appt('10:00', '11:00'), appt('14:00', '15:00')],
      ).map(hhmm),
    ).toEqual(['09:00-10:00', '11:15-14:00', '15:15-18:00']);
  });

  it('drops gaps shorter than 40 minutes but keeps one of exactly 40', () => {
    expect(
      findFreeWindows(
        [slot('09:00', '18:00')],
        [appt('09:30', '10:00'), appt('10:55', '17:00')],
      ).map(hhmm),
    ).toEqual(['10:15-10:55', '17:15-18:00']);
    expect(findFreeGaps([slot('09:00', '18:00')], [appt('09:30', '10:00')]).map(hhmm)).toEqual([
      '09:00-09:30',
      '10:15-18:00',
    ]);
  });

  it('stays inside working hours, across a break', () => {
    expect(
      findFreeWindows(
        [slot('09:00', '13:00'), slot('14:00', '18:00')],
        [appt('12:30', '13:50'), appt('08:00', '09:10')],
      ).map(hhmm),
    ).toEqual(['09:25-12:30', '14:05-18:00']);
  });

  it('handles appointments that overlap each other or cover the whole day', () => {
    expect(
      findFreeWindows(
        [slot('09:00', '18:00')],
        [appt('10:00', '12:00'), appt('11:00', '11:30')],
      ).map(hhmm),
    ).toEqual(['09:00-10:00', '12:15-18:00']);
    expect(findFreeWindows([slot('09:00', '18:00')], [appt('08:00', '17:50')])).toEqual([]);
  });

  it('does not count cancelled or no-show appointments', () => {
    expect(
      findFreeWindows(
        [slot('09:00', '18:00')],
        [appt('10:00', '11:00', 'cancelled'), appt('12:00', '13:00', 'no_show')],
      ).map(hhmm),
    ).toEqual(['09:00-18:00']);
  });

  it('takes another buffer and minimum when asked', () => {
    expect(
      findFreeWindows([slot('09:00', '12:00')], [appt('10:00', '11:00')], {
        bufferMin: 0,
        minWindowMin: 60,
      }).map(hhmm),
    ).toEqual(['09:00-10:00', '11:00-12:00']);
  });

  it('has no windows on a day without slots', () => {
    expect(findFreeWindows([], [appt('10:00', '11:00')])).toEqual([]);
  });
});

describe('free windows: properties', () => {
  const minute = fc.integer({ min: 0, max: 1439 });
  const workingSlots = fc.array(
    fc
      .tuple(minute, fc.integer({ min: -30, max: 600 }))
      .map(([start, length]) =>
        slot(formatTime(start), formatTime(Math.max(0, Math.min(1439, start + length)))),
      ),
    { maxLength: 4 },
  );
  const appointments = fc.array(
    fc
      .record({
        start: minute,
        length: fc.integer({ min: -10, max: 240 }),
        status: fc.constantFrom(...STATUSES),
      })
      .map(({ start, length, status }) =>
        appt(formatTime(start), formatTime(Math.max(0, Math.min(1439, start + length))), status),
      ),
    { maxLength: 8 },
  );

  /** The same day minute by minute: working, busy (appointment or buffer) and free minutes. */
  function model(slots: TimeSlot[], appts: SlotAppointment[]) {
    const working = new Array<boolean>(1440).fill(false);
    const busy = new Array<boolean>(1440).fill(false);
    for (const { start, end } of slots) {
      const [s, e] = [parseTime(start)!, parseTime(end)!];
      for (let m = s; m < e; m += 1) working[m] = true;
    }
    for (const a of appts) {
      const [s, e] = [parseTime(a.startTime)!, parseTime(a.endTime)!];
      if (!occupiesTime(a) || e <= s) continue;
      for (let m = s; m < Math.min(1440, e + BUFFER); m += 1) busy[m] = true;
    }
    const free = working.map((w, m) => w && !busy[m]);
    const runs: Interval[] = [];
    for (let m = 0; m < 1440; m += 1) {
      if (!free[m]) continue;
      const last = runs.at(-1);
      if (last && last.end === m) last.end = m + 1;
      else runs.push({ start: m, end: m + 1 });
    }
    return { working, busy, free, runs };
  }

  it('never overlaps an appointment or its buffer, never leaves working hours', () => {
    fc.assert(
      fc.property(workingSlots, appointments, (slots, appts) => {
        const { working, busy } = model(slots, appts);
        for (const window of findFreeWindows(slots, appts)) {
          for (let m = window.start; m < window.end; m += 1) {
            expect(working[m]).toBe(true);
            expect(busy[m]).toBe(false);
          }
        }
      }),
    );
  });

  it('is never shorter than 40 minutes', () => {
    fc.assert(
      fc.property(workingSlots, appointments, (slots, appts) => {
        for (const window of findFreeWindows(slots, appts)) {
          expect(window.end - window.start).toBeGreaterThanOrEqual(MIN_WINDOW);
        }
      }),
    );
  });

  it('with busy time and discarded short gaps, accounts for the whole working day', () => {
    fc.assert(
      fc.property(workingSlots, appointments, (slots, appts) => {
        const { working, busy, runs } = model(slots, appts);
        const gaps = findFreeGaps(slots, appts);
        // The gaps are exactly the maximal free stretches, in order and without overlap.
        expect(gaps).toEqual(runs);
        const windows = findFreeWindows(slots, appts);
        const shortGaps = gaps.filter((gap) => gap.end - gap.start < MIN_WINDOW);
        const length = (list: Interval[]) => list.reduce((sum, i) => sum + i.end - i.start, 0);
        const busyWorking = working.filter((w, m) => w && busy[m]).length;
        const workingMinutes = working.filter(Boolean).length;
        expect(length(windows) + length(shortGaps) + busyWorking).toBe(workingMinutes);
      }),
    );
  });

  it('is not changed by cancelled or no-show appointments', () => {
    fc.assert(
      fc.property(workingSlots, appointments, (slots, appts) => {
        expect(findFreeWindows(slots, appts)).toEqual(
          findFreeWindows(slots, appts.filter(occupiesTime)),
        );
      }),
    );
  });
});

describe('findOptimalSlots', () => {
  const query = {
    schedule: nineToSix,
    appointments: [] as DatedAppointment[],
    durationMin: 60,
    fromDate: TODAY,
    toDate: TODAY,
    today: TODAY,
  };

  it('packs an empty day from both ends: start of day, next hour, end of day', () => {
    expect(times(findOptimalSlots(query))).toEqual([
      '2025-11-21 09:00-10:00',
      '2025-11-21 10:00-11:00',
      '2025-11-21 17:00-18:00',
    ]);
  });

  it('places slots right after a buffer or flush before the next appointment', () => {
    const appointments = [at(TODAY, '10:00', '11:00'), at(TODAY, '14:00', '15:00')];
    expect(times(findOptimalSlots({ ...query, appointments }))).toEqual([
      '2025-11-21 11:15-12:15',
      '2025-11-21 12:45-13:45',
      '2025-11-21 15:15-16:15',
    ]);
  });

  it("keeps the slot's own buffer before the next appointment", () => {
    // 09:00–10:00 and 17:15–18:00 are windows, but a 60-minute slot would leave no buffer before
    // 10:00 and does not fit in 45 minutes; a 45-minute one fits both.
    const appointments = [at(TODAY, '10:00', '17:00')];
    expect(times(findOptimalSlots({ ...query, appointments }))).toEqual([]);
    expect(times(findOptimalSlots({ ...query, appointments, durationMin: 45 }))).toEqual([
      '2025-11-21 09:00-09:45',
      '2025-11-21 17:15-18:00',
    ]);
  });

  it('keeps that buffer even when the next appointment is after a break', () => {
    const schedule = everyDay({
      isWorking: true,
      slots: [slot('09:00', '12:00'), slot('12:10', '18:00')],
    });
    const appointments = [at(TODAY, '12:10', '18:00')];
    // The last hour before the break ends at 11:55, 15 minutes before the 12:10 appointment.
    expect(times(findOptimalSlots({ ...query, schedule, appointments }))).toEqual([
      '2025-11-21 09:00-10:00',
      '2025-11-21 10:55-11:55',
    ]);
  });

  it('prefers a start that leaves no unusable gap', () => {
    // Window 11:15–14:00 before a 14:00 appointment; a 90-minute slot fits 11:15–12:45 at the latest.
    const appointments = [at(TODAY, '09:00', '11:00'), at(TODAY, '14:00', '18:00')];
    expect(times(findOptimalSlots({ ...query, appointments, durationMin: 90 }))).toEqual([
      '2025-11-21 11:15-12:45',
    ]);
    // A 30-minute slot in the same window: 11:15 and 13:15 are flush; 12:00 leaves 45 and 60.
    expect(times(findOptimalSlots({ ...query, appointments, durationMin: 30 }))).toEqual([
      '2025-11-21 11:15-11:45',
      '2025-11-21 12:00-12:30',
      '2025-11-21 13:15-13:45',
    ]);
  });

  it('offers a wasteful slot when nothing better fits', () => {
    // A 75-minute window before an appointment and a 30-minute service: any start wastes 30 minutes.
    const appointments = [at(TODAY, '09:00', '10:00'), at(TODAY, '11:30', '18:00')];
    expect(times(findOptimalSlots({ ...query, appointments, durationMin: 30 }))).toEqual([
      '2025-11-21 10:15-10:45',
      '2025-11-21 10:45-11:15',
    ]);
  });

  it('puts packed slots of later days before wasteful ones of earlier days', () => {
    const appointments = [at(TODAY, '09:00', '10:00'), at(TODAY, '11:30', '18:00')];
    const slots = findOptimalSlots({
      ...query,
      appointments,
      durationMin: 30,
      toDate: addDays(TODAY, 14),
      limit: 6,
    });
    expect(slots.map((s) => s.date)).toEqual([
      '2025-11-22',
      '2025-11-22',
      '2025-11-22',
      '2025-11-23',
      '2025-11-23',
      '2025-11-23',
    ]);
  });

  it('ignores cancelled and no-show appointments and other dates', () => {
    const appointments = [
      at(TODAY, '09:00', '17:00', 'cancelled'),
      at(TODAY, '09:00', '17:00', 'no_show'),
      at(addDays(TODAY, 1), '09:00', '18:00'),
    ];
    expect(times(findOptimalSlots({ ...query, appointments }))).toEqual([
      '2025-11-21 09:00-10:00',
      '2025-11-21 10:00-11:00',
      '2025-11-21 17:00-18:00',
    ]);
  });

  it('skips past times on today, from now rounded up to a quarter hour', () => {
    expect(times(findOptimalSlots({ ...query, now: '15:52' }))).toEqual([
      '2025-11-21 16:00-17:00',
      '2025-11-21 17:00-18:00',
    ]);
    expect(times(findOptimalSlots({ ...query, now: '17:30' }))).toEqual([]);
    expect(times(findOptimalSlots({ ...query, now: '08:00' }))).toHaveLength(3);
    // `now` is about today only, and an unreadable one is ignored.
    expect(
      times(
        findOptimalSlots({
          ...query,
          now: '17:30',
          fromDate: addDays(TODAY, 1),
          toDate: addDays(TODAY, 1),
        }),
      ),
    ).toHaveLength(3);
    expect(times(findOptimalSlots({ ...query, now: 'later' }))).toHaveLength(3);
  });

  it('searches from today to today + 14 days at most', () => {
    const slots = findOptimalSlots({
      ...query,
      fromDate: addDays(TODAY, -5),
      toDate: addDays(TODAY, 40),
      limit: 100,
    });
    expect(slots[0]?.date).toBe(TODAY);
    expect(slots.at(-1)?.date).toBe(addDays(TODAY, 14));
    expect(new Set(slots.map((s) => s.date)).size).toBe(15);
  });

  it('caps slots per day and overall', () => {
    const wide = { ...query, toDate: addDays(TODAY, 14) };
    expect(findOptimalSlots(wide)).toHaveLength(20);
    expect(findOptimalSlots({ ...wide, perDay: 1, limit: 5 }).map((s) => s.start_time)).toEqual(
      Array(5).fill('09:00'),
    );
    expect(findOptimalSlots({ ...wide, limit: 0 })).toEqual([]);
  });

  it('offers nothing for an empty range, a day off or a broken duration', () => {
    expect(findOptimalSlots({ ...query, fromDate: addDays(TODAY, 1), toDate: TODAY })).toEqual([]);
    expect(
      findOptimalSlots({ ...query, toDate: addDays(TODAY, -1), fromDate: addDays(TODAY, -3) }),
    ).toEqual([]);
    expect(
      findOptimalSlots({
        ...query,
        schedule: defaultSchedule(TODAY),
        fromDate: '2025-11-23',
        toDate: '2025-11-23',
      }),
    ).toEqual([]);
    for (const durationMin of [0, -30, 12.5, Number.NaN]) {
      expect(findOptimalSlots({ ...query, durationMin })).toEqual([]);
    }
    expect(findOptimalSlots({ ...query, durationMin: 600 })).toEqual([]);
  });

  it('uses custom days and the active dates of the schedule', () => {
    const schedule = everyDay(
      { isWorking: true, slots: [slot('09:00', '18:00')] },
      { [TODAY]: { isWorking: true, slots: [slot('12:00', '13:00')] } },
    );
    expect(times(findOptimalSlots({ ...query, schedule }))).toEqual(['2025-11-21 12:00-13:00']);
    const ended = { ...schedule, activeUntil: addDays(TODAY, -1) };
    expect(findOptimalSlots({ ...query, schedule: ended })).toEqual([]);
  });
});

describe('optimal slots: properties', () => {
  const quarter = fc.integer({ min: 0, max: 95 }).map((q) => q * 15);
  const minute = fc.integer({ min: 0, max: 1439 });
  const daySlots = fc.array(
    fc
      .tuple(quarter, fc.integer({ min: 1, max: 600 }))
      .map(([start, length]) =>
        slot(formatTime(start), formatTime(Math.min(1439, start + length))),
      ),
    { minLength: 1, maxLength: 3 },
  );
  const dayAppointments = fc.array(
    fc
      .record({
        start: minute,
        length: fc.integer({ min: 5, max: 240 }),
        status: fc.constantFrom(...STATUSES),
      })
      .map(({ start, length, status }) =>
        at(TODAY, formatTime(start), formatTime(Math.min(1439, start + length)), status),
      ),
    { maxLength: 8 },
  );
  const duration = fc.integer({ min: 5, max: 300 });

  /** As the definition says: a cancelled or no_show appointment, or one whose end is not after
   * its start, occupies no time. */
  const occupies = (a: SlotAppointment) =>
    occupiesTime(a) && parseTime(a.endTime)! > parseTime(a.startTime)!;

  /** Windows of the day minute by minute, as in the free-window properties. */
  function modelWindows(slots: TimeSlot[], appts: SlotAppointment[]): Interval[] {
    const free = new Array<boolean>(1440).fill(false);
    for (const { start, end } of slots) {
      for (let m = parseTime(start)!; m < parseTime(end)!; m += 1) free[m] = true;
    }
    for (const a of appts.filter(occupies)) {
      for (
        let m = parseTime(a.startTime)!;
        m < parseTime(a.endTime)! + BUFFER && m < 1440;
        m += 1
      ) {
        free[m] = false;
      }
    }
    const runs: Interval[] = [];
    for (let m = 0; m < 1440; m += 1) {
      if (!free[m]) continue;
      const last = runs.at(-1);
      if (last && last.end === m) last.end = m + 1;
      else runs.push({ start: m, end: m + 1 });
    }
    return runs.filter((run) => run.end - run.start >= MIN_WINDOW);
  }

  /** Whether a start fits: inside one window, and no appointment starts before the slot's buffer ends. */
  function fits(start: number, d: number, windows: Interval[], appts: SlotAppointment[]) {
    const inWindow = windows.some((w) => w.start <= start && start + d <= w.end);
    const clear = appts.filter(occupies).every((a) => {
      const s = parseTime(a.startTime)!;
      const e = parseTime(a.endTime)! + BUFFER;
      return start + d + BUFFER <= s || e <= start;
    });
    return inWindow && clear;
  }

  it('offers only slots of the full duration that fit a window and keep every buffer', () => {
    fc.assert(
      fc.property(daySlots, dayAppointments, duration, (slots, appts, d) => {
        const schedule = everyDay({ isWorking: true, slots });
        const windows = modelWindows(slots, appts);
        const offered = findOptimalSlots({
          schedule,
          appointments: appts,
          durationMin: d,
          fromDate: TODAY,
          toDate: TODAY,
          today: TODAY,
        });
        expect(offered.length).toBeLessThanOrEqual(3);
        for (const s of offered) {
          const start = parseTime(s.start_time)!;
          expect(parseTime(s.end_time)! - start).toBe(d);
          expect(fits(start, d, windows, appts)).toBe(true);
        }
        // Offered slots of one day never overlap and come in time order.
        for (let i = 1; i < offered.length; i += 1) {
          expect(parseTime(offered[i]!.start_time)!).toBeGreaterThanOrEqual(
            parseTime(offered[i - 1]!.end_time)!,
          );
        }
      }),
    );
  });

  it('offers something whenever some start fits', () => {
    fc.assert(
      fc.property(daySlots, dayAppointments, duration, (slots, appts, d) => {
        const windows = modelWindows(slots, appts);
        let anyFits = false;
        for (let start = 0; start + d <= 1440 && !anyFits; start += 1) {
          anyFits = fits(start, d, windows, appts);
        }
        const offered = findOptimalSlots({
          schedule: everyDay({ isWorking: true, slots }),
          appointments: appts,
          durationMin: d,
          fromDate: TODAY,
          toDate: TODAY,
          today: TODAY,
        });
        expect(offered.length > 0).toBe(anyFits);
      }),
    );
  });

  it('never offers a start before now on today', () => {
    fc.assert(
      fc.property(daySlots, dayAppointments, duration, minute, (slots, appts, d, now) => {
        const offered = findOptimalSlots({
          schedule: everyDay({ isWorking: true, slots }),
          appointments: appts,
          durationMin: d,
          fromDate: TODAY,
          toDate: TODAY,
          today: TODAY,
          now: formatTime(now),
        });
        for (const s of offered) expect(parseTime(s.start_time)!).toBeGreaterThanOrEqual(now);
      }),
    );
  });

  it('stays inside the range and the horizon, within the caps, in date and time order', () => {
    const offsets = fc.tuple(fc.integer({ min: -5, max: 20 }), fc.integer({ min: 0, max: 20 }));
    const multiDay = fc.array(
      fc.record({
        offset: fc.integer({ min: -3, max: 20 }),
        start: quarter,
        length: fc.integer({ min: 15, max: 240 }),
        status: fc.constantFrom(...STATUSES),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(daySlots, multiDay, duration, offsets, (slots, raw, d, [from, length]) => {
        const appointments = raw.map(({ offset, start, length: l, status }) =>
          at(
            addDays(TODAY, offset),
            formatTime(start),
            formatTime(Math.min(1439, start + l)),
            status,
          ),
        );
        const fromDate = addDays(TODAY, from);
        const toDate = addDays(fromDate, length);
        const offered = findOptimalSlots({
          schedule: everyDay({ isWorking: true, slots }),
          appointments,
          durationMin: d,
          fromDate,
          toDate,
          today: TODAY,
        });
        expect(offered.length).toBeLessThanOrEqual(20);
        const allowed = new Set(eachDate(TODAY, addDays(TODAY, 14)));
        const perDay = new Map<string, number>();
        for (const s of offered) {
          expect(allowed.has(s.date)).toBe(true);
          expect(s.date >= fromDate && s.date <= toDate).toBe(true);
          perDay.set(s.date, (perDay.get(s.date) ?? 0) + 1);
        }
        for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(3);
        const keys = offered.map((s) => `${s.date} ${s.start_time}`);
        expect(keys).toEqual([...keys].sort());
      }),
    );
  });
});

describe('slotSearchRange', () => {
  it('runs from today to today + 14 days, across a month end', () => {
    expect(slotSearchRange('2025-03-10')).toEqual({
      from_date: '2025-03-10',
      to_date: '2025-03-24',
    });
    expect(slotSearchRange('2025-12-25')).toEqual({
      from_date: '2025-12-25',
      to_date: '2026-01-08',
    });
  });
});
