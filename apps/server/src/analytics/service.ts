// The analytics summary (issue 33): the store's aggregates turned into the figures by the domain's
// definitions, for the period and its two comparison periods.
import {
  averageCheck,
  bookingSource,
  BOOKING_SOURCES,
  coefficientEffect,
  countsAsExpectedRevenue,
  countsAsRevenue,
  emptyWeekHourGrid,
  idleHoursGrid,
  isVisit,
  lateCancellationRate,
  noShowRate,
  ONLINE_SOURCES,
  previousPeriod,
  scheduledGrid,
  scheduledMinutes,
  seriesStep,
  share,
  sumByCurrency,
  utilisation,
  yearBeforePeriod,
  type Period,
} from '@beautydesk/domain/rules/analytics';
import { roundMoney } from '@beautydesk/domain/rules/currency';
import { minDate } from '@beautydesk/domain/rules/dates';
import { APPOINTMENT_STATUSES } from '@beautydesk/domain/schemas/appointments';
import {
  AT_RISK_LIMIT,
  TOP_LIST_LIMIT,
  type AnalyticsHeadline,
  type AnalyticsSummary,
} from '@beautydesk/domain/schemas/analytics';
import {
  atRiskRegulars,
  bookedGrid,
  clientFigures,
  headlineRows,
  masterFigures,
  masterRows,
  revenueSeries,
  serviceRows,
  topClients,
  type HeadlineRow,
  type Scope,
} from './store.ts';

const money = (value: string | null | undefined) => Number(value ?? 0);

/** The figures of one period from its rows (the part compared with other periods). */
function headlineOf(period: Period, rows: readonly HeadlineRow[]) {
  const byStatus = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<
    (typeof APPOINTMENT_STATUSES)[number],
    number
  >;
  const sources = Object.fromEntries(BOOKING_SOURCES.map((s) => [s, 0])) as Record<
    (typeof BOOKING_SOURCES)[number],
    number
  >;
  let late = 0;
  let visits = 0;
  const visitsByCurrency = new Map<string, number>();
  for (const row of rows) {
    if (row.status in byStatus) byStatus[row.status as keyof typeof byStatus] += row.n;
    sources[bookingSource(row.source, row.online)] += row.n;
    late += row.late;
    if (isVisit(row.status)) {
      visits += row.n;
      if (row.currency && row.priced > 0) {
        visitsByCurrency.set(row.currency, (visitsByCurrency.get(row.currency) ?? 0) + row.priced);
      }
    }
  }
  const moneyWhere = (keep: (status: string) => boolean) =>
    sumByCurrency(
      rows
        .filter((row) => keep(row.status) && row.amount !== null)
        .map((row) => ({ currency: row.currency, amount: money(row.amount) })),
    );
  const revenue = moneyWhere(countsAsRevenue);
  const appointments = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  const headline: AnalyticsHeadline = {
    date_from: period.from,
    date_to: period.to,
    revenue,
    expected_revenue: moneyWhere(countsAsExpectedRevenue),
    average_check: revenue.flatMap(({ currency, amount }) => {
      const check = averageCheck(amount, visitsByCurrency.get(currency) ?? 0);
      return check === null ? [] : [{ currency, amount: check }];
    }),
    visits,
    appointments,
    no_show_rate: noShowRate(byStatus),
    late_cancellation_rate: lateCancellationRate(late, byStatus),
  };
  const online = ONLINE_SOURCES.reduce((sum, source) => sum + sources[source], 0);
  return { headline, byStatus, sources, late, onlineShare: share(online, appointments) };
}

