// The week view (issue 27, beyond the spec): one master's seven days, Monday first, on a time axis:
// the days, the hours the axis covers, working time from the effective day, and where each
// appointment's block sits (overlapping ones side by side).
import type { MasterSchedule } from '../schemas/schedule.ts';
import { formatDayMonth } from './calendar.ts';
import { addDays, parseIsoDate, parseTime, startOfIsoWeek, type IsoDate } from './dates.ts';
import { dayBoardHours } from './day-board.ts';
import { effectiveDay, workingSlots } from './schedule.ts';
import { occupiesTime, workingIntervals, type Interval, type SlotAppointment } from './slots.ts';

export const DAYS_PER_WEEK = 7;

/** The seven dates, Monday to Sunday, of the week holding `date`. */
export function weekDays(date: IsoDate): IsoDate[] {
  const monday = startOfIsoWeek(date);
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => addDays(monday, index));
}

/** The same weekday `weeks` weeks later (earlier when negative). */
export function shiftWeek(date: IsoDate, weeks: number): IsoDate {
  return addDays(date, weeks * DAYS_PER_WEEK);
}

/**
 * The week's heading: '7 – 13 декабря 2026' within a month, '30 ноября – 6 декабря 2026' across
 * two, '29 декабря 2025 – 4 января 2026' across a year.
 */
export function weekTitle(date: IsoDate): string {
  const days = weekDays(date);
  const first = days[0] as IsoDate;
  const last = days[DAYS_PER_WEEK - 1] as IsoDate;
  const from = parseIsoDate(first);
  const to = parseIsoDate(last);
  if (!from || !to) return date;
  if (from.year !== to.year) {
    return `${formatDayMonth(first)} ${from.year} – ${formatDayMonth(last)} ${to.year}`;
  }
  if (from.month === to.month) return `${from.day} – ${formatDayMonth(last)} ${to.year}`;
  return `${formatDayMonth(first)} – ${formatDayMonth(last)} ${to.year}`;
}

/** What the week needs of an appointment. */
export interface WeekAppointment extends SlotAppointment {
  id: string;
  date: IsoDate;
}

/** One appointment's place: its minutes, and its lane among those it overlaps. */
export interface WeekBlock<T extends WeekAppointment> {
  appointment: T;
  /** Minutes since midnight. */
  start: number;
  end: number;
  /** 0-based lane, and the number of lanes of its overlapping group: its width is 1 / lanes. */
  lane: number;
  lanes: number;
}

export interface WeekDay<T extends WeekAppointment> {
  date: IsoDate;
  isToday: boolean;
  /** The effective day's working time, merged; empty on a day off or without a schedule. */
  working: Interval[];
  blocks: WeekBlock<T>[];
}

export interface WeekLayout<T extends WeekAppointment> {
  days: WeekDay<T>[];
  /** Whole hours covering every day's working time and every block; 09:00–18:00 when empty. */
  hours: Interval;
}

/**
 * Side by side: appointments sorted by start are cut into groups that overlap one another
 * (transitively); each takes the first lane free at its start, and the group's lane count is
 * the most it needed.
 */
export function layoutDayBlocks<T extends WeekAppointment>(
  appointments: readonly T[],
): WeekBlock<T>[] {
  const timed = appointments
    .filter(occupiesTime)
    .map((appointment) => ({
      appointment,
      start: parseTime(appointment.startTime),
      end: parseTime(appointment.endTime),
    }))
    .filter(
      (x): x is { appointment: T; start: number; end: number } =>
        x.start !== null && x.end !== null && x.end > x.start,
    )
    .sort((a, b) => a.start - b.start || a.end - b.end);

  const blocks: WeekBlock<T>[] = [];
  let group: WeekBlock<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const block of group) block.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of timed) {
    if (item.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = item.end;
    const block: WeekBlock<T> = { ...item, lane, lanes: 1 };
    group.push(block);
    blocks.push(block);
    groupEnd = Math.max(groupEnd, item.end);
  }
  closeGroup();
  return blocks;
}

export interface WeekLayoutQuery<T extends WeekAppointment> {
  /** Any date of the week. */
  date: IsoDate;
  today: IsoDate;
  schedule: MasterSchedule | null | undefined;
  /** The master's appointments (other dates are ignored). */
  appointments: readonly T[];
}

/** The master's week: each day's working time and blocks, and the axis's hours. */
export function weekLayout<T extends WeekAppointment>({
  date,
  today,
  schedule,
  appointments,
}: WeekLayoutQuery<T>): WeekLayout<T> {
  const days = weekDays(date).map((day) => ({
    date: day,
    isToday: day === today,
    working: schedule ? workingIntervals(workingSlots(effectiveDay(schedule, day))) : [],
    blocks: layoutDayBlocks(appointments.filter((a) => a.date === day)),
  }));
  const hours = dayBoardHours(
    days.flatMap((day) => day.working),
    days.flatMap((day) => day.blocks.map((block) => block.appointment)),
  );
  return { days, hours };
}

/** The axis's hour rows: the start minute of each whole hour in `hours`. */
export function hourRows(hours: Interval): number[] {
  const rows: number[] = [];
  for (let minute = hours.start; minute < hours.end; minute += 60) rows.push(minute);
  return rows;
}

/** Whether the hour starting at `hourStart` lies (at least partly) in working time. */
export function isWorkingHour(working: readonly Interval[], hourStart: number): boolean {
  return working.some((w) => w.start < hourStart + 60 && w.end > hourStart);
}

/** The blocks that start within the hour at `hourStart` (a cell's own appointments). */
export function blocksStartingIn<T extends WeekAppointment>(
  blocks: readonly WeekBlock<T>[],
  hourStart: number,
): WeekBlock<T>[] {
  return blocks.filter((block) => block.start >= hourStart && block.start < hourStart + 60);
}

/** A cell of the week grid: its hour row and its day column. */
export interface GridCell {
  row: number;
  column: number;
}

/**
 * Where a key moves the focus in a grid of `rows` × `columns` (WAI-ARIA grid pattern): arrows by
 * one cell, Home / End to the row's first / last cell, Ctrl+Home / Ctrl+End to the grid's first /
 * last, PageUp / PageDown to the column's first / last row. Null for any other key; the edge keeps
 * the focus where it is.
 */
export function moveInGrid(
  cell: GridCell,
  key: string,
  size: { rows: number; columns: number },
  ctrl = false,
): GridCell | null {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max - 1, value));
  const at = (row: number, column: number) => ({
    row: clamp(row, size.rows),
    column: clamp(column, size.columns),
  });
  switch (key) {
    case 'ArrowUp':
      return at(cell.row - 1, cell.column);
    case 'ArrowDown':
      return at(cell.row + 1, cell.column);
    case 'ArrowLeft':
      return at(cell.row, cell.column - 1);
    case 'ArrowRight':
      return at(cell.row, cell.column + 1);
    case 'Home':
      return ctrl ? at(0, 0) : at(cell.row, 0);
    case 'End':
      return ctrl ? at(size.rows - 1, size.columns - 1) : at(cell.row, size.columns - 1);
    case 'PageUp':
      return at(0, cell.column);
    case 'PageDown':
      return at(size.rows - 1, cell.column);
    default:
      return null;
  }
}
