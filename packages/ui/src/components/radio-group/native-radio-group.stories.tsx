import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NativeRadioGroup, type NativeRadioGroupProps } from './native-radio-group.tsx';

const slots = [
  { value: '2026-03-11T09:00', label: 'ср, 11 марта · 09:00–10:00' },
  { value: '2026-03-11T11:00', label: 'ср, 11 марта · 11:00–12:00' },
  { value: '2026-03-12T09:00', label: 'чт, 12 марта · 09:00–10:00' },
];

/** Holds the value, as a screen would. */
function Controlled(props: NativeRadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeRadioGroup
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
  title: 'Kit/NativeRadioGroup',
  component: NativeRadioGroup,
  tags: ['autodocs'],
  args: { label: 'Свободное время', options: slots, value: '', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NativeRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop; the label chooses; the group is named by its label. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Свободное время' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByText('ср, 11 марта · 11:00–12:00'));
    const chosen = canvas.getByRole('radio', { name: 'ср, 11 марта · 11:00–12:00' });
    await waitFor(() => expect(chosen).toBeChecked());
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('2026-03-11T11:00'));
  },
};

export const Chosen: Story = {
  args: { value: '2026-03-12T09:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'чт, 12 марта · 09:00–10:00' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { value: '2026-03-11T09:00', disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};
