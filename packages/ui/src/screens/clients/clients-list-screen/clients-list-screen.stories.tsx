import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ActivityFilter, ClientQuickFilter } from '@beautydesk/domain/rules/clients';
import { storyClient, storyClients } from '../story-fixtures.ts';
import { ClientsListScreen, type ClientsListScreenProps } from './clients-list-screen.tsx';

const meta = {
  title: 'Screens/Clients/Clients List',
  component: ClientsListScreen,
  args: {
    clients: storyClients.slice(0, 5),
    total: 5,
    page: 1,
    search: '',
    activity: 'active',
    quickFilter: null,
    onPageChange: fn(),
    onSearchChange: fn(),
    onActivityChange: fn(),
    onQuickFilterChange: fn(),
    onOpenClient: fn(),
    onCreate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ClientsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page: cards with at most two contacts, the spec's paging line, a card opens the client. */
export const OnePage: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Список клиентов' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const third = within(list).getByRole('button', { name: new RegExp(storyClients[2]!.name) });
    // Client 3 has a phone and an e-mail: both shown. Client 6 has three contacts: two shown.
    await expect(third).toHaveTextContent('client3@example.com');
    await expect(canvas.getByText('Страница 1 из 1 (показано 5 из 5)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Назад' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
    await userEvent.click(third);
    await waitFor(() => expect(args.onOpenClient).toHaveBeenCalledWith(storyClients[2]!.id));
    third.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOpenClient).toHaveBeenCalledTimes(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить клиента' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
  },
};

/** At most two contacts per card (the preferred one first). */
export const TwoContactsAtMost: Story = {
  args: { clients: [storyClient(6)], total: 1 },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', { name: new RegExp(storyClient(6).name) });
    await expect(card).toHaveTextContent('@client_6');
    await expect(card).not.toHaveTextContent('client6@example.com');
  },
};

/** Many pages, paged by the container: next and previous move through the server's pages. */
function Paged(props: ClientsListScreenProps) {
  const [page, setPage] = useState(1);
  const all = Array.from({ length: 30 }, (_, i) => storyClient(i + 1));
  return (
    <ClientsListScreen
      {...props}
      clients={all.slice((page - 1) * 12, page * 12)}
      total={all.length}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

export const ManyPages: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Страница 1 из 3 (показано 12 из 30)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Вперёд' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Вперёд' }));
    await expect(canvas.getByText('Страница 3 из 3 (показано 6 из 30)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(args.onPageChange).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByText('Страница 2 из 3 (показано 12 из 30)')).toBeVisible();
  },
};

/** Typing reports the search once, 300 ms after the last key, and the cards stay meanwhile. */
export const Search: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Поиск клиентов' });
    await userEvent.type(field, '+375 29');
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('+375 29'));
    await expect(field).toHaveValue('+375 29');
  },
};

/** The activity filter and the quick filters report what was chosen. */
function Filters(props: ClientsListScreenProps) {
  const [activity, setActivity] = useState<ActivityFilter>('active');
  const [quick, setQuick] = useState<ClientQuickFilter | null>(null);
  return (
    <ClientsListScreen
      {...props}
      activity={activity}
      onActivityChange={(next) => {
        props.onActivityChange(next);
        setActivity(next);
      }}
      quickFilter={quick}
      onQuickFilterChange={(next) => {
        props.onQuickFilterChange(next);
        setQuick(next);
      }}
    />
  );
}

export const FilterChoices: Story = {
  render: (args) => <Filters {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Активность' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Только неактивные' }));
    await waitFor(() => expect(args.onActivityChange).toHaveBeenCalledWith('inactive'));
    const vip = canvas.getByRole('button', { name: 'VIP' });
    await userEvent.click(vip);
    await waitFor(() => expect(args.onQuickFilterChange).toHaveBeenLastCalledWith('vip'));
    await expect(vip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ненадёжные' }));
    await waitFor(() => expect(args.onQuickFilterChange).toHaveBeenLastCalledWith('unreliable'));
    await expect(vip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Ненадёжные' }));
    await waitFor(() => expect(args.onQuickFilterChange).toHaveBeenLastCalledWith(null));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Активность' })).toHaveTextContent(
        'Только неактивные',
      ),
    );
  },
};

export const Loading: Story = {
  args: { loading: true, clients: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка клиентов...' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  },
};

export const EmptyDatabase: Story = {
  args: { clients: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('В базе данных пока нет клиентов.')).toBeVisible();
    const adds = canvas.getAllByRole('button', { name: 'Добавить клиента' });
    await userEvent.click(adds.at(-1)!);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
  },
};

export const EmptySearch: Story = {
  args: { clients: [], total: 0, search: 'Жозефина' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Клиенты не найдены' })).toBeVisible();
    await expect(canvas.getByText(/«Жозефина»/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { clients: [], total: 0, error: 'Failed to load data. Please try again.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка загрузки клиентов');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** A reader without clients.create: no add button. */
export const ReadOnly: Story = {
  args: { onCreate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Добавить клиента' })).toBeNull();
  },
};

export const NoPermission: Story = {
  args: { canRead: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Нет доступа к клиентам' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Добавить клиента' })).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { clients: storyClients, total: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Страница 1 из 4 (показано 12 из 40)')).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
