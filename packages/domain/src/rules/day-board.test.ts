import { describe, expect, it } from 'vitest';
import type { MasterSchedule } from '../schemas/schedule.ts';
import { formatTime } from './dates.ts';
import { dayBoardHours, masterDay, movedAppointmentTimes } from './day-board.ts';
import { defaultSchedule } from './schedule.ts';
import { findOptimalSlots, type Interval } from './slots.ts';

const FRIDAY = '2025-11-21';
const SATURDAY = '2025-11-22';
const SUNDAY = '2025-11-23';
const schedule: MasterSchedule = defaultSchedule('2025-11-01');
const hhmm = ({ start, end }: Interval) => `${formatTime(start)}-${formatTime(end)}`;
const appt = (startTime: string, endTime: string, status = 'scheduled') => ({
  startTime,
  endTime,
  status,
});

describe('masterDay', () => {
  it('takes the working time from the effective day', () => {
    expect(masterDay({ schedule, date: FRIDAY, appointments: [] }).working.map(hhmm)).toEqual([
      '09:00-18:00',
    ]);
    expect(masterDay({ schedule, date: SATURDAY, appointments: [] }).working.map(hhmm)).toEqual([
      '10:00-16:00',
    ]);
  });

  it('custom days win over the template; a day off and no schedule give nothing', () => {
    const custom: MasterSchedule = {
      ...schedule,
      customDays: { [FRIDAY]: { isWorking: true, slots: [{ start: '12:00', end: '14:00' }] } },
    };
    expect(
      masterDay({ schedule: custom, date: FRIDAY, appointments: [] }).working.map(hhmm),
    ).toEqual(['12:00-14:00']);
    expect(masterDay({ schedule, date: SUNDAY, appointments: [] })).toEqual({
      working: [],
      windows: [],
    });
    expect(masterDay({ schedule: null, date: FRIDAY, appointments: [] })).toEqual({
      working: [],
      windows: [],
    });
  });

  it('free windows leave out each appointment and its 15-minute buffer, and gaps under 40 minutes', () => {
    const day = masterDay({
      schedule,
      date: FRIDAY,
      appointments: [
        appt('10:00', '11:00'),
        appt('11:45', '12:45'),
        appt('14:00', '15:00', 'cancelled'),
      ],
    });
    // 11:15–11:45 is only 30 minutes: not a window. The cancelled one frees its time.
    expect(day.windows.map(hhmm)).toEqual(['09:00-10:00', '13:00-18:00']);
  });

  it('on today, time before now (rounded up to the quarter hour) is not a window', () => {
    const day = masterDay({ schedule, date: FRIDAY, appointments: [], now: '13:05' });
    expect(day.windows.map(hhmm)).toEqual(['13:15-18:00']);
    expect(day.working.map(hhmm)).toEqual(['09:00-18:00']);
  });

  it('every slot the wizard offers lies inside a window of the board', () => {
    const appointments = [appt('09:30', '10:30'), appt('12:00', '13:30'), appt('16:00', '17:00')];
    const { windows } = masterDay({ schedule, date: FRIDAY, appointments });
    const offers = findOptimalSlots({
      schedule,
      appointments: appointments.map((a) => ({ ...a, date: FRIDAY })),
      durationMin: 45,
      fromDate: FRIDAY,
      toDate: FRIDAY,
      today: FRIDAY,
    });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(
        windows.some(
          (w) => formatTime(w.start) <= offer.start_time && offer.end_time <= formatTime(w.end),
        ),
      ).toBe(true);
    }
  });
});

describe('dayBoardHours', () => {
  it('covers working time and appointments in whole hours', () => {
    expect(hhmm(dayBoardHours([{ start: 9 * 60, end: 18 * 60 }], [appt('18:30', '19:10')]))).toBe(
      '09:00-20:00',
    );
    expect(hhmm(dayBoardHours([{ start: 10 * 60 + 30, end: 16 * 60 }], []))).toBe('10:00-16:00');
  });

  it('ignores cancelled and unreadable appointments; 09:00–18:00 when empty', () => {
    expect(hhmm(dayBoardHours([], [appt('07:00', '08:00', 'cancelled'), appt('x', '08:00')]))).toBe(
      '09:00-18:00',
    );
  });
});

describe('movedAppointmentTimes', () => {
  it('keeps the duration and snaps the start to the quarter hour', () => {
    expect(movedAppointmentTimes(appt('10:00', '11:10'), 37)).toEqual({
      startTime: '10:30',
      endTime: '11:40',
    });
    expect(movedAppointmentTimes(appt('10:05', '10:50'), 0)).toEqual({
      startTime: '10:00',
      endTime: '10:45',
    });
    expect(movedAppointmentTimes(appt('10:00:00', '11:00:00'), -60)).toEqual({
      startTime: '09:00',
      endTime: '10:00',
    });
  });

  it('refuses a move out of the day and unreadable times', () => {
    expect(movedAppointmentTimes(appt('00:30', '01:30'), -45)).toBeNull();
    expect(movedAppointmentTimes(appt('22:00', '23:30'), 60)).toBeNull();
    expect(movedAppointmentTimes(appt('bad', '11:00'), 15)).toBeNull();
    expect(movedAppointmentTimes(appt('10:00', '11:00'), Number.NaN)).toBeNull();
  });
});
