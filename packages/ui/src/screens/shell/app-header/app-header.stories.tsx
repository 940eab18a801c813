import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { allNavigationItems as items } from '../../testing/navigation.ts';
import { AppHeader } from './app-header.tsx';

const meta = {
  title: 'Screens/Shell/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    userLabel: 'Анна Петрова',
    onLogout: fn(),
    items,
    activePath: '/calendar',
    onNavigate: fn(),
    chatOpen: false,
    onToggleChat: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screen: product name, tabs, the chat toggle and the user button that logs out. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'BeautyDesk' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
    // Hidden by CSS from 1024 px, so not in the accessibility tree either.
    await expect(canvas.queryByRole('button', { name: 'Меню' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'AI-чат' }));
    await expect(args.onToggleChat).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Анна Петрова' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const ChatOpen: Story = {
  args: { chatOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'AI-чат' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const LoadingPermissions: Story = {
  args: { permissionsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Загрузка разрешений...')).toBeVisible();
  },
};

export const LoggingOut: Story = {
  args: { userLabel: 'anna', loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'anna' })).toBeDisabled();
  },
};

/** Phone: the Menu button instead of the tabs. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Меню' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Основная навигация' })).toBeNull();
  },
};
