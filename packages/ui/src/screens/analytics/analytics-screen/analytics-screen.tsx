// The owner's analytics (issue 33): a period and studio picker, the headline figures compared with the
// period before and a year before, charts (recharts, loaded lazily) each with its table, every table
// exportable as CSV, and a print button. Data comes in as props (the container fetches).
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { formatMoney, formatPercent } from '@beautydesk/domain/rules/currency';
import {
  change,
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
} from '@beautydesk/domain/rules/analytics';
import { toCsv } from '@beautydesk/domain/rules/csv';
import { APPOINTMENT_STATUSES } from '@beautydesk/domain/schemas/appointments';
import type { AnalyticsHeadline, AnalyticsSummary } from '@beautydesk/domain/schemas/analytics';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Select } from '../../../components/select/select.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/table.tsx';
import {
  Heading,
  Label,
  Paragraph,
  SmallText,
} from '../../../components/typography/typography.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import * as styles from '../analytics.css.ts';
import { analyticsLabels as l } from '../labels.ts';

const RevenueChart = lazy(() =>
  import('../analytics-charts/analytics-charts.tsx').then((m) => ({ default: m.RevenueChart })),
);
const UtilisationChart = lazy(() =>
  import('../analytics-charts/analytics-charts.tsx').then((m) => ({ default: m.UtilisationChart })),
);

export type AnalyticsStudio = { id: string; name: string };

export type AnalyticsScreenProps = {
  summary: AnalyticsSummary | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The role lacks reports.view: only the explanation is shown. */
  noPermission?: boolean;
  preset: PeriodPreset;
  period: Period;
  onPresetChange: (preset: PeriodPreset) => void;
  /** A custom range typed in the date fields. */
  onPeriodChange: (period: Period) => void;
  studios: readonly AnalyticsStudio[];
  /** null: all studios. */
  studioId: string | null;
  onStudioChange: (studioId: string | null) => void;
  /** Saves a CSV file; by default the browser downloads it. */
  onDownload?: (fileName: string, csv: string) => void;
  /** Prints the page; window.print by default. */
  onPrint?: () => void;
};

const ALL = 'all';
const money = (list: readonly { currency: string; amount: number }[]) =>
  list.length === 0 ? l.none : list.map((m) => formatMoney(m.amount, m.currency)).join(' · ');
const percent = (value: number | null) => (value === null ? l.none : formatPercent(value, 1));
const hours = (minutes: number) => Math.round(minutes / 6) / 10;

