import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ButtonSlot } from './button-slot.tsx';
import { Button, buttonSizes, buttonVariantNames } from './button.tsx';

const meta = {
  title: 'Kit/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Сохранить', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariantNames },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(args.onClick).toHaveBeenCalledTimes(1));
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonVariantNames.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of buttonVariantNames) {
      await expect(canvas.getByRole('button', { name: variant })).toHaveAttribute(
        'data-variant',
        variant,
      );
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) =>
        size === 'icon' ? (
          <Button key={size} {...args} size={size} aria-label="Добавить">
            <Plus size={18} aria-hidden="true" />
          </Button>
        ) : (
          <Button key={size} {...args} size={size}>
            {size}
          </Button>
        ),
      )}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <Plus size={16} aria-hidden="true" />, children: 'Новая запись' },
};

export const Loading: Story = {
  args: { loading: true, children: 'Сохранение...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сохранение...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

/** ButtonSlot: the button's look on a link. */
export const AsLink: Story = {
  args: { variant: 'secondary' },
  render: ({ variant }) => (
    <ButtonSlot variant={variant}>
      <a href="#calendar">К календарю</a>
    </ButtonSlot>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'К календарю' })).toHaveAttribute(
      'data-slot',
      'button',
    );
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onClick).toHaveBeenCalledTimes(2));
  },
};
