import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fullClient, storyClient } from '../story-fixtures.ts';
import { ClientDetailScreen, type ClientVisit } from './client-detail-screen.tsx';

const visits: ClientVisit[] = [
  {
    id: 'a3',
    date: '2026-03-20',
    startTime: '11:00',
    endTime: '12:00',
    statusLabel: 'Запланирована',
    statusTone: 'info',
    services: ['Лазерная эпиляция голеней'],
    masterName: 'Анна Ковалёва',
    price: 180,
    currency: 'BYN',
  },
  {
    id: 'a2',
    date: '2026-03-01',
    startTime: '15:30',
    endTime: '16:15',
    statusLabel: 'Завершена',
    statusTone: 'success',
    services: ['Лазерная эпиляция подмышек', 'Воск подмышки'],
    masterName: 'Мария Иванова',
    price: 95.5,
    currency: 'BYN',
  },
  {
    id: 'a1',
    date: '2026-02-10',
    startTime: '10:00',
    endTime: '10:45',
    statusLabel: 'Отменена',
    statusTone: 'error',
    services: ['Воск подмышки'],
    masterName: null,
    price: 40,
    currency: 'BYN',
  },
];

const meta = {
  title: 'Screens/Clients/Client Detail',
  component: ClientDetailScreen,
  args: {
    client: fullClient,
    visits,
    canEdit: true,
    onBackToList: fn(),
    onSave: fn(async () => undefined),
    onRefreshStats: fn(),
    onSetActive: fn(),
    onBook: fn(),
  },
} satisfies Meta<typeof ClientDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Анна Ковалёва' })).toBeVisible();
    await expect(canvas.getByText('Активен')).toBeVisible();
    await expect(canvas.getByText(`ID: ${fullClient.id}`)).toBeVisible();
    await expect(canvas.getByText('14.05.1990')).toBeVisible();
    await expect(canvas.getByText('01.03.2026')).toBeVisible();
    // The preferred contact as a call link.
    await expect(
      canvas.getAllByRole('link', { name: '+375 29 123 45 67' }).map((a) => a.getAttribute('href')),
    ).toContain('tel:+375291234567');
    const links = within(canvas.getByRole('list', { name: 'Контакты' }));
    await expect(links.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      'https://wa.me/375291234567',
    );
    await expect(links.getByRole('link', { name: '@anna_kovaleva' })).toHaveAttribute(
      'href',
      'https://t.me/anna_kovaleva',
    );
    await expect(links.getByRole('link', { name: '@anna.laser' })).toHaveAttribute(
      'href',
      'https://instagram.com/anna.laser',
    );
    const tiles = within(canvas.getByRole('list', { name: 'Статистика' }));
    await expect(tiles.getByText('Визиты').previousSibling).toHaveTextContent('14');
    await expect(tiles.getByText('Надёжность').previousSibling).toHaveTextContent('88');
    const history = within(canvas.getByRole('list', { name: 'История визитов' }));
    await expect(history.getAllByRole('listitem')[0]).toHaveTextContent('20.03.2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Записать' }));
    await waitFor(() => expect(args.onBook).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Обновить статистику' }));
    await waitFor(() => expect(args.onRefreshStats).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Деактивировать' }));
    await waitFor(() => expect(args.onSetActive).toHaveBeenCalledWith(false));
  },
};

/** Nothing optional filled in: the spec's 'Не указано', 'Никогда', 'Контакты не добавлены'. */
export const Sparse: Story = {
  args: { client: storyClient(1, { contacts: [], name: 'Вера Орлова' }), visits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Не указано')).toBeVisible();
    await expect(canvas.getByText('Никогда')).toBeVisible();
    await expect(canvas.getByText('Контакты не добавлены')).toBeVisible();
    await expect(canvas.getByText('Визитов пока нет')).toBeVisible();
  },
};

export const Inactive: Story = {
  args: { client: { ...fullClient, isActive: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Неактивен')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Записать' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Активировать' }));
    await waitFor(() => expect(args.onSetActive).toHaveBeenCalledWith(true));
  },
};

/** Edit opens the client form in a modal; Escape closes it and focus returns to Edit. */
export const EditModal: Story = {
  play: async ({ canvas, args }) => {
    const edit = canvas.getByRole('button', { name: 'Редактировать' });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать клиента' });
    await expect(within(dialog).getByLabelText('Имя')).toHaveValue('Анна Ковалёва');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.click(edit);
    const again = await screen.findByRole('dialog', { name: 'Редактировать клиента' });
    const notes = within(again).getByLabelText('Заметки');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Без лазера летом');
    await userEvent.click(within(again).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ notes: 'Без лазера летом' }),
      ),
    );
  },
};

/** The edit modal open (its own look). */
export const EditOpen: Story = {
  args: { defaultEditing: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать клиента' });
    await waitFor(() => expect(within(dialog).getByLabelText('Имя')).toBeVisible());
  },
};

export const ActionFailed: Story = {
  args: { actionError: 'Произошла ошибка' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Произошла ошибка');
  },
};

/** A reader without clients.edit: no Edit, no (de)activation. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Деактивировать' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Обновить статистику' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { client: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка данных клиента...' })).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  args: { visits: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка истории визитов...' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    client: null,
    problem: 'load-failed',
    problemDetail: 'Failed to load data. Please try again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Не удалось загрузить данные клиента',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Вернуться к списку' }));
    await waitFor(() => expect(args.onBackToList).toHaveBeenCalledTimes(1));
  },
};

export const MissingId: Story = {
  args: { client: null, problem: 'missing-id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ID клиента не указан');
    await expect(canvas.getByRole('button', { name: 'Вернуться к списку' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { client: null, problem: 'not-found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Клиент не найден');
    await expect(canvas.getByRole('button', { name: 'Вернуться к списку' })).toBeVisible();
  },
};

export const NoPermission: Story = {
  args: { canRead: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Нет доступа к клиентам' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Анна Ковалёва' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
