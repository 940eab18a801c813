// The month calendar (part 2 §2, §4): 42-cell Monday-first grid, Russian names, day markers, day list order and labels.
import {
  appointmentStatusLabels,
  calendarMessages,
  dayListTexts,
  dayMarkerLabels,
  monthNames,
  monthNamesGenitive,
  weekdayShortNames,
} from '../messages/calendar.ts';
import type { AppointmentStatus } from '../schemas/appointments.ts';
import type { MasterSchedule } from '../schemas/schedule.ts';
import {
  addDays,
  daysInMonth,
  formatIsoDate,
  isSaturdayOrSunday,
  parseIsoDate,
  parseTime,
  requireDate,
  weekdayIndex,
  type IsoDate,
  type WeekdayIndex,
} from './dates.ts';
import { effectiveDay, workingSlots } from './schedule.ts';
import { findFreeWindows } from './slots.ts';

/** Status priority inside a day, after start time (§4). */
export const DAY_LIST_STATUS_ORDER: readonly AppointmentStatus[] = [
  'in_progress',
  'confirmed',
  'scheduled',
  'completed',
  'cancelled',
  'no_show',
];

/** The grid always has 6 rows of 7 days (§2, §9). */
export const CALENDAR_CELLS = 42;

export interface CalendarCell {
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  inCurrentMonth: boolean;
  /** Saturday or Sunday on the calendar; the day markers use the spec's own "weekend" (see `dayMarkers`). */
  isWeekend: boolean;
  /** 0 = Monday … 6 = Sunday. */
  weekday: WeekdayIndex;
  isToday: boolean;
}

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** 42 days from the Monday on or before the 1st of `month` (1–12). */
export function monthGrid(year: number, month: number, today?: IsoDate): CalendarCell[] {
  const firstOfMonth = formatIsoDate(year, month, 1);
  const gridStart = addDays(firstOfMonth, -weekdayIndex(firstOfMonth));
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => {
    const date = addDays(gridStart, i);
    const parts = parseIsoDate(date) as NonNullable<ReturnType<typeof parseIsoDate>>;
    return {
      date,
      day: parts.day,
      inCurrentMonth: parts.year === year && parts.month === month,
      isWeekend: isSaturdayOrSunday(date),
      weekday: weekdayIndex(date),
      isToday: date === today,
    };
  });
}

/** The year and month of a date (the month a calendar opens on); throws RangeError for a non-date. */
export function monthOf(date: IsoDate): YearMonth {
  const { year, month } = requireDate(date);
  return { year, month };
}

/** The month `delta` months away (the header's arrows). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The month's data query: date_from and date_to are its first and last day (§7). */
export function monthDateRange({ year, month }: YearMonth): { dateFrom: IsoDate; dateTo: IsoDate } {
  return {
    dateFrom: formatIsoDate(year, month, 1),
    dateTo: formatIsoDate(year, month, daysInMonth(year, month)),
  };
}

/** 'Январь' … 'Декабрь'. */
export function monthName(month: number): string {
  return monthNames[month - 1] ?? '';
}

/** The calendar header: 'Ноябрь 2025'. */
export function monthTitle({ year, month }: YearMonth): string {
  return `${monthName(month)} ${year}`;
}

/** 'Пн' … 'Вс' for a Monday-first index. */
export function weekdayShortName(weekday: WeekdayIndex): string {
  return weekdayShortNames[weekday];
}

/** '21 ноября' (day and genitive month, no year); the date itself when it is not a date. */
export function formatDayMonth(date: IsoDate): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return `${parts.day} ${monthNamesGenitive[parts.month - 1]}`;
}

/** The day list's title: 'Записи на 21 ноября'. */
export function appointmentsListTitle(date: IsoDate): string {
  return dayListTexts.title(formatDayMonth(date));
}

/** Russian plural form for `count`: forms for 1, for 2–4 and for 5+ (21 запись, 22 записи, 25 записей). */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** The record count beside the list title: '1 запись', '3 записи', '12 записей'. */
export function appointmentCountLabel(count: number): string {
  return `${count} ${pluralRu(count, dayListTexts.countForms)}`;
}

/** The list's error line: '❌ Ошибка загрузки: {message}', with 'Unknown error' when there is none (§8). */
export function appointmentsLoadErrorText(message?: string | null): string {
  return dayListTexts.loadFailed(message || calendarMessages.monthLoadFailedFallback);
}

/** The card's client: the name, else 'Неизвестный клиент' with the first 8 characters of the client id. */
export function clientDisplayName(clientName?: string | null, clientId?: string | null): string {
  const name = clientName?.trim();
  if (name) return name;
  return clientId
    ? `${calendarMessages.unknownClient} (${clientId.slice(0, 8)})`
    : calendarMessages.unknownClient;
}

/** Russian status label (§4); an unknown status is shown as it came. */
export function appointmentStatusLabel(status: string): string {
  return (appointmentStatusLabels as Record<string, string>)[status] ?? status;
}

/** Minutes from start to end, 0 when either time is unreadable or the end is not after the start. */
export function appointmentDurationMin({
  startTime,
  endTime,
}: {
  startTime: string;
  endTime: string;
}): number {
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  return start === null || end === null || end <= start ? 0 : end - start;
}

