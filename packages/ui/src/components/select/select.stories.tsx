import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DROPDOWN_MAX_HEIGHT_PX } from '../../theme/tokens.ts';
import { Select, selectStates, type SelectOption, type SelectProps } from './select.tsx';

const accounts: SelectOption[] = [
  { value: 'main', label: 'Основной счёт' },
  { value: 'cash', label: 'Касса салона' },
  { value: 'card', label: 'Эквайринг' },
  { value: 'archive', label: 'Старый счёт (закрыт)', disabled: true },
];

const masters: SelectOption[] = [
  'Анна Петрова',
  'Ольга Смирнова',
  'Мария Козлова',
  'Елена Новикова',
  'Ирина Морозова',
  'Татьяна Волкова',
  'Наталья Соколова',
  'Светлана Лебедева',
  'Юлия Кузнецова',
  'Дарья Попова',
  'Ксения Васильева',
  'Алина Фёдорова',
].map((name, index) => ({ value: `master-${index + 1}`, label: name }));

const meta = {
  title: 'Kit/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Аккаунт',
    placeholder: '— выберите аккаунт —',
    options: accounts,
    onValueChange: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: selectStates } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Аккаунт' });
    await expect(trigger).toHaveTextContent('— выберите аккаунт —');
    await userEvent.click(trigger);
    // The list is portalled into <body>, outside the story canvas.
    const listbox = await screen.findByRole('listbox', { name: 'Аккаунт' });
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Касса салона' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('cash'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Касса салона');
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Аккаунт' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox', { name: 'Аккаунт' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Основной счёт' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Касса салона' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Эквайринг' })).toHaveFocus());
    // The closed account is disabled: the highlight stays on the last available option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Эквайринг' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('card'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Эквайринг');
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Аккаунт' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongListScrolls: Story = {
  args: { label: 'Мастер', placeholder: '— выберите мастера —', options: masters },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Мастер' }));
    const listbox = await screen.findByRole('listbox', { name: 'Мастер' });
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(
      DROPDOWN_MAX_HEIGHT_PX,
    );
    const viewport = listbox.querySelector<HTMLElement>('[data-slot="select-viewport"]');
    await expect(viewport).not.toBeNull();
    await expect(viewport!.scrollHeight).toBeGreaterThan(viewport!.clientHeight);
    // Typeahead and End reach options below the fold.
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Алина Фёдорова' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Мастер' })).toHaveTextContent(
      'Алина Фёдорова',
    );
  },
};

function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState('main');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Select
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <output>Выбрано: {value}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Аккаунт' });
    await expect(trigger).toHaveTextContent('Основной счёт');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('option', { name: 'Основной счёт' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Эквайринг' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('card'));
    await expect(canvas.getByText('Выбрано: card')).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { hint: 'С этого счёта спишется оплата' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Аккаунт' })).toHaveAccessibleDescription(
      'С этого счёта спишется оплата',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Выберите аккаунт' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Аккаунт' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Выберите аккаунт');
  },
};

export const Success: Story = {
  args: { state: 'success', defaultValue: 'main', hint: 'Счёт подключён' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Аккаунт' });
    await expect(trigger).toHaveTextContent('Основной счёт');
    await expect(trigger).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { state: 'disabled', defaultValue: 'cash' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Аккаунт' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {selectStates.map((state) => (
        <Select
          key={state}
          {...args}
          label={`Аккаунт (${state})`}
          state={state}
          error={state === 'error' ? 'Выберите аккаунт' : undefined}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const state of selectStates) {
      const trigger = canvas.getByRole('combobox', { name: `Аккаунт (${state})` });
      await expect(trigger.closest('[data-slot="select"]')).toHaveAttribute('data-state', state);
    }
  },
};
