import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import { APPOINTMENT_STATUSES, type Appointment } from '../schemas/appointments.ts';
import type { MasterSchedule } from '../schemas/schedule.ts';
import type { DatedAppointment } from './slots.ts';
import { addDays, formatIsoDate } from './dates.ts';
import { defaultSchedule, setCustomDay } from './schedule.ts';
import {
  DAY_LIST_STATUS_ORDER,
  DAY_MARKER_LEGEND,
  appointmentCountLabel,
  appointmentDurationMin,
  appointmentStatusLabel,
  appointmentsListTitle,
  appointmentsLoadErrorText,
  calendarDayMarkers,
  clientDisplayName,
  dayAvailability,
  dayMarkers,
  formatDayMonth,
  monthDateRange,
  monthGrid,
  monthName,
  monthTitle,
  pluralRu,
  shiftMonth,
  sortAppointmentsForDay,
  weekdayShortName,
  type MarkerAppointment,
} from './calendar.ts';

const TODAY = '2025-11-21';

describe('monthGrid', () => {
  it('starts on the Monday on or before the 1st and has 42 cells', () => {
    const grid = monthGrid(2025, 11);
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual({
      date: '2025-10-27',
      day: 27,
      inCurrentMonth: false,
      isWeekend: false,
      weekday: 0,
      isToday: false,
    });
    expect(grid.filter((cell) => cell.inCurrentMonth)).toHaveLength(30);
    expect(grid.find((cell) => cell.inCurrentMonth)?.date).toBe('2025-11-01');
    expect(grid.at(-1)?.date).toBe('2025-12-07');
  });

  it('begins with the 1st itself when it is a Monday', () => {
    expect(monthGrid(2025, 9)[0]?.date).toBe('2025-09-01');
  });

  it('marks Saturdays, Sundays and today', () => {
    const grid = monthGrid(2025, 11, TODAY);
    expect(grid.filter((cell) => cell.isWeekend).map((cell) => cell.weekday)).toEqual(
      Array(6).fill([5, 6]).flat(),
    );
    expect(grid.filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual([TODAY]);
  });

  it('always covers the whole month in consecutive days, Monday first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const grid = monthGrid(y, m);
        expect(grid).toHaveLength(42);
        grid.forEach((cell, i) => {
          expect(cell.weekday).toBe(i % 7);
          if (i > 0) expect(cell.date).toBe(addDays(grid[i - 1]!.date, 1));
        });
        const inMonth = grid.filter((cell) => cell.inCurrentMonth);
        const { dateFrom, dateTo } = monthDateRange({ year: y, month: m });
        expect(inMonth[0]?.date).toBe(dateFrom);
        expect(inMonth.at(-1)?.date).toBe(dateTo);
        expect(grid[0]!.date <= dateFrom && grid[6]!.date >= dateFrom).toBe(true);
      }),
    );
  });
});

describe('months and names', () => {
  it('moves between months across years', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth({ year: 2025, month: 5 }, -17)).toEqual({ year: 2023, month: 12 });
  });

  it('gives the month query range', () => {
    expect(monthDateRange({ year: 2024, month: 2 })).toEqual({
      dateFrom: '2024-02-01',
      dateTo: '2024-02-29',
    });
  });

  it('names months and weekdays in Russian', () => {
    expect(monthName(1)).toBe('Январь');
    expect(monthName(12)).toBe('Декабрь');
    expect(monthName(13)).toBe('');
    expect(monthTitle({ year: 2025, month: 11 })).toBe('Ноябрь 2025');
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => weekdayShortName(i as 0))).toEqual([
      'Пн',
      'Вт',
      'Ср',
      'Чт',
      'Пт',
      'Сб',
      'Вс',
    ]);
  });

  it('writes dates with the genitive month', () => {
    expect(formatDayMonth('2025-11-21')).toBe('21 ноября');
    expect(formatDayMonth('2025-03-01')).toBe('1 марта');
    expect(formatDayMonth('someday')).toBe('someday');
    expect(appointmentsListTitle('2025-05-09')).toBe('Записи на 9 мая');
  });
});

