import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoutePlaceholder } from './route-placeholder.tsx';

const meta = {
  title: 'Screens/Errors/RoutePlaceholder',
  component: RoutePlaceholder,
  tags: ['autodocs'],
  args: { title: 'Карточка клиента', path: '/clients/:clientId' },
} satisfies Meta<typeof RoutePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Карточка клиента' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Раздел в разработке');
    await expect(canvas.getByText('/clients/:clientId')).toBeVisible();
  },
};
