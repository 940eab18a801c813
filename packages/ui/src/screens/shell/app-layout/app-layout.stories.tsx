import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RoutePlaceholder } from '../../errors/route-placeholder/route-placeholder.tsx';
import { allNavigationItems as items } from '../../testing/navigation.ts';
import { AppLayout } from './app-layout.tsx';

const meta = {
  title: 'Screens/Shell/AppLayout',
  component: AppLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    userLabel: 'Анна Петрова',
    onLogout: fn(),
    items,
    activePath: '/clients',
    onNavigate: fn(),
    onToggleChat: fn(),
    version: { frontend: '0.3.0-stage3', backend: '0.3.0', environment: 'development' },
    children: <RoutePlaceholder title="Клиенты" path="/clients" />,
    chatPanel: <p>Чат с AI-ассистентом</p>,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Клиенты');
    await expect(
      canvas.getByRole('navigation', { name: 'Администрирование платформы' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('backend-version')).toHaveTextContent('0.3.0');
    // The chat panel is hidden until toggled.
    await expect(canvas.queryByText('Чат с AI-ассистентом')).toBeNull();
    const layout = canvasElement.querySelector('[data-slot="app-layout"]') as HTMLElement;
    await expect(getComputedStyle(layout).paddingTop).toBe('0px');
  },
};

export const ChatOpen: Story = {
  args: { chatOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'AI-чат' })).toHaveTextContent(
      'Чат с AI-ассистентом',
    );
  },
};

/** A superadmin acting as the owner: the banner and the 32 px offset. */
export const Impersonating: Story = {
  args: { impersonation: { target: 'owner@demo.beautydesk.local', mode: 'GOD' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'IMPERSONATING owner@demo.beautydesk.local (GOD) – ACTIONS LOGGED',
    );
    const layout = canvasElement.querySelector('[data-slot="app-layout"]') as HTMLElement;
    await expect(getComputedStyle(layout).paddingTop).toBe('32px');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Меню' })).toBeVisible();
  },
};
