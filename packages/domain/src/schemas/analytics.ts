// The owner's analytics (issue 33): the query and the answer of GET /analytics/summary.
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './appointments.ts';
import { isoDateSchema } from './common.ts';
import { BOOKING_SOURCES } from '../rules/analytics.ts';

/** The longest period one summary covers (a year and a bit, leap years included). */
export const ANALYTICS_MAX_DAYS = 400;
export const TOP_LIST_LIMIT = 10;
export const AT_RISK_LIMIT = 20;

// Any well-formed uuid (the database makes them; z.uuid() would also demand an RFC variant).
const uuid = z.guid();

export const analyticsQuerySchema = z
  .object({
    date_from: isoDateSchema,
    date_to: isoDateSchema,
    studio_id: uuid.optional(),
  })
  .strict()
  .refine((q) => q.date_from <= q.date_to, {
    message: 'date_from must not be after date_to',
    path: ['date_to'],
  })
  .refine(
    (q) => (Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000 < ANALYTICS_MAX_DAYS,
    { message: `at most ${ANALYTICS_MAX_DAYS} days`, path: ['date_to'] },
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const currencyAmountSchema = z.object({ currency: z.string(), amount: z.number() });
const rate = z.number().nullable();

const statusCountsSchema = z.object(
  Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof APPOINTMENT_STATUSES)[number],
    z.ZodNumber
  >,
);
const sourceCountsSchema = z.object(
  Object.fromEntries(BOOKING_SOURCES.map((s) => [s, z.number().int()])) as Record<
    (typeof BOOKING_SOURCES)[number],
    z.ZodNumber
  >,
);

/** The figures compared between the period and its comparison periods. */
export const analyticsHeadlineSchema = z.object({
  date_from: isoDateSchema,
  date_to: isoDateSchema,
  revenue: z.array(currencyAmountSchema),
  expected_revenue: z.array(currencyAmountSchema),
  average_check: z.array(currencyAmountSchema),
  visits: z.number().int(),
  appointments: z.number().int(),
  no_show_rate: rate,
  late_cancellation_rate: rate,
});
export type AnalyticsHeadline = z.infer<typeof analyticsHeadlineSchema>;

export const analyticsSummarySchema = analyticsHeadlineSchema.extend({
  studio_id: uuid.nullable(),
  /** The revenue series' step: by day, or by week (the Monday) for periods over two months. */
  step: z.enum(['day', 'week']),
  appointments_by_status: statusCountsSchema,
  late_cancellations: z.number().int(),
  online_share: rate,
  sources: sourceCountsSchema,
  revenue_series: z.array(
    z.object({ date: isoDateSchema, currency: z.string(), amount: z.number(), visits: z.number() }),
  ),
  utilisation: z.array(
    z.object({
      master_id: uuid,
      master_name: z.string(),
      booked_minutes: z.number(),
      scheduled_minutes: z.number(),
      utilisation: rate,
    }),
  ),
  /** Idle hours (scheduled, not booked) by weekday (0 = Monday) and hour (0–23), over the period. */
  idle_hours: z.array(z.array(z.number())),
  clients: z.object({
    new: z.number().int(),
    returning: z.number().int(),
    returned_within_90_days: z.number().int(),
    return_share: rate,
  }),
  top_clients: z.array(
    z.object({
      client_id: uuid,
      name: z.string(),
      currency: z.string(),
      amount: z.number(),
      visits: z.number().int(),
    }),
  ),
  at_risk_regulars: z.array(
    z.object({
      client_id: uuid,
      name: z.string(),
      visits: z.number().int(),
      last_visit: isoDateSchema,
      usual_interval_days: z.number(),
      days_since: z.number().int(),
    }),
  ),
  top_services_by_revenue: z.array(
    z.object({
      service_id: uuid,
      name: z.string(),
      currency: z.string(),
      amount: z.number(),
      count: z.number().int(),
    }),
  ),
  top_services_by_count: z.array(
    z.object({ service_id: uuid, name: z.string(), count: z.number().int() }),
  ),
  coefficient_effect: z.array(
    z.object({
      master_id: uuid,
      master_name: z.string(),
      coefficient: z.number(),
      currency: z.string(),
      revenue: z.number(),
      effect: z.number(),
    }),
  ),
  comparison: z.object({
    previous: analyticsHeadlineSchema,
    year_before: analyticsHeadlineSchema,
  }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
