import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NativeCheckbox, type NativeCheckboxProps } from './native-checkbox.tsx';

/** Holds the state, as a screen would. */
function Controlled(props: NativeCheckboxProps) {
  const [checked, setChecked] = useState(Boolean(props.checked));
  return (
    <NativeCheckbox
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/NativeCheckbox',
  component: NativeCheckbox,
  tags: ['autodocs'],
  args: {
    label: 'Лазер: голени',
    description: '60 мин · 100,00 BYN',
    checked: false,
    onCheckedChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof NativeCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box; the description is read with it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Лазер: голени' });
    await expect(box).toHaveAccessibleDescription('60 мин · 100,00 BYN');
    await userEvent.click(canvas.getByText('Лазер: голени'));
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenCalledWith(true));
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Лазер: голени' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Лазер: голени' })).toBeDisabled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Лазер: голени' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};
