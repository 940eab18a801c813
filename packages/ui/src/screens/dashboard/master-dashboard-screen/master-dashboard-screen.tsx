// /dashboard (part 2 §2, §6, §9): the master's greeting, salary, forecast, coefficient and days, the month
// bar, and the salary history as a table with a chart beside it; a masters-only text for everyone else.
import type { ReactNode } from 'react';
import { formatMoney } from '@beautydesk/domain/rules/currency';
import { monthTitle } from '@beautydesk/domain/rules/calendar';
import {
  formatCommission,
  formatConfidence,
  greetingForHour,
  monthProgressPercent,
} from '@beautydesk/domain/rules/dashboard';
import {
  COEFFICIENT_BAND_TONES,
  coefficientBand,
  formatCoefficient,
} from '@beautydesk/domain/rules/pricing';
import type { MasterStats, SalaryMonth } from '@beautydesk/domain/schemas/masters';
import { Badge } from '../../../components/badge/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { ProgressBar } from '../../../components/progress-bar/progress-bar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/table.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import * as styles from '../dashboard.css.ts';
import { dashboardLabels as l } from '../labels.ts';
import { SalaryChart } from '../salary-chart/salary-chart.tsx';

/** The salary table's maximum height (part 2 §9). */
export const SALARY_TABLE_MAX_HEIGHT_PX = 400;

export type MasterDashboardScreenProps = {
  stats: MasterStats | null;
  loading?: boolean;
  /** The statistics failed for another reason than "not a master". */
  error?: string | null;
  onRetry?: () => void;
  /** The user has no master role, or the server said so ('Master role required', 'not a master', 404). */
  notAMaster?: boolean;
  /** The hour on the user's clock (0–23), for the greeting. */
  hour: number;
  /** Greets by this name until the statistics (and the master's own name) arrive. */
  userName?: string;
};

function FigureCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent className={styles.cardBody}>{children}</CardContent>
    </Card>
  );
}

export function MasterDashboardScreen({
  stats,
  loading = false,
  error,
  onRetry,
  notAMaster = false,
  hour,
  userName = '',
}: MasterDashboardScreenProps) {
  const name = stats?.profile.name ?? userName;
  const heading = (
    <div className={styles.headerText}>
      <Heading level={1} size="xl" id="dashboard-title">
        {l.greeting(greetingForHour(hour), name)}
      </Heading>
      <Paragraph tone="muted">
        {stats?.profile.studioName ? `${l.title} · ${l.studio(stats.profile.studioName)}` : l.title}
      </Paragraph>
    </div>
  );

  let body: ReactNode;
  if (notAMaster) {
    body = <EmptyState titleLevel={2} title={l.mastersOnly} description={l.mastersOnlyHint} />;
  } else if (error) {
    body = <ErrorState title={l.loadFailed} message={error} onRetry={onRetry} />;
  } else if (loading || !stats) {
    body = <SpinnerLine className={styles.loading} label={l.loading} />;
  } else {
    body = <Figures stats={stats} />;
  }

  return (
    <section
      className={styles.page}
      aria-labelledby="dashboard-title"
      data-screen="master-dashboard"
    >
      {heading}
      {body}
    </section>
  );
}

function Figures({ stats }: { stats: MasterStats }) {
  const { forecast, currentMonth, profile } = stats;
  const tone = COEFFICIENT_BAND_TONES[coefficientBand(profile.coefficient)];
  const columns: DataTableColumn<SalaryMonth>[] = [
    { key: 'month', header: l.columns.month, cell: (m) => monthTitle(m) },
    {
      key: 'appointments',
      header: l.columns.appointments,
      align: 'end',
      cell: (m) => m.appointmentsCount,
    },
    {
      key: 'revenue',
      header: l.columns.revenue,
      align: 'end',
      cell: (m) => formatMoney(m.totalRevenue, m.salary.currency),
    },
    {
      key: 'commission',
      header: l.columns.commission,
      align: 'end',
      cell: (m) => formatCommission(m.commissionRate),
    },
    {
      key: 'salary',
      header: l.columns.salary,
      align: 'end',
      cell: (m) => formatMoney(m.salary.amount, m.salary.currency),
    },
  ];
  const newestFirst = [...stats.pastMonths].sort((a, b) => b.year - a.year || b.month - a.month);

  return (
    <>
      <div className={styles.cards}>
        <FigureCard title={l.cards.salary}>
          <p className={styles.figure}>{formatMoney(currentMonth.amount, currentMonth.currency)}</p>
        </FigureCard>
        <FigureCard title={l.cards.forecast}>
          <p className={styles.figure}>
            {formatMoney(forecast.fullMonth.amount, forecast.fullMonth.currency)}
          </p>
          <Paragraph size="sm" tone="muted">
            {l.cards.confidence(formatConfidence(forecast.confidence))}
          </Paragraph>
        </FigureCard>
        <FigureCard title={l.cards.coefficient}>
          <p className={styles.figure}>
            <Badge variant={tone}>{formatCoefficient(profile.coefficient)}</Badge>
          </p>
        </FigureCard>
        <FigureCard title={l.cards.days}>
          <p className={styles.figure}>
            {l.cards.daysValue(forecast.daysCompleted, forecast.totalDaysInMonth)}
          </p>
        </FigureCard>
      </div>
      <ProgressBar
        label={l.progress}
        showValue
        value={monthProgressPercent(forecast.daysCompleted, forecast.totalDaysInMonth)}
      />
      <Card>
        <CardHeader>
          <CardTitle level={2}>{l.history}</CardTitle>
        </CardHeader>
        <CardContent>
          {newestFirst.length === 0 ? (
            <Paragraph tone="muted">{l.historyEmpty}</Paragraph>
          ) : (
            <div className={styles.history}>
              <SalaryChart months={stats.pastMonths} className={styles.historyChart} />
              <DataTable
                className={styles.historyTable}
                caption={l.history}
                captionHidden
                columns={columns}
                rows={newestFirst}
                getRowKey={(m) => `${m.year}-${m.month}`}
                maxHeight={SALARY_TABLE_MAX_HEIGHT_PX}
              />
            </div>
          )}
        </CardContent>
      </Card>
    </>
  );
}
