import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { InvitationDeclinedScreen } from './invitation-declined-screen.tsx';

const meta = {
  title: 'Screens/Invitations/Declined',
  component: InvitationDeclinedScreen,
  parameters: { layout: 'fullscreen' },
  args: { onGoToSite: fn() },
} satisfies Meta<typeof InvitationDeclinedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Приглашение отклонено' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Перейти на сайт' }));
    await waitFor(() => expect(args.onGoToSite).toHaveBeenCalledTimes(1));
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Перейти на сайт' })).toBeVisible();
  },
};
