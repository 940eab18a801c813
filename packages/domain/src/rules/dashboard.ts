// The master dashboard's rules: greeting, figures' formats, month progress, the not-a-master case (part 2 §2, §6, §9).
import { dashboardMessages, notAMasterServerMessages } from '../messages/dashboard.ts';
import { formatPercent } from './currency.ts';
import { daysInMonth, parseIsoDate, type IsoDate } from './dates.ts';
import { progressPercent } from './progress.ts';

/** Before 12 morning, before 18 day, otherwise evening (`hour` 0–23 on the user's clock). */
export function greetingForHour(hour: number): string {
  if (hour < 12) return dashboardMessages.greetingMorning;
  if (hour < 18) return dashboardMessages.greetingDay;
  return dashboardMessages.greetingEvening;
}

/** The forecast's confidence_score (0..1, sent as text) as a whole percentage, '85 %'; a dash when unreadable. */
export function formatConfidence(score: string | number | null | undefined): string {
  const value = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return formatPercent(Math.min(1, Math.max(0, value)), 0);
}

/** A month's commission_rate (a fraction) with one decimal: 0.125 → '12,5 %'. */
export function formatCommission(rate: number): string {
  return formatPercent(rate, 1);
}

/** Days of the month elapsed on `today` (today included) and the month's length; null for a bad date. */
export function monthElapsed(today: IsoDate): { daysElapsed: number; daysInMonth: number } | null {
  const parts = parseIsoDate(today);
  if (!parts) return null;
  return { daysElapsed: parts.day, daysInMonth: daysInMonth(parts.year, parts.month) };
}

/** The month progress bar: days completed over the month's days, as 0–100. */
export function monthProgressPercent(daysCompleted: number, totalDays: number): number {
  return progressPercent(daysCompleted, totalDays);
}

/**
 * Whether a failed statistics call means "not a master": a 404, or a server message containing
 * 'Master role required' or 'not a master' (any case). The dashboard then shows the masters-only text.
 */
export function isNotAMasterError(error: {
  status?: number | null;
  message?: string | null;
  detail?: string | null;
}): boolean {
  if (error.status === 404) return true;
  const text = `${error.message ?? ''} ${error.detail ?? ''}`.toLowerCase();
  return notAMasterServerMessages.some((marker) => text.includes(marker.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------
// Master salary (the spec gives the statistics' shape, not the model; docs/decisions/)

/** A master earns this share of the revenue of their completed appointments at coefficient 1. */
export const BASE_COMMISSION_RATE = 0.4;
/** The share never goes above this, whatever the coefficient. */
export const MAX_COMMISSION_RATE = 0.6;

/** The commission rate (a fraction): 40 % × the coefficient, at most 60 %, rounded to 0.001. */
export function commissionRate(coefficient: number): number {
  const factor = Number.isFinite(coefficient) && coefficient > 0 ? coefficient : 1;
  return Math.round(Math.min(BASE_COMMISSION_RATE * factor, MAX_COMMISSION_RATE) * 1000) / 1000;
}

/**
 * The month's salary forecast: what was earned so far, spread over the days completed and
 * extended to the whole month; the confidence is the share of the month already behind us.
 */
export function salaryForecast(
  earnedSoFar: number,
  daysCompleted: number,
  totalDays: number,
): { fullMonth: number; confidence: number } {
  if (totalDays <= 0 || daysCompleted <= 0) return { fullMonth: earnedSoFar, confidence: 0 };
  const completed = Math.min(daysCompleted, totalDays);
  return {
    fullMonth: Math.round((earnedSoFar / completed) * totalDays * 100) / 100,
    confidence: Math.round((completed / totalDays) * 100) / 100,
  };
}
