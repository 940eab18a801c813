import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Kit/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Принимать онлайн-записи', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Принимать онлайн-записи' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenLastCalledWith(true));
    // The label is part of the hit area.
    await userEvent.click(canvas.getByText('Принимать онлайн-записи'));
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenLastCalledWith(false));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Принимать онлайн-записи' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenCalledTimes(2));
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Напоминать клиентам о визите',
    description: 'SMS уходит за 24 часа до начала записи',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Напоминать клиентам о визите' }),
    ).toHaveAccessibleDescription('SMS уходит за 24 часа до начала записи');
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Принимать онлайн-записи' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledOff: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};
