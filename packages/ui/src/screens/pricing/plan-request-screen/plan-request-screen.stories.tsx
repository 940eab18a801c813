import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PlanRequestScreen } from './plan-request-screen.tsx';

const meta = {
  title: 'Screens/Pricing/Plan Request',
  component: PlanRequestScreen,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'payment', plan: 'solo', onNavigate: fn() },
} satisfies Meta<typeof PlanRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /payment?plan=solo */
export const PaymentSolo: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Оформление тарифа Solo' }),
    ).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'Ваш тариф: Solo' });
    await expect(summary).toHaveTextContent('$10 в месяц');
    await expect(summary).toHaveTextContent('+ $9 за сотрудника в месяц');
    await expect(summary).toHaveTextContent('1 студия');
    await expect(canvas.getByRole('link', { name: 'billing@beautydesk.app' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Войти или зарегистрироваться' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login'));
  },
};

export const PaymentStudio: Story = {
  args: { plan: 'studio' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ваш тариф: Studio' })).toHaveTextContent(
      'До 3 студий',
    );
  },
};

/** /contact?plan=network */
export const ContactNetwork: Story = {
  args: { kind: 'contact', plan: 'network' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Тариф Network: обсудим условия' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ваш тариф: Network' })).toHaveTextContent(
      'Без ограничения по студиям',
    );
    await expect(canvas.getByRole('link', { name: 'sales@beautydesk.app' })).toBeVisible();
  },
};

/** /payment?plan=network: Network is sold through a manager. */
export const PaymentForNetwork: Story = {
  args: { plan: 'network' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Тариф Network оформляется через менеджера.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Связаться с менеджером' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/contact?plan=network'));
  },
};

/** No plan, or one we do not sell. */
export const UnknownPlan: Story = {
  args: { plan: 'gold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Тариф не выбран' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Все тарифы' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { kind: 'contact', plan: 'network' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'sales@beautydesk.app' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
