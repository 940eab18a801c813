// The past months' salary and revenue as grouped bars in plain SVG (no chart library): a title and a
// description name the picture, each bar carries its own figure, and the table beside it holds every number.
// The bars stretch to the chart's width at a fixed height; the month labels are HTML under them, so they
// keep the text size at any width (SVG text would shrink with the picture: 7 px on a phone).
import { clsx } from 'clsx';
import { useId } from 'react';
import { formatMoney } from '@beautydesk/domain/rules/currency';
import { monthName } from '@beautydesk/domain/rules/calendar';
import type { SalaryMonth } from '@beautydesk/domain/schemas/masters';
import { dashboardLabels as l } from '../labels.ts';
import * as styles from './salary-chart.css.ts';

export type SalaryChartProps = {
  /** Any order; drawn oldest to newest. */
  months: readonly SalaryMonth[];
  className?: string;
};

const WIDTH = 480;
const AXIS_Y = 176;
const TOP = 8;

/** 'Сен 2026': short enough for twelve months under the bars. */
function shortMonth(month: SalaryMonth): string {
  return `${monthName(month.month).slice(0, 3)} ${String(month.year).slice(2)}`;
}

function fullMonth(month: SalaryMonth): string {
  return `${monthName(month.month).toLowerCase()} ${month.year}`;
}

export function SalaryChart({ months, className }: SalaryChartProps) {
  const titleId = useId();
  const descId = useId();
  const ordered = [...months].sort((a, b) => a.year - b.year || a.month - b.month);
  if (ordered.length === 0) return null;
  const peak = Math.max(1, ...ordered.map((m) => Math.max(m.totalRevenue, m.salary.amount)));
  const slot = WIDTH / ordered.length;
  const bar = Math.min(28, slot / 3);
  const height = (value: number) => (Math.max(0, value) / peak) * (AXIS_Y - TOP);
  // Every month is labelled up to four; beyond that every second or third, so labels do not touch at 320 px.
  const labelEvery = Math.ceil(ordered.length / 4);
  const best = ordered.reduce((a, b) => (b.salary.amount > a.salary.amount ? b : a));

  return (
    <figure className={clsx(styles.figure, className)} data-slot="salary-chart">
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${AXIS_Y}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{l.chart.title}</title>
        <desc id={descId}>
          {l.chart.description(fullMonth(ordered[0]!), fullMonth(ordered.at(-1)!), fullMonth(best))}
        </desc>
        <line
          className={styles.axis}
          x1={0}
          x2={WIDTH}
          y1={AXIS_Y}
          y2={AXIS_Y}
          vectorEffect="non-scaling-stroke"
        />
        {ordered.map((month, index) => {
          const centre = slot * index + slot / 2;
          const revenue = height(month.totalRevenue);
          const salary = height(month.salary.amount);
          const currency = month.salary.currency;
          return (
            <g key={`${month.year}-${month.month}`}>
              <rect
                className={styles.revenueBar}
                x={centre - bar - 1}
                y={AXIS_Y - revenue}
                width={bar}
                height={revenue}
              >
                <title>
                  {l.chart.bar(
                    l.chart.revenue,
                    fullMonth(month),
                    formatMoney(month.totalRevenue, currency),
                  )}
                </title>
              </rect>
              <rect
                className={styles.salaryBar}
                x={centre + 1}
                y={AXIS_Y - salary}
                width={bar}
                height={salary}
              >
                <title>
                  {l.chart.bar(
                    l.chart.salary,
                    fullMonth(month),
                    formatMoney(month.salary.amount, currency),
                  )}
                </title>
              </rect>
            </g>
          );
        })}
      </svg>
      <ol
        className={styles.months}
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${ordered.length}, minmax(0, 1fr))` }}
      >
        {ordered.map((month, index) => (
          <li key={`${month.year}-${month.month}`} className={styles.monthLabel}>
            {index % labelEvery === 0 ? shortMonth(month) : null}
          </li>
        ))}
      </ol>
      <figcaption>
        <ul className={styles.legend}>
          <li className={styles.legendItem}>
            <span aria-hidden="true" className={styles.revenueSwatch} />
            {l.chart.revenue}
          </li>
          <li className={styles.legendItem}>
            <span aria-hidden="true" className={styles.salarySwatch} />
            {l.chart.salary}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
