import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardSizes,
  cardVariantNames,
} from './card.tsx';

const meta = {
  title: 'Kit/Card',
  component: Card,
  tags: ['autodocs'],
  args: { variant: 'default', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariantNames },
    size: { control: 'inline-radio', options: cardSizes },
    interactive: { control: 'boolean' },
  },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <CardHeader>
        <CardTitle>Анна Петрова</CardTitle>
        <CardDescription>+7 (912) 345-67-89</CardDescription>
      </CardHeader>
      <CardContent>Последний визит: 12 марта, лазерная эпиляция (голени).</CardContent>
      <CardFooter>
        <Button size="sm">Записать</Button>
        <Button size="sm" variant="secondary">
          Изменить
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Анна Петрова' })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
  },
};

export const Elevated: Story = { args: { variant: 'elevated' } };
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Filled: Story = { args: { variant: 'filled' } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 260px)', gap: 16 }}>
      {cardVariantNames.map((variant) => (
        <Card key={variant} {...args} variant={variant} data-testid={`card-${variant}`}>
          <CardHeader>
            <CardTitle>{variant}</CardTitle>
            <CardDescription>Студия на Ленина, 12</CardDescription>
          </CardHeader>
          <CardContent>Мастеров: 4</CardContent>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of cardVariantNames) {
      await expect(canvas.getByTestId(`card-${variant}`)).toHaveAttribute('data-variant', variant);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      {cardSizes.map((size) => (
        <Card key={size} {...args} size={size} data-testid={`card-${size}`}>
          <CardHeader>
            <CardTitle>Размер {size}</CardTitle>
            <CardDescription>Внутренние отступы</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of cardSizes) {
      await expect(canvas.getByTestId(`card-${size}`)).toHaveAttribute('data-size', size);
    }
  },
};

/** A client card that opens the client's details: the whole card is the control. */
export const Interactive: Story = {
  args: { interactive: true, onClick: fn() },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <CardHeader>
        <CardTitle>Анна Петрова</CardTitle>
        <CardDescription>Активный клиент · 8 визитов</CardDescription>
      </CardHeader>
      <CardContent>Следующая запись: 24 марта, 14:30</CardContent>
    </Card>
  ),
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: /^Анна Петрова/ });
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClick).toHaveBeenCalledTimes(1));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onClick).toHaveBeenCalledTimes(2));

    await userEvent.click(card);
    await waitFor(() => expect(args.onClick).toHaveBeenCalledTimes(3));
  },
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <CardContent>Записей на сегодня нет.</CardContent>
    </Card>
  ),
};
