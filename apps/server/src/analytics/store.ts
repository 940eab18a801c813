// The analytics' SQL aggregates over one license's appointments, masters and clients (issue 33).
// Every statement runs in the tenant transaction and filters license_id itself; which statuses
// count for what comes from the domain's definitions (rules/analytics.ts), never a literal here.
import { sql, type SQL } from 'drizzle-orm';
import {
  AT_RISK_INTERVAL_FACTOR,
  BOOKED_STATUSES,
  LATE_CANCELLATION_HOURS,
  REGULAR_MIN_VISITS,
  RETURN_WINDOW_DAYS,
  REVENUE_STATUSES,
  VISIT_STATUSES,
  type Period,
} from '@beautydesk/domain/rules/analytics';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import type { TenantScope } from '../db/tenant.ts';

/** A status list of the domain's as a SQL list literal (constants, never user input). */
const statusList = (statuses: readonly string[]): SQL =>
  sql.raw(`(${statuses.map((status) => `'${status.replace(/'/g, "''")}'`).join(', ')})`);
const REVENUE = statusList(REVENUE_STATUSES);
const VISIT = statusList(VISIT_STATUSES);
const BOOKED = statusList(BOOKED_STATUSES);

export interface Scope {
  t: TenantScope;
  studioId: string | null;
}

