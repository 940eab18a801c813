import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ImpersonationBanner, impersonationBannerModes } from './impersonation-banner.tsx';

const meta = {
  title: 'Screens/Shell/ImpersonationBanner',
  component: ImpersonationBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { mode: { control: 'inline-radio', options: impersonationBannerModes } },
  args: { target: 'owner@demo.beautydesk.local', mode: 'SAFE' },
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Safe: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(
      'IMPERSONATING owner@demo.beautydesk.local (SAFE) – ACTIONS LOGGED',
    );
    await expect(getComputedStyle(banner).position).toBe('fixed');
    await expect(banner.getBoundingClientRect().height).toBe(32);
  },
};

export const God: Story = {
  args: { mode: 'GOD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('(GOD) – ACTIONS LOGGED');
  },
};
