import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup, radioGroupOrientations, type RadioGroupOption } from './radio-group.tsx';

const payment: RadioGroupOption[] = [
  { value: 'cash', label: 'Наличные', description: 'Оплата в салоне после визита' },
  { value: 'card', label: 'Картой', description: 'Терминал на ресепшене' },
  { value: 'online', label: 'Онлайн', description: 'Ссылка на оплату придёт в SMS' },
];

const meta = {
  title: 'Kit/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Способ оплаты', options: payment, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Radix selects the radio that receives focus while an arrow key is still down, as with a real
 * key press; user-event releases the key before the (deferred) focus move, so hold it across.
 */
async function pressArrow(key: 'ArrowDown' | 'ArrowRight', next: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(next).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Способ оплаты' })).toBeInTheDocument();
    const card = canvas.getByRole('radio', { name: 'Картой' });
    await expect(card).toHaveAccessibleDescription('Терминал на ресепшене');
    await userEvent.click(card);
    await expect(card).toBeChecked();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('card'));
    // The label is part of the hit area.
    await userEvent.click(canvas.getByText('Онлайн'));
    await expect(canvas.getByRole('radio', { name: 'Онлайн' })).toBeChecked();
    await expect(card).not.toBeChecked();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('online'));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const cash = canvas.getByRole('radio', { name: 'Наличные' });
    await userEvent.tab();
    await expect(cash).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cash).toBeChecked();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('cash'));
    // Arrows move and select, as in a native radio group.
    const card = canvas.getByRole('radio', { name: 'Картой' });
    await pressArrow('ArrowDown', card);
    await expect(card).toBeChecked();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('card'));
    // One tab stop for the whole group: Tab leaves it.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Онлайн' })).not.toHaveFocus();
  },
};

export const WithDefaultValue: Story = {
  args: { defaultValue: 'online' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Онлайн' })).toBeChecked();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Пол клиента',
    orientation: 'horizontal',
    options: [
      { value: 'female', label: 'Женский' },
      { value: 'male', label: 'Мужской' },
      { value: 'unknown', label: 'Не указан' },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Пол клиента' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Женский' }));
    const male = canvas.getByRole('radio', { name: 'Мужской' });
    await pressArrow('ArrowRight', male);
    await expect(male).toBeChecked();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('male'));
  },
};

export const Orientations: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {radioGroupOrientations.map((orientation) => (
        <RadioGroup
          key={orientation}
          {...args}
          label={`Способ оплаты (${orientation})`}
          orientation={orientation}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const orientation of radioGroupOrientations) {
      await expect(
        canvas.getByRole('radiogroup', { name: `Способ оплаты (${orientation})` }),
      ).toHaveAttribute('data-orientation', orientation);
    }
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      ...payment.slice(0, 2),
      { value: 'online', label: 'Онлайн', description: 'Подключите эквайринг', disabled: true },
    ],
  },
  play: async ({ args, canvas }) => {
    const online = canvas.getByRole('radio', { name: 'Онлайн' });
    await expect(online).toBeDisabled();
    await userEvent.click(online, { pointerEventsCheck: 0 });
    await expect(online).not.toBeChecked();
    // Arrow keys skip the disabled option.
    await userEvent.click(canvas.getByRole('radio', { name: 'Картой' }));
    const cash = canvas.getByRole('radio', { name: 'Наличные' });
    await pressArrow('ArrowDown', cash);
    await expect(cash).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalledWith('online');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'card' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Онлайн' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Картой' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
