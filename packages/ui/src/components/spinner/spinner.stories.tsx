import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, Spinner, skeletonShapes, spinnerSizes } from './spinner.tsx';

const meta = {
  title: 'Kit/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка...' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Загрузка ${size}`} />
      ))}
    </div>
  ),
};

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, width: 320 }}>
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} data-testid={`skeleton-${shape}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton-block')).toHaveAttribute('aria-hidden', 'true');
  },
};
