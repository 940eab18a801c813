// Any free time, not only the offered windows (issue 27): every start time of a date that fits, and
// the check of one chosen time that the server refuses a staff booking by.
/*
 * A time [start, end) on a date fits a master when
 * - it lies inside one stretch of the master's working time that day (the effective day, as the
 *   optimal-window search reads it: custom day, else the template's weekday, nothing outside
 *   activeFrom..activeUntil, slots merged),
 * - it is at least as long as the services take, and
 * - neither it nor any other occupying appointment of that master that day reaches into the other's
 *   15-minute buffer: the new time keeps [start, end + 15) free of appointments and every
 *   appointment keeps [its start, its end + 15) free of the new time. This is the optimal-window
 *   search's own rule (busy time = appointment + buffer; a slot's buffer must not reach the next
 *   appointment), so every optimal window is also a free start time.
 *
 * The free start times of a date are the starts on a 5-minute grid (minutes since midnight divisible
 * by 5) whose [start, start + duration) fits; on today, starts before `earliest` are left out.
 */
import type { MasterSchedule } from '../schemas/schedule.ts';
import { ceilToStep, formatTime, parseTime, type IsoDate } from './dates.ts';
import { effectiveDay, workingSlots } from './schedule.ts';
import {
  BUFFER_AFTER_APPOINTMENT_MIN,
  occupiesTime,
  workingIntervals,
  type Interval,
  type SlotAppointment,
} from './slots.ts';

/** The free-time picker offers starts every 5 minutes (issue 27). */
export const FREE_TIME_GRID_MIN = 5;

/**
 * What a chosen time breaks; an empty list means it fits. `overlaps`: it shares time with another
 * appointment; `buffer`: it only reaches into the 15 minutes kept free after one (or its own 15
 * minutes reach the next).
 */
export type SlotProblem = 'overlaps' | 'buffer' | 'outside_schedule' | 'too_short';

/** Problems that only an explicit "вне графика" choice lets through; overlaps and buffers never pass. */
export const OUT_OF_SCHEDULE_PROBLEMS: readonly SlotProblem[] = ['outside_schedule', 'too_short'];

export interface MasterDay {
  /** The master's schedule; null when unreadable (the master then works no time). */
  schedule: MasterSchedule | null;
  date: IsoDate;
  /** The master's appointments on `date` (other dates must be left out by the caller). */
  appointments: readonly SlotAppointment[];
}

/** The master's working stretches on the day, merged and sorted. */
export function workingTimeOn(schedule: MasterSchedule | null, date: IsoDate): Interval[] {
  return schedule ? workingIntervals(workingSlots(effectiveDay(schedule, date))) : [];
}

/** Occupying appointments with readable times, as [start, end) without the buffer. */
function bookedTimes(appointments: readonly SlotAppointment[]): Interval[] {
  const booked: Interval[] = [];
  for (const appointment of appointments) {
    if (!occupiesTime(appointment)) continue;
    const start = parseTime(appointment.startTime);
    const end = parseTime(appointment.endTime);
    if (start !== null && end !== null && start < end) booked.push({ start, end });
  }
  return booked;
}

/** Whether [start, end) and an appointment keep each other's 15-minute buffer free. */
function clashes(time: Interval, booked: Interval, bufferMin: number): boolean {
  return time.start < booked.end + bufferMin && booked.start < time.end + bufferMin;
}

/**
 * What keeps [start, end) ('HH:MM') from being booked for a master whose services take
 * `durationMin`: every problem found, in the order overlaps or buffer, outside_schedule, too_short.
 */
export function slotProblems(
  day: MasterDay,
  start: string,
  end: string,
  durationMin: number,
  bufferMin: number = BUFFER_AFTER_APPOINTMENT_MIN,
): SlotProblem[] {
  const from = parseTime(start);
  const to = parseTime(end);
  if (from === null || to === null || from >= to) return ['outside_schedule'];
  const time = { start: from, end: to };
  const problems: SlotProblem[] = [];
  const booked = bookedTimes(day.appointments);
  if (booked.some((taken) => clashes(time, taken, 0))) problems.push('overlaps');
  else if (booked.some((taken) => clashes(time, taken, bufferMin))) problems.push('buffer');
  const inside = workingTimeOn(day.schedule, day.date).some(
    (stretch) => stretch.start <= from && to <= stretch.end,
  );
  if (!inside) problems.push('outside_schedule');
  if (to - from < durationMin) problems.push('too_short');
  return problems;
}

export interface FreeStartTimesQuery extends MasterDay {
  /** The services' total duration in minutes (a positive whole number; anything else gets none). */
  durationMin: number;
  /** Minutes since midnight before which nothing is offered (today's clock); 0 when absent. */
  earliest?: number;
}

/** Every start time ('HH:MM', in order) on the 5-minute grid at which the services fit. */
export function freeStartTimes({
  schedule,
  date,
  appointments,
  durationMin,
  earliest = 0,
}: FreeStartTimesQuery): string[] {
  if (!Number.isInteger(durationMin) || durationMin <= 0) return [];
  const booked = bookedTimes(appointments);
  const starts: string[] = [];
  for (const stretch of workingTimeOn(schedule, date)) {
    const first = ceilToStep(Math.max(stretch.start, earliest), FREE_TIME_GRID_MIN);
    for (let start = first; start + durationMin <= stretch.end; start += FREE_TIME_GRID_MIN) {
      const time = { start, end: start + durationMin };
      if (!booked.some((taken) => clashes(time, taken, BUFFER_AFTER_APPOINTMENT_MIN))) {
        starts.push(formatTime(start));
      }
    }
  }
  return starts;
}
