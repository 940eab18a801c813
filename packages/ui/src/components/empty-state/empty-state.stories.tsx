import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <Icon name="clients" size="lg" />,
    title: 'Клиенты не найдены',
    description: 'В базе данных пока нет клиентов.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Клиенты не найдены' })).toBeVisible();
    await expect(canvas.getByText('В базе данных пока нет клиентов.')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button icon={<Icon name="plus" size="sm" />} onClick={fn()}>
        Добавить клиента
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Добавить клиента' });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

/** A search with no matches: the action clears the filter. */
export const NoSearchResults: Story = {
  args: {
    icon: <Icon name="search" size="lg" />,
    title: 'Ничего не найдено',
    description: 'Попробуйте изменить запрос или сбросить фильтры.',
    action: <Button variant="secondary">Сбросить фильтры</Button>,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Записей на сегодня нет' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="empty-state"] p')).toBeNull();
  },
};
