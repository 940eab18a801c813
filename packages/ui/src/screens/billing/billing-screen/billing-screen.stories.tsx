import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  aiUsage,
  BILLING_SAMPLE_INVOICES,
  BILLING_SAMPLE_SEATS,
} from '@beautydesk/domain/rules/billing';
import { BillingScreen } from './billing-screen.tsx';

const meta = {
  title: 'Screens/Billing',
  component: BillingScreen,
  args: {
    seats: BILLING_SAMPLE_SEATS,
    invoices: BILLING_SAMPLE_INVOICES,
    aiUsage: aiUsage(),
    now: Date.UTC(2026, 10, 15),
  },
} satisfies Meta<typeof BillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Current spend: $10 + 3 × $9 + $8 AI, and the reminder about the seat idle for 9 days. */
export const CurrentSpend: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Текущие расходы' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const lines = canvas.getByRole('list', { name: 'Текущие расходы' });
    await expect(lines).toHaveTextContent('Места сотрудников: 3$27');
    await expect(lines).toHaveTextContent('Итого за месяц$45');
    await expect(
      canvas.getByText(/Мария Ковалёва не заходит 9 дн\..*сэкономить \$9 в месяц/),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '53');
    // The seats as part 2 §3 lists them: name, e-mail, seat type, monthly cost, billing period, status.
    const seats = within(canvas.getByRole('table', { name: 'Сотрудники' })).getAllByRole('row');
    await expect(seats).toHaveLength(5);
    for (const row of seats.slice(1)) await expect(row).toHaveTextContent('Ежемесячно');
    await expect(seats[4]).toHaveTextContent('Мария Ковалёва');
    await expect(seats[4]).toHaveTextContent('maria@glad.studio');
  },
};

/** $12 of $15, exactly 80 %: the warning already shows. */
export const AiBudgetWarning: Story = {
  args: { aiUsage: aiUsage(12) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Израсходовано не меньше 80 % бюджета AI-ассистента.'),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
  },
};

/** Over the budget: AI is switched off. */
export const AiDisabled: Story = {
  args: { aiUsage: aiUsage(15.4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Бюджет исчерпан: AI-ассистент отключён до следующего месяца.',
    );
  },
};

export const PaymentHistory: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'История платежей' }));
    const table = await canvas.findByRole('table', { name: 'Счета' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('01.10.2026');
    await expect(rows[0]).toHaveTextContent('Тариф Studio, октябрь 2026');
    await expect(rows[0]).toHaveTextContent('$10 + 3 × $9 + AI $8');
    await expect(rows[0]).toHaveTextContent('$45');
    await expect(rows[0]).toHaveTextContent('Оплачен');
    await expect(canvas.getByRole('tab', { name: 'История платежей' })).toHaveFocus();
  },
};

/** The budget limit: 50 by default, any number accepted (not validated). */
export const Settings: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Настройки' }));
    const limit = await canvas.findByRole('spinbutton', { name: 'Лимит расходов в месяц, $' });
    await expect(limit).toHaveValue(50);
    await userEvent.clear(limit);
    await userEvent.type(limit, '120');
    await waitFor(() =>
      expect(canvas.getByText('Расходы этого месяца: $45 из лимита $120')).toBeVisible(),
    );
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Сотрудники' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
