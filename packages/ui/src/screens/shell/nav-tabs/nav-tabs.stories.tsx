import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { allNavigationItems as items } from '../../testing/navigation.ts';
import { NavTabs } from './nav-tabs.tsx';

const meta = {
  title: 'Screens/Shell/NavTabs',
  component: NavTabs,
  tags: ['autodocs'],
  args: { items, activePath: '/clients/42', onNavigate: fn() },
} satisfies Meta<typeof NavTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every item the owner's permissions allow; the current section is marked. */
export const AllItems: Story = {
  play: async ({ args, canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Календарь',
      'Клиенты',
      'Услуги',
      'Мастера',
      'Студии',
    ]);
    await expect(canvas.getByRole('link', { name: 'Клиенты' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Услуги' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/services'));
  },
};

export const LoadingPermissions: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка разрешений...');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A superadmin who is not impersonating: only the impersonation screen. */
export const PlatformAdmin: Story = {
  args: {
    items: [{ path: '/admin/impersonation', label: 'Имперсонация' }],
    activePath: '/admin/impersonation',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Below 768 px the strip is hidden (the Menu drawer takes over). */
export const HiddenOnPhones: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('[data-slot="nav-tabs"]');
    await expect(nav).not.toBeVisible();
  },
};
