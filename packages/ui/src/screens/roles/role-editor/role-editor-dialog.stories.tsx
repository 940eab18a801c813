import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type {
  PermissionCatalogItem,
  RoleTemplate,
  ValidateRoleResponse,
} from '@beautydesk/domain/schemas/roles';
import { storyRoles } from '../../team/story-data.ts';
import { RoleEditorDialog } from './role-editor-dialog.tsx';

const item = (id: string, name: string): PermissionCatalogItem => ({
  id,
  name,
  description: null,
  category: id.split('.')[0]!,
  required: false,
});

const catalogue: PermissionCatalogItem[] = [
  item('clients.read', 'Клиенты: просмотр'),
  item('clients.create', 'Клиенты: создание'),
  item('appointments.view', 'Записи: просмотр'),
  item('appointments.create', 'Записи: создание'),
  item('users.manage', 'Пользователи: управление'),
  // The catalogue never offers the wildcard, even if a server listed it.
  item('*', 'Полный доступ'),
];

const templates: RoleTemplate[] = [
  {
    id: 'studio_administrator',
    name: 'Администратор студии',
    description: 'Студии, мастера, записи, клиенты и услуги',
    scope_type: 'license',
    permissions: ['clients.read', 'clients.create', 'appointments.view', 'appointments.create'],
  },
];

const valid: ValidateRoleResponse = {
  valid: true,
  invalid_permissions: [],
  missing_required: [],
  suggestions: [],
  errors: [],
  warnings: [],
};

const meta = {
  title: 'Screens/Roles/Role Editor',
  component: RoleEditorDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    role: null,
    catalogue,
    templates,
    onValidate: fn(async () => valid),
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof RoleEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its fade-in has started (before that it is transparent). */
async function shown(name: string) {
  const d = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(d).toBeVisible());
  return d;
}
const dialog = () => shown('Новая роль');
const create = async () =>
  userEvent.click(within(await dialog()).getByRole('button', { name: 'Создать роль' }));

export const CreateWithTwoPermissions: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).queryByRole('checkbox', { name: 'Полный доступ' })).toBeNull();
    await userEvent.type(within(d).getByRole('textbox', { name: /Название роли/ }), 'Ресепшн');
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Клиенты: просмотр' }));
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Записи: создание' }));
    await expect(within(d).getByText('(Выбрано: 2)')).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Проверить на сервере' }));
    await expect(await within(d).findByText('Сервер проверил роль: ошибок нет')).toBeVisible();
    await create();
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ресепшн',
        scope_type: 'license',
        permissions: { 'clients.read': true, 'appointments.create': true },
      }),
    );
  },
};

export const NameRequired: Story = {
  play: async ({ args }) => {
    await create();
    const d = await dialog();
    await expect(within(d).getByText('Название роли обязательно')).toBeVisible();
    await expect(within(d).getByText('Выберите хотя бы одно разрешение')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameTooShort: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /Название роли/ }), 'Ад');
    await create();
    await expect(
      within(d).getByText('Название роли должно содержать минимум 3 символа'),
    ).toBeVisible();
  },
};

export const FromTemplate: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('combobox', { name: 'Начать с шаблона' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Администратор студии' }));
    await waitFor(() =>
      expect(within(d).getByRole('checkbox', { name: 'Записи: создание' })).toBeChecked(),
    );
    await expect(
      within(d).getByRole('checkbox', { name: 'Пользователи: управление' }),
    ).not.toBeChecked();
    await expect(within(d).getByText('(Выбрано: 4)')).toBeVisible();
  },
};

/** The server's validate-role answer, in words. */
export const ServerVerdict: Story = {
  args: {
    onValidate: fn(async () => ({
      ...valid,
      valid: false,
      errors: ['Роль с таким названием уже есть'],
      suggestions: ['clients.read'],
    })),
  },
  play: async () => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /Название роли/ }), 'Мастер');
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Клиенты: создание' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Проверить на сервере' }));
    const verdict = await within(d).findByRole('status');
    await expect(verdict).toHaveTextContent('Роль с таким названием уже есть');
    await expect(verdict).toHaveTextContent('Возможно, вы имели в виду: clients.read');
  },
};

