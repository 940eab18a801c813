import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './native-select.tsx';

const masters: NativeSelectOption[] = [
  { value: 'olga', label: 'Ольга — лазер' },
  { value: 'irina', label: 'Ирина' },
  { value: 'maria', label: 'Мария (в отпуске)', disabled: true },
];

/** Holds the value, as a screen would. */
function Controlled(props: NativeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/NativeSelect',
  component: NativeSelect,
  tags: ['autodocs'],
  args: {
    label: 'Мастер',
    placeholder: '— выберите мастера —',
    options: masters,
    value: '',
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder, which cannot be chosen back. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Мастер' });
    await expect(select).toHaveDisplayValue('— выберите мастера —');
    await expect(within(select).getAllByRole('option')[0]).toBeDisabled();
    await userEvent.selectOptions(select, 'Ирина');
    await waitFor(() => expect(select).toHaveDisplayValue('Ирина'));
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('irina'));
  },
};

export const Chosen: Story = {
  args: { value: 'olga' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Мастер' })).toHaveDisplayValue(
      'Ольга — лазер',
    );
  },
};

/** Locked until an earlier step is done; the hint says why. */
export const Disabled: Story = {
  args: { disabled: true, hint: 'Сначала выберите услуги' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Мастер' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription('Сначала выберите услуги');
  },
};

export const WithError: Story = {
  args: { error: 'Пожалуйста, выберите мастера' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Мастер' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Пожалуйста, выберите мастера');
  },
};
