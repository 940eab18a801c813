// A client's statistics recomputed from its appointments (POST /clients/{id}/refresh-stats).
import { count, eq, sql } from 'drizzle-orm';
import { appointments } from '../db/schema.ts';
import type { TenantScope } from '../db/tenant.ts';

export interface AppointmentTally {
  completed: number;
  cancelled: number;
  noShow: number;
  rescheduled: number;
  spent: number;
  lastVisit: string | null;
}

export interface ClientStatistics {
  total_visits: number;
  attended: number;
  cancelled: number;
  rescheduled: number;
  total_spent: number;
  last_visit: string | null;
  ltv: number;
  reliability: number;
}

/**
 * Reliability: the share of the client's decided appointments that were kept, as a percentage with
 * two decimals, 100 × completed / (completed + cancelled + no_show); 100 when none is decided yet.
 */
export function reliabilityOf(tally: Pick<AppointmentTally, 'completed' | 'cancelled' | 'noShow'>) {
  const decided = tally.completed + tally.cancelled + tally.noShow;
  if (decided === 0) return 100;
  return Math.round((10_000 * tally.completed) / decided) / 100;
}

/** The stored statistics for a tally; the lifetime value is what the client has actually paid. */
export function statisticsOf(tally: AppointmentTally): ClientStatistics {
  const spent = Math.round(tally.spent * 100) / 100;
  return {
    total_visits: tally.completed,
    attended: tally.completed,
    cancelled: tally.cancelled,
    rescheduled: tally.rescheduled,
    total_spent: spent,
    last_visit: tally.lastVisit,
    ltv: spent,
    reliability: reliabilityOf(tally),
  };
}

const completed = sql`${appointments.status} = 'completed'`;

/** One aggregate over the client's appointments. */
export async function tallyAppointments(
  t: TenantScope,
  clientId: string,
): Promise<AppointmentTally> {
  const [row] = await t.tx
    .select({
      completed: sql<number>`count(*) filter (where ${completed})`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${appointments.status} = 'cancelled')`.mapWith(
        Number,
      ),
      noShow: sql<number>`count(*) filter (where ${appointments.status} = 'no_show')`.mapWith(
        Number,
      ),
      rescheduled: sql<number>`coalesce(sum(${appointments.reschedule_count}), 0)`.mapWith(Number),
      spent:
        sql<number>`coalesce(sum(${appointments.total_price}) filter (where ${completed}), 0)`.mapWith(
          Number,
        ),
      lastVisit: sql<string | null>`(max(${appointments.date}) filter (where ${completed}))::text`,
    })
    .from(appointments)
    .where(t.scoped(appointments, eq(appointments.client_id, clientId)));
  return {
    completed: row?.completed ?? 0,
    cancelled: row?.cancelled ?? 0,
    noShow: row?.noShow ?? 0,
    rescheduled: row?.rescheduled ?? 0,
    spent: row?.spent ?? 0,
    lastVisit: row?.lastVisit ?? null,
  };
}

/** How many appointments name the client (a permanent delete is refused while any does). */
export async function appointmentCount(t: TenantScope, clientId: string): Promise<number> {
  const [row] = await t.tx
    .select({ n: count() })
    .from(appointments)
    .where(t.scoped(appointments, eq(appointments.client_id, clientId)));
  return row?.n ?? 0;
}