export const ValidationUnreachable: Story = {
  args: { onValidate: fn(async () => Promise.reject(new Error('Network error'))) },
  play: async () => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /Название роли/ }), 'Ресепшн');
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Клиенты: создание' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Проверить на сервере' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Не удалось проверить разрешения. Проверьте подключение к серверу.',
    );
  },
};

export const CreateFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Роль с таким названием уже есть'))) },
  play: async () => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: /Название роли/ }), 'Мастер');
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Клиенты: создание' }));
    await create();
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось создать роль');
    await expect(alert).toHaveTextContent('Роль с таким названием уже есть');
    await expect(within(d).getByRole('textbox', { name: /Название роли/ })).toHaveValue('Мастер');
  },
};

export const EditCustomRole: Story = {
  args: { role: storyRoles[3]! },
  play: async ({ args }) => {
    const d = await shown('Роль «Ресепшн»');
    await expect(within(d).getByRole('checkbox', { name: 'Клиенты: просмотр' })).toBeChecked();
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Записи: просмотр' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ресепшн',
        description: 'Запись клиентов',
        scope_type: 'license',
        permissions: {
          'clients.read': true,
          'appointments.create': true,
          'appointments.view': true,
        },
      }),
    );
  },
};

export const SystemRoleReadOnly: Story = {
  args: { role: storyRoles[1]! },
  play: async () => {
    const d = await shown('Роль «Администратор»');
    await expect(within(d).getByText('Системные роли нельзя редактировать')).toBeVisible();
    await expect(within(d).getByRole('textbox', { name: /Название роли/ })).toBeDisabled();
    await expect(within(d).queryByRole('button', { name: 'Сохранить' })).toBeNull();
  },
};

export const WildcardRoleProtected: Story = {
  args: { role: { ...storyRoles[0]!, isSystem: false } },
  play: async () => {
    const d = await shown('Роль «Владелец»');
    await expect(
      within(d).getByText('Роли с полным доступом (*) нельзя редактировать'),
    ).toBeVisible();
  },
};

/** A failed save of an existing role: 'Не удалось обновить роль', the server's reason, nothing lost. */
export const UpdateFailed: Story = {
  args: {
    role: storyRoles[3]!,
    onSubmit: fn(async () => Promise.reject(new Error('Роль с таким названием уже есть'))),
  },
  play: async () => {
    const d = await shown('Роль «Ресепшн»');
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Записи: просмотр' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить' }));
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось обновить роль');
    await expect(alert).toHaveTextContent('Роль с таким названием уже есть');
    await expect(within(d).getByRole('checkbox', { name: 'Записи: просмотр' })).toBeChecked();
  },
};

/** §5: a role scoped to something other than the license needs its reference; nothing is sent. */
export const ScopeRefRequired: Story = {
  args: { role: { ...storyRoles[3]!, scopeType: 'studio', scopeRef: null } },
  play: async ({ args }) => {
    const d = await shown('Роль «Ресепшн»');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить' }));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'Укажите объект для выбранной области действия роли',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CatalogueFailed: Story = {
  args: {
    catalogue: [],
    catalogueError: 'Failed to load data. Please try again.',
    onRetryCatalogue: fn(),
  },
  play: async ({ args }) => {
    const d = await dialog();
    const alert = within(d).getByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить список разрешений');
    const retry = within(alert).getByRole('button', { name: 'Повторить попытку' });
    await userEvent.click(retry);
    await waitFor(() => expect(args.onRetryCatalogue).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(retry).toHaveFocus());
  },
};

export const CatalogueLoading: Story = {
  args: { catalogueLoading: true, catalogue: [] },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('status', { name: 'Загрузка разрешений...' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const d = await dialog();
    await waitFor(() =>
      expect(within(d).getByRole('button', { name: 'Создать роль' })).toBeVisible(),
    );
  },
};
