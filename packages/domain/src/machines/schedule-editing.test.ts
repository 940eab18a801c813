import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  getNextSnapshot,
  initialTransition,
  waitFor,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import { scheduleMessages } from '../messages/schedule.ts';
import type { MasterSchedule } from '../schemas/schedule.ts';
import { monthOf } from '../rules/calendar.ts';
import { defaultSchedule } from '../rules/schedule.ts';
import {
  scheduleEditingMachine,
  selectedDaySchedule,
  type ScheduleEditingEvent,
  type ScheduleToast,
} from './schedule-editing.ts';

/** A Tuesday. */
const TODAY = '2025-06-10';
type Snapshot = SnapshotFrom<typeof scheduleEditingMachine>;
const step = (snapshot: Snapshot, ...events: AnyEventObject[]) =>
  events.reduce(
    (current, event) =>
      getNextSnapshot(scheduleEditingMachine, current, event as ScheduleEditingEvent),
    snapshot,
  );
const start = (schedule?: MasterSchedule | null) =>
  initialTransition(scheduleEditingMachine, { schedule, today: TODAY })[0];
const saturdayEditor = () =>
  step(
    start(),
    { type: 'SWITCH_TAB', tab: 'calendar' },
    { type: 'SELECT_DAY', date: '2025-06-14' },
  );

describe('scheduleEditingMachine: start', () => {
  it('uses the default schedule from the rules when the master has none', () => {
    for (const schedule of [undefined, null]) {
      const snapshot = start(schedule);
      expect(snapshot.context.schedule).toEqual(defaultSchedule(TODAY));
      expect(snapshot.value).toEqual({ editing: 'template' });
      expect(snapshot.context.month).toEqual({ year: 2025, month: 6 });
    }
  });

  it("keeps the master's own schedule", () => {
    const own: MasterSchedule = { ...defaultSchedule('2025-01-01'), activeUntil: '2025-12-31' };
    expect(start(own).context.schedule).toBe(own);
  });

  it('needs a real date for today', () => {
    expect(monthOf('2024-02-29')).toEqual({ year: 2024, month: 2 });
    expect(() => monthOf('2025-02-30')).toThrow(RangeError);
  });
});

describe('scheduleEditingMachine: template tab', () => {
  it('edits a weekday with the schedule rules', () => {
    let snapshot = step(start(), { type: 'TOGGLE_WORKING', weekday: 'sunday' });
    expect(snapshot.context.schedule.template.sunday).toEqual({
      isWorking: true,
      slots: [{ start: '09:00', end: '18:00' }],
    });
    snapshot = step(snapshot, { type: 'ADD_SLOT', weekday: 'monday' });
    expect(snapshot.context.schedule.template.monday.slots).toEqual([
      { start: '09:00', end: '18:00' },
      { start: '18:00', end: '19:00' },
    ]);
    snapshot = step(snapshot, {
      type: 'UPDATE_SLOT',
      weekday: 'monday',
      index: 1,
      patch: { end: '20:00' },
    });
    expect(snapshot.context.schedule.template.monday.slots[1]).toEqual({
      start: '18:00',
      end: '20:00',
    });
    snapshot = step(snapshot, { type: 'REMOVE_SLOT', weekday: 'monday', index: 0 });
    expect(snapshot.context.schedule.template.monday.slots).toEqual([
      { start: '18:00', end: '20:00' },
    ]);
    snapshot = step(snapshot, { type: 'TOGGLE_WORKING', weekday: 'saturday' });
    expect(snapshot.context.schedule.template.saturday).toEqual({ isWorking: false, slots: [] });
  });

  it('a slot can be removed only while the day has more than one (guard canRemoveSlot)', () => {
    const snapshot = start();
    expect(snapshot.can({ type: 'REMOVE_SLOT', weekday: 'monday', index: 0 })).toBe(false);
    expect(snapshot.can({ type: 'REMOVE_SLOT', index: 0 })).toBe(false);
    const twoSlots = step(snapshot, { type: 'ADD_SLOT', weekday: 'monday' });
    expect(twoSlots.can({ type: 'REMOVE_SLOT', weekday: 'monday', index: 0 })).toBe(true);
    expect(twoSlots.can({ type: 'REMOVE_SLOT', weekday: 'tuesday', index: 0 })).toBe(false);
  });

  it('an edit without a weekday changes nothing in the template tab', () => {
    const before = start();
    const after = step(before, { type: 'TOGGLE_WORKING' }, { type: 'ADD_SLOT' });
    expect(after.context.schedule).toEqual(before.context.schedule);
  });

  it('SWITCH_TAB moves between the tabs; the current tab is a no-op', () => {
    expect(start().can({ type: 'SWITCH_TAB', tab: 'template' })).toBe(false);
    const calendar = step(start(), { type: 'SWITCH_TAB', tab: 'calendar' });
    expect(calendar.value).toEqual({ editing: { calendar: 'browsing' } });
    expect(calendar.can({ type: 'SWITCH_TAB', tab: 'calendar' })).toBe(false);
    expect(step(calendar, { type: 'SWITCH_TAB', tab: 'template' }).value).toEqual({
      editing: 'template',
    });
  });
});

