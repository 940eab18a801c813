import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Отправить SMS-напоминание', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Отправить SMS-напоминание' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenLastCalledWith(false));
  },
};

export const LabelToggles: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Отправить SMS-напоминание'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenCalledWith(true));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Отправить SMS-напоминание' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenCalledTimes(2));
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Согласие на обработку персональных данных',
    description: 'Без согласия мы не сможем сохранить карту клиента',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Согласие на обработку персональных данных' }),
    ).toHaveAccessibleDescription('Без согласия мы не сможем сохранить карту клиента');
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Все услуги категории', defaultChecked: 'indeterminate' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Все услуги категории' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await waitFor(() => expect(args.onCheckedChange).toHaveBeenCalledWith(true));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Отправить SMS-напоминание' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByText('Отправить SMS-напоминание'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Group: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Стрижка" defaultChecked />
      <Checkbox {...args} label="Окрашивание" />
      <Checkbox {...args} label="Укладка" description="Только вместе со стрижкой" />
    </div>
  ),
};
