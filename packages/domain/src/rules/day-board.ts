// The day board (issue 13, beyond the spec): each master's working time and free windows on a date, the board's hours, and where a dragged appointment lands.
import type { MasterSchedule } from '../schemas/schedule.ts';
import { MINUTES_PER_DAY, ceilToStep, formatTime, parseTime, type IsoDate } from './dates.ts';
import { effectiveDay, workingSlots } from './schedule.ts';
import {
  SLOT_GRID_MIN,
  findFreeWindows,
  occupiesTime,
  workingIntervals,
  type Interval,
  type SlotAppointment,
} from './slots.ts';

/** A moved appointment starts on the same quarter-hour grid the wizard's offers use. */
export const RESCHEDULE_STEP_MIN = SLOT_GRID_MIN;
/** The hours a board shows when nobody works and nothing is booked. */
export const DEFAULT_BOARD_HOURS: Readonly<Interval> = { start: 9 * 60, end: 18 * 60 };

export interface MasterDayQuery {
  schedule: MasterSchedule | null | undefined;
  date: IsoDate;
  /** The master's appointments of that date. */
  appointments: readonly SlotAppointment[];
  /** The studio's clock 'HH:MM' when `date` is today: earlier time is not offered, as in the wizard. */
  now?: string | null;
}

export interface MasterDay {
  /** The effective day's working time, merged (§4 "effective day"); empty on a day off. */
  working: Interval[];
  /** Free windows of at least 40 minutes (§9), the same the window search cuts its offers from. */
  windows: Interval[];
}

/**
 * One master's column: working time from the effective day, and the free windows left by the
 * occupying appointments and their buffers. With `now`, time before it rounded up to the quarter
 * hour is dropped first, exactly as `findOptimalSlots` does on today.
 */
export function masterDay({ schedule, date, appointments, now }: MasterDayQuery): MasterDay {
  const working = schedule ? workingIntervals(workingSlots(effectiveDay(schedule, date))) : [];
  const nowMinutes = now ? parseTime(now) : null;
  const earliest = nowMinutes === null ? 0 : ceilToStep(nowMinutes, SLOT_GRID_MIN);
  const open = working
    .map((stretch) => ({ start: Math.max(stretch.start, earliest), end: stretch.end }))
    .filter((stretch) => stretch.start < stretch.end)
    .map((stretch) => ({ start: formatTime(stretch.start), end: formatTime(stretch.end) }));
  return { working, windows: findFreeWindows(open, appointments) };
}

/**
 * The board's hours: whole hours covering every master's working time and every appointment
 * drawn on it (an appointment booked outside working hours still shows); 09:00–18:00 when empty.
 */
export function dayBoardHours(
  working: readonly Interval[],
  appointments: readonly SlotAppointment[],
): Interval {
  const starts: number[] = working.map((w) => w.start);
  const ends: number[] = working.map((w) => w.end);
  for (const appointment of appointments) {
    if (!occupiesTime(appointment)) continue;
    const start = parseTime(appointment.startTime);
    const end = parseTime(appointment.endTime);
    if (start === null || end === null || end <= start) continue;
    starts.push(start);
    ends.push(end);
  }
  if (starts.length === 0) return { ...DEFAULT_BOARD_HOURS };
  return {
    start: Math.floor(Math.min(...starts) / 60) * 60,
    end: Math.min(MINUTES_PER_DAY, Math.ceil(Math.max(...ends) / 60) * 60),
  };
}

export interface MovedTimes {
  startTime: string;
  endTime: string;
}

/**
 * Where an appointment lands when moved by `deltaMin`: the start snapped to the quarter hour,
 * the duration kept. Null when its times are unreadable or the move leaves the day (the
 * schedule's times are 'HH:MM' within one day, so the latest end is 23:59).
 */
export function movedAppointmentTimes(
  appointment: { startTime: string; endTime: string },
  deltaMin: number,
): MovedTimes | null {
  const start = parseTime(appointment.startTime);
  const end = parseTime(appointment.endTime);
  if (start === null || end === null || end <= start || !Number.isFinite(deltaMin)) return null;
  const movedStart = Math.round((start + deltaMin) / RESCHEDULE_STEP_MIN) * RESCHEDULE_STEP_MIN;
  const movedEnd = movedStart + (end - start);
  if (movedStart < 0 || movedEnd > MINUTES_PER_DAY - 1) return null;
  return { startTime: formatTime(movedStart), endTime: formatTime(movedEnd) };
}
