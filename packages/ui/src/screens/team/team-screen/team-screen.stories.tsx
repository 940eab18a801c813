import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RolesTable } from '../../roles/roles-screen/roles-screen.tsx';
import {
  STORY_NOW,
  storyInvitations,
  storyMasterNames,
  storyMasters,
  storyRoles,
  storyUsers,
} from '../story-data.ts';
import { EMPTY_TEAM_FILTERS, TeamScreen } from './team-screen.tsx';

const meta = {
  title: 'Screens/Team/Team',
  component: TeamScreen,
  args: {
    tab: 'users',
    onTabChange: fn(),
    canManage: true,
    now: STORY_NOW,
    users: storyUsers,
    usersTotal: storyUsers.length,
    onRetryUsers: fn(),
    filters: EMPTY_TEAM_FILTERS,
    onFiltersChange: fn(),
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    invitations: storyInvitations,
    onRetryInvitations: fn(),
    roles: storyRoles,
    availableMasters: storyMasters,
    masterNames: storyMasterNames,
    onInvite: fn(),
    onAssignMaster: fn(async () => {}),
    onChangeRole: fn(async () => {}),
    onSetActive: fn(async () => {}),
    onRemove: fn(async () => {}),
    onResend: fn(async () => {}),
  },
} satisfies Meta<typeof TeamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const usersTable = () => screen.getByRole('table', { name: 'Пользователи' });
const rowOf = (text: string) =>
  within(usersTable())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

/** Every display status of part 2 §4, the tab counts and the columns. */
export const Users: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Команда' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Пользователи (6)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Приглашения (4)' })).toBeVisible();
    await expect(
      within(usersTable())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Имя', 'Email', 'Роль', 'Статус', 'Мастер', 'Приглашение до', 'Действия']);
    await expect(rowOf('Анна Новикова')).toHaveTextContent('Активен');
    await expect(rowOf('Елена Белова')).toHaveTextContent('Неактивен');
    await expect(rowOf('new.master@glad.studio')).toHaveTextContent('Ожидает');
    await expect(rowOf('new.master@glad.studio')).toHaveTextContent('20.01.2026');
    await expect(rowOf('late@glad.studio')).toHaveTextContent('Истекло');
    await expect(
      within(rowOf('Ольга Смирнова')).getByRole('combobox', {
        name: 'Мастер пользователя Ольга Смирнова',
      }),
    ).toHaveTextContent('Ольга Смирнова');
    await userEvent.click(canvas.getByRole('button', { name: 'Пригласить' }));
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledTimes(1));
  },
};

export const Loading: Story = {
  args: { usersLoading: true, invitationsLoading: true, users: [], invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка пользователей...' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Пользователи' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { users: [], usersTotal: 0, filters: { ...EMPTY_TEAM_FILTERS, search: 'нет такого' } },
  play: async ({ canvas }) => {
    await expect(within(usersTable()).getByText('Пользователи не найдены')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  },
};

export const UsersLoadFailed: Story = {
  args: { users: [], usersTotal: 0, usersError: 'Failed to load data. Please try again.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка загрузки пользователей');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetryUsers).toHaveBeenCalledTimes(1));
  },
};

export const NoPermission: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'У вас недостаточно прав для управления командой' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Пригласить' })).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const Invitations: Story = {
  args: { tab: 'invitations' },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Приглашения' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Email', 'Роль', 'Статус', 'Приглашение до', 'Пригласил', 'Действия']);
    await expect(within(table).getByText('Ожидает')).toBeVisible();
    await expect(within(table).getByText('Истекло')).toBeVisible();
    await expect(within(table).getByText('Отклонено')).toBeVisible();
    await expect(within(table).getByText('Принято')).toBeVisible();
    // An accepted invitation cannot be sent again.
    await expect(
      within(table).queryByRole('button', { name: 'Отправить повторно: admin@glad.studio' }),
    ).toBeNull();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Отправить повторно: late@glad.studio' }),
    );
    await waitFor(() => expect(args.onResend).toHaveBeenCalledWith(storyInvitations[1]!.id));
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: 'Отправить повторно: late@glad.studio' }),
      ).toBeEnabled(),
    );
  },
};

export const InvitationsLoading: Story = {
  args: { tab: 'invitations', invitationsLoading: true, invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка приглашений...' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Приглашения' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const InvitationsEmpty: Story = {
  args: { tab: 'invitations', invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Приглашения (0)' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Приглашения' });
    await expect(within(table).getByText('Приглашений пока нет')).toBeVisible();
  },
};

export const InvitationsLoadFailed: Story = {
  args: { tab: 'invitations', invitations: [], invitationsError: 'Network error' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка загрузки приглашений');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetryInvitations).toHaveBeenCalledTimes(1));
  },
};

