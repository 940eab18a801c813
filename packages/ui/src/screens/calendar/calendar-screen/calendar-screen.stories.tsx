import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { YearMonth } from '@beautydesk/domain/rules/calendar';
import {
  storyAllPermissions,
  storyBusyDay,
  storyMasters,
  storyMonth,
  storyMonthAppointments,
  storyNewOnlineBooking,
  storyReadOnlyPermissions,
  storyStudios,
  storyToday,
} from '../story-fixtures.ts';
import { BOARD_DATE, boardMasters, busyDay } from '../day-board/story-fixtures.ts';
import { CalendarScreen, type CalendarScreenProps } from './calendar-screen.tsx';

const meta = {
  title: 'Screens/Calendar/Calendar',
  component: CalendarScreen,
  args: {
    studios: storyStudios,
    studioId: storyStudios[0]!.id,
    onStudioChange: fn(),
    month: storyMonth,
    onMonthChange: fn(),
    today: storyToday,
    selectedDate: storyToday,
    onSelectDate: fn(),
    monthAppointments: storyMonthAppointments,
    masters: storyMasters,
    currency: 'BYN',
    permissions: storyAllPermissions,
    onCreate: fn(),
    onEdit: fn(),
    onConfirm: fn(async () => undefined),
    onCancel: fn(async () => undefined),
    onStatusChange: fn(async () => undefined),
    onComplete: fn(async () => undefined),
  },
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayList = () => screen.getByRole('list', { name: /Записи на/ });
const cardOf = (name: string) => within(dayList()).getByRole('article', { name });

/** A day with every status: ordered by time, then in_progress, confirmed, scheduled, completed, cancelled, no_show. */
export const FilledDay: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Записи на 21 ноября' })).toBeVisible();
    await expect(canvas.getByText('7 записей')).toBeVisible();
    const names = within(dayList())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual([
      'Ирина Кузнецова',
      'Татьяна Попова',
      'Мария Лебедева',
      `Неизвестный клиент (${storyBusyDay[4]!.clientId.slice(0, 8)})`,
      'Светлана Орлова',
      'Наталья Волкова',
      'Алина Соколова',
    ]);
    const inProgress = cardOf('Мария Лебедева');
    await expect(inProgress).toHaveTextContent('12:30–13:30');
    await expect(inProgress).toHaveTextContent('60 мин');
    await expect(inProgress).toHaveTextContent('В процессе');
    // Completed, cancelled and no-show are final: no status buttons, no Cancel.
    await expect(
      within(cardOf('Светлана Орлова')).queryByRole('button', { name: 'Отменить' }),
    ).toBeNull();
    await expect(
      within(cardOf('Ирина Кузнецова')).queryByRole('button', { name: 'Отменить' }),
    ).toBeNull();
    await userEvent.click(within(inProgress).getByRole('button', { name: 'Редактировать' }));
    await waitFor(() => expect(args.onEdit).toHaveBeenCalledWith(storyBusyDay[2]));
    // The month's markers: the 12th is fully booked, the 21st has everything.
    await expect(canvas.getByRole('gridcell', { name: /^12 ноября/ })).toHaveAccessibleName(
      '12 ноября, Окон нет, Есть записи, Неподтверждённые',
    );
    await expect(canvas.getByRole('gridcell', { name: /^21 ноября/ })).toHaveAccessibleName(
      '21 ноября, сегодня, Есть записи, Неподтверждённые, Новые',
    );
    await expect(canvas.getByRole('gridcell', { name: /^5 ноября/ })).toHaveAccessibleName(
      '5 ноября, Есть записи',
    );
  },
};

