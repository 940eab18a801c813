// Hand-made summaries for the analytics stories: one studio in rubles, and two studios in two currencies.
import type { AnalyticsHeadline, AnalyticsSummary } from '@beautydesk/domain/schemas/analytics';
import { addDays, eachDate } from '@beautydesk/domain/rules/dates';

const FROM = '2026-11-01';
const TO = '2026-11-30';

const headline = (
  from: string,
  to: string,
  revenue: AnalyticsHeadline['revenue'],
  visits: number,
): AnalyticsHeadline => ({
  date_from: from,
  date_to: to,
  revenue,
  expected_revenue: [],
  average_check: revenue.map((m) => ({
    currency: m.currency,
    amount: Math.round(m.amount / visits),
  })),
  visits,
  appointments: visits + 10,
  no_show_rate: 0.05,
  late_cancellation_rate: 0.03,
});

const grid = () =>
  Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: 24 }, (_, hour) =>
      hour < 9 || hour >= 18 || weekday === 6 ? 0 : ((weekday * 7 + hour * 3) % 5) / 2,
    ),
  );

const series = (currency: string, base: number) =>
  eachDate(FROM, TO)
    .filter((_, i) => i % 3 === 0)
    .map((date, i) => ({
      date,
      currency,
      amount: base + ((i * 37) % 11) * (base / 10),
      visits: 2 + (i % 4),
    }));

export function oneStudioSummary(): AnalyticsSummary {
  return {
    ...headline(FROM, TO, [{ currency: 'RUB', amount: 412_500 }], 118),
    expected_revenue: [{ currency: 'RUB', amount: 96_000 }],
    studio_id: 'studio-msk',
    step: 'day',
    appointments: 140,
    appointments_by_status: {
      scheduled: 14,
      confirmed: 4,
      in_progress: 0,
      completed: 118,
      cancelled: 8,
      no_show: 6,
    },
    no_show_rate: 6 / 124,
    late_cancellations: 3,
    late_cancellation_rate: 3 / 140,
    online_share: 0.31,
    sources: { staff: 97, public_page: 31, widget: 12, assistant: 0 },
    revenue_series: series('RUB', 12_000),
    utilisation: [
      {
        master_id: 'm1',
        master_name: 'Ольга Лебедева',
        booked_minutes: 7_920,
        scheduled_minutes: 10_260,
        utilisation: 7_920 / 10_260,
      },
      {
        master_id: 'm2',
        master_name: 'Анна Петрова',
        booked_minutes: 5_100,
        scheduled_minutes: 10_260,
        utilisation: 5_100 / 10_260,
      },
    ],
    idle_hours: grid(),
    clients: { new: 21, returning: 64, returned_within_90_days: 52, return_share: 52 / 85 },
    top_clients: [
      { client_id: 'c1', name: 'Ирина Смирнова', currency: 'RUB', amount: 24_000, visits: 4 },
      { client_id: 'c2', name: 'Мария Козлова', currency: 'RUB', amount: 18_500, visits: 3 },
    ],
    at_risk_regulars: [
      {
        client_id: 'c9',
        name: 'Елена Орлова',
        visits: 7,
        last_visit: addDays(FROM, -75),
        usual_interval_days: 28,
        days_since: 104,
      },
    ],
    top_services_by_revenue: [
      {
        service_id: 's1',
        name: 'Лазер: ноги полностью',
        currency: 'RUB',
        amount: 180_000,
        count: 36,
      },
      {
        service_id: 's2',
        name: 'Электроэпиляция: лицо',
        currency: 'RUB',
        amount: 92_000,
        count: 46,
      },
    ],
    top_services_by_count: [
      { service_id: 's2', name: 'Электроэпиляция: лицо', count: 46 },
      { service_id: 's1', name: 'Лазер: ноги полностью', count: 36 },
    ],
    coefficient_effect: [
      {
        master_id: 'm1',
        master_name: 'Ольга Лебедева',
        coefficient: 1.2,
        currency: 'RUB',
        revenue: 240_000,
        effect: 40_000,
      },
      {
        master_id: 'm2',
        master_name: 'Анна Петрова',
        coefficient: 1,
        currency: 'RUB',
        revenue: 172_500,
        effect: 0,
      },
    ],
    comparison: {
      previous: headline('2026-10-02', '2026-10-31', [{ currency: 'RUB', amount: 375_000 }], 110),
      year_before: headline('2025-11-01', '2025-11-30', [{ currency: 'RUB', amount: 300_000 }], 95),
    },
  };
}

export function twoCurrencySummary(): AnalyticsSummary {
  const one = oneStudioSummary();
  return {
    ...one,
    studio_id: null,
    revenue: [
      { currency: 'BYN', amount: 9_850 },
      { currency: 'RUB', amount: 412_500 },
    ],
    expected_revenue: [
      { currency: 'BYN', amount: 1_200 },
      { currency: 'RUB', amount: 96_000 },
    ],
    average_check: [
      { currency: 'BYN', amount: 164.17 },
      { currency: 'RUB', amount: 3_495.76 },
    ],
    revenue_series: [...series('BYN', 300), ...series('RUB', 12_000)],
    top_clients: [
      ...one.top_clients,
      { client_id: 'c5', name: 'Алина Жук', currency: 'BYN', amount: 640, visits: 3 },
    ],
    coefficient_effect: [
      ...one.coefficient_effect,
      {
        master_id: 'm3',
        master_name: 'Вера Ковалёва',
        coefficient: 1.1,
        currency: 'BYN',
        revenue: 9_850,
        effect: 895.45,
      },
    ],
  };
}

/** A period without appointments: every figure empty. */
export function emptySummary(): AnalyticsSummary {
  const one = oneStudioSummary();
  const empty = headline(FROM, TO, [], 0);
  return {
    ...one,
    ...empty,
    appointments: 0,
    no_show_rate: null,
    late_cancellation_rate: null,
    online_share: null,
    average_check: [],
    appointments_by_status: {
      scheduled: 0,
      confirmed: 0,
      in_progress: 0,
      completed: 0,
      cancelled: 0,
      no_show: 0,
    },
    revenue_series: [],
    top_clients: [],
  };
}

export const ANALYTICS_PERIOD = { from: FROM, to: TO };
