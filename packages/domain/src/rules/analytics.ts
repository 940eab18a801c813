// The owner's analytics (issue 33): what counts as revenue, a visit, a returning client, utilisation
// and the rest, defined once here; the server's SQL, the screen and the assistant all use these
// (docs/decisions/analytics-definitions.md).
import type { AppointmentStatus } from '../schemas/appointments.ts';
import type { MasterSchedule } from '../schemas/schedule.ts';
import { roundMoney } from './currency.ts';
import {
  addDays,
  addMonths,
  diffDays,
  eachDate,
  formatIsoDate,
  parseIsoDate,
  parseTime,
  startOfIsoWeek,
  weekdayIndex,
  type IsoDate,
} from './dates.ts';
import { effectiveDay, workingSlots } from './schedule.ts';

// ---------------------------------------------------------------------------------------------
// Which appointments count for what

/** Revenue is money from completed visits only: what was actually earned. */
export const REVENUE_STATUSES = ['completed'] as const satisfies readonly AppointmentStatus[];
/** Expected revenue: booked and not yet done (not cancelled, not a no-show, not completed). */
export const EXPECTED_REVENUE_STATUSES = [
  'scheduled',
  'confirmed',
  'in_progress',
] as const satisfies readonly AppointmentStatus[];
/** A visit is a completed appointment: the client came and was served. */
export const VISIT_STATUSES = REVENUE_STATUSES;
/**
 * Booked minutes for utilisation: every appointment that holds the master's time and was not
 * given back (cancelled) or wasted (no-show), i.e. what the studio sold of the master's day.
 */
export const BOOKED_STATUSES = [
  ...EXPECTED_REVENUE_STATUSES,
  'completed',
] as const satisfies readonly AppointmentStatus[];

const has = (list: readonly string[], status: string) => list.includes(status);
export const countsAsRevenue = (status: string): boolean => has(REVENUE_STATUSES, status);
export const countsAsExpectedRevenue = (status: string): boolean =>
  has(EXPECTED_REVENUE_STATUSES, status);
export const isVisit = (status: string): boolean => has(VISIT_STATUSES, status);
export const countsAsBooked = (status: string): boolean => has(BOOKED_STATUSES, status);

/** A cancellation made less than this many hours before the appointment's start is late. */
export const LATE_CANCELLATION_HOURS = 24;
/** "Came back" means another visit within this many days after a visit. */
export const RETURN_WINDOW_DAYS = 90;
/** A regular is at risk when the time since the last visit exceeds this many usual intervals. */
export const AT_RISK_INTERVAL_FACTOR = 2;
/** A regular has at least this many visits (two intervals make "usual" mean something). */
export const REGULAR_MIN_VISITS = 3;
/** Periods longer than this many days are charted by week instead of by day. */
export const DAILY_SERIES_MAX_DAYS = 62;

// ---------------------------------------------------------------------------------------------
// Money per currency: studios in different countries are never added together

export interface CurrencyAmount {
  currency: string;
  amount: number;
}