describe('day list texts', () => {
  it('counts records with the Russian plural', () => {
    const forms = ['запись', 'записи', 'записей'] as const;
    expect(
      [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => pluralRu(n, forms)),
    ).toEqual([
      'записей',
      'запись',
      'записи',
      'записи',
      'записей',
      'записей',
      'записей',
      'записей',
      'запись',
      'записи',
      'записей',
      'запись',
      'записей',
    ]);
    expect(appointmentCountLabel(3)).toBe('3 записи');
    expect(appointmentCountLabel(0)).toBe('0 записей');
  });

  it('shows the load error with its message or a fallback', () => {
    expect(appointmentsLoadErrorText('timeout')).toBe('❌ Ошибка загрузки: timeout');
    expect(appointmentsLoadErrorText()).toBe('❌ Ошибка загрузки: Unknown error');
    expect(appointmentsLoadErrorText('')).toBe('❌ Ошибка загрузки: Unknown error');
  });

  it('names an unknown client with a short id', () => {
    expect(clientDisplayName('Анна Петрова', 'c1')).toBe('Анна Петрова');
    expect(clientDisplayName('  ', '3f2a9c1e-77aa-4bde-9c1a-0d9e8f7a6b5c')).toBe(
      'Неизвестный клиент (3f2a9c1e)',
    );
    expect(clientDisplayName(null, null)).toBe('Неизвестный клиент');
    expect(clientDisplayName(undefined)).toBe('Неизвестный клиент');
  });

  it('labels every status as the spec does', () => {
    expect(APPOINTMENT_STATUSES.map(appointmentStatusLabel)).toEqual([
      'Запланирована',
      'Подтверждена',
      'В процессе',
      'Завершена',
      'Отменена',
      'Не явился',
    ]);
    expect(appointmentStatusLabel('rescheduled')).toBe('rescheduled');
  });

  it('measures an appointment in minutes', () => {
    expect(appointmentDurationMin({ startTime: '09:00', endTime: '10:30:00' })).toBe(90);
    expect(appointmentDurationMin({ startTime: '10:00', endTime: '09:00' })).toBe(0);
    expect(appointmentDurationMin({ startTime: '', endTime: '09:00' })).toBe(0);
  });

  it('has a legend for the four markers', () => {
    expect(DAY_MARKER_LEGEND).toEqual([
      { marker: 'noFreeSlots', label: 'Окон нет' },
      { marker: 'hasAppointments', label: 'Есть записи' },
      { marker: 'hasUnconfirmed', label: 'Неподтверждённые' },
      { marker: 'hasNewOnlineBooking', label: 'Новые' },
    ]);
  });
});