describe('scheduleEditingMachine: calendar tab', () => {
  it('navigates months by the arrows, across years', () => {
    const calendar = step(start(), { type: 'SWITCH_TAB', tab: 'calendar' });
    expect(step(calendar, { type: 'NAVIGATE_MONTH', delta: 1 }).context.month).toEqual({
      year: 2025,
      month: 7,
    });
    expect(step(calendar, { type: 'NAVIGATE_MONTH', delta: -6 }).context.month).toEqual({
      year: 2024,
      month: 12,
    });
  });

  it('edits wait for a selected day', () => {
    const calendar = step(start(), { type: 'SWITCH_TAB', tab: 'calendar' });
    expect(calendar.can({ type: 'TOGGLE_WORKING' })).toBe(false);
    expect(calendar.can({ type: 'CLOSE_DAY' })).toBe(false);
  });

  it('SELECT_DAY opens the editor on the effective day; CLOSE_DAY closes it', () => {
    const editor = saturdayEditor();
    expect(editor.value).toEqual({ editing: { calendar: 'dayEditor' } });
    expect(editor.context.selectedDate).toBe('2025-06-14');
    expect(selectedDaySchedule(editor.context)).toEqual({
      isWorking: true,
      slots: [{ start: '10:00', end: '16:00' }],
    });
    expect(editor.context.schedule.customDays).toEqual({});
    expect(step(editor, { type: 'CLOSE_DAY' }).value).toEqual({
      editing: { calendar: 'browsing' },
    });
    // Another day can be picked while the editor is open.
    expect(step(editor, { type: 'SELECT_DAY', date: '2025-06-15' }).context.selectedDate).toBe(
      '2025-06-15',
    );
  });

  it('the first edit creates the custom day from the effective day; the template is untouched', () => {
    let snapshot = step(saturdayEditor(), { type: 'ADD_SLOT' });
    expect(snapshot.context.schedule.customDays['2025-06-14']).toEqual({
      isWorking: true,
      slots: [
        { start: '10:00', end: '16:00' },
        { start: '16:00', end: '17:00' },
      ],
    });
    expect(snapshot.context.schedule.template.saturday.slots).toHaveLength(1);
    expect(snapshot.can({ type: 'REMOVE_SLOT', index: 1 })).toBe(true);
    snapshot = step(
      snapshot,
      { type: 'REMOVE_SLOT', index: 1 },
      { type: 'UPDATE_SLOT', index: 0, patch: { start: '11:00' } },
    );
    expect(selectedDaySchedule(snapshot.context)).toEqual({
      isWorking: true,
      slots: [{ start: '11:00', end: '16:00' }],
    });
    expect(snapshot.can({ type: 'REMOVE_SLOT', index: 0 })).toBe(false);
    snapshot = step(snapshot, { type: 'TOGGLE_WORKING' });
    expect(snapshot.context.schedule.customDays['2025-06-14']).toEqual({
      isWorking: false,
      slots: [],
    });
    snapshot = step(snapshot, { type: 'RESET_DAY' });
    expect(snapshot.context.schedule.customDays).toEqual({});
  });

  it('a day outside the active dates starts from a day off', () => {
    const editor = step(
      start(),
      { type: 'SWITCH_TAB', tab: 'calendar' },
      { type: 'SELECT_DAY', date: '2026-01-05' },
    );
    expect(selectedDaySchedule(editor.context)).toEqual({ isWorking: false, slots: [] });
    expect(step(editor, { type: 'TOGGLE_WORKING' }).context.schedule.customDays).toEqual({
      '2026-01-05': { isWorking: true, slots: [{ start: '09:00', end: '18:00' }] },
    });
  });
});