/** Sums amounts per currency (rounded to kopecks), sorted by currency code; amounts without a currency are left out. */
export function sumByCurrency(
  items: readonly { currency: string | null; amount: number }[],
): CurrencyAmount[] {
  const totals = new Map<string, number>();
  for (const item of items) {
    if (!item.currency) continue;
    totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.amount);
  }
  return [...totals]
    .map(([currency, amount]) => ({ currency, amount: roundMoney(amount) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** An appointment as the definitions need it. */
export interface AnalyticsAppointment {
  status: string;
  totalPrice: number | null;
  currency: string | null;
}

const moneyOf = (appointments: readonly AnalyticsAppointment[], keep: (s: string) => boolean) =>
  sumByCurrency(
    appointments
      .filter((a) => keep(a.status) && a.totalPrice !== null)
      .map((a) => ({ currency: a.currency, amount: a.totalPrice ?? 0 })),
  );

/** Revenue: the sum of completed visits' prices, per currency. */
export function revenueOf(appointments: readonly AnalyticsAppointment[]): CurrencyAmount[] {
  return moneyOf(appointments, countsAsRevenue);
}

/** Expected revenue: the sum of booked, not yet done appointments' prices, per currency. */
export function expectedRevenueOf(appointments: readonly AnalyticsAppointment[]): CurrencyAmount[] {
  return moneyOf(appointments, countsAsExpectedRevenue);
}

/** Average check: revenue ÷ visits in that currency; null without visits. */
export function averageCheck(revenue: number, visits: number): number | null {
  return visits > 0 ? roundMoney(revenue / visits) : null;
}

/** part ÷ whole, or null when the whole is empty (a rate of nothing is not 0 %). */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

// ---------------------------------------------------------------------------------------------
// Rates

export type StatusCounts = Partial<Record<string, number>>;

/**
 * No-show rate: no-shows ÷ appointments whose outcome is known (completed + no-show). Booked ones
 * in the future and cancellations are not chances to miss a visit.
 */
export function noShowRate(counts: StatusCounts): number | null {
  const noShows = counts.no_show ?? 0;
  return share(noShows, noShows + (counts.completed ?? 0));
}

/** Late-cancellation rate: late cancellations ÷ every appointment of the period (any status). */
export function lateCancellationRate(
  lateCancellations: number,
  counts: StatusCounts,
): number | null {
  const all = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return share(lateCancellations, all);
}

/**
 * Whether a cancellation is late: made less than LATE_CANCELLATION_HOURS before the start (both
 * instants in milliseconds; the start is the studio-local wall clock converted to an instant).
 */
export function isLateCancellation(startsAtMs: number, cancelledAtMs: number): boolean {
  return startsAtMs - cancelledAtMs < LATE_CANCELLATION_HOURS * 3_600_000;
}

// ---------------------------------------------------------------------------------------------
// Utilisation and idle hours (schedule from the domain's effective day)

const slotMinutes = (slot: { start: string; end: string }) => {
  const start = parseTime(slot.start);
  const end = parseTime(slot.end);
  return start === null || end === null ? null : { start, end };
};

/** The minutes a master is scheduled to work from `from` to `to` (both included), by effectiveDay. */
export function scheduledMinutes(
  schedule: MasterSchedule | null,
  from: IsoDate,
  to: IsoDate,
): number {
  if (!schedule) return 0;
  let total = 0;
  for (const date of eachDate(from, to)) {
    for (const slot of workingSlots(effectiveDay(schedule, date))) {
      const span = slotMinutes(slot);
      if (span && span.end > span.start) total += span.end - span.start;
    }
  }
  return total;
}

/** Utilisation: booked minutes ÷ scheduled minutes; null when nothing was scheduled. */
export function utilisation(bookedMinutes: number, scheduled: number): number | null {
  return share(bookedMinutes, scheduled);
}

/** A 7 × 24 grid (Monday first, hour 0–23) of minutes. */
export type WeekHourGrid = number[][];

export const emptyWeekHourGrid = (): WeekHourGrid =>
  Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));

/** Adds the minutes of [start, end) (minutes of the day) to the grid's row `weekday`, hour by hour. */
export function addSpanToGrid(grid: WeekHourGrid, weekday: number, start: number, end: number) {
  const row = grid[weekday];
  if (!row) return;
  for (let hour = Math.floor(start / 60); hour * 60 < end && hour < 24; hour += 1) {
    const overlap = Math.min(end, (hour + 1) * 60) - Math.max(start, hour * 60);
    if (overlap > 0) row[hour] = (row[hour] ?? 0) + overlap;
  }
}

/** Scheduled minutes by weekday and hour over the period, summed over the given schedules. */
export function scheduledGrid(
  schedules: readonly (MasterSchedule | null)[],
  from: IsoDate,
  to: IsoDate,
): WeekHourGrid {
  const grid = emptyWeekHourGrid();
  for (const date of eachDate(from, to)) {
    const weekday = weekdayIndex(date);
    for (const schedule of schedules) {
      if (!schedule) continue;
      for (const slot of workingSlots(effectiveDay(schedule, date))) {
        const span = slotMinutes(slot);
        if (span) addSpanToGrid(grid, weekday, span.start, span.end);
      }
    }
  }
  return grid;
}

/** Idle hours: scheduled minus booked, never below zero, in hours (one decimal). */
export function idleHoursGrid(scheduled: WeekHourGrid, booked: WeekHourGrid): WeekHourGrid {
  return scheduled.map((row, weekday) =>
    row.map(
      (minutes, hour) => Math.round(Math.max(0, minutes - (booked[weekday]?.[hour] ?? 0)) / 6) / 10,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Clients

/** New: the client's first visit ever lies in the period. Returning: they had a visit before it. */
export function clientKind(firstVisit: IsoDate, periodFrom: IsoDate): 'new' | 'returning' {
  return firstVisit >= periodFrom ? 'new' : 'returning';
}

/**
 * Whether a client came back: another visit after `visit`, at most RETURN_WINDOW_DAYS later.
 * `visits` are the client's visit dates, any order.
 */
export function cameBackWithin(visits: readonly IsoDate[], visit: IsoDate): boolean {
  return visits.some((date) => {
    const days = diffDays(visit, date);
    return days > 0 && days <= RETURN_WINDOW_DAYS;
  });
}

/** The median of the days between consecutive visits (distinct dates); null with fewer than two. */
export function usualInterval(visits: readonly IsoDate[]): number | null {
  const dates = [...new Set(visits)].sort();
  const gaps = dates.slice(1).map((date, i) => diffDays(dates[i] as IsoDate, date));
  if (gaps.length === 0) return null;
  gaps.sort((a, b) => a - b);
  const mid = Math.floor(gaps.length / 2);
  return gaps.length % 2
    ? (gaps[mid] as number)
    : ((gaps[mid - 1] as number) + (gaps[mid] as number)) / 2;
}

/**
 * An at-risk regular: at least REGULAR_MIN_VISITS visits, and more than AT_RISK_INTERVAL_FACTOR
 * usual intervals since the last one (as of `today`).
 */
export function isAtRiskRegular(visits: readonly IsoDate[], today: IsoDate): boolean {
  const dates = [...new Set(visits)].sort();
  const last = dates.at(-1);
  const usual = usualInterval(dates);
  if (!last || usual === null || dates.length < REGULAR_MIN_VISITS) return false;
  return diffDays(last, today) > AT_RISK_INTERVAL_FACTOR * usual;
}

// ---------------------------------------------------------------------------------------------
// Price coefficient

/**
 * What a master's price coefficient added to (or took from) the revenue: the revenue minus what
 * the same visits would have cost at coefficient 1 (prices are base × coefficient, pricing.ts).
 */
export function coefficientEffect(revenue: number, coefficient: number): number {
  if (!(coefficient > 0)) return 0;
  return roundMoney(revenue - revenue / coefficient);
}

// ---------------------------------------------------------------------------------------------
// Periods

export interface Period {
  from: IsoDate;
  to: IsoDate;
}

export const PERIOD_PRESETS = ['this_week', 'this_month', 'last_month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The preset's period on `today` (weeks start on Monday); 'custom' gives this month. */
export function presetPeriod(preset: PeriodPreset, today: IsoDate): Period {
  const parts = parseIsoDate(today);
  if (!parts) throw new Error(`not a date: ${today}`);
  const monthStart = formatIsoDate(parts.year, parts.month, 1);
  switch (preset) {
    case 'this_week': {
      const from = startOfIsoWeek(today);
      return { from, to: addDays(from, 6) };
    }
    case 'last_month': {
      const from = addMonths(monthStart, -1);
      return { from, to: addDays(monthStart, -1) };
    }
    default:
      return { from: monthStart, to: addDays(addMonths(monthStart, 1), -1) };
  }
}

/** The period of the same length right before. */
export function previousPeriod({ from, to }: Period): Period {
  const days = diffDays(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** The same dates a year before (29 February falls back to the 28th). */
export function yearBeforePeriod({ from, to }: Period): Period {
  return { from: addMonths(from, -12), to: addMonths(to, -12) };
}

/** Whether the chart goes by day or, for a long period, by (ISO) week. */
export function seriesStep({ from, to }: Period): 'day' | 'week' {
  return diffDays(from, to) + 1 > DAILY_SERIES_MAX_DAYS ? 'week' : 'day';
}

/** The bucket a date falls in for that step: the date itself, or its week's Monday. */
export function seriesBucket(date: IsoDate, step: 'day' | 'week'): IsoDate {
  return step === 'day' ? date : startOfIsoWeek(date);
}

/** Change from `before` to `now` as a ratio (0.25 = +25 %); null when before was 0. */
export function change(now: number, before: number): number | null {
  return before === 0 ? null : (now - before) / before;
}

// ---------------------------------------------------------------------------------------------
// Where bookings come from

export const BOOKING_SOURCES = ['staff', 'public_page', 'widget', 'assistant'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
/** Online: the client booked herself, not through the staff. */
export const ONLINE_SOURCES: readonly BookingSource[] = ['public_page', 'widget'];

/**
 * The recorded source, or for an appointment made before sources were recorded: the public page
 * when it was an online booking, else the staff.
 */
export function bookingSource(recorded: string | null, isOnlineBooking: boolean): BookingSource {
  if ((BOOKING_SOURCES as readonly string[]).includes(recorded ?? '')) {
    return recorded as BookingSource;
  }
  return isOnlineBooking ? 'public_page' : 'staff';
}
