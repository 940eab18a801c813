import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingAuth } from './loading-auth.tsx';

const meta = {
  title: 'Screens/Shell/LoadingAuth',
  component: LoadingAuth,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading authentication...' })).toBeVisible();
  },
};