describe('scheduleEditingMachine: range tool', () => {
  it('needs both dates in order (the rule messages)', () => {
    let snapshot = step(start(), { type: 'APPLY_RANGE' });
    expect(snapshot.value).toEqual({ editing: 'template' });
    expect(snapshot.context.rangeError).toBe('Выберите диапазон дат');
    snapshot = step(snapshot, { type: 'SET_RANGE', from: '2025-06-15', to: '2025-06-09' });
    expect(snapshot.context.rangeError).toBeNull();
    snapshot = step(snapshot, { type: 'APPLY_RANGE' });
    expect(snapshot.context.rangeError).toBe('Дата начала должна быть раньше даты окончания');
  });

  it('asks for confirmation with the rule text; CANCEL returns to where the user was', () => {
    const asking = step(
      saturdayEditor(),
      { type: 'SET_RANGE', from: '2025-06-09', to: '2025-06-15' },
      { type: 'APPLY_RANGE' },
    );
    expect(asking.value).toBe('confirmingRange');
    expect(asking.context.confirmText).toBe(
      'Применить шаблон к 7 дням? Индивидуальные настройки будут сброшены к шаблону.',
    );
    expect(asking.can({ type: 'SAVE' })).toBe(false);
    const cancelled = step(asking, { type: 'CANCEL' });
    expect(cancelled.value).toEqual({ editing: { calendar: 'dayEditor' } });
    expect(cancelled.context.confirmText).toBeNull();
    expect(cancelled.context.schedule).toEqual(asking.context.schedule);
    expect(cancelled.status).toBe('active');
  });

  it('CONFIRM applies the template to the range and reports N and M', () => {
    const withCustom = step(saturdayEditor(), { type: 'TOGGLE_WORKING' });
    const applied = step(
      withCustom,
      { type: 'SET_RANGE', from: '2025-06-09', to: '2025-06-15' },
      { type: 'APPLY_RANGE' },
      { type: 'CONFIRM' },
    );
    expect(applied.value).toEqual({ editing: { calendar: 'dayEditor' } });
    expect(applied.context.notice).toBe('Шаблон применен к 7 дням. Создано 6 рабочих дней.');
    expect(applied.context.schedule.activeFrom).toBe('2025-06-09');
    expect(applied.context.schedule.activeUntil).toBe('2025-06-15');
    expect(applied.context.schedule.customDays['2025-06-14']).toEqual({
      isWorking: true,
      slots: [{ start: '10:00', end: '16:00' }],
    });
    expect(applied.context.schedule.customDays['2025-06-15']).toBeUndefined();
    // A new range clears the old notice.
    expect(step(applied, { type: 'SET_RANGE', from: '', to: '' }).context.notice).toBeNull();
  });
});

