import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  SimpleTooltip,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  tooltipSides,
} from './tooltip.tsx';

const meta = {
  title: 'Kit/Tooltip',
  component: SimpleTooltip,
  tags: ['autodocs'],
  args: {
    content: 'Новая запись',
    children: (
      <Button size="icon" aria-label="Добавить запись">
        <Plus size={18} aria-hidden="true" />
      </Button>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  // Room for the tooltip above its trigger.
  decorators: [(Story) => <div style={{ padding: '48px 96px' }}>{Story()}</div>],
  parameters: { chromatic: { pauseAnimationAtEnd: true } },
} satisfies Meta<typeof SimpleTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Добавить запись' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // Keyboard focus opens it at once, and the trigger is described by it.
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Новая запись');
    await expect(trigger).toHaveAccessibleDescription('Новая запись');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const ShowsOnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Добавить запись' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Новая запись');
  },
};

/**
 * Escape hides it (WAI-ARIA tooltip pattern). A synthetic unhover is not used: its pointer has no
 * real position, so whether Radix's hover grace area keeps the tooltip open depends on the layout.
 */
export const HidesOnEscape: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Добавить запись' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Новая запись');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnDisabledButton: Story = {
  args: {
    content: 'Заполните причину отмены',
    disabledChild: true,
    children: (
      <Button variant="danger" disabled onClick={fn()}>
        Отменить запись
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Отменить запись' });
    await expect(button).toBeDisabled();
    // The span around the button takes the focus the disabled button cannot.
    await userEvent.tab();
    await expect(
      canvas.getByText('Отменить запись').closest('[data-slot="tooltip-trigger"]'),
    ).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Заполните причину отмены');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Hovering the disabled button reaches the span too.
    await userEvent.hover(button, { pointerEventsCheck: 0 });
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Заполните причину отмены');
  },
};

export const Sides: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 96, padding: '24px 48px' }}>
      {tooltipSides.map((side) => (
        <Tooltip key={side} open>
          <TooltipTrigger asChild>
            <Button variant="secondary">{side}</Button>
          </TooltipTrigger>
          <TooltipContent side={side}>Подсказка: {side}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    for (const side of tooltipSides) {
      const content = screen.getByText(`Подсказка: ${side}`, {
        selector: '[data-slot="tooltip-content"]',
      });
      await expect(content).toHaveAttribute('data-side', side);
    }
  },
};
