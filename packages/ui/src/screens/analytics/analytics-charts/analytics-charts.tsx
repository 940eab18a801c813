// The analytics' charts, drawn by recharts. This module is loaded lazily (React.lazy in the screen), so
// recharts lands in its own chunk, fetched only when analytics opens, never with /calendar. The charts are
// pictures for sighted readers (aria-hidden): the table under each holds the same figures for everyone.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatPercent } from '@beautydesk/domain/rules/currency';
import * as styles from '../analytics.css.ts';

export type RevenuePoint = { date: string; amount: number };

const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
const AXIS_FONT = { fontSize: 12 };

/** Revenue per day (or week) in one currency. */
export function RevenueChart({ points, currency }: { points: RevenuePoint[]; currency: string }) {
  return (
    <div className={styles.chart} aria-hidden="true" data-chart="revenue">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS_FONT} minTickGap={8} />
          <YAxis tick={AXIS_FONT} width={64} />
          <Tooltip
            formatter={(value) => formatMoney(Number(value), currency)}
            labelFormatter={(label) => shortDate(String(label))}
          />
          <Bar dataKey="amount" fill="var(--analytics-bar, #6d28d9)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export type UtilisationPoint = { name: string; share: number };

/** Booked share of each master's scheduled time. */
export function UtilisationChart({ points }: { points: UtilisationPoint[] }) {
  return (
    <div className={styles.chart} aria-hidden="true" data-chart="utilisation">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} layout="vertical" accessibilityLayer={false} margin={{ right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            domain={[0, 1]}
            tickFormatter={(value) => formatPercent(Number(value), 0)}
            tick={AXIS_FONT}
          />
          <YAxis type="category" dataKey="name" tick={AXIS_FONT} width={96} />
          <Tooltip formatter={(value) => formatPercent(Number(value), 1)} />
          <Bar dataKey="share" fill="var(--analytics-bar, #0f766e)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
