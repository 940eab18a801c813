import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DayBoard } from './day-board.tsx';
import { BOARD_DATE, boardMasters, busyDay } from './story-fixtures.ts';

const SLOT_TAKEN = 'Это время уже занято. Выберите другое окно.';

/**
 * dnd-kit's keyboard sensor starts listening for arrows in a zero-delay timeout after Space picked
 * the block up (it is already aria-pressed by then), so an arrow pressed at once could be lost. A
 * zero-delay timeout queued now runs after that one (timers of equal delay run in order).
 */
const keyboardSensorListening = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const meta = {
  title: 'Screens/Calendar/Day Board',
  component: DayBoard,
  args: {
    date: BOARD_DATE,
    masters: boardMasters,
    appointments: busyDay,
    currency: 'RUB',
    permissions: { canEdit: true, canCreate: true },
    onReschedule: fn(() => Promise.resolve()),
    onPickWindow: fn(),
    onOpenAppointment: fn(),
    onMoveRequest: fn(),
  },
} satisfies Meta<typeof DayBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const byId = (client: string) => busyDay.find((a) => a.clientName === client)!.id;

/** Six masters and a busy day: every status drawn, cancelled and no-show time free, windows marked. */
export const SixMastersBusyDay: Story = {
  play: async ({ canvas, args }) => {
    const board = canvas.getByRole('region', { name: 'Записи по мастерам на 21 ноября' });
    const anna = within(board).getByRole('group', { name: 'Анна Соколова' });
    const block = within(anna).getByRole('button', {
      name: /^Виктория Орлова, 10:15–11:45, Окрашивание, Укладка, В процессе, 5\s200,00\s₽, мастер Анна Соколова$/,
    });
    await expect(block).toHaveTextContent('Окрашивание, Укладка');
    // Cancelled and no-show appointments free their time and are not drawn.
    await expect(canvas.queryByRole('button', { name: /Ева Романова/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Злата Никитина/ })).toBeNull();
    // Anna: 12:00–13:00 and 14:15–16:30 are free (each appointment keeps a 15-minute buffer).
    const windows = within(anna).getAllByRole('button', { name: /^Свободно / });
    await expect(windows.map((w) => w.getAttribute('aria-label'))).toEqual([
      'Свободно 12:00–13:00, мастер Анна Соколова: новая запись',
      'Свободно 14:15–16:30, мастер Анна Соколова: новая запись',
    ]);
    await userEvent.click(windows[1]!);
    await waitFor(() =>
      expect(args.onPickWindow).toHaveBeenCalledWith({
        masterId: 'master-anna',
        date: BOARD_DATE,
        startTime: '14:15',
      }),
    );
    const daria = within(board).getByRole('group', { name: 'Дарья Морозова' });
    await expect(daria).toHaveTextContent('Выходной');
    await expect(within(daria).queryAllByRole('button')).toHaveLength(0);
    await userEvent.click(block);
    await waitFor(() =>
      expect(args.onOpenAppointment).toHaveBeenCalledWith(byId('Виктория Орлова')),
    );
    // Enter opens too (Space is the drag's key).
    block.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onOpenAppointment).toHaveBeenCalledTimes(2));
    await userEvent.click(
      within(anna).getByRole('button', { name: 'Перенести запись: Полина Зайцева, 13:00' }),
    );
    await waitFor(() => expect(args.onMoveRequest).toHaveBeenCalledWith(byId('Полина Зайцева')));
    block.focus();
    await waitFor(() => expect(block).toHaveFocus());
  },
};

/** No appointments: each working master's whole day is one free window. */
export const EmptyDay: Story = {
  args: { appointments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Свободно / })).toHaveLength(6);
    await expect(
      canvas.getByRole('button', {
        name: 'Свободно 12:00–20:00, мастер Мария Иванова: новая запись',
      }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Ольга Петрова' })).getAllByRole('button'),
    ).toHaveLength(2);
  },
};

/** A master's day off: the column is shaded throughout, says so, and offers nothing. */
export const MasterDayOff: Story = {
  args: {
    masters: [boardMasters[0]!, boardMasters[5]!],
    appointments: busyDay.filter((a) => a.masterId === 'master-anna'),
  },
  play: async ({ canvas }) => {
    const daria = canvas.getByRole('group', { name: 'Дарья Морозова' });
    await expect(daria).toHaveTextContent('Выходной');
    await expect(within(daria).queryAllByRole('button')).toHaveLength(0);
    await expect(
      within(canvas.getByRole('group', { name: 'Анна Соколова' })).getByText('09:00–18:00'),
    ).toBeVisible();
  },
};

