// /stats/master/me: a master's salary from their completed appointments (the model is in docs/decisions/).
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { masterStatsSchema } from '@beautydesk/domain/schemas/masters';
import { DEFAULT_CURRENCY } from '@beautydesk/domain/schemas/common';
import { commissionRate, monthElapsed, salaryForecast } from '@beautydesk/domain/rules/dashboard';
import { roundMoney } from '@beautydesk/domain/rules/currency';
import {
  addMonths,
  formatIsoDate,
  parseIsoDate,
  type IsoDate,
} from '@beautydesk/domain/rules/dates';
import { FALLBACK_TIME_ZONE, wallClockAt } from '@beautydesk/domain/rules/time-zones';
import { appointments, countries, masters, studios } from '../db/schema.ts';
import type { TenantScope } from '../db/tenant.ts';

/** How many finished months the salary history shows. */
export const PAST_MONTHS = 6;

const { salary } = masterStatsSchema.shape;

/** The domain's statistics, with the confidence sent as the spec says: a string, '0.00'..'1.00'. */
export const masterStatsResponseSchema = masterStatsSchema.extend({
  salary: salary.extend({
    forecast: salary.shape.forecast.extend({
      confidence_score: z.string().regex(/^(0(\.\d+)?|1(\.0+)?)$/),
    }),
  }),
});
export type MasterStatsResponse = z.output<typeof masterStatsResponseSchema>;

interface MonthTotals {
  revenue: number;
  count: number;
}

/**
 * Completed appointments of one master per month, from `from` (a month's first day) to `until`
 * (excluded), counting those in `currency` or without one: a price in another currency (a studio
 * of another country the master once worked in) cannot be added to the rest.
 */
async function completedByMonth(
  t: TenantScope,
  masterId: string,
  currency: string,
  from: IsoDate,
  until: IsoDate,
): Promise<Map<string, MonthTotals>> {
  const month = sql<string>`to_char(${appointments.date}, 'YYYY-MM')`;
  const rows = await t.tx
    .select({
      month,
      revenue: sql<string>`coalesce(sum(${appointments.total_price}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(appointments)
    .where(
      t.scoped(
        appointments,
        and(
          eq(appointments.master_id, masterId),
          eq(appointments.status, 'completed'),
          gte(appointments.date, from),
          lt(appointments.date, until),
          sql`(${appointments.currency} is null or ${appointments.currency} = ${currency})`,
        ),
      ),
    )
    .groupBy(month);
  return new Map(
    rows.map((row) => [row.month, { revenue: Number(row.revenue), count: Number(row.count) }]),
  );
}

/** The statistics of `masterId` on `today`; null when the license has no such master. */
export async function masterStats(
  t: TenantScope,
  masterId: string,
  now: Date,
): Promise<MasterStatsResponse | null> {
  const [row] = await t.tx
    .select({
      master: masters,
      studioName: studios.name,
      timeZone: studios.time_zone,
      currency: countries.currency_code,
    })
    .from(masters)
    .leftJoin(
      studios,
      and(eq(studios.license_id, masters.license_id), eq(studios.id, masters.studio_id)),
    )
    .leftJoin(countries, eq(countries.id, studios.country_id))
    .where(t.scoped(masters, eq(masters.id, masterId)));
  if (!row) return null;
  const { master } = row;
  // The month and its elapsed days are the master's studio's (issue 18), not the server's.
  const today = wallClockAt(row.timeZone ?? FALLBACK_TIME_ZONE, now).today;
  const currency = row.currency ?? DEFAULT_CURRENCY;
  const coefficient = Number(master.coefficient);
  const rate = commissionRate(coefficient);
  const parts = parseIsoDate(today);
  const elapsed = monthElapsed(today);
  if (!parts || !elapsed) return null;
  const monthStart = formatIsoDate(parts.year, parts.month, 1);
  const historyStart = addMonths(monthStart, -PAST_MONTHS);
  const totals = await completedByMonth(
    t,
    master.id,
    currency,
    historyStart,
    addMonths(monthStart, 1),
  );
  const money = (amount: number) => ({ amount: roundMoney(amount), currency });

  const current = totals.get(monthStart.slice(0, 7)) ?? { revenue: 0, count: 0 };
  const earned = roundMoney(current.revenue * rate);
  const forecast = salaryForecast(earned, elapsed.daysElapsed, elapsed.daysInMonth);

  const pastMonths = Array.from({ length: PAST_MONTHS }, (_, index) => {
    const start = addMonths(monthStart, -(index + 1));
    const month = totals.get(start.slice(0, 7)) ?? { revenue: 0, count: 0 };
    const { year, month: monthNumber } = parseIsoDate(start) as { year: number; month: number };
    return {
      year,
      month: monthNumber,
      salary_amount: money(month.revenue * rate),
      appointments_count: month.count,
      total_revenue: roundMoney(month.revenue),
      commission_rate: rate,
    };
  });

  return {
    profile: {
      master_id: master.id,
      name: master.name,
      studio_name: row.studioName ?? null,
      coefficient,
    },
    salary: {
      current_month: money(earned),
      forecast: {
        forecasted_full_month: money(forecast.fullMonth),
        current_month_partial: money(earned),
        confidence_score: forecast.confidence.toFixed(2),
        days_completed: elapsed.daysElapsed,
        total_days_in_month: elapsed.daysInMonth,
      },
      past_months: pastMonths,
    },
  };
}
