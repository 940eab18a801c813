import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CSV_BOM } from '@beautydesk/domain/rules/csv';
import { AnalyticsScreen } from './analytics-screen.tsx';
import {
  ANALYTICS_PERIOD,
  emptySummary,
  oneStudioSummary,
  twoCurrencySummary,
} from './analytics-screen.fixtures.ts';

const STUDIOS = [
  { id: 'studio-msk', name: 'Гладкость на Тверской' },
  { id: 'studio-minsk', name: 'Гладкость на Немиге' },
];

const meta = {
  title: 'Screens/Analytics/Analytics',
  component: AnalyticsScreen,
  args: {
    summary: oneStudioSummary(),
    preset: 'this_month',
    period: ANALYTICS_PERIOD,
    onPresetChange: fn(),
    onPeriodChange: fn(),
    studios: STUDIOS,
    studioId: 'studio-msk',
    onStudioChange: fn(),
    onDownload: fn(),
    onPrint: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One studio in rubles: the figures with their comparisons, charts with their tables, CSV and print. */
export const OneStudio: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeVisible();
    await expect(canvas.getByText('412 500,00 ₽')).toBeVisible();
    await expect(canvas.getByText('+10,0 % к прошлому периоду')).toBeVisible();
    await expect(canvas.getByText('+37,5 % к прошлому году')).toBeVisible();
    // The chart is drawn (lazily loaded) and its table holds the same days.
    // recharts arrives in its own chunk: on a busy machine that takes a while.
    await waitFor(
      () => expect(canvasElement.querySelector('[data-chart="revenue"] svg')).not.toBeNull(),
      { timeout: 30_000 },
    );
    // Each chart's table is folded under it; opening it shows the same figures.
    for (const summary of canvas.getAllByText('Таблица')) await userEvent.click(summary);
    const table = canvas.getByRole('table', { name: 'Выручка по дням, RUB' });
    // A header row and one row per day with visits (every third day of the sample).
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('table', { name: 'Загрузка мастеров' })).toHaveTextContent(
      '77,2 %',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Скачать CSV: Загрузка мастеров' }));
    await expect(args.onDownload).toHaveBeenCalledWith(
      'utilisation.csv',
      expect.stringMatching(/^\uFEFFМастер;/),
    );
    const [, csv] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(csv.startsWith(CSV_BOM)).toBe(true);
    await expect(csv).toContain('Ольга Лебедева;132;171;77.2');

    await userEvent.click(canvas.getByRole('button', { name: 'Печать' }));
    await expect(args.onPrint).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Прошлый месяц' }));
    await expect(args.onPresetChange).toHaveBeenCalledWith('last_month');
    await expect(canvas.getByRole('button', { name: 'Этот месяц' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** All studios: each currency kept apart, a chart per currency; the studio filter offers every studio. */
export const AllStudiosTwoCurrencies: Story = {
  args: { summary: twoCurrencySummary(), studioId: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/9 850,00 BYN · 412 500,00 ₽/)).toBeVisible();
    for (const summary of canvas.getAllByText('Таблица')) await userEvent.click(summary);
    await expect(canvas.getByRole('table', { name: 'Выручка по дням, BYN' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Выручка по дням, RUB' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Студия' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Гладкость на Немиге' }));
    await expect(args.onStudioChange).toHaveBeenCalledWith('studio-minsk');
  },
};

/** A custom range: two date fields, a reversed range is not sent. */
export const CustomRange: Story = {
  args: { preset: 'custom' },
  play: async ({ canvas, args }) => {
    // A date field's own picker is the browser's; its value arrives as one change.
    fireEvent.change(canvas.getByLabelText('С'), { target: { value: '2026-11-10' } });
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({
      from: '2026-11-10',
      to: '2026-11-30',
    });
  },
};

export const Loading: Story = {
  args: { summary: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка аналитики...' })).toBeVisible();
  },
};

export const EmptyPeriod: Story = {
  args: { summary: emptySummary() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('За выбранный период записей нет')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Этот месяц' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { summary: null, error: 'Сервер недоступен' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Не удалось загрузить аналитику')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Повторить/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoPermission: Story = {
  args: { summary: null, noPermission: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('У вас недостаточно прав для просмотра отчётов.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Печать' })).toBeNull();
  },
};

/** 320 px: cards and tables stack, nothing scrolls sideways but the heat map's own region. */
export const Narrow: Story = {
  args: { summary: twoCurrencySummary(), studioId: null },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Аналитика')).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Простой по дням недели и часам' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
