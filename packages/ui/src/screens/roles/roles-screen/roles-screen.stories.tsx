import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyRoles } from '../../team/story-data.ts';
import { RolesScreen } from './roles-screen.tsx';

const meta = {
  title: 'Screens/Roles/Roles',
  component: RolesScreen,
  args: {
    canView: true,
    roles: storyRoles,
    onRefresh: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's read-only table: name, user count, system or custom; and refresh. */
export const ReadOnly: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Роли' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Роль', 'Пользователей', 'Тип']);
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Владелец1Системная');
    await expect(rows[4]).toHaveTextContent('Ресепшн1Пользовательская');
    await expect(canvas.queryByRole('button', { name: 'Новая роль' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
  },
};

/** With roles.manage: create, edit, and delete for custom roles only. */
export const Editable: Story = {
  args: { canEdit: true, onCreate: fn(), onEdit: fn(), onDelete: fn(async () => {}) },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Роли' });
    await expect(within(table).queryByRole('button', { name: 'Удалить: Владелец' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Изменить: Ресепшн' }));
    await waitFor(() => expect(args.onEdit).toHaveBeenCalledWith(storyRoles[3]));
    await userEvent.click(canvas.getByRole('button', { name: 'Новая роль' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await userEvent.click(within(table).getByRole('button', { name: 'Удалить: Ресепшн' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить роль?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(storyRoles[3]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Loading: Story = {
  args: { loading: true, roles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка ролей...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Обновить' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { roles: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Роли' });
    await expect(within(table).getByText('Нет доступных ролей')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { roles: [], error: 'Failed to load data. Please try again.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить роли');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const NoPermission: Story = {
  args: { canView: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'У вас нет прав для просмотра управления ролями.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { canEdit: true, onCreate: fn(), onEdit: fn(), onDelete: fn(async () => {}) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Роли' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(storyRoles.length);
  },
};

/** 320 px: the delete confirmation fits the screen, its buttons within reach. */
export const DeleteConfirmNarrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { canEdit: true, onCreate: fn(), onEdit: fn(), onDelete: fn(async () => {}) },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Роли' });
    await userEvent.click(within(list).getByRole('button', { name: 'Удалить: Ресепшн' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить роль?' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
