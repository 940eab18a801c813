import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SuccessScreen } from './success-screen.tsx';

const meta = {
  title: 'Screens/Success/Confirmation',
  component: SuccessScreen,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'invitation-sent', onNavigate: fn() },
} satisfies Meta<typeof SuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvas: { getAllByRole: (role: 'link') => HTMLElement[] }) =>
  canvas.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

export const InvitationSent: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Приглашение отправлено' })).toBeVisible();
    await expect(links(canvas)).toEqual([
      ['К команде', '/team'],
      ['К приглашениям', '/team?tab=invitations'],
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'К приглашениям' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/team?tab=invitations'));
  },
};

export const RoleCreated: Story = {
  args: { kind: 'role-created' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Роль создана' })).toBeVisible();
    await expect(links(canvas)).toEqual([
      ['К ролям', '/team?tab=roles'],
      ['К пользователям', '/team?tab=users'],
    ]);
  },
};

export const UserUpdated: Story = {
  args: { kind: 'user-updated' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Пользователь обновлён' })).toBeVisible();
    await expect(links(canvas)).toEqual([
      ['К команде', '/team'],
      ['В профиль', '/profile'],
    ]);
  },
};

export const SettingsSaved: Story = {
  args: { kind: 'settings-saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Настройки сохранены' })).toBeVisible();
    await expect(links(canvas)).toEqual([
      ['В профиль', '/profile'],
      ['На панель', '/dashboard'],
    ]);
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'К команде' })).toBeVisible();
  },
};
