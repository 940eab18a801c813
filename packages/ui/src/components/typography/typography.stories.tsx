import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Heading,
  Label,
  Paragraph,
  SmallText,
  headingLevels,
  headingSizes,
  paragraphSizes,
  textTones,
} from './typography.tsx';

const meta = {
  title: 'Kit/Typography',
  component: Heading,
  tags: ['autodocs'],
  args: { children: 'Клиенты студии', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingDefault: Story = {
  name: 'Heading',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Клиенты студии' })).toHaveAttribute(
      'data-size',
      'xl',
    );
  },
};

export const HeadingLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Заголовок уровня {level}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(
        `Заголовок уровня ${level}`,
      );
    }
  },
};

export const HeadingSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          Размер {size}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of headingSizes) {
      await expect(canvas.getByRole('heading', { name: `Размер ${size}` })).toHaveAttribute(
        'data-size',
        size,
      );
    }
  },
};

/** An h1 that looks small: the level and the look are separate. */
export const LevelAndSizeApart: Story = {
  args: { level: 1, size: 'md', children: 'Настройки студии' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('data-size', 'md');
  },
};

export const Paragraphs: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 520 }}>
      {textTones.map((tone) =>
        paragraphSizes.map((size) => (
          <Paragraph key={`${tone}-${size}`} tone={tone} size={size}>
            {`Абзац (${tone}, ${size}): запись подтверждается SMS за сутки до визита, клиент может отменить её по ссылке.`}
          </Paragraph>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Абзац \(muted, sm\)/)).toHaveAttribute('data-variant', 'muted');
  },
};

export const Labels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <div style={{ display: 'grid', gap: 4 }}>
        <Label htmlFor="client-name" required>
          Имя клиента
        </Label>
        <input id="client-name" required defaultValue="Анна Петрова" />
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        <Label htmlFor="client-note">Комментарий</Label>
        <input id="client-note" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Имя клиента' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Комментарий' })).toBeInTheDocument();
  },
};

export const SmallTexts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textTones.map((tone) => (
        <SmallText key={tone} tone={tone}>
          {`Обновлено 5 минут назад (${tone})`}
        </SmallText>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of textTones) {
      await expect(canvas.getByText(`Обновлено 5 минут назад (${tone})`)).toHaveAttribute(
        'data-variant',
        tone,
      );
    }
  },
};
