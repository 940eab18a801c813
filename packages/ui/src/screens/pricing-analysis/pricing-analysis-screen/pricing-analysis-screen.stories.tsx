import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PricingAnalysis, PricingAnalysisItem } from '@beautydesk/domain/schemas/pricing';
import { PricingAnalysisScreen, type PricingAnalysisStudio } from './pricing-analysis-screen.tsx';

const studios: PricingAnalysisStudio[] = [
  { id: 's1', name: 'Гладкость на Немиге', currencyCode: 'BYN' },
  { id: 's2', name: 'Гладкость на Тверской', currencyCode: 'RUB' },
  { id: 's3', name: 'Smooth Sydney', currencyCode: 'AUD' },
];

const item = (id: string, name: string, price: number, minutes: number): PricingAnalysisItem => ({
  serviceId: id,
  serviceName: name,
  currentPrice: price,
  durationMinutes: minutes,
  targetPrice: Math.round(((2000 * minutes) / 60) * 100) / 100,
  currentHourlyRate: null,
  deviationPercent: null,
});

/** At 2000 ₽/h: +50 %, −25 %, exactly +15 % (not highlighted), −5 %. */
const result: PricingAnalysis = {
  studioId: 's2',
  studioName: 'Гладкость на Тверской',
  currency: 'RUB',
  targetHourlyRate: 2000,
  items: [
    item('a', 'Лазерная эпиляция: подмышки', 1500, 30),
    item('b', 'Электроэпиляция: верхняя губа', 750, 30),
    item('c', 'Восковая эпиляция: голени', 2300, 60),
    item('d', 'Консультация', 475, 15),
  ],
};

const meta = {
  title: 'Screens/Pricing Analysis',
  component: PricingAnalysisScreen,
  args: { studios, onCalculate: fn(), onRetry: fn(), result: null },
} satisfies Meta<typeof PricingAnalysisScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first calculation: the default 2000 and a hint. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Целевая ставка в час, ₽' })).toHaveValue(
      2000,
    );
    await expect(
      canvas.getByText('Выберите студию и целевую ставку, затем нажмите «Рассчитать».'),
    ).toBeVisible();
  },
};

/** Choose a studio in A$ and calculate: the label follows the currency, the call gets the rate. */
export const Calculate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Студия' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Smooth Sydney' }));
    const rate = canvas.getByRole('spinbutton', { name: 'Целевая ставка в час, A$' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '150{Enter}');
    await waitFor(() =>
      expect(args.onCalculate).toHaveBeenCalledWith({ studioId: 's3', targetRate: 150 }),
    );
  },
};

export const StudioRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Рассчитать' }));
    await expect(canvas.getByRole('combobox', { name: 'Студия' })).toHaveAccessibleDescription(
      'Пожалуйста, выберите студию.',
    );
    await expect(args.onCalculate).not.toHaveBeenCalled();
  },
};

export const RateError: Story = {
  args: { defaultStudioId: 's2' },
  play: async ({ canvas, args }) => {
    const rate = canvas.getByRole('spinbutton', { name: 'Целевая ставка в час, ₽' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '0{Enter}');
    await expect(rate).toHaveAccessibleDescription('Введите ставку больше нуля');
    await expect(rate).toHaveValue(0);
    await expect(args.onCalculate).not.toHaveBeenCalled();
    await expect(rate).toHaveFocus();
  },
};

export const StudiosLoading: Story = {
  args: { studios: [], studiosLoading: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Студия' });
    await expect(select).toHaveTextContent('Загрузка студий...');
    await expect(select).toBeDisabled();
  },
};

export const NoStudios: Story = {
  args: { studios: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Студия' })).toHaveTextContent(
      'Нет доступных студий',
    );
  },
};

export const Loading: Story = {
  args: { defaultStudioId: 's2', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Расчёт...' })).toBeVisible();
  },
};

/** Rows above 15 % either way are highlighted; exactly 15 % is not. */
export const Result: Story = {
  args: { defaultStudioId: 's2', result },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Анализ цен: Гладкость на Тверской' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Услуга',
      'Текущая цена',
      'Длительность, мин',
      'Текущая ставка в час',
      'Целевая цена',
      'Отклонение, %',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.hasAttribute('data-highlighted'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    await expect(rows[0]).toHaveTextContent('3 000,00 ₽');
    await expect(rows[0]).toHaveTextContent('+50,0 %, отклонение больше 15 %');
    await expect(rows[1]).toHaveTextContent('-25,0 %');
    await expect(rows[2]).toHaveTextContent('+15,0 %');
  },
};

/** No result currency: the studio's country currency (BYN, shown by its code). */
export const StudioCurrency: Story = {
  args: {
    defaultStudioId: 's1',
    result: {
      ...result,
      studioId: 's1',
      studioName: 'Гладкость на Немиге',
      currency: null,
      items: result.items.slice(0, 1),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('1 500,00 BYN');
  },
};

export const EmptyResult: Story = {
  args: { defaultStudioId: 's2', result: { ...result, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('В этой студии нет услуг с ценами.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { defaultStudioId: 's2', failed: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Не удалось загрузить данные. Пожалуйста, попробуйте еще раз.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultStudioId: 's2', result },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
