import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper, stepStates } from './stepper.tsx';

const appointmentSteps = ['Клиент', 'Услуги', 'Мастер', 'Окно', 'Создание'] as const;
const bookingSteps = ['Контакты', 'Услуги', 'Мастер', 'Время', 'Запись'] as const;

const meta = {
  title: 'Kit/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps: appointmentSteps, current: 2, 'aria-label': 'Шаги новой записи' },
  argTypes: { current: { control: { type: 'number', min: 0, max: 5 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The appointment modal, on its third step: two done, one current, two ahead. */
export const AppointmentModal: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Шаги новой записи' });
    const items = within(list).getAllByRole('listitem');
    await expect(list.tagName).toBe('OL');
    await expect(items).toHaveLength(5);
    await expect(items.map((item) => item.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('3Мастер');
    await expect(items[0]).toHaveTextContent('Клиент (выполнено)');
    await expect(items[0]?.querySelector('svg')).not.toBeNull();
    await expect(items[3]).not.toHaveAttribute('aria-current');
  },
};

export const PublicBooking: Story = {
  args: { steps: bookingSteps, current: 3, 'aria-label': 'Шаги записи' },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.dataset.state === 'complete')).toHaveLength(0);
  },
};

export const LastStep: Story = {
  args: { current: 4 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[4]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.dataset.state === 'complete')).toHaveLength(4);
  },
};

/** Past the last step (the wizard finished): every step is done, none is current. */
export const AllComplete: Story = {
  args: { current: 5 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.every((item) => item.dataset.state === 'complete')).toBe(true);
  },
};

/** Each step state once, in order: complete, current, upcoming. */
export const States: Story = {
  args: { steps: ['Выполнен', 'Текущий', 'Предстоит'], current: 1, 'aria-label': 'Состояния' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.state)).toEqual([...stepStates]);
  },
};

/** At 320 px only the current step keeps its visible label. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const current = canvas.getByText('Мастер');
    await expect(current).toBeVisible();
    // The current label is shown whole, not cut to an ellipsis.
    await expect(current.scrollWidth).toBeLessThanOrEqual(current.clientWidth);
    const hidden = canvas.getByText('Клиент');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/**
 * In a 400 px column of a wide screen (a studio's site with the widget beside its text): the list
 * follows its own width, not the viewport's, so it is compact as on a small screen.
 */
export const NarrowColumn: Story = {
  args: { steps: bookingSteps, current: 1, 'aria-label': 'Шаги записи' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const current = canvas.getByText('Услуги');
    await expect(current).toBeVisible();
    await expect(current.scrollWidth).toBeLessThanOrEqual(current.clientWidth);
    await expect(canvas.getByText('Мастер').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
