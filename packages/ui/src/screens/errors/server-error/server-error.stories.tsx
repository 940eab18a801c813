import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ServerError } from './server-error.tsx';

const meta = {
  title: 'Screens/Errors/ServerError',
  component: ServerError,
  tags: ['autodocs'],
  args: { onReload: fn(), onNavigate: fn(), onBack: fn() },
} satisfies Meta<typeof ServerError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ошибка сервера' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Обновить страницу' }));
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('link', { name: 'На главную' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/dashboard'));
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(args.onBack).toHaveBeenCalledTimes(1));
  },
};

/** The session could not be loaded: what failed, from the error catalogue. */
export const WithDetail: Story = {
  args: { detail: 'Network error: Please check your connection' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network error: Please check your connection')).toBeVisible();
  },
};
