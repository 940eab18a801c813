import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clientFormValuesOf, ClientForm } from './client-form.tsx';
import { fullClient } from '../story-fixtures.ts';

const meta = {
  title: 'Screens/Clients/Client Form',
  component: ClientForm,
  args: {
    mode: 'create',
    onSave: fn(async () => ({ id: 'new-client' })),
    onSaved: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ClientForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactGroup = (n: number) => screen.getByRole('group', { name: `Контакт ${n}` });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Основная информация' })).toBeVisible();
    await expect(canvas.getByText('Контактов пока нет')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Создать клиента' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeEnabled();
  },
};

/** Two contacts added, one removed; a phone typed without its code is read as the country's. */
export const AddAndRemoveContacts: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Имя'), 'Вера Орлова');
    await userEvent.click(canvas.getByRole('button', { name: '+ Добавить контакт' }));
    await userEvent.click(canvas.getByRole('button', { name: '+ Добавить контакт' }));
    const first = within(contactGroup(1)).getByLabelText('Значение');
    await expect(first).toHaveAttribute('placeholder', 'Например, +375 29 123-45-67');
    await userEvent.type(first, '29 555-12-34');
    await expect(first).toHaveValue('29 555-12-34');
    await userEvent.tab();
    await expect(first).toHaveValue('+375 29 555 12 34');
    await userEvent.click(within(contactGroup(2)).getByRole('combobox', { name: 'Тип' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Instagram' }));
    await userEvent.type(within(contactGroup(2)).getByLabelText('Значение'), '@vera');
    await expect(within(contactGroup(1)).getByRole('checkbox', { name: 'Основной' })).toBeChecked();
    await userEvent.click(within(contactGroup(1)).getByRole('button', { name: /Удалить/ }));
    await expect(screen.queryByRole('group', { name: 'Контакт 2' })).toBeNull();
    await expect(within(contactGroup(1)).getByLabelText('Значение')).toHaveValue('@vera');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать клиента' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith({ id: 'new-client' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Вера Орлова',
        contacts: [{ type: 'instagram', value: '@vera', preferred: true, verified: false }],
      }),
    );
  },
};

/**
 * A number typed with its country code but no '+' is that number, not the code twice: shown in the
 * country's format once the field is left, and saved in E.164.
 */
export const PhoneWithCodeWithoutPlus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Имя'), 'Вера Орлова');
    await userEvent.click(canvas.getByRole('button', { name: '+ Добавить контакт' }));
    const value = within(contactGroup(1)).getByLabelText('Значение');
    await userEvent.type(value, '375291112233');
    await userEvent.tab();
    await expect(value).toHaveValue('+375 29 111 22 33');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать клиента' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Вера Орлова',
        contacts: [{ type: 'call', value: '+375291112233', preferred: true, verified: false }],
      }),
    );
  },
};

/** Every rule of part 2 §5 at once, listed together; editing a field clears them. */
export const EveryValidationError: Story = {
  args: {
    initialValues: {
      name: '  ',
      contacts: [
        { type: 'call', value: '', preferred: true, verified: false, notes: '' },
        { type: 'whatsapp', value: '12345', preferred: true, verified: false, notes: '' },
        { type: 'email', value: 'anna@', preferred: false, verified: false, notes: '' },
        { type: 'instagram', value: 'anna', preferred: false, verified: false, notes: '' },
        { type: 'telegram', value: 'anna', preferred: false, verified: false, notes: '' },
        { type: 'viber', value: '8029', preferred: false, verified: false, notes: '' },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Создать клиента' }));
    const alert = await canvas.findByRole('alert');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'Имя клиента обязательно',
      'Контакт 1: Значение контакта обязательно',
      'Контакт 2: Телефон должен быть в международном формате (+...) для whatsapp',
      'Контакт 3: Некорректный формат email',
      'Контакт 4: Instagram username должен начинаться с @',
      'Контакт 5: Для Telegram нужен либо телефон (+...), либо username (@...)',
      'Контакт 6: Телефон должен быть в международном формате (+...) для viber',
      'Только один контакт может быть основным',
    ]);
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText('Имя')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NameRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Создать клиента' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Имя клиента обязательно');
    await expect(args.onSave).not.toHaveBeenCalled();
    // Editing any field clears the shown errors.
    await userEvent.type(canvas.getByLabelText('Имя'), 'А');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByLabelText('Имя')).toHaveFocus();
  },
};

/** The server refuses a duplicate phone: its message shows and everything typed stays. */
export const DuplicatePhone: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Клиент с таким номером телефона уже существует');
    }),
    initialValues: {
      name: 'Анна Ковалёва',
      contacts: [
        { type: 'call', value: '+375291234567', preferred: true, verified: false, notes: '' },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Создать клиента' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Клиент с таким номером телефона уже существует');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Имя')).toHaveValue('Анна Ковалёва');
    await expect(within(contactGroup(1)).getByLabelText('Значение')).toHaveValue('+375291234567');
    await expect(canvas.getByRole('button', { name: 'Создать клиента' })).toBeEnabled();
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const InvalidContactsRefused: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Некорректный формат контактов');
    }),
    initialValues: { name: 'Анна' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Создать клиента' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Некорректный формат контактов',
    );
  },
};

/** A failure without a message of its own: the spec's fallback. */
export const SaveFailedWithoutMessage: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('');
    }),
    initialValues: { name: 'Анна' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Создать клиента' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Произошла ошибка при сохранении',
    );
  },
};

/** While the save runs: 'Сохранение...', fields locked (the call never answers here). */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})), initialValues: { name: 'Анна' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Имя'));
    await userEvent.keyboard('{Enter}');
    const submit = await canvas.findByRole('button', { name: 'Сохранение...' });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByLabelText('Имя')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

/** Editing: the client's values, 'Сохранить изменения', emptied notes and birth date sent as null. */
export const Edit: Story = {
  args: { mode: 'edit', initialValues: clientFormValuesOf(fullClient) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Имя')).toHaveValue('Анна Ковалёва');
    await expect(screen.getAllByRole('group', { name: /^Контакт \d$/ })).toHaveLength(5);
    await userEvent.clear(canvas.getByLabelText('Заметки'));
    await userEvent.clear(canvas.getByLabelText('Дата рождения'));
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Анна Ковалёва', birth_date: null, notes: null }),
      ),
    );
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { mode: 'edit', initialValues: clientFormValuesOf(fullClient) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сохранить изменения' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