/** The summary of `period` for the scope's license (and studio), `today` being the studio's date. */
export async function analyticsSummary(
  scope: Scope,
  period: Period,
  today: string,
): Promise<AnalyticsSummary> {
  const step = seriesStep(period);
  // One statement at a time: a transaction is one connection (and PGlite has only one).
  const current = headlineOf(period, await headlineRows(scope, period));
  const previous = headlineOf(
    previousPeriod(period),
    await headlineRows(scope, previousPeriod(period)),
  ).headline;
  const yearBefore = headlineOf(
    yearBeforePeriod(period),
    await headlineRows(scope, yearBeforePeriod(period)),
  ).headline;
  const series = await revenueSeries(scope, period, step);
  const allMasters = await masterRows(scope);
  const figures = await masterFigures(scope, period);
  const booked = await bookedGrid(scope, period);
  const clients = await clientFigures(scope, period);
  const top = await topClients(scope, period, TOP_LIST_LIMIT);
  const atRisk = await atRiskRegulars(scope, minDate(today, period.to), AT_RISK_LIMIT);
  const services = await serviceRows(scope, period);

  const bookedByMaster = new Map<string, number>();
  const revenueByMaster = new Map<string, { currency: string; amount: number }[]>();
  for (const row of figures) {
    bookedByMaster.set(
      row.master_id,
      (bookedByMaster.get(row.master_id) ?? 0) + (row.booked_minutes ?? 0),
    );
    if (row.currency && row.revenue !== null) {
      const list = revenueByMaster.get(row.master_id) ?? [];
      list.push({ currency: row.currency, amount: money(row.revenue) });
      revenueByMaster.set(row.master_id, list);
    }
  }
  // The studio's masters, and any other who worked in it during the period.
  const masters = allMasters.filter(
    (m) => !scope.studioId || m.studio_id === scope.studioId || bookedByMaster.has(m.id),
  );
  const scheduledOf = new Map(
    masters.map((m) => [m.id, scheduledMinutes(m.schedule, period.from, period.to)]),
  );

  const bookedMinutesGrid = emptyWeekHourGrid();
  for (const cell of booked) {
    const row = bookedMinutesGrid[cell.weekday];
    if (row) row[cell.hour] = (row[cell.hour] ?? 0) + cell.minutes;
  }
  const inStudio = masters.filter((m) => !scope.studioId || m.studio_id === scope.studioId);

  const byRevenue = services
    .filter((s) => s.currency && s.amount !== null)
    .map((s) => ({
      service_id: s.service_id,
      name: s.name,
      currency: s.currency as string,
      amount: roundMoney(money(s.amount)),
      count: s.count,
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency) || b.amount - a.amount);
  const perCurrencyTop = byRevenue.filter(
    (s, i) =>
      byRevenue.slice(0, i).filter((x) => x.currency === s.currency).length < TOP_LIST_LIMIT,
  );
  const counts = new Map<string, { service_id: string; name: string; count: number }>();
  for (const s of services) {
    const entry = counts.get(s.service_id) ?? { service_id: s.service_id, name: s.name, count: 0 };
    entry.count += s.count;
    counts.set(s.service_id, entry);
  }

  return {
    ...current.headline,
    studio_id: scope.studioId,
    step,
    appointments_by_status: current.byStatus,
    late_cancellations: current.late,
    online_share: current.onlineShare,
    sources: current.sources,
    revenue_series: series.map((row) => ({
      date: row.date,
      currency: row.currency,
      amount: roundMoney(money(row.amount)),
      visits: row.visits,
    })),
    utilisation: masters.map((m) => {
      const bookedMinutes = Math.round(bookedByMaster.get(m.id) ?? 0);
      const scheduled = scheduledOf.get(m.id) ?? 0;
      return {
        master_id: m.id,
        master_name: m.name,
        booked_minutes: bookedMinutes,
        scheduled_minutes: scheduled,
        utilisation: utilisation(bookedMinutes, scheduled),
      };
    }),
    idle_hours: idleHoursGrid(
      scheduledGrid(
        inStudio.map((m) => m.schedule),
        period.from,
        period.to,
      ),
      bookedMinutesGrid,
    ),
    clients: {
      new: clients.new,
      returning: clients.returning,
      returned_within_90_days: clients.returned,
      return_share: share(clients.returned, clients.new + clients.returning),
    },
    top_clients: top.map((row) => ({
      client_id: row.client_id,
      name: row.name,
      currency: row.currency,
      amount: roundMoney(money(row.amount)),
      visits: row.visits,
    })),
    at_risk_regulars: atRisk,
    top_services_by_revenue: perCurrencyTop,
    top_services_by_count: [...counts.values()]
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, TOP_LIST_LIMIT),
    coefficient_effect: masters.flatMap((m) =>
      (revenueByMaster.get(m.id) ?? []).map(({ currency, amount }) => ({
        master_id: m.id,
        master_name: m.name,
        coefficient: Number(m.coefficient),
        currency,
        revenue: roundMoney(amount),
        effect: coefficientEffect(amount, Number(m.coefficient)),
      })),
    ),
    comparison: { previous, year_before: yearBefore },
  };
}
