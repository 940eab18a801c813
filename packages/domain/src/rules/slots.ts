// Free windows and optimal appointment slots from a master's schedule and appointments (part 2 §2, §7, §9).
/*
 * Optimal slots: the definition this module implements.
 *
 * Working time. On a date, a master works the slots of the effective day (the custom day for that
 * date, else the template's weekday; nothing outside activeFrom..activeUntil; nothing on a day
 * off). Unreadable slots and slots whose start is not before their end are ignored; overlapping or
 * touching slots merge into one stretch of working time.
 *
 * Busy time. Every appointment on that date occupies [start, end + 15 min): its own time plus the
 * 15-minute buffer after it. Cancelled and no_show appointments occupy nothing, nor do appointments
 * whose times are unreadable or whose end is not after their start.
 *
 * Free windows. Working time minus busy time splits into free gaps. A gap of at least 40 minutes is
 * a free window; shorter gaps are discarded. Windows, busy time clipped to working hours and
 * discarded gaps together make up the whole working time, without overlap.
 *
 * Fitting a slot. A slot of D minutes (the services' total duration, a positive whole number;
 * anything else gets no slots) starting at s fits a window [a, b) when a ≤ s, s + D ≤ b, and the
 * slot's own 15-minute buffer does not reach the next appointment: s + D + 15 ≤ the start of the
 * first appointment after the window, if there is one (even across a break in working hours). So
 * once the slot is booked, every appointment still has its buffer free. On today, when `now` is
 * given, working time before `now` rounded up to the next quarter hour is dropped before the
 * windows are found, so no slot starts in the past.
 *
 * Candidates. In each window: its start a, the latest start that fits, and every whole quarter
 * hour (minutes since midnight divisible by 15) between them.
 *
 * Waste. Booking s leaves a free piece on each side of it inside the window: left = s − a and
 * right = b − (s + D + 15), counted as 0 when negative (the buffer runs to the window's end). A
 * piece that is neither empty nor at least 40 minutes long can never become a window: it is waste.
 * A candidate's waste is the sum of its wasted pieces; a candidate without waste is packed. A
 * candidate has a flush side when it starts at the window's start, and another when it is the
 * latest start that fits (it ends against the next appointment's buffer or the end of work).
 *
 * Choosing. Per date, candidates are ordered by waste (least first), then flush sides (more first),
 * then start (earliest first), and taken in that order, skipping any that overlaps one already
 * taken that date, until 3 are taken. Dates run from max(fromDate, today) to min(toDate,
 * today + 14). Across dates, packed slots come before slots with waste, then earlier date, then
 * earlier start; the first 20 are returned, ordered by date and start time.
 */
import type { MasterSchedule, TimeSlot } from '../schemas/schedule.ts';
import {
  addDays,
  ceilToStep,
  eachDate,
  formatTime,
  maxDate,
  minDate,
  parseTime,
  type IsoDate,
} from './dates.ts';
import { effectiveDay, workingSlots } from './schedule.ts';

/** Shortest free window worth offering (§9). */
export const MIN_FREE_WINDOW_MIN = 40;
/** Time kept free after every appointment before the next free window starts (§9). */
export const BUFFER_AFTER_APPOINTMENT_MIN = 15;
/** Window search horizon: today to today + 14 days (§7, §9). */
export const SLOT_SEARCH_HORIZON_DAYS = 14;
/** Candidate starts fall on whole quarter hours (besides window starts and latest fits). */
export const SLOT_GRID_MIN = 15;
export const MAX_SLOTS_PER_DAY = 3;
export const MAX_SLOTS = 20;
/**
 * Statuses that free their time: the server's no-double-booking constraint leaves out cancelled and
 * no_show appointments, so the search does too.
 */
export const NON_OCCUPYING_STATUSES: readonly string[] = ['cancelled', 'no_show'];

/** Minutes since midnight, start included, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

/** What the window search needs of an appointment (the UI shape's names). */
export interface SlotAppointment {
  startTime: string;
  endTime: string;
  status?: string | null;
}

export interface DatedAppointment extends SlotAppointment {
  date: IsoDate;
}

