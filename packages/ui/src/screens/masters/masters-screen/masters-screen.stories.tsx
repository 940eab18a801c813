import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { masterFormMessages } from '@beautydesk/domain/messages/masters';
import { masters, studios } from '../../testing/catalogue-fixtures.ts';
import { MastersScreen } from './masters-screen.tsx';

const meta = {
  title: 'Screens/Masters/Masters',
  component: MastersScreen,
  args: {
    masters,
    studios,
    onRetry: fn(),
    onCreate: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onSetCoefficient: fn(async () => {}),
    onChangeStudio: fn(async () => {}),
    onToggle: fn(async () => {}),
    onDelete: fn(async () => {}),
    onOpenSchedule: fn(),
  },
} satisfies Meta<typeof MastersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openForm = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Добавить мастера' }));
  return screen.findByRole('dialog', { name: 'Новый мастер' });
};

/** The table from 1024 px: coefficient badges in their band's colour, working days, the inactive master. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Список мастеров' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Мастер', 'Студия', 'Коэффициент', 'Рабочие дни', 'Статус', 'Действия']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(within(rows[0]!).getByText('×1.3').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'good',
    );
    await expect(within(rows[1]!).getByText('×1.0').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'mid',
    );
    await expect(within(rows[2]!).getByText('×0.8').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'low',
    );
    await expect(rows[2]).toHaveTextContent('Неактивен');
    await expect(rows[0]).toHaveTextContent('Глад Центр');
    await userEvent.click(
      within(rows[0]!).getByRole('button', { name: 'Расписание: Анна Ковалёва' }),
    );
    await waitFor(() => expect(args.onOpenSchedule).toHaveBeenCalledWith(masters[0]));
  },
};

export const Loading: Story = {
  args: { loading: true, masters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка мастеров...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { masters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Мастеров пока нет' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { masters: [], error: 'Failed to load data. Please try again.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка загрузки данных');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const NoPermission: Story = {
  args: { permissions: { read: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'У вас недостаточно прав для просмотра мастеров.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** masters.read only: the list, no buttons, and the 'недостаточно прав для …' warnings. */
export const ReadOnly: Story = {
  args: { permissions: { create: false, edit: false, delete: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('У вас недостаточно прав для добавления мастеров.'),
    ).toBeVisible();
    await expect(canvas.getByText('У вас недостаточно прав для изменения мастеров.')).toBeVisible();
    await expect(canvas.getByText('У вас недостаточно прав для удаления мастеров.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Изменить/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Добавить мастера' })).toBeNull();
  },
};

/** 320 px: compact cards instead of the table. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(masters.length);
    await expect(cards[0]).toHaveAttribute('data-view', 'compact');
    await expect(within(cards[0]!).getByText('×1.3')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ args }) => {
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать мастера' }));
    await expect(within(dialog).getAllByText(masterFormMessages.requiredFields)).toHaveLength(4);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const PhoneFormat: Story = {
  play: async () => {
    const dialog = await openForm();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Телефон *' }),
      '375291112233',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать мастера' }));
    await expect(within(dialog).getByText(masterFormMessages.phoneFormat)).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'anna.glad.by');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать мастера' }));
    await expect(within(dialog).getByText(masterFormMessages.invalidEmail)).toBeVisible();
  },
};

export const CoefficientOutOfRange: Story = {
  play: async () => {
    const dialog = await openForm();
    const field = within(dialog).getByRole('spinbutton', { name: 'Коэффициент' });
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать мастера' }));
    await expect(within(dialog).getByText(masterFormMessages.coefficientRange)).toBeVisible();
    await expect(field).toHaveValue(2.5);
  },
};

/** A valid new master reaches onCreate with the typed values and the dialog closes. */
export const CreateMaster: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Имя *' }), 'Вера Лис');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Телефон *' }),
      '+375290000001',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Квалификация *' }), 'Воск');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Студия *' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Глад Юг' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать мастера' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Вера Лис', studioId: 's-2', coefficient: '1' }),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Добавить мастера' })).toHaveFocus(),
    );
  },
};

/** The coefficient dialog: out of range is refused; 1.2 previews green and is sent. */
export const CoefficientDialog: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Коэффициент: Ольга Мирная' }));
    const dialog = await screen.findByRole('dialog', { name: 'Коэффициент мастера' });
    const field = within(dialog).getByRole('spinbutton', { name: 'Коэффициент' });
    await userEvent.clear(field);
    await userEvent.type(field, '0.4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(within(dialog).getByText(masterFormMessages.coefficientRange)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '1.2');
    await expect(within(dialog).getByText('×1.2').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'good',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(args.onSetCoefficient).toHaveBeenCalledWith('m-2', 1.2));
  },
};

export const StudioChangeNotFound: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сменить студию: Анна Ковалёва' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перевод в другую студию' });
    const field = within(dialog).getByRole('textbox', { name: 'Название студии' });
    await userEvent.type(field, 'Глад Запад');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перевести' }));
    await expect(within(dialog).getByText(masterFormMessages.studioNotFound)).toBeVisible();
    await expect(args.onChangeStudio).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'глад юг');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перевести' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(args.onChangeStudio).toHaveBeenCalledWith('m-1', 's-2'));
  },
};

export const NoStudiosForTransfer: Story = {
  args: { studios: [studios[0]!] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сменить студию: Анна Ковалёва' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перевод в другую студию' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      masterFormMessages.noStudiosForTransfer,
    );
    await expect(within(dialog).getByRole('button', { name: 'Перевести' })).toBeDisabled();
  },
};

export const Deactivate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Деактивировать: Анна Ковалёва' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Деактивировать мастера Анна Ковалёва?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Деактивировать' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onToggle).toHaveBeenCalledWith(masters[0]));
  },
};

/** An inactive master is activated back, after the confirmation. */
export const Activate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Активировать: Ирина Белова' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Активировать мастера Ирина Белова?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Активировать' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onToggle).toHaveBeenCalledWith(masters[2]));
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить: Ирина Белова' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Удалить мастера Ирина Белова?',
    });
    await expect(dialog).toHaveTextContent('Это действие нельзя будет отменить.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus(),
    );
  },
};

export const DeleteRefused: Story = {
  args: {
    onDelete: fn(async () =>
      Promise.reject(
        new Error(
          'Нельзя удалить мастера: у него есть записи. Деактивируйте мастера, чтобы сохранить историю.',
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить: Анна Ковалёва' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Нельзя удалить мастера: у него есть записи.',
    );
  },
};
