import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DayBoard } from './day-board.tsx';
import { BOARD_DATE, boardMasters, busyDay } from './story-fixtures.ts';

const SLOT_TAKEN = 'Это время уже занято. Выберите другое окно.';

/**
 * Focuses the block and picks it up with Space, as a keyboard user does. dnd-kit's keyboard sensor
 * starts listening for arrows in a zero-delay timeout after Space (the block is already
 * aria-pressed by then), so an arrow pressed at once could be lost: a zero-delay timeout queued
 * after it runs once the sensor listens (timers of equal delay run in order).
 */
async function pickUp(block: HTMLElement) {
  block.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(block).toHaveAttribute('aria-pressed', 'true'));
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

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
    await pickUp(block);
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

/**
 * A long keyboard move on a scrolled page (the month sits above the board on the calendar): three
 * masters to the left and four hours up, keys as fast as a held arrow repeats. The block lands
 * exactly where the arrows say; the page does not scroll under it on the way.
 */
export const DragAcrossTheBoard: Story = {
  decorators: [
    (Story) => (
      <>
        <div style={{ height: 640 }} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, args }) => {
    const block = canvas.getByRole('button', { name: /^Стефания Николаева, 14:00–15:00/ });
    block.scrollIntoView({ block: 'end' });
    const scrolled = window.scrollY;
    await expect(scrolled).toBeGreaterThan(0);
    await pickUp(block);
    await userEvent.keyboard(`{ArrowLeft}{ArrowLeft}{ArrowLeft}${'{ArrowUp}'.repeat(16)}`);
    await waitFor(() => expect(block).toHaveTextContent('10:00–11:00'));
    await expect(window.scrollY).toBe(scrolled);
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onReschedule).toHaveBeenCalledWith({
        appointmentId: byId('Стефания Николаева'),
        masterId: 'master-maria',
        date: BOARD_DATE,
        startTime: '10:00',
        endTime: '11:00',
      }),
    );
    const maria = canvas.getByRole('group', { name: 'Мария Иванова' });
    const moved = await within(maria).findByRole('button', {
      name: /^Стефания Николаева, 10:00–11:00, Массаж лица, Запланирована, .*, мастер Мария Иванова$/,
    });
    await waitFor(() => expect(moved).toHaveFocus());
  },
};

/**
 * dnd-kit's pointer sensor stops clicks on the document until 50 ms after a drag ended (so the
 * release's click does not open the block). A person cannot click again that fast; a play function
 * can. A 50 ms timer set now fires after the sensor's own (timers run in order of their due time).
 */
const clickGuardLifted = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

/** Presses the mouse on the block's centre, moves past the 6 px that tell a drag from a click
 * (along the way, so a purely vertical drag crosses them too), then by (dx, dy), and releases. */
async function dragWithMouse(block: HTMLElement, dx: number, dy: number) {
  const box = block.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const at = (clientX: number, clientY: number) => ({
    target: block,
    coords: { clientX, clientY },
  });
  await userEvent.pointer([
    { keys: '[MouseLeft>]', ...at(x, y) },
    at(x + (dx === 0 ? 0 : 10), y + (dx === 0 ? 10 : 0)),
    at(x + dx, y + dy),
    { keys: '[/MouseLeft]', ...at(x + dx, y + dy) },
  ]);
}

/** The mouse: press on a block, drag it a column right and half an hour up, release. */
export const DragWithPointer: Story = {
  play: async ({ canvas, args }) => {
    const block = canvas.getByRole('button', { name: /^Алина Волкова, 16:30–17:30/ });
    const from = canvas.getByRole('group', { name: 'Анна Соколова' }).getBoundingClientRect();
    const to = canvas.getByRole('group', { name: 'Мария Иванова' }).getBoundingClientRect();
    // To the other column, 36 px (30 minutes) up.
    await dragWithMouse(block, to.left - from.left, -36);
    await waitFor(() =>
      expect(args.onReschedule).toHaveBeenCalledWith({
        appointmentId: byId('Алина Волкова'),
        masterId: 'master-maria',
        date: BOARD_DATE,
        startTime: '16:00',
        endTime: '17:00',
      }),
    );
    const maria = canvas.getByRole('group', { name: 'Мария Иванова' });
    const moved = await within(maria).findByRole('button', {
      name: /^Алина Волкова, 16:00–17:00, Педикюр, Запланирована, .*, мастер Мария Иванова$/,
    });
    // The release of a drag is not a click: the appointment did not open; the next click does.
    await expect(args.onOpenAppointment).not.toHaveBeenCalled();
    await clickGuardLifted();
    await userEvent.click(moved);
    await waitFor(() => expect(args.onOpenAppointment).toHaveBeenCalledWith(byId('Алина Волкова')));

    // Within its column: the release lands on the block itself, and still does not open it.
    await dragWithMouse(moved, 0, 36);
    await waitFor(() =>
      expect(args.onReschedule).toHaveBeenLastCalledWith(
        expect.objectContaining({ masterId: 'master-maria', startTime: '16:30', endTime: '17:30' }),
      ),
    );
    const again = await within(maria).findByRole('button', { name: /^Алина Волкова, 16:30–17:30/ });
    await expect(args.onOpenAppointment).toHaveBeenCalledTimes(1);
    await clickGuardLifted();
    await userEvent.click(again);
    await waitFor(() => expect(args.onOpenAppointment).toHaveBeenCalledTimes(2));
  },
};

/** Escape puts the block back where it was; nothing is saved, and the next click still opens it. */
export const DragCancelled: Story = {
  play: async ({ canvas, args }) => {
    const block = canvas.getByRole('button', { name: /^Алина Волкова, 16:30–17:30/ });
    await pickUp(block);
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
    await pickUp(block);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    // Put down where the label says, as a keyboard user does: dnd-kit reads the drop's offset from
    // the last committed render, so a Space pressed in the same instant as the last arrow, on a
    // loaded machine, dropped the block one step short (13:00; twice in 70 runs under load).
    await waitFor(() => expect(block).toHaveTextContent('13:15–14:00'));
    await userEvent.keyboard(' ');
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
    await pickUp(block);
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
