// Local calendar dates for query defaults: today, the 14-day window search, a month's first and last day.
import { monthDateRange } from '@beautydesk/domain/rules/calendar';
import { formatIsoDate, type IsoDate } from '@beautydesk/domain/rules/dates';
import { slotSearchRange as searchRangeFrom } from '@beautydesk/domain/rules/slots';

/** Today in the browser's time zone, 'YYYY-MM-DD' (the studio's day, not UTC's). */
export function localToday(now: Date = new Date()): IsoDate {
  return formatIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** The window search's dates from the browser's today: today … today + 14 days (part 2 §7). */
export function slotSearchRange(today: IsoDate = localToday()): {
  from_date: IsoDate;
  to_date: IsoDate;
} {
  return searchRangeFrom(today);
}

/** Month data: date_from and date_to are the first and last day of the month (part 2 §7). */
export function monthQueryRange(
  year: number,
  month: number,
): { date_from: IsoDate; date_to: IsoDate } {
  const { dateFrom, dateTo } = monthDateRange({ year, month });
  return { date_from: dateFrom, date_to: dateTo };
}
