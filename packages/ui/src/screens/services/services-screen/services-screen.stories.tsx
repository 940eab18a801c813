import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { serviceFormMessages } from '@beautydesk/domain/messages/services';
import { services, studios } from '../../testing/catalogue-fixtures.ts';
import { ServicesErrorFallback, ServicesScreen } from './services-screen.tsx';

const meta = {
  title: 'Screens/Services/Services',
  component: ServicesScreen,
  args: {
    services,
    studios,
    onRefresh: fn(),
    onCreate: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Найдено услуг: 4 из 4')).toBeVisible();
    const card = canvas.getByRole('button', { name: /^Лазер: голени/ });
    await expect(card).toHaveTextContent('45 мин');
    await expect(card).toHaveTextContent('Глад Центр, Беларусь: 120 BYN');
    const electro = canvas.getByRole('button', { name: /^Электроэпиляция: лицо/ });
    await expect(electro).toHaveTextContent('Глад Юг, Беларусь: —');
    await expect(canvas.getByRole('button', { name: /^Воск: руки/ })).toHaveTextContent(
      'НЕАКТИВНА',
    );
    await expect(canvas.getByRole('button', { name: /^Первичная консультация/ })).toHaveTextContent(
      'Цены не настроены',
    );
  },
};

/** The type filter: one type shows its name, two 'Выбрано: 2'; the counter follows. */
export const TypeFilter: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Тип услуги: Все типы')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Восковая эпиляция' }));
    await expect(canvas.getByText('Тип услуги: Восковая эпиляция')).toBeVisible();
    await expect(canvas.getByText('Найдено услуг: 1 из 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Лазерная эпиляция' }));
    await expect(canvas.getByText('Тип услуги: Выбрано: 2')).toBeVisible();
    await expect(canvas.getByText('Найдено услуг: 2 из 4')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, services: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка услуг...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { services: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Услуг пока нет' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { services: [], error: 'Ошибка загрузки услуг. Попробуйте обновить страницу.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка загрузки услуг. Попробуйте обновить страницу.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledTimes(1));
  },
};

/** Without services.edit a card does not open the form; without services.create there is no add button. */
export const NoPermission: Story = {
  args: { permissions: { create: false, edit: false, delete: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Лазер/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Добавить услугу' })).toBeNull();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Услуги' }).children).toHaveLength(4);
  },
};

/** A new service: save stays disabled until name and type are set; the no-pricing warning shows. */
export const CreateValidation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить услугу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая услуга' });
    await expect(
      within(dialog).getByRole('spinbutton', { name: 'Длительность, мин *' }),
    ).toHaveValue(60);
    await expect(within(dialog).queryByRole('checkbox', { name: 'Активна' })).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByText(serviceFormMessages.noStudioPricingWarning)).toBeVisible(),
    );
    const save = within(dialog).getByRole('button', { name: 'Создать услугу' });
    await expect(save).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: 'Название *' });
    await userEvent.type(name, '   ');
    await userEvent.tab();
    await expect(within(dialog).getByText(serviceFormMessages.nameRequired)).toBeVisible();
    await expect(within(dialog).getByText(serviceFormMessages.typeRequired)).toBeVisible();
    const price = within(dialog).getByRole('spinbutton', { name: 'Цена: Глад Центр' });
    await userEvent.type(price, '-5');
    await expect(within(dialog).getByText(serviceFormMessages.priceInvalid)).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const EditAndDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Лазер: голени/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать услугу' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Активна' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Удалить услугу Лазер: голени?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('sv-1'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** A type with no services: the filtered empty state and a zero counter. */
export const FilteredEmpty: Story = {
  args: { services: services.filter((service) => service.type !== 'wax') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Восковая эпиляция' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Нет услуг выбранных типов' }),
    ).toBeVisible();
    await expect(canvas.getByText('Найдено услуг: 0 из 3')).toBeVisible();
  },
};

/** The duration below 1 minute and a price with three decimals: each rule's message. */
export const DurationAndPriceStep: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить услугу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая услуга' });
    const duration = within(dialog).getByRole('spinbutton', { name: 'Длительность, мин *' });
    await userEvent.clear(duration);
    await userEvent.type(duration, '0');
    await userEvent.tab();
    await expect(await within(dialog).findByText(serviceFormMessages.durationMin)).toBeVisible();
    const price = within(dialog).getByRole('spinbutton', { name: 'Цена: Глад Центр' });
    await userEvent.type(price, '10.555');
    await expect(await within(dialog).findByText(serviceFormMessages.priceStep)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Создать услугу' })).toBeDisabled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refuses the delete: §8's words in the confirmation, the service stays. */
export const DeleteFailed: Story = {
  args: {
    onDelete: fn(async () =>
      Promise.reject(new Error('Ошибка удаления услуги. Попробуйте еще раз.')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Лазер: голени/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать услугу' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Удалить услугу Лазер: голени?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Ошибка удаления услуги. Попробуйте еще раз.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: /^Лазер: голени/ })).toBeVisible();
  },
};

export const ErrorFallback: StoryObj<typeof ServicesErrorFallback> = {
  render: () => (
    <ServicesErrorFallback message="Cannot read properties of undefined" onReset={fn()} />
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Произошла ошибка при загрузке услуг');
    await expect(within(alert).getByRole('button', { name: 'Повторить попытку' })).toBeVisible();
  },
};