/** An offered slot, as the find-optimal-slots call answers it (§3 Slot, §7). */
export interface OptimalSlot {
  date: IsoDate;
  start_time: string;
  end_time: string;
}

export interface WindowOptions {
  bufferMin?: number;
  minWindowMin?: number;
}

/** The window search's dates as the search calls send them: today … today + 14 days (§7, §9). */
export function slotSearchRange(today: IsoDate): { from_date: IsoDate; to_date: IsoDate } {
  return { from_date: today, to_date: addDays(today, SLOT_SEARCH_HORIZON_DAYS) };
}

/** Whether an appointment keeps its time (and buffer) from being offered again. */
export function occupiesTime(appointment: SlotAppointment): boolean {
  return !NON_OCCUPYING_STATUSES.includes(appointment.status ?? '');
}

/** Readable slots with start before end, sorted, overlapping or touching ones merged. */
export function workingIntervals(slots: readonly TimeSlot[]): Interval[] {
  const intervals: Interval[] = [];
  for (const slot of slots) {
    const start = parseTime(slot.start);
    const end = parseTime(slot.end);
    if (start !== null && end !== null && start < end) intervals.push({ start, end });
  }
  intervals.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** [start, end + buffer) of every occupying appointment with readable times, sorted by start. */
export function busyIntervals(
  appointments: readonly SlotAppointment[],
  bufferMin: number = BUFFER_AFTER_APPOINTMENT_MIN,
): Interval[] {
  const busy: Interval[] = [];
  for (const appointment of appointments) {
    if (!occupiesTime(appointment)) continue;
    const start = parseTime(appointment.startTime);
    const end = parseTime(appointment.endTime);
    if (start !== null && end !== null && start < end) busy.push({ start, end: end + bufferMin });
  }
  return busy.sort((a, b) => a.start - b.start);
}

/** Working time minus busy time, both as produced above. */
function gapsBetween(working: readonly Interval[], busy: readonly Interval[]): Interval[] {
  const gaps: Interval[] = [];
  for (const stretch of working) {
    let cursor = stretch.start;
    for (const taken of busy) {
      if (taken.start >= stretch.end) break;
      if (taken.end <= cursor) continue;
      if (taken.start > cursor) gaps.push({ start: cursor, end: taken.start });
      cursor = Math.max(cursor, taken.end);
      if (cursor >= stretch.end) break;
    }
    if (cursor < stretch.end) gaps.push({ start: cursor, end: stretch.end });
  }
  return gaps;
}

/** Every free gap of a day, however short: working time not taken by an appointment or its buffer. */
export function findFreeGaps(
  workingSlots: readonly TimeSlot[],
  appointments: readonly SlotAppointment[],
  { bufferMin = BUFFER_AFTER_APPOINTMENT_MIN }: WindowOptions = {},
): Interval[] {
  return gapsBetween(workingIntervals(workingSlots), busyIntervals(appointments, bufferMin));
}

/** The day's free windows: free gaps of at least 40 minutes (§9), in time order. */
export function findFreeWindows(
  workingSlots: readonly TimeSlot[],
  appointments: readonly SlotAppointment[],
  {
    bufferMin = BUFFER_AFTER_APPOINTMENT_MIN,
    minWindowMin = MIN_FREE_WINDOW_MIN,
  }: WindowOptions = {},
): Interval[] {
  return findFreeGaps(workingSlots, appointments, { bufferMin }).filter(
    (gap) => gap.end - gap.start >= minWindowMin,
  );
}

export interface OptimalSlotsQuery {
  schedule: MasterSchedule;
  /** The master's appointments; other dates are ignored. */
  appointments: readonly DatedAppointment[];
  /** Total duration of the chosen services, in minutes. */
  durationMin: number;
  fromDate: IsoDate;
  toDate: IsoDate;
  today: IsoDate;
  /** The clock on `today`, 'HH:MM' (the studio's local time); earlier starts are not offered. */
  now?: string;
  perDay?: number;
  limit?: number;
}

interface Candidate {
  date: IsoDate;
  start: number;
  waste: number;
  flush: number;
}

const byDateAndStart = (a: Candidate, b: Candidate) =>
  a.date === b.date ? a.start - b.start : a.date < b.date ? -1 : 1;

/** Up to `perDay` candidates for one date, best first, none overlapping another. */
function chooseForDay(
  date: IsoDate,
  working: readonly Interval[],
  busy: readonly Interval[],
  durationMin: number,
  perDay: number,
): Candidate[] {
  const windows = gapsBetween(working, busy).filter(
    (gap) => gap.end - gap.start >= MIN_FREE_WINDOW_MIN,
  );
  const wasted = (piece: number) => (piece > 0 && piece < MIN_FREE_WINDOW_MIN ? piece : 0);
  const candidates: Candidate[] = [];
  for (const window of windows) {
    const next = busy.find((taken) => taken.start >= window.end);
    const fitEnd = Math.min(
      window.end,
      next ? next.start - BUFFER_AFTER_APPOINTMENT_MIN : Number.POSITIVE_INFINITY,
    );
    const latest = fitEnd - durationMin;
    if (latest < window.start) continue;
    const starts = new Set([window.start, latest]);
    for (let s = ceilToStep(window.start, SLOT_GRID_MIN); s < latest; s += SLOT_GRID_MIN) {
      starts.add(s);
    }
    for (const start of starts) {
      const left = start - window.start;
      const right = Math.max(0, window.end - (start + durationMin + BUFFER_AFTER_APPOINTMENT_MIN));
      candidates.push({
        date,
        start,
        waste: wasted(left) + wasted(right),
        flush: (start === window.start ? 1 : 0) + (start === latest ? 1 : 0),
      });
    }
  }
  candidates.sort((a, b) => a.waste - b.waste || b.flush - a.flush || a.start - b.start);
  const taken: Candidate[] = [];
  for (const candidate of candidates) {
    if (taken.length >= perDay) break;
    const clashes = taken.some(
      (other) =>
        candidate.start < other.start + durationMin && other.start < candidate.start + durationMin,
    );
    if (!clashes) taken.push(candidate);
  }
  return taken;
}

/** The optimal slots for one master, as defined at the top of this module. */
export function findOptimalSlots({
  schedule,
  appointments,
  durationMin,
  fromDate,
  toDate,
  today,
  now,
  perDay = MAX_SLOTS_PER_DAY,
  limit = MAX_SLOTS,
}: OptimalSlotsQuery): OptimalSlot[] {
  if (!Number.isInteger(durationMin) || durationMin <= 0) return [];
  const first = maxDate(fromDate, today);
  const last = minDate(toDate, addDays(today, SLOT_SEARCH_HORIZON_DAYS));
  if (first > last) return [];

  const byDate = new Map<IsoDate, DatedAppointment[]>();
  for (const appointment of appointments) {
    if (appointment.date < first || appointment.date > last) continue;
    const list = byDate.get(appointment.date);
    if (list) list.push(appointment);
    else byDate.set(appointment.date, [appointment]);
  }
  const nowMinutes = now === undefined ? null : parseTime(now);
  const earliestToday = nowMinutes === null ? 0 : ceilToStep(nowMinutes, SLOT_GRID_MIN);

  const chosen: Candidate[] = [];
  for (const date of eachDate(first, last)) {
    let working = workingIntervals(workingSlots(effectiveDay(schedule, date)));
    if (date === today && earliestToday > 0) {
      working = working
        .map((stretch) => ({ start: Math.max(stretch.start, earliestToday), end: stretch.end }))
        .filter((stretch) => stretch.start < stretch.end);
    }
    if (working.length === 0) continue;
    const busy = busyIntervals(byDate.get(date) ?? []);
    chosen.push(...chooseForDay(date, working, busy, durationMin, perDay));
  }

  return chosen
    .sort((a, b) => Number(a.waste > 0) - Number(b.waste > 0) || byDateAndStart(a, b))
    .slice(0, Math.max(0, limit))
    .sort(byDateAndStart)
    .map((slot) => ({
      date: slot.date,
      start_time: formatTime(slot.start),
      end_time: formatTime(slot.start + durationMin),
    }));
}
