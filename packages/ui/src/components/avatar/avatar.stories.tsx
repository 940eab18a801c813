import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Avatar, avatarSizes, initialsOf } from './avatar.tsx';

// A photo that needs no network: a tiny SVG portrait as a data: URL.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c4b5fd"/><circle cx="20" cy="15" r="7" fill="#5b21b6"/><rect x="8" y="25" width="24" height="15" rx="7" fill="#5b21b6"/></svg>',
  );
// Bytes that are not an image: the browser fails to decode it, as with a dead photo link.
const brokenPhoto = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Kit/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Анна Петрова', src: photo, onLoadingStatusChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onLoadingStatusChange).toHaveBeenCalledWith('loaded'));
    const image = await canvas.findByRole('img', { name: 'Анна Петрова' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Анна Петрова' })).toHaveTextContent('АП');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: brokenPhoto },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(args.onLoadingStatusChange).toHaveBeenCalledWith('error'));
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Анна Петрова' })).toHaveTextContent('АП');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} data-testid={`avatar-${size}`} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`initials-${size}`} name="Мария Соколова" size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of avatarSizes) {
      await expect(canvas.getByTestId(`avatar-${size}`)).toHaveAttribute('data-size', size);
    }
  },
};

/** How names turn into initials: two words, one word, extra spaces, three words. */
export const InitialsRules: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {['Анна Петрова', 'Ольга', '  ирина   смирнова ', 'Елена Викторовна Козлова'].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
  play: async () => {
    await expect(initialsOf('Анна Петрова')).toBe('АП');
    await expect(initialsOf('Ольга')).toBe('О');
    await expect(initialsOf('  ирина   смирнова ')).toBe('ИС');
    await expect(initialsOf('Елена Викторовна Козлова')).toBe('ЕВ');
    await expect(initialsOf('')).toBe('');
  },
};