function downloadInBrowser(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** "+12,5 % к прошлому периоду" for each comparison, per currency for money. */
function comparisonLines(
  pick: (h: AnalyticsHeadline) => { key: string; value: number }[],
  summary: AnalyticsSummary,
): string[] {
  const now = pick(summary);
  const lines: string[] = [];
  for (const [label, before] of [
    [l.vsPrevious, summary.comparison.previous],
    [l.vsYearBefore, summary.comparison.year_before],
  ] as const) {
    const then = new Map(pick(before).map((x) => [x.key, x.value]));
    // The currency is named only when there are several.
    const named = now.length > 1;
    const parts = now.flatMap(({ key, value }) => {
      const delta = change(value, then.get(key) ?? 0);
      return delta === null
        ? []
        : [`${formatPercent(delta, 1, { signed: true })}${named ? ` ${key}` : ''}`];
    });
    lines.push(parts.length ? `${parts.join(', ')} ${label}` : `${label}: ${l.noComparison}`);
  }
  return lines;
}

function FigureCard({
  title,
  value,
  notes = [],
}: {
  title: string;
  value: string;
  notes?: string[];
}) {
  return (
    <Card size="sm" role="group" aria-label={title}>
      <CardContent className={styles.cardBody}>
        <SmallText tone="muted" aria-hidden="true">
          {title}
        </SmallText>
        <p className={styles.figure}>{value}</p>
        {notes.map((note) => (
          <SmallText key={note} tone="muted">
            {note}
          </SmallText>
        ))}
      </CardContent>
    </Card>
  );
}

type ReportProps<T> = {
  title: string;
  fileName: string;
  columns: readonly (DataTableColumn<T> & { csv: (row: T) => string | number | null })[];
  rows: readonly T[];
  getRowKey: (row: T, index: number) => string;
  hint?: string;
  chart?: ReactNode;
  download: (fileName: string, csv: string) => void;
};

/** A titled section: its chart (when any), its table (the chart's accessible alternative) and its CSV. */
function Report<T>({
  title,
  fileName,
  columns,
  rows,
  getRowKey,
  hint,
  chart,
  download,
}: ReportProps<T>) {
  const csv = () =>
    toCsv([
      columns.map((c) => (typeof c.header === 'string' ? c.header : c.key)),
      ...rows.map((row) => columns.map((c) => c.csv(row))),
    ]);
  const table = (
    <DataTable
      caption={title}
      captionHidden
      columns={columns}
      rows={rows}
      getRowKey={getRowKey}
      emptyMessage={l.none}
    />
  );
  return (
    <Card>
      <CardHeader className={styles.sectionHead}>
        <CardTitle level={2}>{title}</CardTitle>
        <Button
          variant="secondary"
          size="sm"
          className={styles.noPrint}
          aria-label={l.csvOf(title)}
          onClick={() => download(`${fileName}.csv`, csv())}
        >
          {l.csv}
        </Button>
      </CardHeader>
      <CardContent className={styles.cardBody}>
        {hint && <SmallText tone="muted">{hint}</SmallText>}
        {chart && rows.length > 0 && (
          <Suspense fallback={<div className={styles.chart} aria-hidden="true" />}>
            {chart}
          </Suspense>
        )}
        {chart ? (
          // The chart's table, folded under it: the same figures in words, one click away.
          <details className={styles.tableDetails}>
            <summary>{l.showTable}</summary>
            {table}
          </details>
        ) : (
          table
        )}
      </CardContent>
    </Card>
  );
}

function Toolbar(props: AnalyticsScreenProps) {
  const fromId = useId();
  const toId = useId();
  const { period } = props;
  const setDate = (key: 'from' | 'to', value: string) => {
    if (!value) return;
    const next = { ...period, [key]: value };
    if (next.from <= next.to) props.onPeriodChange(next);
  };
  return (
    <div className={styles.toolbar}>
      <div role="group" aria-label={l.period} className={styles.toolbar}>
        {PERIOD_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={props.preset === preset ? 'primary' : 'secondary'}
            aria-pressed={props.preset === preset}
            onClick={() => props.onPresetChange(preset)}
          >
            {l.presets[preset]}
          </Button>
        ))}
      </div>
      {props.preset === 'custom' && (
        <>
          <div className={styles.field}>
            <Label htmlFor={fromId}>{l.dateFrom}</Label>
            <input
              id={fromId}
              type="date"
              className={styles.dateInput}
              value={period.from}
              max={period.to}
              onChange={(e) => setDate('from', e.target.value)}
            />
          </div>
          <div className={styles.field}>
            <Label htmlFor={toId}>{l.dateTo}</Label>
            <input
              id={toId}
              type="date"
              className={styles.dateInput}
              value={period.to}
              min={period.from}
              onChange={(e) => setDate('to', e.target.value)}
            />
          </div>
        </>
      )}
      {props.studios.length > 1 && (
        <div className={styles.field}>
          <Select
            label={l.studio}
            value={props.studioId ?? ALL}
            onValueChange={(value) => props.onStudioChange(value === ALL ? null : value)}
            options={[
              { value: ALL, label: l.allStudios },
              ...props.studios.map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
        </div>
      )}
      <Button variant="secondary" size="sm" onClick={props.onPrint ?? (() => window.print())}>
        {l.print}
      </Button>
    </div>
  );
}

type Row<K extends keyof AnalyticsSummary> = AnalyticsSummary[K] extends readonly (infer R)[]
  ? R
  : never;

function Reports({
  summary,
  download,
}: {
  summary: AnalyticsSummary;
  download: ReportProps<unknown>['download'];
}) {
  const c = l.columns;
  const currencies = [...new Set(summary.revenue_series.map((p) => p.currency))];
  const byWeek = summary.step === 'week';
  const statusRows = APPOINTMENT_STATUSES.map((status) => ({
    status,
    count: summary.appointments_by_status[status],
  }));
  const sourceRows = (Object.keys(l.source) as (keyof typeof l.source)[]).map((source) => ({
    source,
    count: summary.sources[source],
  }));
  const idleRows = summary.idle_hours.map((row, weekday) => ({ weekday, row }));
  const peak = Math.max(1, ...summary.idle_hours.flat());
  const clientsRows = [
    { figure: l.newClients, value: String(summary.clients.new) },
    { figure: l.returningClients, value: String(summary.clients.returning) },
    {
      figure: l.returnShare,
      value: `${summary.clients.returned_within_90_days} (${percent(summary.clients.return_share)})`,
    },
  ];
  return (
    <div className={styles.sections}>
      {(currencies.length ? currencies : ['']).map((currency) => (
        <Report<Row<'revenue_series'>>
          key={currency || 'none'}
          title={`${byWeek ? l.revenueByWeek : l.revenueByDay}${currency ? `, ${currency}` : ''}`}
          fileName={`revenue-${currency || 'none'}`}
          download={download}
          rows={summary.revenue_series.filter((p) => p.currency === currency)}
          getRowKey={(p) => `${p.date}-${p.currency}`}
          chart={
            <RevenueChart
              currency={currency}
              points={summary.revenue_series
                .filter((p) => p.currency === currency)
                .map((p) => ({ date: p.date, amount: p.amount }))}
            />
          }
          columns={[
            {
              key: 'date',
              header: byWeek ? c.week : c.date,
              cell: (p) => p.date,
              csv: (p) => p.date,
            },
            {
              key: 'visits',
              header: c.visits,
              align: 'end',
              cell: (p) => p.visits,
              csv: (p) => p.visits,
            },
            {
              key: 'amount',
              header: c.amount,
              align: 'end',
              cell: (p) => formatMoney(p.amount, p.currency),
              csv: (p) => p.amount,
            },
          ]}
        />
      ))}
      <Report<(typeof statusRows)[number]>
        title={l.statuses}
        fileName="statuses"
        download={download}
        rows={statusRows}
        getRowKey={(r) => r.status}
        columns={[
          {
            key: 'status',
            header: c.status,
            cell: (r) => l.status[r.status],
            csv: (r) => l.status[r.status],
          },
          {
            key: 'count',
            header: c.count,
            align: 'end',
            cell: (r) => r.count,
            csv: (r) => r.count,
          },
        ]}
      />
      <Report<(typeof sourceRows)[number]>
        title={l.sources}
        fileName="sources"
        download={download}
        rows={sourceRows}
        getRowKey={(r) => r.source}
        columns={[
          {
            key: 'source',
            header: c.source,
            cell: (r) => l.source[r.source],
            csv: (r) => l.source[r.source],
          },
          {
            key: 'count',
            header: c.count,
            align: 'end',
            cell: (r) => r.count,
            csv: (r) => r.count,
          },
        ]}
      />
      <Report<Row<'utilisation'>>
        title={l.utilisation}
        fileName="utilisation"
        download={download}
        rows={summary.utilisation}
        getRowKey={(r) => r.master_id}
        chart={
          <UtilisationChart
            points={summary.utilisation.map((r) => ({
              name: r.master_name,
              share: r.utilisation ?? 0,
            }))}
          />
        }
        columns={[
          {
            key: 'master',
            header: c.master,
            cell: (r) => r.master_name,
            csv: (r) => r.master_name,
          },
          {
            key: 'booked',
            header: c.booked,
            align: 'end',
            cell: (r) => hours(r.booked_minutes),
            csv: (r) => hours(r.booked_minutes),
          },
          {
            key: 'scheduled',
            header: c.scheduled,
            align: 'end',
            cell: (r) => hours(r.scheduled_minutes),
            csv: (r) => hours(r.scheduled_minutes),
          },
          {
            key: 'share',
            header: c.utilisation,
            align: 'end',
            cell: (r) => percent(r.utilisation),
            csv: (r) => (r.utilisation === null ? null : Math.round(r.utilisation * 1000) / 10),
          },
        ]}
      />
      <Card>
        <CardHeader className={styles.sectionHead}>
          <CardTitle level={2}>{l.idleHours}</CardTitle>
          <Button
            variant="secondary"
            size="sm"
            className={styles.noPrint}
            aria-label={l.csvOf(l.idleHours)}
            onClick={() =>
              download(
                'idle-hours.csv',
                toCsv([
                  [c.weekday, ...Array.from({ length: 24 }, (_, h) => `${h}:00`)],
                  ...idleRows.map(({ weekday, row }) => [l.weekdays[weekday] ?? '', ...row]),
                ]),
              )
            }
          >
            {l.csv}
          </Button>
        </CardHeader>
        <CardContent className={styles.cardBody}>
          <SmallText tone="muted">{l.idleHoursHint}</SmallText>
          <div className={styles.heatScroll} tabIndex={0} role="region" aria-label={l.idleHours}>
            <table className={styles.heatTable}>
              <caption className={styles.noPrint} hidden>
                {l.idleHours}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{c.weekday}</th>
                  {Array.from({ length: 24 }, (_, h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {idleRows.map(({ weekday, row }) => (
                  <tr key={weekday}>
                    <th scope="row">{l.weekdays[weekday]}</th>
                    {row.map((value, hour) => (
                      <td
                        key={hour}
                        className={clsx(
                          styles.heatCell,
                          styles.heatLevel[Math.round((value / peak) * (styles.HEAT_LEVELS - 1))],
                        )}
                      >
                        {value || ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
      <Report<(typeof clientsRows)[number]>
        title={l.clients}
        fileName="clients"
        download={download}
        rows={clientsRows}
        getRowKey={(r) => r.figure}
        columns={[
          { key: 'figure', header: c.figure, cell: (r) => r.figure, csv: (r) => r.figure },
          {
            key: 'value',
            header: c.value,
            align: 'end',
            cell: (r) => r.value,
            csv: (r) => r.value,
          },
        ]}
      />
      <Report<Row<'top_clients'>>
        title={l.topClients}
        fileName="top-clients"
        download={download}
        rows={summary.top_clients}
        getRowKey={(r) => `${r.client_id}-${r.currency}`}
        columns={[
          { key: 'client', header: c.client, cell: (r) => r.name, csv: (r) => r.name },
          {
            key: 'visits',
            header: c.visits,
            align: 'end',
            cell: (r) => r.visits,
            csv: (r) => r.visits,
          },
          {
            key: 'amount',
            header: c.amount,
            align: 'end',
            cell: (r) => formatMoney(r.amount, r.currency),
            csv: (r) => r.amount,
          },
          { key: 'currency', header: c.currency, cell: (r) => r.currency, csv: (r) => r.currency },
        ]}
      />
      <Report<Row<'at_risk_regulars'>>
        title={l.atRisk}
        hint={l.atRiskHint}
        fileName="at-risk"
        download={download}
        rows={summary.at_risk_regulars}
        getRowKey={(r) => r.client_id}
        columns={[
          { key: 'client', header: c.client, cell: (r) => r.name, csv: (r) => r.name },
          {
            key: 'visits',
            header: c.visits,
            align: 'end',
            cell: (r) => r.visits,
            csv: (r) => r.visits,
          },
          { key: 'last', header: c.lastVisit, cell: (r) => r.last_visit, csv: (r) => r.last_visit },
          {
            key: 'usual',
            header: c.usualInterval,
            align: 'end',
            cell: (r) => r.usual_interval_days,
            csv: (r) => r.usual_interval_days,
          },
          {
            key: 'since',
            header: c.daysSince,
            align: 'end',
            cell: (r) => r.days_since,
            csv: (r) => r.days_since,
          },
        ]}
      />
      <Report<Row<'top_services_by_revenue'>>
        title={l.topServicesByRevenue}
        fileName="services-by-revenue"
        download={download}
        rows={summary.top_services_by_revenue}
        getRowKey={(r) => `${r.service_id}-${r.currency}`}
        columns={[
          { key: 'service', header: c.service, cell: (r) => r.name, csv: (r) => r.name },
          {
            key: 'count',
            header: c.visits,
            align: 'end',
            cell: (r) => r.count,
            csv: (r) => r.count,
          },
          {
            key: 'amount',
            header: c.amount,
            align: 'end',
            cell: (r) => formatMoney(r.amount, r.currency),
            csv: (r) => r.amount,
          },
          { key: 'currency', header: c.currency, cell: (r) => r.currency, csv: (r) => r.currency },
        ]}
      />
      <Report<Row<'top_services_by_count'>>
        title={l.topServicesByCount}
        fileName="services-by-count"
        download={download}
        rows={summary.top_services_by_count}
        getRowKey={(r) => r.service_id}
        columns={[
          { key: 'service', header: c.service, cell: (r) => r.name, csv: (r) => r.name },
          {
            key: 'count',
            header: c.visits,
            align: 'end',
            cell: (r) => r.count,
            csv: (r) => r.count,
          },
        ]}
      />
      <Report<Row<'coefficient_effect'>>
        title={l.coefficientEffect}
        fileName="coefficient-effect"
        download={download}
        rows={summary.coefficient_effect}
        getRowKey={(r) => `${r.master_id}-${r.currency}`}
        columns={[
          {
            key: 'master',
            header: c.master,
            cell: (r) => r.master_name,
            csv: (r) => r.master_name,
          },
          {
            key: 'coefficient',
            header: c.coefficient,
            align: 'end',
            cell: (r) => r.coefficient.toFixed(1),
            csv: (r) => r.coefficient,
          },
          {
            key: 'revenue',
            header: c.revenue,
            align: 'end',
            cell: (r) => formatMoney(r.revenue, r.currency),
            csv: (r) => r.revenue,
          },
          {
            key: 'effect',
            header: c.effect,
            align: 'end',
            cell: (r) => formatMoney(r.effect, r.currency),
            csv: (r) => r.effect,
          },
          { key: 'currency', header: c.currency, cell: (r) => r.currency, csv: (r) => r.currency },
        ]}
      />
    </div>
  );
}

function Headline({ summary }: { summary: AnalyticsSummary }) {
  const perCurrency =
    (pick: (h: AnalyticsHeadline) => { currency: string; amount: number }[]) =>
    (h: AnalyticsHeadline) =>
      pick(h).map((m) => ({ key: m.currency, value: m.amount }));
  const single = (pick: (h: AnalyticsHeadline) => number | null) => (h: AnalyticsHeadline) => {
    const value = pick(h);
    return value === null ? [] : [{ key: '', value }];
  };
  const online = summary.online_share;
  return (
    <div className={styles.cards}>
      <FigureCard
        title={l.cards.revenue}
        value={money(summary.revenue)}
        notes={comparisonLines(
          perCurrency((h) => h.revenue),
          summary,
        )}
      />
      <FigureCard title={l.cards.expected} value={money(summary.expected_revenue)} />
      <FigureCard
        title={l.cards.visits}
        value={String(summary.visits)}
        notes={comparisonLines(
          single((h) => h.visits),
          summary,
        )}
      />
      <FigureCard
        title={l.cards.averageCheck}
        value={money(summary.average_check)}
        notes={comparisonLines(
          perCurrency((h) => h.average_check),
          summary,
        )}
      />
      <FigureCard title={l.cards.noShow} value={percent(summary.no_show_rate)} />
      <FigureCard
        title={l.cards.lateCancellation}
        value={percent(summary.late_cancellation_rate)}
      />
      <FigureCard title={l.cards.online} value={percent(online)} />
    </div>
  );
}

export function AnalyticsScreen(props: AnalyticsScreenProps) {
  const { summary, loading = false, error, onRetry, noPermission = false } = props;
  const download = props.onDownload ?? downloadInBrowser;
  const titleId = useId();
  let body: ReactNode;
  if (noPermission) {
    body = <EmptyState titleLevel={2} title={l.noPermission} />;
  } else if (error) {
    body = <ErrorState title={l.loadFailed} message={error} onRetry={onRetry} />;
  } else if (loading || !summary) {
    body = <SpinnerLine className={styles.loading} label={l.loading} />;
  } else if (summary.appointments === 0) {
    body = <EmptyState titleLevel={2} title={l.empty} description={l.emptyHint} />;
  } else {
    body = (
      <>
        <Headline summary={summary} />
        <Reports summary={summary} download={download} />
      </>
    );
  }
  return (
    <section
      className={styles.page}
      aria-labelledby={titleId}
      data-screen="analytics"
      aria-busy={loading && !noPermission ? true : undefined}
    >
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} size="2xl" id={titleId}>
            {l.title}
          </Heading>
          <Paragraph tone="muted">{l.subtitle}</Paragraph>
        </div>
      </div>
      {!noPermission && <Toolbar {...props} />}
      {body}
    </section>
  );
}
