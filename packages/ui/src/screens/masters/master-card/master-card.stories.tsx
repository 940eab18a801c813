import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { masters } from '../../testing/catalogue-fixtures.ts';
import { MasterCard, masterCardViews } from './master-card.tsx';

const meta = {
  title: 'Screens/Masters/Master Card',
  component: MasterCard,
  args: { master: masters[0]!, studioName: 'Глад Центр', onAction: fn() },
} satisfies Meta<typeof MasterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Анна Ковалёва' });
    await expect(within(card).getByText('×1.3').closest('[data-band]')).toHaveAttribute(
      'data-band',
      'good',
    );
    await expect(within(card).getByRole('list', { name: 'Рабочие дни' })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Коэффициент: Анна Ковалёва' }));
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('coefficient', masters[0]));
  },
};

/** Every view, and each coefficient band: ×1.3 green, ×1.0 amber, ×0.8 red (inactive). */
export const Views: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {masterCardViews.map((view) =>
        masters.map((master) => (
          <MasterCard key={`${view}-${master.id}`} {...args} master={master} view={view} />
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
    await expect(canvas.getAllByText('×0.8')[0]!.closest('[data-band]')).toHaveAttribute(
      'data-band',
      'low',
    );
    await expect(canvas.getAllByText('Неактивен')).toHaveLength(3);
  },
};

export const WithoutPhotoOrSchedule: Story = {
  args: { master: { ...masters[1]!, schedule: null, photoUrl: null }, canDelete: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Расписание не задано')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ольга Мирная' })).toHaveTextContent('ОМ');
    await expect(canvas.queryByRole('button', { name: /Удалить/ })).toBeNull();
  },
};
