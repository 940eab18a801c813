import { describe, expect, it } from 'vitest';
import type { MasterSchedule } from '../schemas/schedule.ts';
import {
  averageCheck,
  bookingSource,
  cameBackWithin,
  change,
  clientKind,
  coefficientEffect,
  countsAsBooked,
  emptyWeekHourGrid,
  addSpanToGrid,
  expectedRevenueOf,
  idleHoursGrid,
  isAtRiskRegular,
  isLateCancellation,
  isVisit,
  lateCancellationRate,
  noShowRate,
  presetPeriod,
  previousPeriod,
  revenueOf,
  scheduledGrid,
  scheduledMinutes,
  seriesBucket,
  seriesStep,
  sumByCurrency,
  usualInterval,
  utilisation,
  yearBeforePeriod,
  type AnalyticsAppointment,
} from './analytics.ts';

const visits: AnalyticsAppointment[] = [
  { status: 'completed', totalPrice: 2500, currency: 'RUB' },
  { status: 'completed', totalPrice: 1500.5, currency: 'RUB' },
  { status: 'completed', totalPrice: 40, currency: 'BYN' },
  { status: 'scheduled', totalPrice: 1000, currency: 'RUB' },
  { status: 'confirmed', totalPrice: 30, currency: 'BYN' },
  { status: 'in_progress', totalPrice: 700, currency: 'RUB' },
  { status: 'cancelled', totalPrice: 9999, currency: 'RUB' },
  { status: 'no_show', totalPrice: 8888, currency: 'RUB' },
  { status: 'completed', totalPrice: null, currency: 'RUB' },
];

describe('revenue and expected revenue', () => {
  it('counts only completed visits, per currency, never adding currencies', () => {
    expect(revenueOf(visits)).toEqual([
      { currency: 'BYN', amount: 40 },
      { currency: 'RUB', amount: 4000.5 },
    ]);
  });

  it('expects booked, not yet done appointments; cancellations and no-shows bring nothing', () => {
    expect(expectedRevenueOf(visits)).toEqual([
      { currency: 'BYN', amount: 30 },
      { currency: 'RUB', amount: 1700 },
    ]);
  });

  it('rounds to kopecks and leaves out amounts without a currency', () => {
    expect(
      sumByCurrency([
        { currency: 'RUB', amount: 0.1 },
        { currency: 'RUB', amount: 0.2 },
        { currency: null, amount: 5 },
      ]),
    ).toEqual([{ currency: 'RUB', amount: 0.3 }]);
  });

  it('a visit is a completed appointment; booked minutes leave out cancelled and no-show', () => {
    expect(['completed', 'scheduled', 'no_show'].map(isVisit)).toEqual([true, false, false]);
    expect(
      ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'].map(
        countsAsBooked,
      ),
    ).toEqual([true, true, true, true, false, false]);
  });

  it('average check is revenue per visit, none without visits', () => {
    expect(averageCheck(4000.5, 3)).toBe(1333.5);
    expect(averageCheck(0, 0)).toBeNull();
  });
});

describe('rates', () => {
  it('no-show rate counts against visits whose outcome is known', () => {
    expect(noShowRate({ completed: 3, no_show: 1, scheduled: 10, cancelled: 4 })).toBe(0.25);
    expect(noShowRate({ scheduled: 2 })).toBeNull();
  });

  it('late-cancellation rate counts against every appointment of the period', () => {
    expect(lateCancellationRate(1, { completed: 3, cancelled: 2, no_show: 1, scheduled: 4 })).toBe(
      0.1,
    );
    expect(lateCancellationRate(0, {})).toBeNull();
  });

  it('a cancellation less than 24 hours before the start is late', () => {
    const start = Date.UTC(2026, 10, 10, 12);
    expect(isLateCancellation(start, start - 23 * 3_600_000)).toBe(true);
    expect(isLateCancellation(start, start - 24 * 3_600_000)).toBe(false);
    expect(isLateCancellation(start, start - 48 * 3_600_000)).toBe(false);
  });
});

const weekdays9to18: MasterSchedule = {
  template: {
    monday: { isWorking: true, slots: [{ start: '09:00', end: '18:00' }] },
    tuesday: {
      isWorking: true,
      slots: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    },
    wednesday: { isWorking: false, slots: [] },
    thursday: { isWorking: false, slots: [] },
    friday: { isWorking: false, slots: [] },
    saturday: { isWorking: false, slots: [] },
    sunday: { isWorking: false, slots: [] },
  },
  // Monday 2026-11-09 taken off; the schedule ends before the second week's Tuesday.
  customDays: { '2026-11-09': { isWorking: false, slots: [] } },
  activeFrom: '2026-11-01',
  activeUntil: '2026-11-16',
};

