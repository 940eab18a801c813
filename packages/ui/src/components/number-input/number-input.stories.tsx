import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberInput, numberInputStates } from './number-input.tsx';

const meta = {
  title: 'Kit/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  args: { label: 'Цена', min: 0, step: 0.01, suffix: '₽', placeholder: '0.00', onChange: fn() },
  argTypes: { state: { control: 'inline-radio', options: numberInputStates } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Цена' });
    await expect(input).toHaveAttribute('type', 'number');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveAttribute('step', '0.01');
    await expect(input).toHaveAccessibleDescription('₽');
    await userEvent.type(input, '45.50');
    await expect(input).toHaveValue(45.5);
    await expect(input).toBeValid();
  },
};

export const PriceBelowMinimum: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('spinbutton', { name: 'Цена' });
    await userEvent.type(input, '-5');
    await expect(input.validity.rangeUnderflow).toBe(true);
    await expect(input).toBeInvalid();
  },
};

export const Coefficient: Story = {
  args: {
    label: 'Коэффициент',
    min: 0.5,
    max: 2,
    step: 0.1,
    defaultValue: 1,
    suffix: undefined,
    placeholder: '1.0',
    hint: 'От 0,5 до 2,0 с шагом 0,1',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('spinbutton', { name: 'Коэффициент' });
    await expect(input).toHaveAttribute('min', '0.5');
    await expect(input).toHaveAttribute('max', '2');
    await expect(input).toHaveAttribute('step', '0.1');
    await expect(input).toHaveAccessibleDescription('От 0,5 до 2,0 с шагом 0,1');
    // Stepping goes in tenths from the minimum and stops at the maximum.
    input.stepUp();
    await expect(input).toHaveValue(1.1);
    input.stepUp(20);
    await expect(input).toHaveValue(2);
    await userEvent.clear(input);
    await userEvent.type(input, '1.25');
    await expect(input.validity.stepMismatch).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '1.3');
    await expect(input).toBeValid();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { defaultValue: 0, error: 'Укажите цену больше нуля' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Цена' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('₽ Укажите цену больше нуля');
  },
};

export const Success: Story = {
  args: { state: 'success', defaultValue: 45, hint: 'Цена обновлена' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Цена' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const Disabled: Story = {
  args: { state: 'disabled', defaultValue: 45 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Цена' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue(45);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {numberInputStates.map((state) => (
        <NumberInput
          key={state}
          {...args}
          label={`Цена (${state})`}
          state={state}
          defaultValue={45}
          error={state === 'error' ? 'Укажите цену больше нуля' : undefined}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const state of numberInputStates) {
      const input = canvas.getByRole('spinbutton', { name: `Цена (${state})` });
      await expect(input.closest('[data-slot="number-input"]')).toHaveAttribute(
        'data-state',
        state,
      );
    }
  },
};
