import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { scheduleEditingMachine } from '@beautydesk/domain/machines/schedule-editing';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { STORY_TODAY, storySchedule } from '../../testing/catalogue-fixtures.ts';
import { toastRegion, withToasts } from '../../testing/toasts.tsx';
import { useStoryActor } from '../../testing/use-story-actor.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';

const saved = fn<(schedule: MasterSchedule) => void>();

function Harness({ schedule }: { schedule: MasterSchedule }) {
  const { snapshot, send } = useStoryActor(
    scheduleEditingMachine.provide({
      actors: {
        saveSchedule: fromPromise<unknown, { schedule: MasterSchedule }>(async ({ input }) => {
          saved(input.schedule);
        }),
      },
    }),
    { schedule, today: STORY_TODAY },
  );
  if (snapshot.status === 'done') return <p>{`Диалог закрыт: ${snapshot.output?.outcome}`}</p>;
  return <ScheduleDialog masterName="Анна Ковалёва" snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'Screens/Masters/Schedule Dialog',
  component: Harness,
  decorators: [withToasts],
  args: { schedule: storySchedule },
  beforeEach: () => {
    saved.mockClear();
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Управление расписанием' });

/** 'Шаблон недели': Monday to Friday 09:00–18:00, Saturday 10:00–16:00, Sunday off. */
export const WeekTemplate: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d).toHaveTextContent('Настройка расписания для Анна Ковалёва');
    await expect(within(d).getByRole('tab', { name: 'Шаблон недели' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const monday = within(d).getByRole('group', { name: 'понедельник' });
    await expect(within(monday).getByLabelText('С (Интервал 1)')).toHaveValue('09:00');
    // The only slot cannot be removed (§4).
    await expect(within(monday).getByRole('button', { name: 'Удалить интервал 1' })).toBeDisabled();
    await userEvent.click(within(monday).getByRole('button', { name: 'Добавить интервал' }));
    await expect(within(monday).getByLabelText('С (Интервал 2)')).toHaveValue('18:00');
    await expect(within(monday).getByLabelText('До (Интервал 2)')).toHaveValue('19:00');
    const sunday = within(d).getByRole('group', { name: 'воскресенье' });
    await expect(within(sunday).getByRole('switch', { name: 'Рабочий день' })).not.toBeChecked();
  },
};

/** A slot ending before it starts: the message next to the day and in the dialog's alert, nothing saved. */
export const SaveErrors: Story = {
  play: async () => {
    const d = await dialog();
    const tuesday = within(d).getByRole('group', { name: 'вторник' });
    const end = within(tuesday).getByLabelText('До (Интервал 1)');
    await userEvent.clear(end);
    await userEvent.type(end, '08:00');
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить расписание' }));
    await expect(within(d).getByRole('alert')).toHaveTextContent(
      'Шаблон вторник: Время начала интервала должно быть раньше времени окончания',
    );
    await expect(tuesday).toHaveTextContent(
      'Время начала интервала должно быть раньше времени окончания',
    );
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** The calendar tab: a day of the month opens its editor; switching it off makes a custom day off. */
export const CalendarDayOff: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('tab', { name: 'Календарь' }));
    await expect(within(d).getByText('Март 2026')).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: '17 (2026-03-17): Рабочий день' }));
    const panel = within(d).getByRole('region', { name: 'День 2026-03-17' });
    await userEvent.click(within(panel).getByRole('switch', { name: 'Рабочий день' }));
    await expect(
      within(d).getByRole('button', { name: '17 (2026-03-17): Выходной, Изменён' }),
    ).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Следующий месяц' }));
    await expect(within(d).getByText('Апрель 2026')).toBeVisible();
  },
};

export const RangeErrors: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('tab', { name: 'Календарь' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Применить шаблон' }));
    await expect(within(d).getByRole('alert')).toHaveTextContent('Выберите диапазон дат');
    await userEvent.type(within(d).getByLabelText('Дата начала'), '2026-04-10');
    await userEvent.type(within(d).getByLabelText('Дата окончания'), '2026-04-01');
    await userEvent.click(within(d).getByRole('button', { name: 'Применить шаблон' }));
    await expect(within(d).getByRole('alert')).toHaveTextContent(
      'Дата начала должна быть раньше даты окончания',
    );
  },
};

/** The range tool asks first, then says what it did. */
export const RangeApplied: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('tab', { name: 'Календарь' }));
    await userEvent.type(within(d).getByLabelText('Дата начала'), '2026-03-16');
    await userEvent.type(within(d).getByLabelText('Дата окончания'), '2026-03-22');
    await userEvent.click(within(d).getByRole('button', { name: 'Применить шаблон' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Применить шаблон' });
    await expect(ask).toHaveTextContent(
      'Применить шаблон к 7 дням? Индивидуальные настройки будут сброшены к шаблону.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Применить' }));
    await expect(await within(d).findByRole('status', {})).toHaveTextContent(
      'Шаблон применен к 7 дням. Создано 6 рабочих дней.',
    );
  },
};

/** Closing after a change asks first; going back keeps the change. */
export const UnsavedChangesAsk: Story = {
  play: async () => {
    const d = await dialog();
    const sunday = within(d).getByRole('group', { name: 'воскресенье' });
    await userEvent.click(within(sunday).getByRole('switch', { name: 'Рабочий день' }));
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Закрыть без сохранения?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Вернуться к расписанию' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(
      within(await dialog()).getAllByRole('switch', { name: 'Рабочий день' })[6],
    ).toBeChecked();
  },
};

export const Saved: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Сохранить расписание' }));
    await expect(
      await within(toastRegion()).findByText('Расписание успешно обновлено'),
    ).toBeVisible();
    await waitFor(() => expect(saved).toHaveBeenCalledWith(storySchedule));
    await expect(await canvas.findByText('Диалог закрыт: saved')).toBeVisible();
  },
};