/** Arrived, completed with notes, no-show: the transitions the domain allows. */
export const StatusActions: Story = {
  play: async ({ args }) => {
    const confirmed = cardOf('Наталья Волкова');
    await userEvent.click(within(confirmed).getByRole('button', { name: 'Клиент пришёл' }));
    await waitFor(() =>
      expect(args.onStatusChange).toHaveBeenCalledWith(storyBusyDay[5], 'in_progress'),
    );
    await userEvent.click(within(confirmed).getByRole('button', { name: 'Не явился' }));
    await waitFor(() =>
      expect(args.onStatusChange).toHaveBeenCalledWith(storyBusyDay[5], 'no_show'),
    );
    await userEvent.click(
      within(cardOf('Мария Лебедева')).getByRole('button', { name: 'Завершить' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Завершить запись' });
    await userEvent.type(
      within(dialog).getByLabelText('Заметки (необязательно)'),
      ' Всё прошло хорошо ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    await waitFor(() =>
      expect(args.onComplete).toHaveBeenCalledWith(storyBusyDay[2], 'Всё прошло хорошо'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cardOf('Мария Лебедева')).toHaveFocus());
  },
};

/** A new online booking: its badges and the Confirm button. */
export const NewOnlineBooking: Story = {
  args: { monthAppointments: [storyNewOnlineBooking] },
  play: async ({ args }) => {
    const card = cardOf('Алина Соколова');
    await expect(card).toHaveTextContent('Онлайн');
    await expect(card).toHaveTextContent('Новая');
    await expect(card).toHaveTextContent('Не подтверждена');
    await userEvent.click(within(card).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith(storyNewOnlineBooking));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Подтвердить' })).toBeEnabled(),
    );
  },
};

/** The cancel flow: the reason, trimmed, goes out; the dialog closes and focus is back on the card. */
export const CancelFlow: Story = {
  play: async ({ args }) => {
    const card = cardOf('Наталья Волкова');
    await userEvent.click(within(card).getByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отмена записи' });
    await expect(dialog).toHaveTextContent(storyBusyDay[5]!.id);
    const reason = within(dialog).getByRole('textbox', { name: 'Причина отмены' });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.type(reason, '  Клиент заболел  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить запись' }));
    await waitFor(() =>
      expect(args.onCancel).toHaveBeenCalledWith(storyBusyDay[5], 'Клиент заболел'),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(cardOf('Наталья Волкова')).toHaveFocus());
  },
};

export const Loading: Story = {
  args: { loading: true, monthAppointments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('⏳ Загрузка записей...')).toBeVisible();
  },
};

export const EmptyDay: Story = {
  args: { selectedDate: '2025-11-20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Записи на 20 ноября' })).toBeVisible();
    await expect(canvas.getByText('0 записей')).toBeVisible();
    await expect(canvas.getByText('Нет записей на этот день')).toBeVisible();
    await expect(canvas.getByText('Выберите другую дату или создайте новую запись')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'Failed to fetch', monthAppointments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '❌ Ошибка загрузки: Failed to fetch',
    );
  },
};

/** Without create, edit or cancel: no '+', no Edit, no Cancel, no status buttons. */
export const NoPermission: Story = {
  args: { permissions: storyReadOnlyPermissions },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Новая запись' })).toBeNull();
    for (const name of ['Редактировать', 'Отменить', 'Клиент пришёл', 'Завершить', 'Не явился']) {
      await expect(within(dayList()).queryByRole('button', { name })).toBeNull();
    }
  },
};

/** A master: no studio selector, the default currency. */
export const MasterUser: Story = {
  args: {
    studios: null,
    studioId: null,
    currency: 'RUB',
    monthAppointments: storyBusyDay.map((a) => ({ ...a, currency: null })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Студия' })).toBeNull();
    await expect(cardOf('Наталья Волкова')).toHaveTextContent('₽');
  },
};

/** A studio user: no selector either, prices in RUB. */
export const StudioUser: Story = {
  args: {
    studios: null,
    studioId: null,
    currency: 'RUB',
    monthAppointments: storyMonthAppointments.map((a) => ({ ...a, currency: null })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Студия' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Новая запись' })).toBeVisible();
  },
};

/** The selector lists name and currency code; the first studio is chosen. */
export const StudioSelector: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Студия' });
    await expect(select).toHaveTextContent('Минск (BYN)');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Москва (RUB)' }));
    await waitFor(() => expect(args.onStudioChange).toHaveBeenCalledWith(storyStudios[1]!.id));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(select).toHaveFocus());
  },
};

const dayBoard = {
  masters: boardMasters,
  permissions: { canEdit: true, canCreate: true },
  onReschedule: fn(async () => undefined),
  onPickWindow: fn(),
  onOpenAppointment: fn(),
  onMoveRequest: fn(),
};

/** The day's second view: 'По мастерам' shows the day board under the month, 'Список' the list again. */
export const DayBoardView: Story = {
  args: { monthAppointments: busyDay, dayBoard },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Вид дня' });
    await expect(within(tabs).getByRole('tab', { name: 'Список' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dayList()).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'По мастерам' }));
    await expect(
      await canvas.findByRole('region', { name: 'Записи по мастерам на 21 ноября' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /Записи на/ })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Анна Соколова' })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Список' }));
    await expect(await screen.findByRole('list', { name: /Записи на/ })).toBeVisible();
  },
};

/** The board at 320 px: the month above, the board scrolls sideways inside itself. */
export const DayBoardNarrow: Story = {
  args: { monthAppointments: busyDay, dayBoard, initialDayView: 'board' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Записи по мастерам на 21 ноября' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** 320 px: the month above the day. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Записи на 21 ноября' })).toBeVisible();
  },
};

