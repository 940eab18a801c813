import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MasterStats, SalaryMonth } from '@beautydesk/domain/schemas/masters';
import { MasterDashboardScreen } from './master-dashboard-screen.tsx';

const month = (year: number, m: number, revenue: number, count: number): SalaryMonth => ({
  year,
  month: m,
  salary: { amount: Math.round(revenue * 0.48 * 100) / 100, currency: 'RUB' },
  appointmentsCount: count,
  totalRevenue: revenue,
  commissionRate: 0.48,
});

const fullYear: SalaryMonth[] = [
  month(2025, 11, 98_000, 41),
  month(2025, 12, 132_500, 55),
  month(2026, 1, 87_000, 36),
  month(2026, 2, 101_200, 42),
  month(2026, 3, 118_400, 49),
  month(2026, 4, 109_900, 45),
  month(2026, 5, 124_000, 51),
  month(2026, 6, 96_300, 40),
  month(2026, 7, 88_800, 37),
  month(2026, 8, 93_100, 39),
  month(2026, 9, 127_600, 53),
  month(2026, 10, 140_250, 58),
];

const stats = (pastMonths: SalaryMonth[], coefficient = 1.2): MasterStats => ({
  profile: { name: 'Ольга Лебедева', studioName: 'Гладкость на Немиге', coefficient },
  currentMonth: { amount: 41_280, currency: 'RUB' },
  forecast: {
    fullMonth: { amount: 51_600, currency: 'RUB' },
    currentMonthPartial: { amount: 41_280, currency: 'RUB' },
    confidence: 0.8,
    daysCompleted: 24,
    totalDaysInMonth: 30,
  },
  pastMonths,
});

/** The coefficient's badge (green, amber or red as on the masters screen). */
const badge = (label: HTMLElement) => label.closest('[data-slot="badge"]');

const meta = {
  title: 'Screens/Dashboard/Master Dashboard',
  component: MasterDashboardScreen,
  args: { stats: stats(fullYear), hour: 10, onRetry: fn() },
} satisfies Meta<typeof MasterDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full year of history: the figures, the bar, the chart beside the table. */
export const FullYear: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Доброе утро, Ольга Лебедева!' }),
    ).toBeVisible();
    await expect(canvas.getByText('41 280,00 ₽')).toBeVisible();
    await expect(canvas.getByText('51 600,00 ₽')).toBeVisible();
    await expect(canvas.getByText('Уверенность прогноза: 80 %')).toBeVisible();
    await expect(badge(canvas.getByText('×1.2'))).toHaveAttribute('data-variant', 'success');
    await expect(canvas.getByText('24 из 30')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Прогресс месяца' });
    await expect(bar).toHaveAttribute('aria-valuenow', '80');
    const chart = canvas.getByRole('img', { name: 'Зарплата и выручка по месяцам' });
    await expect(chart).toHaveAccessibleDescription(/ноябрь 2025 — октябрь 2026/);
    await expect(chart).toHaveAccessibleDescription(/октябрь 2026/);
    await expect(chart.querySelectorAll('rect')).toHaveLength(24);
    const table = canvas.getByRole('table', { name: 'История зарплаты' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    // Newest first; commission with one decimal, money in its locale.
    await expect(rows[1]).toHaveTextContent('Октябрь 2026');
    await expect(rows[1]).toHaveTextContent('48,0 %');
    await expect(rows[1]).toHaveTextContent('140 250,00 ₽');
    await expect(rows[1]).toHaveTextContent('67 320,00 ₽');
    // Beside the chart the table still shows all five columns: nothing to scroll sideways to.
    const region = canvas.getByRole('region', { name: 'История зарплаты' });
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth));
    await expect(chart.getBoundingClientRect().right).toBeLessThan(
      region.getBoundingClientRect().left,
    );
  },
};

/** The first month: no history yet, so no chart and no table. */
export const FirstMonth: Story = {
  args: { stats: stats([], 1.0), hour: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /^Добрый день/ })).toBeVisible();
    await expect(canvas.getByText(/это ваш первый месяц/)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Зарплата и выручка/ })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(badge(canvas.getByText('×1.0'))).toHaveAttribute('data-variant', 'warning');
  },
};

/** Evening, a low coefficient in red, US dollars in their own locale. */
export const EveningLowCoefficient: Story = {
  args: {
    hour: 19,
    stats: {
      ...stats(
        fullYear.slice(-3).map((m) => ({ ...m, salary: { ...m.salary, currency: 'USD' } })),
        0.8,
      ),
      currentMonth: { amount: 1234.5, currency: 'USD' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /^Добрый вечер/ })).toBeVisible();
    await expect(canvas.getByText('$1,234.50')).toBeVisible();
    await expect(badge(canvas.getByText('×0.8'))).toHaveAttribute('data-variant', 'error');
  },
};

export const Loading: Story = {
  args: { stats: null, loading: true, userName: 'Ольга' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка статистики...' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Доброе утро, Ольга!' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { stats: null, error: 'Failed to load data. Please try again.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить статистику');
    await expect(alert).toHaveTextContent('Failed to load data. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** An owner or administrator: the panel is for masters. */
export const NotAMaster: Story = {
  args: { stats: null, notAMaster: true, userName: 'Ирина' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Эта панель доступна только мастерам.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Зарплата и выручка по месяцам' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'История зарплаты' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
