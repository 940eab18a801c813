import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Input, inputStates } from './input.tsx';

const meta = {
  title: 'Kit/Input',
  component: Input,
  tags: ['autodocs'],
  args: { label: 'Имя клиента', placeholder: 'Анна Петрова', onChange: fn() },
  argTypes: { state: { control: 'inline-radio', options: inputStates } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Имя клиента');
    await userEvent.click(canvas.getByText('Имя клиента'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Анна');
    await expect(input).toHaveValue('Анна');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(4));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Телефон',
    type: 'tel',
    placeholder: '+375 29 123-45-67',
    hint: 'Пришлём SMS с подтверждением записи',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Телефон')).toHaveAccessibleDescription(
      'Пришлём SMS с подтверждением записи',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    label: 'Пароль',
    type: 'password',
    placeholder: '',
    defaultValue: '123',
    hint: 'Минимум 6 символов',
    error: 'Минимум 6 символов, сейчас 3',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Пароль');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Минимум 6 символов, сейчас 3');
    // Error text replaces the hint rather than stacking under it.
    await expect(canvas.queryByText('Минимум 6 символов')).not.toBeInTheDocument();
    await expect(input.closest('[data-slot="input"]')).toHaveAttribute('data-state', 'error');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ErrorTextWinsOverState: Story = {
  args: { state: 'success', error: 'Клиент с таким именем уже есть' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Имя клиента');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.closest('[data-slot="input"]')).toHaveAttribute('data-state', 'error');
  },
};

export const Success: Story = {
  args: {
    label: 'Телефон',
    state: 'success',
    defaultValue: '+375 29 123-45-67',
    hint: 'Номер подтверждён',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Телефон');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('Номер подтверждён');
  },
};

export const Disabled: Story = {
  args: { state: 'disabled', defaultValue: 'Анна Петрова' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Имя клиента');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'ещё', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Анна Петрова');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledAttribute: Story = {
  args: { disabled: true, defaultValue: 'Анна Петрова' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Имя клиента');
    await expect(input).toBeDisabled();
    await expect(input.closest('[data-slot="input"]')).toHaveAttribute('data-state', 'disabled');
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inputStates.map((state) => (
        <Input
          key={state}
          {...args}
          label={`Имя клиента (${state})`}
          state={state}
          hint={state === 'success' ? 'Проверено' : 'Как в паспорте'}
          error={state === 'error' ? 'Укажите имя клиента' : undefined}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const state of inputStates) {
      const input = canvas.getByLabelText(`Имя клиента (${state})`);
      await expect(input.closest('[data-slot="input"]')).toHaveAttribute('data-state', state);
    }
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Поиск клиента', placeholder: 'Поиск по имени' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Поиск клиента' })).toBeInTheDocument();
  },
};
