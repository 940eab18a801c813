import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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
    await waitFor(() => expect(args.onToggleChat).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Анна Петрова' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
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

/**
 * 320 px with the demo owner's real name: the header fits (no sideways scroll) and the user
 * button, the only way to log out, is on screen as an icon named after the user.
 */
export const NarrowDemoOwner: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { userLabel: 'Ольга Смирнова' },
  play: async ({ canvas, canvasElement, args }) => {
    const user = canvas.getByRole('button', { name: 'Ольга Смирнова' });
    await waitFor(() =>
      expect(user.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth),
    );
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(user);
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

/** A large phone (414 px, Storybook's mobile2), the same name. */
export const LargePhoneDemoOwner: Story = {
  ...NarrowDemoOwner,
  globals: { viewport: { value: 'mobile2' } },
};
