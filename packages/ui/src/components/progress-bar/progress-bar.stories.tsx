import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarTones } from './progress-bar.tsx';

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 65, label: 'Курс лазерной эпиляции', showValue: true },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    value: { control: { type: 'range', min: -20, max: 160 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Курс лазерной эпиляции' });
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('65%')).toBeVisible();
  },
};

/** 6 of 8 sessions done: the percentage is of `max`. */
export const CustomMax: Story = {
  args: { value: 6, max: 8, label: 'Пройдено процедур' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  },
};

export const Empty: Story = {
  args: { value: 0, label: 'Заполнение расписания' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success', label: 'План месяца выполнен' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const ClampsAboveMax: Story = {
  args: { value: 150, label: 'План продаж' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'План продаж' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const ClampsBelowZero: Story = {
  args: { value: -10, label: 'План продаж' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'План продаж' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

/** The label still names the bar for screen readers when hidden. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false, label: 'Загрузка фотографий' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка фотографий' })).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {progressBarTones.map((tone, index) => (
        <ProgressBar key={tone} {...args} tone={tone} value={30 + index * 10} label={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of progressBarTones) {
      await expect(
        canvas.getByRole('progressbar', { name: tone }).closest('[data-slot="progress-bar"]'),
      ).toHaveAttribute('data-variant', tone);
    }
  },
};