const statusRank = (status: string) => {
  const rank = (DAY_LIST_STATUS_ORDER as readonly string[]).indexOf(status);
  return rank === -1 ? DAY_LIST_STATUS_ORDER.length : rank;
};

/**
 * The day list's order (§4): by start time, then in_progress, confirmed, scheduled, completed,
 * cancelled, no_show. Unreadable times and unknown statuses go last; ties keep their order.
 */
export function sortAppointmentsForDay<T extends { startTime: string; status: string }>(
  appointments: readonly T[],
): T[] {
  const start = (a: T) => parseTime(a.startTime) ?? Number.POSITIVE_INFINITY;
  return [...appointments].sort((a, b) => {
    const byTime = start(a) - start(b);
    if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
    return statusRank(a.status) - statusRank(b.status);
  });
}

/** What the markers need of an appointment (the UI shape's names). */
export interface MarkerAppointment {
  date: IsoDate;
  startTime: string;
  endTime: string;
  status: string;
  masterId?: string | null;
  reminderStatus?: string | null;
  clientConfirmed?: boolean | null;
  isNewOnlineBooking?: boolean | null;
}

export const DAY_MARKERS = [
  'noFreeSlots',
  'hasAppointments',
  'hasUnconfirmed',
  'hasNewOnlineBooking',
] as const;
export type DayMarker = (typeof DAY_MARKERS)[number];

/** The legend under the calendar, in marker order (pure: bundles that never show it drop it). */
export const DAY_MARKER_LEGEND: readonly { marker: DayMarker; label: string }[] =
  /* @__PURE__ */ DAY_MARKERS.map((marker) => ({ marker, label: dayMarkerLabels[marker] }));

export interface DayMarkers extends Record<DayMarker, boolean> {
  /** The spec's weekend (§4): no master works and there is no non-cancelled appointment. */
  isWeekend: boolean;
}

export interface DayAvailability {
  /** At least one master has working slots that day. */
  hasWorkingSlots: boolean;
  /** Free windows of at least 40 minutes, over all masters. */
  freeWindowCount: number;
}

/**
 * The four markers of a calendar day (§4):
 * - no free slots: no free window of at least 40 minutes;
 * - has appointments: at least one non-cancelled appointment;
 * - unconfirmed: a non-cancelled appointment whose reminder status is not 'confirmed' or whose
 *   clientConfirmed is false;
 * - new online booking: a non-cancelled appointment marked isNewOnlineBooking.
 * A weekend day (no working slots and no non-cancelled appointment) shows none of them.
 */
export function dayMarkers(
  appointments: readonly MarkerAppointment[],
  { hasWorkingSlots, freeWindowCount }: DayAvailability,
): DayMarkers {
  const active = appointments.filter((a) => a.status !== 'cancelled');
  const isWeekend = !hasWorkingSlots && active.length === 0;
  if (isWeekend) {
    return {
      isWeekend,
      noFreeSlots: false,
      hasAppointments: false,
      hasUnconfirmed: false,
      hasNewOnlineBooking: false,
    };
  }
  return {
    isWeekend,
    noFreeSlots: freeWindowCount === 0,
    hasAppointments: active.length > 0,
    hasUnconfirmed: active.some(
      (a) => a.reminderStatus !== 'confirmed' || a.clientConfirmed === false,
    ),
    hasNewOnlineBooking: active.some((a) => a.isNewOnlineBooking === true),
  };
}

export interface CalendarMaster {
  id: string;
  schedule: MasterSchedule | null | undefined;
}

/**
 * Working slots and free windows of a date over the studio's masters: each master's effective day
 * and that master's appointments of the date (appointments without a master are not placed).
 */
export function dayAvailability(
  date: IsoDate,
  masters: readonly CalendarMaster[],
  appointments: readonly MarkerAppointment[],
): DayAvailability {
  let hasWorkingSlots = false;
  let freeWindowCount = 0;
  for (const master of masters) {
    if (!master.schedule) continue;
    const slots = workingSlots(effectiveDay(master.schedule, date));
    if (slots.length === 0) continue;
    hasWorkingSlots = true;
    const own = appointments.filter((a) => a.date === date && a.masterId === master.id);
    freeWindowCount += findFreeWindows(slots, own).length;
  }
  return { hasWorkingSlots, freeWindowCount };
}

/** Markers for each of `dates` (the grid's cells), from the masters' schedules and the appointments loaded. */
export function calendarDayMarkers(
  dates: readonly IsoDate[],
  masters: readonly CalendarMaster[],
  appointments: readonly MarkerAppointment[],
): Map<IsoDate, DayMarkers> {
  const byDate = new Map<IsoDate, MarkerAppointment[]>();
  for (const appointment of appointments) {
    const list = byDate.get(appointment.date);
    if (list) list.push(appointment);
    else byDate.set(appointment.date, [appointment]);
  }
  return new Map(
    dates.map((date) => {
      const own = byDate.get(date) ?? [];
      return [date, dayMarkers(own, dayAvailability(date, masters, own))];
    }),
  );
}
