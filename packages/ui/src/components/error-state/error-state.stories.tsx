import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ErrorState } from './error-state.tsx';

const meta = {
  title: 'Kit/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    message: 'Не удалось загрузить список клиентов. Проверьте подключение к интернету.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ошибка загрузки данных');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Повторить попытку' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const CustomTexts: Story = {
  args: {
    title: 'Не удалось сохранить запись',
    message: 'Выбранное окно уже занято. Обновите расписание и выберите другое время.',
    retryLabel: 'Обновить расписание',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Обновить расписание' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** No onRetry: nothing to press, only the explanation. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'У вас нет доступа к этому разделу.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