async function rows<Row>(t: TenantScope, query: SQL): Promise<Row[]> {
  const result = await t.tx.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The license, the period and the studio (when one is chosen), on appointments aliased `a`. */
function inPeriod({ t, studioId }: Scope, period: Period): SQL {
  return sql`a.license_id = ${t.licenseId} and a.date between ${period.from}::date and ${period.to}::date${
    studioId ? sql` and a.studio_id = ${studioId}` : sql``
  }`;
}

export interface HeadlineRow {
  status: string;
  currency: string | null;
  source: string | null;
  online: boolean;
  n: number;
  late: number;
  priced: number;
  amount: string | null;
}

/**
 * Appointments of the period by status, currency and source: counts, late cancellations (the
 * studio-local start converted with the studio's zone) and the sum of prices.
 */
export function headlineRows(scope: Scope, period: Period): Promise<HeadlineRow[]> {
  return rows(
    scope.t,
    sql`select a.status, a.currency, a.booking_source as source, a.is_online_booking as online,
      count(*)::int as n,
      (count(*) filter (where a.status = 'cancelled' and a.cancelled_at is not null
        and a.cancelled_at > ((a.date + a.start_time) at time zone s.time_zone)
          - make_interval(hours => ${LATE_CANCELLATION_HOURS}::int)))::int as late,
      count(a.total_price)::int as priced,
      sum(a.total_price)::text as amount
    from appointments a
    join studios s on s.license_id = a.license_id and s.id = a.studio_id
    where ${inPeriod(scope, period)}
    group by 1, 2, 3, 4`,
  );
}

export interface SeriesRow {
  date: string;
  currency: string;
  amount: string;
  visits: number;
}

/** Revenue of completed visits per day (or per week, keyed by its Monday) and currency. */
export function revenueSeries(
  scope: Scope,
  period: Period,
  step: 'day' | 'week',
): Promise<SeriesRow[]> {
  const bucket = step === 'day' ? sql`a.date` : sql`date_trunc('week', a.date)::date`;
  return rows(
    scope.t,
    sql`select to_char(${bucket}, 'YYYY-MM-DD') as date, a.currency,
      sum(a.total_price)::text as amount, count(*)::int as visits
    from appointments a
    where ${inPeriod(scope, period)} and a.status in ${REVENUE} and a.currency is not null
    group by 1, 2 order by 1, 2`,
  );
}

export interface MasterRow {
  id: string;
  name: string;
  studio_id: string;
  coefficient: string;
  schedule: MasterSchedule | null;
}

/** The license's masters (few: read whole, their schedules are expanded by the domain). */
export function masterRows({ t }: Scope): Promise<MasterRow[]> {
  return rows(
    t,
    sql`select id, name, studio_id, coefficient::text as coefficient, schedule
    from masters where license_id = ${t.licenseId} order by name, id`,
  );
}

export interface MasterFiguresRow {
  master_id: string;
  booked_minutes: number;
  currency: string | null;
  revenue: string | null;
}

/** Per master: booked minutes, and the revenue per currency (one row per currency). */
export function masterFigures(scope: Scope, period: Period): Promise<MasterFiguresRow[]> {
  return rows(
    scope.t,
    sql`select a.master_id, a.currency,
      (sum(extract(epoch from (a.end_time - a.start_time))) filter (where a.status in ${BOOKED}) / 60)::float8 as booked_minutes,
      (sum(a.total_price) filter (where a.status in ${REVENUE}))::text as revenue
    from appointments a
    where ${inPeriod(scope, period)}
    group by 1, 2`,
  );
}

export interface GridRow {
  weekday: number;
  hour: number;
  minutes: number;
}

/** Booked minutes by weekday (0 = Monday) and hour of the day, each appointment split by hour. */
export function bookedGrid(scope: Scope, period: Period): Promise<GridRow[]> {
  return rows(
    scope.t,
    sql`select (extract(isodow from a.date)::int - 1) as weekday, h as hour,
      sum(least(m.m1, (h + 1) * 60) - greatest(m.m0, h * 60))::float8 as minutes
    from appointments a
    cross join lateral (select (extract(epoch from a.start_time) / 60)::int as m0,
      (extract(epoch from a.end_time) / 60)::int as m1) m
    cross join lateral generate_series(m.m0 / 60, (m.m1 - 1) / 60) h
    where ${inPeriod(scope, period)} and a.status in ${BOOKED}
    group by 1, 2`,
  );
}

export interface ClientFiguresRow {
  new: number;
  returning: number;
  returned: number;
}

/**
 * Clients with a visit in the period: new (first visit ever in the period) or returning, and how
 * many came back within the return window after their first visit of the period. History is the
 * client's visits in every studio: a client belongs to the business, not to one studio.
 */
export async function clientFigures(scope: Scope, period: Period): Promise<ClientFiguresRow> {
  const license = scope.t.licenseId;
  const [row] = await rows<ClientFiguresRow>(
    scope.t,
    sql`with p as (
      select a.client_id, min(a.date) as first_in_period
      from appointments a
      where ${inPeriod(scope, period)} and a.status in ${VISIT}
      group by a.client_id
    )
    select
      (count(*) filter (where h.first_ever >= ${period.from}::date))::int as new,
      (count(*) filter (where h.first_ever < ${period.from}::date))::int as returning,
      (count(*) filter (where exists (
        select 1 from appointments b
        where b.license_id = ${license} and b.client_id = p.client_id and b.status in ${VISIT}
          and b.date > p.first_in_period
          and b.date <= p.first_in_period + ${RETURN_WINDOW_DAYS}::int)))::int as returned
    from p
    cross join lateral (
      select min(x.date) as first_ever from appointments x
      where x.license_id = ${license} and x.client_id = p.client_id and x.status in ${VISIT}
    ) h`,
  );
  return row ?? { new: 0, returning: 0, returned: 0 };
}

export interface TopClientRow {
  client_id: string;
  name: string;
  currency: string;
  amount: string;
  visits: number;
}

/** The clients who spent most in the period, per currency. */
export function topClients(scope: Scope, period: Period, limit: number): Promise<TopClientRow[]> {
  return rows(
    scope.t,
    sql`select * from (
      select a.client_id, c.name, a.currency, sum(a.total_price)::text as amount,
        count(*)::int as visits,
        row_number() over (partition by a.currency order by sum(a.total_price) desc, c.name) as rank
      from appointments a
      join clients c on c.license_id = a.license_id and c.id = a.client_id
      where ${inPeriod(scope, period)} and a.status in ${REVENUE} and a.currency is not null
        and a.total_price is not null
      group by a.client_id, c.name, a.currency
    ) ranked where rank <= ${limit} order by currency, rank`,
  );
}

export interface AtRiskRow {
  client_id: string;
  name: string;
  visits: number;
  last_visit: string;
  usual_interval_days: number;
  days_since: number;
}

/**
 * Regulars (at least REGULAR_MIN_VISITS visit days up to `asOf`) whose time since the last visit
 * exceeds AT_RISK_INTERVAL_FACTOR × their median interval: the domain's isAtRiskRegular, in SQL.
 */
export function atRiskRegulars(
  { t, studioId }: Scope,
  asOf: string,
  limit: number,
): Promise<AtRiskRow[]> {
  const studio = studioId ? sql` and a.studio_id = ${studioId}` : sql``;
  return rows(
    t,
    sql`with d as (
      select distinct a.client_id, a.date from appointments a
      where a.license_id = ${t.licenseId} and a.status in ${VISIT} and a.date <= ${asOf}::date${studio}
    ), g as (
      select client_id, date, date - lag(date) over (partition by client_id order by date) as gap
      from d
    ), r as (
      select client_id, count(*)::int as visits, max(date) as last_visit,
        percentile_cont(0.5) within group (order by gap)::float8 as usual
      from g group by client_id having count(*) >= ${REGULAR_MIN_VISITS}::int
    )
    select r.client_id, c.name, r.visits, to_char(r.last_visit, 'YYYY-MM-DD') as last_visit,
      r.usual as usual_interval_days, (${asOf}::date - r.last_visit)::int as days_since
    from r join clients c on c.license_id = ${t.licenseId} and c.id = r.client_id
    where (${asOf}::date - r.last_visit) > ${AT_RISK_INTERVAL_FACTOR}::int * r.usual
    order by r.visits desc, r.last_visit, c.name
    limit ${limit}`,
  );
}

export interface ServiceRow {
  service_id: string;
  name: string;
  currency: string | null;
  amount: string | null;
  count: number;
}

/**
 * Completed visits per service and currency. An appointment's price is shared among its services
 * in proportion to their base prices in its studio (equally when none has a price).
 */
export function serviceRows(scope: Scope, period: Period): Promise<ServiceRow[]> {
  const license = scope.t.licenseId;
  return rows(
    scope.t,
    sql`with v as (
      select a.id, a.total_price, a.currency, a.studio_id, s.service_id
      from appointments a cross join lateral unnest(a.service_ids) as s(service_id)
      where ${inPeriod(scope, period)} and a.status in ${REVENUE}
    ), p as (
      select v.*, coalesce(sp.base_price, 0) as base,
        sum(coalesce(sp.base_price, 0)) over (partition by v.id) as total_base,
        count(*) over (partition by v.id) as parts
      from v left join service_studio_pricing sp
        on sp.license_id = ${license} and sp.service_id = v.service_id and sp.studio_id = v.studio_id
    )
    select p.service_id, sv.name, p.currency,
      sum(case when p.total_base > 0 then p.total_price * p.base / p.total_base
        else p.total_price / p.parts end)::text as amount,
      count(distinct p.id)::int as count
    from p join services sv on sv.license_id = ${license} and sv.id = p.service_id
    group by 1, 2, 3`,
  );
}