/** Keyboard drag: Space picks the block up, arrows move it 15 minutes or one master, Space drops it. */
export const DragRescheduleSuccess: Story = {
  play: async ({ canvas, args }) => {
    const block = canvas.getByRole('button', { name: /^Алина Волкова, 16:30–17:30/ });
    block.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(block).toHaveAttribute('aria-pressed', 'true'));
    await keyboardSensorListening();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}');
    await waitFor(() => expect(block).toHaveTextContent('16:00–17:00'));
    const maria = canvas.getByRole('group', { name: 'Мария Иванова' });
    await waitFor(() => expect(maria.querySelector('[data-drop-target]')).not.toBeNull());
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onReschedule).toHaveBeenCalledWith({
        appointmentId: byId('Алина Волкова'),
        masterId: 'master-maria',
        date: BOARD_DATE,
        startTime: '16:00',
        endTime: '17:00',
      }),
    );
    const moved = await within(maria).findByRole('button', {
      name: /^Алина Волкова, 16:00–17:00, Педикюр, Запланирована, .*, мастер Мария Иванова$/,
    });
    await waitFor(() => expect(moved).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(moved).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Space picked it up and put it down without opening it; the next click opens it.
    await expect(args.onOpenAppointment).not.toHaveBeenCalled();
    await userEvent.click(moved);
    await waitFor(() => expect(args.onOpenAppointment).toHaveBeenCalledWith(byId('Алина Волкова')));
  },
};

/** Escape puts the block back where it was; nothing is saved, and the next click still opens it. */
export const DragCancelled: Story = {
  play: async ({ canvas, args }) => {
    const block = canvas.getByRole('button', { name: /^Алина Волкова, 16:30–17:30/ });
    block.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(block).toHaveAttribute('aria-pressed', 'true'));
    await keyboardSensorListening();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(block).toHaveTextContent('16:45–17:45'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(block).not.toHaveAttribute('aria-pressed', 'true'));
    await expect(block).toHaveTextContent('16:30–17:30');
    await expect(args.onReschedule).not.toHaveBeenCalled();
    await expect(args.onOpenAppointment).not.toHaveBeenCalled();
    await userEvent.click(block);
    await waitFor(() => expect(args.onOpenAppointment).toHaveBeenCalledWith(byId('Алина Волкова')));
  },
};

/** While the server decides, the block waits at its new place. */
export const DragReschedulePending: Story = {
  args: { onReschedule: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, args }) => {
    const block = canvas.getByRole('button', { name: /^Кира Степанова, 12:15–13:00/ });
    block.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(block).toHaveAttribute('aria-pressed', 'true'));
    await keyboardSensorListening();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown} ');
    await waitFor(() => expect(args.onReschedule).toHaveBeenCalledTimes(1));
    const moved = await canvas.findByRole('button', { name: /^Кира Степанова, 13:15–14:00/ });
    await expect(moved).toHaveAttribute('aria-busy', 'true');
    await expect(moved).toHaveTextContent('Переносим…');
    await waitFor(() => expect(moved).toHaveFocus());
  },
};

/** The server's 409: the block returns to where it was and the message shows in an alert. */
export const DragRescheduleConflict: Story = {
  args: { onReschedule: fn(() => Promise.reject(new Error(SLOT_TAKEN))) },
  play: async ({ canvas, args }) => {
    const block = canvas.getByRole('button', { name: /^Полина Зайцева, 13:00–14:00/ });
    block.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(block).toHaveAttribute('aria-pressed', 'true'));
    await keyboardSensorListening();
    await userEvent.keyboard('{ArrowRight}');
    const maria = canvas.getByRole('group', { name: 'Мария Иванова' });
    await waitFor(() => expect(maria.querySelector('[data-drop-target]')).not.toBeNull());
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onReschedule).toHaveBeenCalledWith(
        expect.objectContaining({ masterId: 'master-maria', startTime: '13:00', endTime: '14:00' }),
      ),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SLOT_TAKEN);
    const anna = canvas.getByRole('group', { name: 'Анна Соколова' });
    const back = await within(anna).findByRole('button', {
      name: /^Полина Зайцева, 13:00–14:00, Маникюр, Подтверждена, .*, мастер Анна Соколова$/,
    });
    await waitFor(() => expect(back).toHaveFocus());
    await expect(args.onOpenAppointment).not.toHaveBeenCalled();
  },
};

/** Without edit and create rights: blocks only open, windows are marked but not offered. */
export const ReadOnly: Story = {
  args: { permissions: { canEdit: false, canCreate: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: /^Свободно / })).toHaveLength(0);
    await expect(canvas.getAllByText('Свободно').length).toBeGreaterThan(0);
    const block = canvas.getByRole('button', { name: /^Полина Зайцева/ });
    await expect(block).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.queryByRole('button', { name: /^Перенести запись/ })).toBeNull();
  },
};

/** 320 px: the board scrolls sideways inside itself; the page does not. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: 'Записи по мастерам на 21 ноября' });
    await waitFor(() => expect(board.scrollWidth).toBeGreaterThan(board.clientWidth));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
