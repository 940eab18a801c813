import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NotFound } from './not-found.tsx';

const meta = {
  title: 'Screens/Errors/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  args: { onNavigate: fn() },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/calendar', '/clients', '/services', '/masters']);
    await userEvent.click(canvas.getByRole('link', { name: 'Мастера' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/masters'));
  },
};
