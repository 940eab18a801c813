import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Forbidden } from './forbidden.tsx';

const meta = {
  title: 'Screens/Errors/Forbidden',
  component: Forbidden,
  tags: ['autodocs'],
  args: { onNavigate: fn(), onBack: fn() },
} satisfies Meta<typeof Forbidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'На главную' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/dashboard'));
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(args.onBack).toHaveBeenCalledTimes(1));
  },
};