/** ?tab=roles shows the roles table. */
export const Roles: Story = {
  args: { tab: 'roles', rolesContent: <RolesTable roles={storyRoles} /> },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Роли' });
    await expect(within(table).getAllByRole('row')).toHaveLength(storyRoles.length + 1);
  },
};

export const SwitchTabs: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Приглашения (4)' }));
    await waitFor(() => expect(args.onTabChange).toHaveBeenCalledWith('invitations'));
  },
};

export const Filters: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'а');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...EMPTY_TEAM_FILTERS,
        search: 'а',
      }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Истекло' }));
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...EMPTY_TEAM_FILTERS,
        status: 'expired',
      }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Роль' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ресепшн' }));
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        ...EMPTY_TEAM_FILTERS,
        roleId: storyRoles[3]!.id,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Paging: Story = {
  args: { usersTotal: 26, page: 2 },
  play: async ({ canvas, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Страницы' });
    await expect(pages).toHaveTextContent('11–20 из 26');
    await expect(pages).toHaveTextContent('Страница 2 из 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(3));
    await userEvent.click(within(pages).getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(1));
  },
};

/** An open invitation in the users table: a new link from its row (no master, no activate). */
export const ResendFromUsers: Story = {
  play: async ({ args }) => {
    const row = rowOf('new.master@glad.studio');
    await expect(within(row).queryByRole('combobox')).toBeNull();
    await expect(within(row).queryByRole('button', { name: 'Деактивировать' })).toBeNull();
    const resend = within(row).getByRole('button', { name: 'Отправить повторно' });
    await userEvent.click(resend);
    await waitFor(() => expect(args.onResend).toHaveBeenCalledWith(storyUsers[4]!.invitationId));
    await waitFor(() => expect(resend).toBeEnabled());
  },
};

export const AssignMaster: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      within(rowOf('Мария Котова')).getByRole('combobox', {
        name: 'Мастер пользователя Мария Котова',
      }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Ирина Петрова' }));
    await waitFor(() =>
      expect(args.onAssignMaster).toHaveBeenCalledWith(storyUsers[1], storyMasters[1]!.id),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** The owner role (it holds '*') is never offered; Save waits for a different role. */
export const ChangeRole: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      within(rowOf('Мария Котова')).getByRole('button', { name: 'Сменить роль' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Смена роли' });
    await expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Роль' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await expect(options).toEqual(['Администратор', 'Мастер', 'Ресепшн']);
    await userEvent.click(screen.getByRole('option', { name: 'Ресепшн' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(args.onChangeRole).toHaveBeenCalledWith(storyUsers[1], storyRoles[3]!.id),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Deactivate: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      within(rowOf('Мария Котова')).getByRole('button', { name: 'Деактивировать' }),
    );
    await waitFor(() => expect(args.onSetActive).toHaveBeenCalledWith(storyUsers[1], false));
    await userEvent.click(
      within(rowOf('Елена Белова')).getByRole('button', { name: 'Активировать' }),
    );
    await waitFor(() => expect(args.onSetActive).toHaveBeenCalledWith(storyUsers[3], true));
    await waitFor(() =>
      expect(
        within(rowOf('Елена Белова')).getByRole('button', { name: 'Активировать' }),
      ).toBeEnabled(),
    );
  },
};

export const RemoveWithReason: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(rowOf('Елена Белова')).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить пользователя?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Уволилась');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(storyUsers[3], 'Уволилась'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** A failed removal keeps the dialog and the typed reason (the app shows the error). */
export const RemoveFailed: Story = {
  args: { onRemove: fn(async () => Promise.reject(new Error('nope'))) },
  play: async () => {
    await userEvent.click(within(rowOf('Елена Белова')).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить пользователя?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Дубль');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeEnabled(),
    );
    await expect(within(dialog).getByRole('textbox', { name: /Причина/ })).toHaveValue('Дубль');
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Пользователи' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(storyUsers.length);
    await expect(canvas.getByRole('button', { name: 'Пригласить' })).toBeVisible();
  },
};

export const InvitationsNarrowScreen: Story = {
  args: { tab: 'invitations' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Приглашения' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(storyInvitations.length);
    await expect(
      within(list).getByRole('button', { name: 'Отправить повторно: late@glad.studio' }),
    ).toBeVisible();
  },
};

/** The change-role dialog at 320 px (the phone layout lists users as cards). */
export const ChangeRoleNarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const list = screen.getByRole('list', { name: 'Пользователи' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Мария Котова'))!;
    await userEvent.click(within(card).getByRole('button', { name: 'Сменить роль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Смена роли' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeVisible(),
    );
  },
};

/** The removal confirmation at 320 px. */
export const RemoveNarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const list = screen.getByRole('list', { name: 'Пользователи' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Елена Белова'))!;
    await userEvent.click(within(card).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить пользователя?' });
    // The reason field is the dialog's first stop.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Причина/ })).toHaveFocus(),
    );
  },
};
