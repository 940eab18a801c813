import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_APPOINTMENT_ID, storyStudio } from '../fixtures.ts';
import { PublicBookingSuccessScreen } from './public-booking-success-screen.tsx';

const meta = {
  title: 'Screens/Public booking/Success',
  component: PublicBookingSuccessScreen,
  args: {
    appointmentId: STORY_APPOINTMENT_ID,
    studioName: storyStudio.studio.name,
    hasStudio: true,
    onBookAgain: fn(),
  },
  globals: { theme: 'widget' },
} satisfies Meta<typeof PublicBookingSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The short number, the studio, the status; 'book again' goes back to the studio. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вы записаны' })).toBeVisible();
    await expect(canvas.getByText('#3F2A9C1E')).toBeVisible();
    await expect(canvas.getByText(storyStudio.studio.name)).toBeVisible();
    await expect(canvas.getByText('Ожидает подтверждения')).toBeVisible();
    await expect(canvas.getByText(/Администратор студии свяжется с вами/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться ещё раз' }));
    await expect(args.onBookAgain).toHaveBeenCalledOnce();
  },
};

/** No studio in the link: the button goes home. */
export const WithoutStudio: Story = {
  args: { studioName: null, hasStudio: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'На главную' })).toBeVisible();
    await expect(canvas.queryByText('Студия')).toBeNull();
  },
};

/** 320 px. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' }, theme: 'widget' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('#3F2A9C1E')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
