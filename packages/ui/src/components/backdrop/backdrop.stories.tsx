import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Backdrop, backdropLayers } from './backdrop.tsx';

const meta = {
  title: 'Kit/Backdrop',
  component: Backdrop,
  tags: ['autodocs'],
  argTypes: { layer: { control: 'inline-radio', options: backdropLayers } },
  parameters: {
    chromatic: { pauseAnimationAtEnd: true },
    // It covers the whole viewport: each docs example gets its own frame.
    docs: { story: { inline: false, iframeHeight: 240 } },
  },
  render: (args) => (
    <>
      <p style={{ margin: 0 }}>Страница под затемнением: записи на сегодня, 12 клиентов.</p>
      <Backdrop {...args} data-testid="backdrop" />
    </>
  ),
} satisfies Meta<typeof Backdrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const backdrop = canvas.getByTestId('backdrop');
    await expect(backdrop).toHaveAttribute('data-slot', 'backdrop');
    // Fixed over the whole viewport, whatever the page scrolls to.
    const rect = backdrop.getBoundingClientRect();
    await expect([rect.left, rect.top, rect.width, rect.height]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ]);
    await expect(getComputedStyle(backdrop).position).toBe('fixed');
    // The theme's overlay colour: translucent, so the page stays recognisable underneath.
    await expect(getComputedStyle(backdrop).backgroundColor).toMatch(/^rgba\(.+, 0\.\d+\)$/);
  },
};

export const Layers: Story = {
  render: (args) => (
    <>
      {backdropLayers.map((layer) => (
        <Backdrop key={layer} {...args} layer={layer} data-testid={`backdrop-${layer}`} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    // A dialog's dim (and the dialog) must cover an open drawer.
    const zIndex = (layer: string) =>
      Number(getComputedStyle(canvas.getByTestId(`backdrop-${layer}`)).zIndex);
    await expect(zIndex('modal')).toBeGreaterThan(zIndex('drawer'));
  },
};

export const Closing: Story = {
  render: (args) => (
    <>
      <Backdrop {...args} data-state="open" data-testid="backdrop-open" />
      <Backdrop {...args} data-state="closed" data-testid="backdrop-closed" />
    </>
  ),
  play: async ({ canvas }) => {
    // Under Radix the closed state plays its own fade-out before the node is removed; a user who
    // asks for reduced motion gets neither animation (the story suite runs that way).
    const animation = (id: string) => getComputedStyle(canvas.getByTestId(id)).animationName;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(animation('backdrop-closed')).toBe('none');
      await expect(animation('backdrop-open')).toBe('none');
    } else {
      await expect(animation('backdrop-closed')).not.toBe('none');
      await expect(animation('backdrop-closed')).not.toBe(animation('backdrop-open'));
    }
  },
};
