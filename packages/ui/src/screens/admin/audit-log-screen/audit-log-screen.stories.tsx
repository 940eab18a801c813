import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AuditLogScreen,
  type AuditLogEntry,
  type AuditLogScreenProps,
} from './audit-log-screen.tsx';

const ADMIN = '0a9e1c44-5b6d-4e7f-8a9b-0c1d2e3f4a01';
const OWNER = '7f1c2a90-1b2c-4d5e-8f90-0a1b2c3d4e51';
const MEMBER = '7f1c2a90-1b2c-4d5e-8f90-0a1b2c3d4e52';
const emails: Record<string, string> = {
  [ADMIN]: 'root@beautydesk.ru',
  [OWNER]: 'owner@glad.studio',
  [MEMBER]: 'admin@glad.studio',
};

const entry = (n: number, overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: `e${n}`,
  createdAt: `2026-01-15T11:${String(59 - n).padStart(2, '0')}:00Z`,
  adminUserId: ADMIN,
  targetAccountId: OWNER,
  mode: 'safe',
  method: 'GET',
  path: '/api/v1/clients/',
  statusCode: 200,
  ...overrides,
});

const entries: AuditLogEntry[] = [
  entry(1, {
    mode: 'god',
    targetAccountId: MEMBER,
    method: 'PUT',
    path: '/api/v1/services/5',
    statusCode: 200,
  }),
  entry(2, {
    mode: 'god',
    targetAccountId: MEMBER,
    method: 'DELETE',
    path: '/api/v1/clients/9',
    statusCode: 404,
  }),
  entry(3, { method: 'POST', path: '/api/v1/appointments/', statusCode: 403 }),
  entry(4, { path: '/api/v1/studios/' }),
  entry(5, { path: '/api/v1/auth/me', statusCode: 500 }),
];

const meta = {
  title: 'Screens/Admin/Audit Log',
  component: AuditLogScreen,
  args: {
    entries,
    total: entries.length,
    accountLabel: (id: string) => emails[id],
    onRefresh: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit-Logs' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Журнал имперсонации' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Кто', 'От имени', 'Режим', 'Метод', 'Путь', 'Статус', 'Время']);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('root@beautydesk.ru');
    await expect(first).toHaveTextContent('admin@glad.studio');
    await expect(first).toHaveTextContent('GOD');
    await expect(first).toHaveTextContent('PUT');
    await expect(first).toHaveTextContent('/api/v1/services/5');
    await expect(canvas.getByText('Показано 5 из 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
  },
};

/** Without e-mails the account ids show. */
export const AccountIds: Story = {
  args: { accountLabel: undefined },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByText(ADMIN)).toHaveLength(entries.length);
  },
};

export const Loading: Story = {
  args: { loading: true, entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка журнала...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Обновить' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByText('Записей пока нет')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: "You don't have permission to access this data.", entries: [] },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить журнал');
    await expect(alert).toHaveTextContent("You don't have permission to access this data.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** More rows than loaded: the next page on demand. */
function Paged(props: AuditLogScreenProps) {
  const [rows, setRows] = useState<readonly AuditLogEntry[]>(props.entries.slice(0, 3));
  return (
    <AuditLogScreen
      {...props}
      entries={rows}
      onLoadMore={() => {
        props.onLoadMore?.();
        setRows(props.entries);
      }}
    />
  );
}

export const LoadMore: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Показано 3 из 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText('Показано 5 из 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Журнал имперсонации' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(entries.length);
  },
};
