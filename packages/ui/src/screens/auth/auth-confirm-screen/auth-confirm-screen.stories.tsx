import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthConfirmScreen } from './auth-confirm-screen.tsx';

const meta = {
  title: 'Screens/Auth/Auth Confirm',
  component: AuthConfirmScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'processing', onContinue: fn(), onBackToLogin: fn() },
} satisfies Meta<typeof AuthConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status', { name: 'Подтверждаем email...' })).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** Success, then the app is asked to move on (to /pricing) after 2 s. */
export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Email подтверждён' }),
    ).toBeVisible();
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
  },
};

/** No tokens in the link. */
export const InvalidLink: Story = {
  args: { status: 'invalidLink' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка подтверждения email');
    await expect(alert).toHaveTextContent('Недействительная ссылка подтверждения');
    await userEvent.click(canvas.getByRole('button', { name: 'Вернуться ко входу' }));
    await waitFor(() => expect(args.onBackToLogin).toHaveBeenCalledTimes(1));
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось подтвердить аккаунт');
  },
};

/** The failure's own message, when the app has one. */
export const FailedWithMessage: Story = {
  args: { status: 'error', errorMessage: 'Проблемы с соединением. Проверьте интернет' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Проблемы с соединением. Проверьте интернет',
    );
  },
};

export const NarrowScreen: Story = {
  args: { status: 'invalidLink' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Вернуться ко входу' })).toBeVisible();
  },
};
