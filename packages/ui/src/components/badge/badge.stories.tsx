import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, Star } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, badgeAppearances, badgeVariantNames } from './badge.tsx';

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Активен', variant: 'success' },
  argTypes: {
    variant: { control: 'inline-radio', options: badgeVariantNames },
    appearance: { control: 'inline-radio', options: badgeAppearances },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Активен').closest('[data-slot="badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'success');
    await expect(badge).toHaveAttribute('data-appearance', 'soft');
  },
};

export const Primary: Story = { args: { variant: 'primary', children: 'Популярный' } };
export const Secondary: Story = { args: { variant: 'secondary', children: '×1.2' } };
export const Success: Story = { args: { variant: 'success', children: 'Активен' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Ожидает оплаты' } };
export const ErrorTone: Story = {
  name: 'Error',
  args: { variant: 'error', children: 'НЕАКТИВНА' },
};
export const Info: Story = { args: { variant: 'info', children: 'Новый клиент' } };
export const Neutral: Story = { args: { variant: 'neutral', children: 'Неактивен' } };

export const Solid: Story = { args: { appearance: 'solid', children: 'Активен' } };

/** Every tone in both appearances: soft (tinted background) and solid (filled). */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeAppearances.map((appearance) => (
        <div key={appearance} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {badgeVariantNames.map((variant) => (
            <Badge key={variant} {...args} variant={variant} appearance={appearance}>
              {`${variant} ${appearance}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const appearance of badgeAppearances) {
      for (const variant of badgeVariantNames) {
        const badge = canvas.getByText(`${variant} ${appearance}`).closest('[data-slot="badge"]');
        await expect(badge).toHaveAttribute('data-variant', variant);
        await expect(badge).toHaveAttribute('data-appearance', appearance);
      }
    }
  },
};

export const WithIcon: Story = {
  args: { variant: 'primary', icon: <Star />, children: 'Популярный' },
  play: async ({ canvasElement }) => {
    // The icon is decoration: the badge reads as its text alone.
    await expect(
      canvasElement.querySelector('[data-slot="badge"] svg')?.parentElement,
    ).toHaveAttribute('aria-hidden', 'true');
  },
};

export const StatusExamples: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge variant="success" icon={<Check />}>
        Активен
      </Badge>
      <Badge variant="neutral">Неактивен</Badge>
      <Badge variant="error" appearance="solid">
        НЕАКТИВНА
      </Badge>
      <Badge variant="primary" icon={<Star />}>
        Популярный
      </Badge>
      <Badge variant="info">×1.2</Badge>
    </div>
  ),
};
