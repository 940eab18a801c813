import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AdminToolbar } from './admin-toolbar.tsx';

const meta = {
  title: 'Screens/Shell/AdminToolbar',
  component: AdminToolbar,
  tags: ['autodocs'],
  args: { activePath: '/admin/audit', onNavigate: fn() },
} satisfies Meta<typeof AdminToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Audit-Logs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Impersonation' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/admin/impersonation'));
  },
};