describe('utilisation', () => {
  it('schedules minutes from the effective day: template, custom days, active range', () => {
    // Mon 2 Nov 540 + Tue 3 Nov 480 + Mon 9 Nov off + Tue 10 Nov 480 + Mon 16 Nov 540; Tue 17 inactive.
    expect(scheduledMinutes(weekdays9to18, '2026-11-01', '2026-11-17')).toBe(540 + 480 + 480 + 540);
    expect(scheduledMinutes(null, '2026-11-01', '2026-11-17')).toBe(0);
  });

  it('is booked minutes over scheduled minutes, none without a schedule', () => {
    expect(utilisation(510, 2040)).toBe(0.25);
    expect(utilisation(60, 0)).toBeNull();
  });

  it('idle hours are scheduled minus booked by weekday and hour', () => {
    const scheduled = scheduledGrid([weekdays9to18], '2026-11-02', '2026-11-03');
    expect(scheduled[0]?.slice(8, 11)).toEqual([0, 60, 60]);
    expect(scheduled[1]?.[13]).toBe(0);
    const booked = emptyWeekHourGrid();
    addSpanToGrid(booked, 0, 9 * 60 + 30, 10 * 60 + 30); // Monday 09:30–10:30
    const idle = idleHoursGrid(scheduled, booked);
    expect(idle[0]?.slice(9, 12)).toEqual([0.5, 0.5, 1]);
    expect(idle[6]?.every((hours) => hours === 0)).toBe(true);
  });
});

describe('clients', () => {
  it('is new when the first visit ever lies in the period, else returning', () => {
    expect(clientKind('2026-11-05', '2026-11-01')).toBe('new');
    expect(clientKind('2026-10-31', '2026-11-01')).toBe('returning');
  });

  it('came back when another visit follows within 90 days', () => {
    expect(cameBackWithin(['2026-01-01', '2026-04-01'], '2026-01-01')).toBe(true); // 90 days
    expect(cameBackWithin(['2026-01-01', '2026-04-02'], '2026-01-01')).toBe(false); // 91 days
    expect(cameBackWithin(['2025-12-01', '2026-01-01'], '2026-01-01')).toBe(false); // only before
  });

  it('the usual interval is the median gap between distinct visit dates', () => {
    expect(usualInterval(['2026-01-31', '2026-01-01', '2026-01-11', '2026-01-11'])).toBe(15);
    expect(usualInterval(['2026-01-01', '2026-01-11', '2026-01-15', '2026-02-14'])).toBe(10);
    expect(usualInterval(['2026-01-01'])).toBeNull();
  });

  it('a regular is at risk after twice the usual interval without a visit', () => {
    const monthly = ['2026-01-01', '2026-01-31', '2026-03-02'];
    expect(isAtRiskRegular(monthly, '2026-05-01')).toBe(false); // 60 days = 2 intervals
    expect(isAtRiskRegular(monthly, '2026-05-02')).toBe(true);
    expect(isAtRiskRegular(['2026-01-01', '2026-01-31'], '2026-12-31')).toBe(false); // not a regular
  });
});

describe('coefficient effect', () => {
  it('is the revenue above what coefficient 1 would have brought', () => {
    expect(coefficientEffect(1500, 1.5)).toBe(500);
    expect(coefficientEffect(800, 0.8)).toBe(-200);
    expect(coefficientEffect(1000, 1)).toBe(0);
  });
});

describe('periods', () => {
  it('presets: this week from Monday, this month, last month', () => {
    expect(presetPeriod('this_week', '2026-11-28')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(presetPeriod('this_month', '2026-11-28')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(presetPeriod('last_month', '2026-03-15')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('compares with the period right before and the same dates a year before', () => {
    const november = { from: '2026-11-01', to: '2026-11-30' };
    expect(previousPeriod(november)).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(yearBeforePeriod(november)).toEqual({ from: '2025-11-01', to: '2025-11-30' });
    expect(yearBeforePeriod({ from: '2028-02-29', to: '2028-02-29' })).toEqual({
      from: '2027-02-28',
      to: '2027-02-28',
    });
  });

  it('charts by day up to two months, by week beyond', () => {
    expect(seriesStep({ from: '2026-11-01', to: '2026-11-30' })).toBe('day');
    expect(seriesStep({ from: '2026-01-01', to: '2026-12-31' })).toBe('week');
    expect(seriesBucket('2026-11-28', 'week')).toBe('2026-11-23');
    expect(seriesBucket('2026-11-28', 'day')).toBe('2026-11-28');
  });

  it('change is relative to the earlier figure, none from zero', () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(10, 0)).toBeNull();
  });
});

describe('booking source', () => {
  it('is the recorded one, else online means the public page and the rest the staff', () => {
    expect(bookingSource('widget', true)).toBe('widget');
    expect(bookingSource('assistant', false)).toBe('assistant');
    expect(bookingSource(null, true)).toBe('public_page');
    expect(bookingSource(null, false)).toBe('staff');
  });
});
