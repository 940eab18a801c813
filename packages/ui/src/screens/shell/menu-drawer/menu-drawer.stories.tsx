import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { allNavigationItems as items } from '../../testing/navigation.ts';
import { MenuDrawer } from './menu-drawer.tsx';

const meta = {
  title: 'Screens/Shell/MenuDrawer',
  component: MenuDrawer,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: { items, activePath: '/calendar', onNavigate: fn() },
} satisfies Meta<typeof MenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Menu button opens the drawer; following a link closes it. */
export const OpenAndFollow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Меню' }));
    const drawer = await screen.findByRole('dialog', { name: 'BeautyDesk' });
    await expect(drawer).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Мастера' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/masters'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LoadingPermissions: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { loading: true, open: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'BeautyDesk' });
    await expect(drawer).toHaveTextContent('Загрузка разрешений...');
  },
};

/** From 1024 px the Menu button is hidden: the tab strip is always there. */
export const HiddenOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const trigger = canvasElement.querySelector('[data-slot="drawer-trigger"]');
    await waitFor(() => expect(trigger).not.toBeVisible());
  },
};
