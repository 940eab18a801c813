import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CostCalculator } from './cost-calculator.tsx';

const meta = {
  title: 'Screens/Pricing/Cost Calculator',
  component: CostCalculator,
} satisfies Meta<typeof CostCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const total = (canvas: HTMLElement) => within(canvas).getByTestId('calculator-total');

/** Studio with the owner and two more: $10 + 2 × $9. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(total(canvasElement)).toHaveTextContent('$28');
  },
};

/** Solo, three users, a fourth from day 16: $28 + 15 days of $9 = $32.50. */
export const SeatAddedMidMonth: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Solo' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Сотрудник добавлен в середине месяца' }),
    );
    const day = canvas.getByRole('spinbutton', { name: 'С какого дня месяца' });
    await expect(day).toHaveValue(16);
    await expect(canvas.getByText('Новый сотрудник: 15 дн.')).toBeVisible();
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('$32.50'));
  },
};

/** Network with the owner and five more: $50 + 5 × $8. */
export const Network: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Network' }));
    const users = canvas.getByRole('spinbutton', {
      name: 'Активные сотрудники, включая владельца',
    });
    await userEvent.clear(users);
    await userEvent.type(users, '6');
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('$90'));
  },
};

/** No users: the message, what was typed kept, no total. */
export const UsersError: Story = {
  play: async ({ canvas, canvasElement }) => {
    const users = canvas.getByRole('spinbutton', {
      name: 'Активные сотрудники, включая владельца',
    });
    await userEvent.clear(users);
    await userEvent.type(users, '0');
    await expect(users).toHaveValue(0);
    await expect(users).toHaveAccessibleDescription('Введите целое число от 1');
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('—'));
    await expect(users).toHaveFocus();
  },
};

/** A day outside the 30-day month. */
export const DayError: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Сотрудник добавлен в середине месяца' }),
    );
    const day = canvas.getByRole('spinbutton', { name: 'С какого дня месяца' });
    await userEvent.clear(day);
    await userEvent.type(day, '31');
    await expect(day).toHaveAccessibleDescription('Введите день от 1 до 30');
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('—'));
    await expect(day).toHaveFocus();
  },
};
