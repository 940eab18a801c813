import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PricingScreen } from './pricing-screen.tsx';

const meta = {
  title: 'Screens/Pricing/Pricing Page',
  component: PricingScreen,
  parameters: { layout: 'fullscreen' },
  args: { onNavigate: fn() },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Тарифы BeautyDesk' }),
    ).toBeVisible();
    const plans = within(canvas.getByRole('list', { name: 'Тарифы' })).getAllByRole('group');
    await expect(plans.map((plan) => plan.getAttribute('data-plan'))).toEqual([
      'solo',
      'studio',
      'network',
    ]);
    // Only Studio is marked popular.
    await expect(within(plans[1]!).getByText('Популярный')).toBeVisible();
    await expect(within(plans[0]!).queryByText('Популярный')).toBeNull();
    await expect(plans[2]).toHaveTextContent('$50в месяц');
    await expect(plans[2]).toHaveTextContent('+ $8 за сотрудника в месяц');
    await expect(within(plans[0]!).getByRole('link', { name: 'Выбрать Solo' })).toHaveAttribute(
      'href',
      '/payment?plan=solo',
    );
    await expect(within(plans[1]!).getByRole('link', { name: 'Выбрать Studio' })).toHaveAttribute(
      'href',
      '/payment?plan=studio',
    );
    await expect(within(plans[2]!).getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute(
      'href',
      '/contact?plan=network',
    );
    // The four example totals of the spec, computed by the plan rules.
    const examples = canvas.getByRole('heading', { name: 'Примеры расчёта' }).parentElement!;
    for (const total of ['$28', '$32.50', '$37', '$55']) {
      await expect(within(examples).getByText(`${total} в месяц`)).toBeVisible();
    }
    // The figures behind them too: base fee, paid seats × seat price, a seat's prorated days.
    await expect(
      within(examples).getByText('Solo: владелец и два мастера — $10 + 2 × $9'),
    ).toBeVisible();
    await expect(
      within(examples).getByText('Третий мастер с середины месяца — ещё 15 дней × $9 / 30'),
    ).toBeVisible();
    await userEvent.click(within(plans[0]!).getByRole('link', { name: 'Выбрать Solo' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/payment?plan=solo'));
    await userEvent.click(canvas.getByRole('link', { name: '← На главную' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/landing'));
  },
};

/** The FAQ's answers open on demand (native <details>, so Enter and Space work too); their figures ($4.50, $9) come from the rules. */
export const FaqOpen: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByText('Сотрудник пришёл в середине месяца. Сколько это стоит?');
    await userEvent.click(question);
    await expect(canvas.getByText(/15 дней × \$9 \/ 30 = \$4\.50/)).toBeVisible();
    await userEvent.click(canvas.getByText('Можно ли приостановить сотрудника?'));
    await waitFor(() => expect(canvas.getByText(/экономит \$9 в месяц/)).toBeVisible());
    await expect(question.closest('details')).toHaveAttribute('open');
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Выбрать Studio' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
