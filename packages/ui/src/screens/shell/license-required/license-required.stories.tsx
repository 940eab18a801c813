import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LicenseRequired } from './license-required.tsx';

const meta = {
  title: 'Screens/Shell/LicenseRequired',
  component: LicenseRequired,
  tags: ['autodocs'],
  args: { onRefresh: fn(), onCreateLicense: fn() },
} satisfies Meta<typeof LicenseRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'License Required' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Создать лицензию' }));
    await waitFor(() => expect(args.onCreateLicense).toHaveBeenCalledTimes(1));
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Обновить' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Создать лицензию' })).toBeDisabled();
  },
};

export const RefreshFailed: Story = {
  args: { error: 'Проблемы с соединением. Проверьте интернет' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Проблемы с соединением');
  },
};

/** Without onCreateLicense only the refresh is offered. */
export const RefreshOnly: Story = {
  args: { onCreateLicense: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Создать лицензию' })).toBeNull();
  },
};
