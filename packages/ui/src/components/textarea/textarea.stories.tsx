import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Textarea, textareaStates, type TextareaProps } from './textarea.tsx';

const meta = {
  title: 'Kit/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: {
    label: 'Причина отмены',
    placeholder: 'Укажите причину отмены записи...',
    maxLength: 500,
    onChange: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: textareaStates } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByLabelText('Причина отмены');
    await expect(canvas.getByText('0 / 500')).toBeInTheDocument();
    await userEvent.type(textarea, 'Клиент заболел');
    await expect(canvas.getByText('14 / 500')).toBeInTheDocument();
    await expect(textarea).toHaveAccessibleDescription('14 / 500');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(14));
  },
};

export const WithDefaultValue: Story = {
  args: { defaultValue: 'Перенос на другой день' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('22 / 500')).toBeInTheDocument();
    const textarea = canvas.getByLabelText('Причина отмены');
    await userEvent.clear(textarea);
    await expect(canvas.getByText('0 / 500')).toBeInTheDocument();
  },
};

function ControlledTextarea(props: TextareaProps) {
  const [value, setValue] = useState('Мастер на больничном');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Textarea {...props} value={value} onChange={(event) => setValue(event.target.value)} />
      <Button variant="secondary" size="sm" onClick={() => setValue('')}>
        Очистить
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTextarea {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 / 500')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Причина отмены'), '!');
    await expect(canvas.getByText('21 / 500')).toBeInTheDocument();
    // The counter follows the value even when it changes from outside the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить' }));
    await expect(canvas.getByText('0 / 500')).toBeInTheDocument();
  },
};

export const LimitReached: Story = {
  args: { label: 'Комментарий к записи', maxLength: 10, placeholder: '' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('Комментарий к записи');
    await userEvent.type(textarea, 'Окрашивание корней');
    await expect(textarea).toHaveValue('Окрашивани');
    await expect(canvas.getByText('10 / 10')).toBeInTheDocument();
  },
};

export const WithoutCounter: Story = {
  args: { maxLength: undefined, hint: 'Клиент увидит этот текст в SMS' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/\/\s*\d+/)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Причина отмены')).toHaveAccessibleDescription(
      'Клиент увидит этот текст в SMS',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Укажите причину отмены' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('Причина отмены');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Укажите причину отмены 0 / 500');
  },
};

export const Success: Story = {
  args: { state: 'success', defaultValue: 'Клиент перенёс визит', hint: 'Сохранено' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Причина отмены')).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { state: 'disabled', defaultValue: 'Запись уже отменена' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByLabelText('Причина отмены');
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'ещё', { pointerEventsCheck: 0 });
    await expect(textarea).toHaveValue('Запись уже отменена');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {textareaStates.map((state) => (
        <Textarea
          key={state}
          {...args}
          label={`Причина отмены (${state})`}
          state={state}
          error={state === 'error' ? 'Укажите причину отмены' : undefined}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const state of textareaStates) {
      const textarea = canvas.getByLabelText(`Причина отмены (${state})`);
      await expect(textarea.closest('[data-slot="textarea"]')).toHaveAttribute('data-state', state);
    }
  },
};