function Interactive(props: CalendarScreenProps) {
  const [month, setMonth] = useState<YearMonth>(props.month);
  const [selected, setSelected] = useState(props.selectedDate);
  return (
    <CalendarScreen
      {...props}
      month={month}
      onMonthChange={(next) => {
        props.onMonthChange(next);
        setMonth(next);
      }}
      selectedDate={selected}
      onSelectDate={(date) => {
        props.onSelectDate(date);
        setSelected(date);
      }}
    />
  );
}

/** The grid pattern: one tab stop; arrows, Home/End, PageUp/PageDown move; Enter selects; the month is announced. */
export const KeyboardGrid: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Ноябрь 2025' });
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    await expect(focusable).toHaveLength(1);
    const cell = (name: RegExp) => within(canvas.getByRole('grid')).getByRole('gridcell', { name });
    await userEvent.click(canvas.getByRole('button', { name: 'Следующий месяц' }));
    await waitFor(() => expect(args.onMonthChange).toHaveBeenCalledWith({ year: 2025, month: 12 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущий месяц' }));
    cell(/^21 ноября/).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(cell(/^22 ноября/)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(cell(/^29 ноября/)).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(cell(/^24 ноября/)).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(cell(/^30 ноября/)).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(cell(/^23 ноября/)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelectDate).toHaveBeenLastCalledWith('2025-11-23'));
    await expect(canvas.getByRole('heading', { name: 'Записи на 23 ноября' })).toBeVisible();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(cell(/^23 декабря/)).toHaveFocus());
    await expect(canvas.getByRole('grid', { name: 'Декабрь 2025' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Показан Декабрь 2025')).toBeInTheDocument());
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(cell(/^23 ноября/)).toHaveFocus());
    await expect(cell(/^23 ноября/)).toHaveAttribute('aria-selected', 'true');
  },
};

const annaOnly = busyDay.filter((a) => a.masterId === 'master-anna');
const masterPermissions = [
  'appointments.view_own',
  'appointments.create',
  'appointments.edit_own',
  'appointments.cancel_own',
];

/**
 * A master's own day (issue 27): her appointments only, no master names on the cards (one master
 * on screen), her column on the board and her week, with no studio or master filter.
 */
export const MastersOwnDay: Story = {
  args: {
    studios: null,
    studioId: null,
    currency: 'RUB',
    today: BOARD_DATE,
    selectedDate: BOARD_DATE,
    month: { year: 2025, month: 11 },
    monthAppointments: annaOnly,
    permissions: masterPermissions,
    isOwn: (a) => a.masterId === 'master-anna',
    dayBoard: { ...dayBoard, masters: boardMasters.slice(0, 1) },
    week: {
      masters: boardMasters.slice(0, 1),
      masterId: 'master-anna',
      appointments: annaOnly,
      onOpenAppointment: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Студия' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Мастер' })).toBeNull();
    await expect(dayList()).not.toHaveTextContent('Мастер:');
    await expect(within(dayList()).getAllByRole('article')).toHaveLength(annaOnly.length);
    const tabs = canvas.getByRole('tablist', { name: 'Вид дня' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'По мастерам' }));
    await expect(await canvas.findAllByRole('group')).toHaveLength(1);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Неделя' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Неделя: 17 – 23 ноября 2025 · Анна Соколова' }),
    ).toBeVisible();
  },
};

/**
 * Roles that see everyone: several masters' cards name their master; the master filter; the week
 * tab shows the chosen master's week, and Enter on an empty hour opens that day's list.
 */
export const WeekAndMasterFilter: Story = {
  args: {
    today: BOARD_DATE,
    selectedDate: BOARD_DATE,
    month: { year: 2025, month: 11 },
    monthAppointments: busyDay,
    dayBoard,
    masterFilter: { masters: boardMasters, masterId: null, onChange: fn() },
    week: {
      masters: boardMasters,
      masterId: 'master-maria',
      appointments: busyDay,
      onOpenAppointment: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(within(dayList()).getAllByText(/^Мастер: /).length).toBeGreaterThan(1);
    const filter = canvas.getByRole('combobox', { name: 'Мастер' });
    await expect(filter).toHaveTextContent('Все мастера');
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Ольга Петрова' }));
    await waitFor(() => expect(args.masterFilter!.onChange).toHaveBeenCalledWith('master-olga'));
    const tabs = canvas.getByRole('tablist', { name: 'Вид дня' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Неделя' }));
    const grid = await canvas.findByRole('grid', { name: /^Неделя: 17 – 23 ноября 2025/ });
    await expect(grid).toBeVisible();
    const start = grid.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')!;
    start.focus();
    await userEvent.keyboard('{ArrowLeft}{PageDown}{Enter}');
    await waitFor(() => expect(args.onSelectDate).toHaveBeenCalledWith('2025-11-20'));
    await expect(await screen.findByRole('list', { name: /Записи на/ })).toBeVisible();
  },
};
