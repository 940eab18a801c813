import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { studioFormMessages } from '@beautydesk/domain/messages/studios';
import { countries, studios } from '../../testing/catalogue-fixtures.ts';
import { StudiosScreen } from './studios-screen.tsx';

const REFUSAL =
  'Нельзя удалить студию: в ней работают мастера. Переведите их в другую студию или удалите.';

const meta = {
  title: 'Screens/Studios/Studios',
  component: StudiosScreen,
  args: {
    studios,
    countries,
    onRetry: fn(),
    onCreate: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof StudiosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Студии' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Студии' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Название', 'Страна', 'Город', 'Адрес', 'Действия']);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('Глад Центр');
    await expect(first).toHaveTextContent('Беларусь');
    await expect(first).toHaveTextContent('пр. Независимости, 12');
    await expect(canvas.getByRole('button', { name: 'Добавить студию' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, studios: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка студий...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { studios: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Студий пока нет' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { studios: [], error: 'Не удалось загрузить список студий.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка загрузки данных');
    await expect(alert).toHaveTextContent('Не удалось загрузить список студий.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const NoPermission: Story = {
  args: { permissions: { view: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'У вас недостаточно прав для просмотра студий.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** studios.view only: no add, edit or delete buttons. */
export const ReadOnly: Story = {
  args: { permissions: { create: false, edit: false, delete: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Студии' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Добавить студию' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Удалить студию/ })).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Студии' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(studios.length);
  },
};

/** Every required field's message at once; editing a field clears its own. */
export const RequiredFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить студию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая студия' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать студию' }));
    for (const message of [
      studioFormMessages.nameRequired,
      studioFormMessages.countryRequired,
      studioFormMessages.cityRequired,
      studioFormMessages.addressRequired,
      studioFormMessages.phoneRequired,
    ]) {
      await expect(within(dialog).getByText(message)).toBeVisible();
    }
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название *' }), 'Н');
    await expect(within(dialog).queryByText(studioFormMessages.nameRequired)).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Название *' })).toHaveFocus(),
    );
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Редактировать студию Глад Центр' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать студию' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'studio.by');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(within(dialog).getByText(studioFormMessages.invalidEmail)).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('studio.by'),
    );
  },
};

/** A new studio: every field, the country from the reference with its currency. */
export const CreateStudio: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить студию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая студия' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Название *' }),
      ' Глад Север ',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Страна *' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Россия (RUB)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Город *' }), 'Москва');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Адрес *' }), 'Тверская, 1');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Телефон *' }),
      '+7 495 000-00-00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать студию' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          name: ' Глад Север ',
          countryId: 'c-ru',
          city: 'Москва',
          timeZone: 'Europe/Moscow',
        }),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Добавить студию' })).toHaveFocus(),
    );
  },
};

/**
 * The time zone follows the chosen country until the user picks one; a picked zone stays when the
 * country changes, and is what the form sends.
 */
export const TimeZoneFromCountry: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить студию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая студия' });
    const zone = within(dialog).getByRole('combobox', { name: 'Часовой пояс' });
    await expect(zone).toHaveTextContent('— по стране студии —');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Страна *' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Австралия (AUD)' }));
    await waitFor(() => expect(zone).toHaveTextContent('Сидней (Australia/Sydney)'));
    await expect(zone).toHaveAccessibleDescription(
      'Время записей и «сегодня» студии считаются по нему; выбран по стране.',
    );
    await userEvent.click(zone);
    await userEvent.click(await screen.findByRole('option', { name: 'Перт (Australia/Perth)' }));
    await waitFor(() => expect(zone).toHaveTextContent('Перт (Australia/Perth)'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Страна *' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Беларусь (BYN)' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Страна *' })).toHaveTextContent(
        'Беларусь (BYN)',
      ),
    );
    await expect(zone).toHaveTextContent('Перт (Australia/Perth)');
    await expect(zone).toHaveAccessibleDescription(
      'Время записей и «сегодня» студии считаются по нему.',
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Editing keeps the studio's own zone; a new one is sent with the rest. */
export const EditTimeZone: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Редактировать студию Smooth Sydney' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать студию' });
    const zone = within(dialog).getByRole('combobox', { name: 'Часовой пояс' });
    await expect(zone).toHaveTextContent('Сидней (Australia/Sydney)');
    await userEvent.click(zone);
    await userEvent.click(await screen.findByRole('option', { name: 'Перт (Australia/Perth)' }));
    await waitFor(() => expect(zone).toHaveTextContent('Перт (Australia/Perth)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        's-3',
        expect.objectContaining({ countryId: 'c-au', timeZone: 'Australia/Perth' }),
      ),
    );
  },
};

/** The form at 320 px: the country and the zone stack, every field reachable. */
export const NarrowForm: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Редактировать студию Глад Центр' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать студию' });
    await expect(within(dialog).getByRole('combobox', { name: 'Часовой пояс' })).toHaveTextContent(
      'Минск (Europe/Minsk)',
    );
    await expect(within(dialog).getByRole('combobox', { name: 'Страна *' })).toHaveTextContent(
      'Беларусь (BYN)',
    );
  },
};

/** A failed save keeps the dialog and everything typed, with the reason. */
export const SaveFailed: Story = {
  args: { onUpdate: fn(async () => Promise.reject(new Error('Сервер недоступен'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Редактировать студию Глад Юг' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать студию' });
    const city = within(dialog).getByRole('textbox', { name: 'Город *' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Гродно');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Сервер недоступен');
    await expect(city).toHaveValue('Гродно');
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить студию Глад Юг' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Вы уверены что хотите удалить студию «Глад Юг»?',
    });
    await expect(dialog).toHaveTextContent('Это действие нельзя будет отменить.');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus(),
    );
  },
};

/** The server refuses (masters still work there): its words show, the studio stays. */
export const DeleteRefused: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error(REFUSAL))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить студию Глад Центр' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSAL);
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('s-1'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('table', { name: 'Студии' })).toHaveTextContent('Глад Центр');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Удалить студию Глад Центр' })).toHaveFocus(),
    );
  },
};