describe('sortAppointmentsForDay', () => {
  const a = (id: string, startTime: string, status: string) => ({ id, startTime, status });

  it('ranks every status', () => {
    expect([...DAY_LIST_STATUS_ORDER].sort()).toEqual([...APPOINTMENT_STATUSES].sort());
  });

  it('orders by start time, then by status priority', () => {
    const sorted = sortAppointmentsForDay([
      a('late', '12:00', 'scheduled'),
      a('noShow', '09:00', 'no_show'),
      a('cancelled', '09:00', 'cancelled'),
      a('completed', '09:00', 'completed'),
      a('scheduled', '09:00', 'scheduled'),
      a('confirmed', '09:00', 'confirmed'),
      a('inProgress', '09:00', 'in_progress'),
      a('early', '08:30:00', 'cancelled'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual([
      'early',
      'inProgress',
      'confirmed',
      'scheduled',
      'completed',
      'cancelled',
      'noShow',
      'late',
    ]);
  });

  it('puts unreadable times and unknown statuses last, keeping ties in order', () => {
    const input = [
      a('broken2', '', 'scheduled'),
      a('unknown', '09:00', 'rescheduled'),
      a('broken1', 'soon', 'in_progress'),
      a('known', '09:00', 'no_show'),
    ];
    expect(sortAppointmentsForDay(input).map((x) => x.id)).toEqual([
      'known',
      'unknown',
      'broken1',
      'broken2',
    ]);
    expect(input[0]?.id).toBe('broken2');
  });
});

describe('dayMarkers', () => {
  const base: MarkerAppointment = {
    date: TODAY,
    startTime: '10:00',
    endTime: '11:00',
    status: 'scheduled',
    reminderStatus: 'confirmed',
    clientConfirmed: true,
    isNewOnlineBooking: false,
  };
  const open = { hasWorkingSlots: true, freeWindowCount: 2 };

  it('shows nothing on a quiet working day with free windows', () => {
    expect(dayMarkers([], open)).toEqual({
      isWeekend: false,
      noFreeSlots: false,
      hasAppointments: false,
      hasUnconfirmed: false,
      hasNewOnlineBooking: false,
    });
  });

  it('marks a day without a free window of 40 minutes', () => {
    expect(dayMarkers([base], { hasWorkingSlots: true, freeWindowCount: 0 }).noFreeSlots).toBe(
      true,
    );
  });

  it('marks appointments, ignoring cancelled ones', () => {
    expect(dayMarkers([base], open).hasAppointments).toBe(true);
    expect(dayMarkers([{ ...base, status: 'no_show' }], open).hasAppointments).toBe(true);
    expect(dayMarkers([{ ...base, status: 'cancelled' }], open).hasAppointments).toBe(false);
  });

  it('marks unconfirmed: reminder not confirmed, or the client said no', () => {
    expect(dayMarkers([base], open).hasUnconfirmed).toBe(false);
    expect(dayMarkers([{ ...base, reminderStatus: 'pending' }], open).hasUnconfirmed).toBe(true);
    expect(dayMarkers([{ ...base, reminderStatus: undefined }], open).hasUnconfirmed).toBe(true);
    expect(dayMarkers([{ ...base, clientConfirmed: false }], open).hasUnconfirmed).toBe(true);
    expect(dayMarkers([{ ...base, clientConfirmed: null }], open).hasUnconfirmed).toBe(false);
    expect(
      dayMarkers([{ ...base, status: 'cancelled', reminderStatus: 'pending' }], open)
        .hasUnconfirmed,
    ).toBe(false);
  });

  it('marks new online bookings that are not cancelled', () => {
    expect(dayMarkers([{ ...base, isNewOnlineBooking: true }], open).hasNewOnlineBooking).toBe(
      true,
    );
    expect(
      dayMarkers([{ ...base, isNewOnlineBooking: true, status: 'cancelled' }], open)
        .hasNewOnlineBooking,
    ).toBe(false);
    expect(dayMarkers([{ ...base, isNewOnlineBooking: null }], open).hasNewOnlineBooking).toBe(
      false,
    );
  });

  it('shows no markers on a weekend: no working slots and no appointments', () => {
    const closed = { hasWorkingSlots: false, freeWindowCount: 0 };
    const cancelledOnly = [{ ...base, status: 'cancelled', isNewOnlineBooking: true }];
    expect(dayMarkers(cancelledOnly, closed)).toEqual({
      isWeekend: true,
      noFreeSlots: false,
      hasAppointments: false,
      hasUnconfirmed: false,
      hasNewOnlineBooking: false,
    });
  });

  it('still marks a day off that has an appointment', () => {
    const closed = { hasWorkingSlots: false, freeWindowCount: 0 };
    expect(dayMarkers([{ ...base, reminderStatus: 'pending' }], closed)).toEqual({
      isWeekend: false,
      noFreeSlots: true,
      hasAppointments: true,
      hasUnconfirmed: true,
      hasNewOnlineBooking: false,
    });
  });
});

describe('day availability over masters', () => {
  const monday = '2025-11-24';
  const sunday = '2025-11-23';
  const anna: { id: string; schedule: MasterSchedule } = {
    id: 'anna',
    schedule: defaultSchedule(TODAY),
  };
  const boris = {
    id: 'boris',
    schedule: setCustomDay(defaultSchedule(TODAY), monday, {
      isWorking: true,
      slots: [{ start: '09:00', end: '10:00' }],
    }),
  };
  const booked = (masterId: string, startTime: string, endTime: string, date = monday) => ({
    date,
    startTime,
    endTime,
    status: 'confirmed',
    masterId,
  });

  it('counts free windows of every working master', () => {
    expect(dayAvailability(monday, [anna, boris], [])).toEqual({
      hasWorkingSlots: true,
      freeWindowCount: 2,
    });
    expect(
      dayAvailability(
        monday,
        [anna, boris],
        [booked('anna', '12:00', '13:00'), booked('boris', '09:00', '09:30')],
      ),
    ).toEqual({ hasWorkingSlots: true, freeWindowCount: 2 });
  });

  it('places each appointment on its own master and date only', () => {
    const others = [booked('nobody', '09:00', '18:00'), booked('anna', '09:00', '18:00', TODAY)];
    expect(dayAvailability(monday, [anna], others).freeWindowCount).toBe(1);
    expect(
      dayAvailability(monday, [anna], [booked('anna', '08:00', '18:00')]).freeWindowCount,
    ).toBe(0);
  });

  it('skips masters without a schedule or off that day', () => {
    expect(dayAvailability(sunday, [anna, { id: 'x', schedule: null }], [])).toEqual({
      hasWorkingSlots: false,
      freeWindowCount: 0,
    });
  });

  it('computes the markers of every cell', () => {
    const cells = monthGrid(2025, 11).map((cell) => cell.date);
    const markers = calendarDayMarkers(
      cells,
      [anna],
      [
        booked('anna', '08:00', '12:00'),
        booked('anna', '12:00', '18:00'),
        { ...booked('anna', '10:00', '11:00', TODAY), isNewOnlineBooking: true },
      ],
    );
    expect(markers.size).toBe(42);
    expect(markers.get(monday)).toMatchObject({ noFreeSlots: true, hasAppointments: true });
    expect(markers.get(TODAY)).toMatchObject({
      noFreeSlots: false,
      hasAppointments: true,
      hasNewOnlineBooking: true,
      hasUnconfirmed: true,
    });
    expect(markers.get(sunday)?.isWeekend).toBe(true);
    // Before the schedule is active nobody works: a weekend by the spec's definition.
    expect(markers.get(formatIsoDate(2025, 11, 3))?.isWeekend).toBe(true);
  });
});

describe('appointment shapes', () => {
  it('takes the UI appointment as it is', () => {
    expectTypeOf<Appointment>().toExtend<MarkerAppointment>();
    expectTypeOf<Appointment>().toExtend<DatedAppointment>();
    expectTypeOf<Appointment>().toExtend<{ startTime: string; status: string }>();
  });
});