describe('scheduleEditingMachine: save and cancel', () => {
  it('SAVE with errors shows the rule texts and does not save', () => {
    const invalid = step(
      start(),
      { type: 'UPDATE_SLOT', weekday: 'monday', index: 0, patch: { start: '19:00' } },
      { type: 'SAVE' },
    );
    expect(invalid.value).toEqual({ editing: 'template' });
    expect(invalid.context.errors).toEqual([
      scheduleMessages.templateDayError('понедельник', scheduleMessages.slotStartBeforeEnd),
    ]);
    const fixed = step(
      invalid,
      { type: 'UPDATE_SLOT', weekday: 'monday', index: 0, patch: { start: '08:00' } },
      { type: 'SAVE' },
    );
    expect(fixed.value).toBe('saving');
    expect(fixed.hasTag('busy')).toBe(true);
    expect(fixed.context.errors).toEqual([]);
    expect(fixed.can({ type: 'CANCEL' })).toBe(false);
  });

  it('CANCEL without changes closes at once', () => {
    const closed = step(start(), { type: 'CANCEL' });
    expect(closed.status).toBe('done');
    expect(closed.output).toEqual({ outcome: 'cancelled' });
  });

  it('CANCEL after a change asks first: CANCEL keeps editing where the user was, CONFIRM closes without saving', () => {
    const changed = step(
      start(),
      { type: 'SWITCH_TAB', tab: 'calendar' },
      { type: 'SELECT_DAY', date: '2025-06-12' },
      { type: 'TOGGLE_WORKING' },
    );
    const asking = step(changed, { type: 'CANCEL' });
    expect(asking.value).toBe('confirmingDiscard');
    const back = step(asking, { type: 'CANCEL' });
    expect(back.value).toEqual({ editing: { calendar: 'dayEditor' } });
    expect(back.context.schedule.customDays['2025-06-12']).toEqual({ isWorking: false, slots: [] });
    const closed = step(back, { type: 'CANCEL' }, { type: 'CONFIRM' });
    expect(closed.status).toBe('done');
    expect(closed.output).toEqual({ outcome: 'cancelled' });
  });

  it('an edit undone by hand counts as no change', () => {
    const undone = step(
      start(),
      { type: 'TOGGLE_WORKING', weekday: 'sunday' },
      { type: 'TOGGLE_WORKING', weekday: 'sunday' },
      { type: 'CANCEL' },
    );
    expect(undone.status).toBe('done');
  });

  it('saves through the actor; success ends with the schedule and the success toast', async () => {
    const saved: MasterSchedule[] = [];
    const actor = createActor(
      scheduleEditingMachine.provide({
        actors: {
          saveSchedule: fromPromise(async ({ input }) => {
            saved.push(input.schedule);
          }),
        },
      }),
      { input: { today: TODAY } },
    );
    const toasts: ScheduleToast[] = [];
    actor.on('toast', (toast) => toasts.push(toast));
    actor.start();
    actor.send({ type: 'TOGGLE_WORKING', weekday: 'sunday' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.template.sunday.isWorking).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', schedule: saved[0] });
    expect(toasts).toEqual([
      { type: 'toast', tone: 'success', message: 'Расписание успешно обновлено' },
    ]);
  });

  it('a failed save keeps the edits, the tab and the open day, and shows the error', async () => {
    const actor = createActor(
      scheduleEditingMachine.provide({
        actors: {
          saveSchedule: fromPromise(() =>
            Promise.reject(new Error('Ошибка сервера. Попробуйте позже')),
          ),
        },
      }),
      { input: { today: TODAY } },
    ).start();
    actor.send({ type: 'SWITCH_TAB', tab: 'calendar' });
    actor.send({ type: 'SELECT_DAY', date: '2025-06-14' });
    actor.send({ type: 'TOGGLE_WORKING' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.saveError !== null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: { calendar: 'dayEditor' } });
    expect(snapshot.context.saveError).toBe('Ошибка сервера. Попробуйте позже');
    expect(snapshot.context.schedule.customDays['2025-06-14']?.isWorking).toBe(false);
    // The next attempt clears the old error.
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.saveError).toBeNull();
  });

  it('the placeholder actor fails loudly; a failure without a message gets the generic text', async () => {
    const bare = createActor(scheduleEditingMachine, { input: { today: TODAY } }).start();
    bare.send({ type: 'SAVE' });
    await waitFor(bare, (s) => s.context.saveError !== null);
    expect(bare.getSnapshot().context.saveError).toMatch(/'saveSchedule' was not provided/);

    const silent = createActor(
      scheduleEditingMachine.provide({
        actors: { saveSchedule: fromPromise(() => Promise.reject(new Error(''))) },
      }),
      { input: { today: TODAY } },
    ).start();
    silent.send({ type: 'SAVE' });
    await waitFor(silent, (s) => s.context.saveError !== null);
    expect(silent.getSnapshot().context.saveError).toBe('Произошла неизвестная ошибка');
  });
});
