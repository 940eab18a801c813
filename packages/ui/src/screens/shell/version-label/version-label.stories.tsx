import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VersionLabel } from './version-label.tsx';

const meta = {
  title: 'Screens/Shell/VersionLabel',
  component: VersionLabel,
  tags: ['autodocs'],
  args: { frontend: '0.3.0-stage3', backend: '0.3.0', environment: 'development' },
} satisfies Meta<typeof VersionLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'Версия 0.3.0-stage3 · сервер 0.3.0 · окружение development',
    );
  },
};

/** GET /version failed: the spec's fallback. */
export const BackendUnknown: Story = {
  args: { backend: 'unknown', environment: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('сервер unknown · окружение unknown');
  },
};

export const Loading: Story = {
  args: { backend: null, environment: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('сервер … · окружение …');
  },
};
