import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { Icon, iconNames, iconSizes, type IconName } from './icon.tsx';

const meta = {
  title: 'Kit/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'calendar' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-slot="icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

export const Labelled: Story = {
  args: { name: 'alert-triangle', label: 'Внимание' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Внимание' })).toHaveAttribute(
      'data-icon',
      'alert-triangle',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} label={`Календарь ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of iconSizes) {
      await expect(canvas.getByRole('img', { name: `Календарь ${size}` })).toBeVisible();
    }
  },
};

/** Every name in the map, with its name under it. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: 6, fontSize: 12, padding: 8 }}
        >
          <Icon {...args} name={name} size="lg" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="icon"]')).toHaveLength(
      iconNames.length,
    );
  },
};

/** A name from data that the map does not know: a console warning, and nothing on screen. */
export const UnknownName: Story = {
  args: { name: 'unicorn' as IconName },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"unicorn"')),
    );
  },
};
