import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmailConfirmationScreen } from './email-confirmation-screen.tsx';

const meta = {
  title: 'Screens/Auth/Email Confirmation',
  component: EmailConfirmationScreen,
  parameters: { layout: 'fullscreen' },
  args: { email: 'anna@studio.ru', onBackToLogin: fn() },
} satisfies Meta<typeof EmailConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
    await expect(canvas.getByText(/anna@studio\.ru/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Вернуться ко входу' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onBackToLogin).toHaveBeenCalledTimes(1));
  },
};

/** Opened directly, without an address to name. */
export const WithoutEmail: Story = {
  args: { email: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Мы отправили письмо/)).toBeVisible();
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Вернуться ко входу' })).toBeVisible();
  },
};
