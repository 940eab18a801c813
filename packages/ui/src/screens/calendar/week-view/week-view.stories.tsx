import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WeekView } from './week-view.tsx';
import { annaWeek, WEEK_TODAY, weekMasters } from './story-fixtures.ts';

const meta = {
  title: 'Screens/Calendar/Week View',
  component: WeekView,
  args: {
    date: WEEK_TODAY,
    today: WEEK_TODAY,
    masters: weekMasters,
    masterId: 'master-anna',
    onMasterChange: fn(),
    appointments: annaWeek,
    onDateChange: fn(),
    onOpenAppointment: fn(),
    onOpenDay: fn(),
  },
} satisfies Meta<typeof WeekView>;

export default meta;
type Story = StoryObj<typeof meta>;

const idOf = (client: string) => annaWeek.find((a) => a.clientName === client)!.id;
const cell = (date: string, hour: string) =>
  document.querySelector<HTMLElement>(
    `[role="gridcell"][data-date="${date}"][data-hour="${hour}"]`,
  )!;

/** A master's busy week: Monday first, today marked, working hours shaded, the arrows and Enter. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Неделя: 17 – 23 ноября 2025' });
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers.slice(1).map((h) => h.getAttribute('aria-label'))).toEqual([
      'Пн, 17 ноября',
      'Вт, 18 ноября',
      'Ср, 19 ноября',
      'Чт, 20 ноября',
      'Пт, 21 ноября, сегодня',
      'Сб, 22 ноября',
      'Вс, 23 ноября',
    ]);
    // Cancelled and other masters' appointments are not on Анна's week.
    await expect(grid).not.toHaveTextContent('Ева Романова');
    await expect(grid).not.toHaveTextContent('Нина Гусева');
    // Sunday is off: its hours are not working time.
    await expect(cell('2025-11-23', '10:00')).toHaveAccessibleName(/нерабочее время/);
    await expect(cell('2025-11-21', '10:00')).not.toHaveAccessibleName(/нерабочее время/);
    // One tab stop: today's first working hour.
    const start = cell('2025-11-21', '09:00');
    await expect(start).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущая неделя' }));
    await expect(args.onDateChange).toHaveBeenCalledWith('2025-11-14');
    start.focus();
    await userEvent.keyboard('{ArrowDown}');
    const ten = cell('2025-11-21', '10:00');
    await waitFor(() => expect(ten).toHaveFocus());
    await expect(ten).toHaveAccessibleName(/Виктория Орлова/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenAppointment).toHaveBeenCalledWith(idOf('Виктория Орлова'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const wednesday = cell('2025-11-19', '14:00');
    await waitFor(() => expect(wednesday).toHaveFocus());
    await expect(wednesday).toHaveAttribute('tabindex', '0');
    await expect(start).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(cell('2025-11-17', '14:00')).toHaveFocus());
    // Enter where nothing starts opens that day.
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenDay).toHaveBeenCalledWith('2025-11-17');
    await userEvent.click(within(grid).getByText('Полина Зайцева'));
    await expect(args.onOpenAppointment).toHaveBeenCalledWith(idOf('Полина Зайцева'));
  },
};

/** A week with nothing booked: the grid with working hours, and a line saying so. */
export const Empty: Story = {
  args: { appointments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('На этой неделе записей нет')).toBeVisible();
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/** A master's own week: no picker, her name in the title. */
export const MastersOwnWeek: Story = {
  args: { masters: weekMasters.slice(0, 1), onMasterChange: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Неделя: 17 – 23 ноября 2025 · Анна Соколова' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Мастер' })).toBeNull();
  },
};

/** Roles that see every master pick whose week it is. */
export const ChoosingMaster: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Мастер' }));
    const { findByRole } = within(document.body);
    await userEvent.click(await findByRole('option', { name: 'Мария Иванова' }));
    await expect(args.onMasterChange).toHaveBeenCalledWith('master-maria');
  },
};

/** 320 px: one day at a time, with the previous and next day. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid');
    await waitFor(() => expect(cell('2025-11-21', '10:00')).toBeVisible());
    await expect(cell('2025-11-20', '10:00')).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(grid).toHaveTextContent('Виктория Орлова');
    await expect(canvas.getByText('Пт, 21 ноября, сегодня')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Следующий день' }));
    await expect(args.onDateChange).toHaveBeenCalledWith('2025-11-22');
    // The arrows bring the neighbouring day into view.
    cell('2025-11-21', '09:00').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cell('2025-11-20', '09:00')).toBeVisible());
    await expect(cell('2025-11-21', '09:00')).not.toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Загружаем неделю…')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { error: 'сервер недоступен' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ошибка загрузки: сервер недоступен');
  },
};

/** No master chosen (a studio without masters). */
export const NoMaster: Story = {
  args: { masterId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Выберите мастера, чтобы увидеть его неделю')).toBeVisible();
  },
};
