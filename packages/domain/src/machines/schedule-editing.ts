// The master's schedule dialog (part 2 §2, §4, §5): week template and calendar tabs, custom days, the range tool, validated save.
import { assign, emit, fromPromise, setup } from 'xstate';
import { toastErrorMessages } from '../messages/errors.ts';
import { scheduleMessages } from '../messages/schedule.ts';
import type { DaySchedule, MasterSchedule, TimeSlot, Weekday } from '../schemas/schedule.ts';
import { monthOf, shiftMonth, type YearMonth } from '../rules/calendar.ts';
import type { IsoDate } from '../rules/dates.ts';
import { errorText } from '../rules/errors.ts';
import {
  addSlot,
  applyTemplateConfirmText,
  applyTemplateToRange,
  canRemoveSlot,
  clearCustomDay,
  defaultSchedule,
  effectiveDay,
  removeSlot,
  setCustomDay,
  setTemplateDay,
  templateAppliedText,
  hasScheduleChanged,
  toggleWorking,
  updateSlot,
  validateSchedule,
  validateTemplateRange,
} from '../rules/schedule.ts';
import { notProvided } from './placeholders.ts';
import type { Toast } from './toast.ts';

export type ScheduleTab = 'template' | 'calendar';

export interface ScheduleEditingInput {
  /** The master's schedule; the default schedule (from `today`) when the master has none. */
  schedule?: MasterSchedule | null;
  today: IsoDate;
}

export interface ScheduleEditingContext {
  schedule: MasterSchedule;
  /** The schedule the dialog opened with: closing after a change asks first (nothing is lost silently). */
  initialSchedule: MasterSchedule;
  today: IsoDate;
  /** The month the calendar tab shows. */
  month: YearMonth;
  /** The day the calendar's editor panel edits (shown as selected only in `dayEditor`). */
  selectedDate: IsoDate;
  /** The range tool's dates as the date inputs give them: '' when empty. */
  range: { from: string; to: string };
  rangeError: string | null;
  /** 'Применить шаблон к N дням? …' while the range waits for confirmation. */
  confirmText: string | null;
  /** 'Шаблон применен к N дням. Создано M рабочих дней.' after applying. */
  notice: string | null;
  /** The save checks' alert texts; empty when the last SAVE passed them. */
  errors: string[];
  saveError: string | null;
}

/** Edits of one day. In the template tab they name the weekday; in the calendar they edit the selected day. */
export type DayEditEvent =
  | { type: 'TOGGLE_WORKING'; weekday?: Weekday }
  | { type: 'ADD_SLOT'; weekday?: Weekday }
  | { type: 'REMOVE_SLOT'; weekday?: Weekday; index: number }
  | { type: 'UPDATE_SLOT'; weekday?: Weekday; index: number; patch: Partial<TimeSlot> };

export type ScheduleEditingEvent =
  | { type: 'SWITCH_TAB'; tab: ScheduleTab }
  | DayEditEvent
  | { type: 'SELECT_DAY'; date: IsoDate }
  | { type: 'CLOSE_DAY' }
  /** Drops the selected day's custom entry, so the template applies again. */
  | { type: 'RESET_DAY' }
  | { type: 'NAVIGATE_MONTH'; delta: number }
  | { type: 'SET_RANGE'; from: string; to: string }
  | { type: 'APPLY_RANGE' }
  /** Answers the range confirmation. */
  | { type: 'CONFIRM' }
  /**
   * Answers the range or discard confirmation with no; elsewhere closes the dialog without saving,
   * after asking when the schedule was changed.
   */
  | { type: 'CANCEL' }
  | { type: 'SAVE' };

export type ScheduleToast = Toast<'success'>;

export type ScheduleEditingOutput =
  { outcome: 'saved'; schedule: MasterSchedule } | { outcome: 'cancelled' };

type DayEdit = (day: DaySchedule) => DaySchedule;

/** The rule in rules/schedule.ts that an edit event stands for. */
function dayEdit(event: DayEditEvent): DayEdit {
  switch (event.type) {
    case 'TOGGLE_WORKING':
      return toggleWorking;
    case 'ADD_SLOT':
      return addSlot;
    case 'REMOVE_SLOT':
      return (day) => removeSlot(day, event.index);
    case 'UPDATE_SLOT':
      return (day) => updateSlot(day, event.index, event.patch);
  }
}

/**
 * The day the calendar's editor panel shows and edits: its custom entry, else the effective day
 * (template weekday, or a day off outside the active dates). The first edit stores it as custom.
 */
export function selectedDaySchedule(context: ScheduleEditingContext): DaySchedule {
  return (
    context.schedule.customDays[context.selectedDate] ??
    effectiveDay(context.schedule, context.selectedDate)
  );
}

const MACHINE = 'scheduleEditingMachine';

export const scheduleEditingMachine = setup({
  types: {
    context: {} as ScheduleEditingContext,
    events: {} as ScheduleEditingEvent,
    input: {} as ScheduleEditingInput,
    output: {} as ScheduleEditingOutput,
    emitted: {} as ScheduleToast,
    tags: {} as 'busy',
  },
  actors: {
    saveSchedule: fromPromise<unknown, { schedule: MasterSchedule }>(async () =>
      notProvided(MACHINE, 'saveSchedule'),
    ),
  },
  actions: {
    editTemplateDay: assign(({ context }, params: { weekday?: Weekday; edit: DayEdit }) =>
      params.weekday
        ? {
            schedule: setTemplateDay(
              context.schedule,
              params.weekday,
              params.edit(context.schedule.template[params.weekday]),
            ),
          }
        : {},
    ),
    editSelectedDay: assign({
      schedule: ({ context }, params: { edit: DayEdit }) =>
        setCustomDay(
          context.schedule,
          context.selectedDate,
          params.edit(selectedDaySchedule(context)),
        ),
    }),
    resetSelectedDay: assign({
      schedule: ({ context }) => clearCustomDay(context.schedule, context.selectedDate),
    }),
    selectDay: assign({ selectedDate: (_, date: IsoDate) => date }),
    navigateMonth: assign({
      month: ({ context }, delta: number) => shiftMonth(context.month, delta),
    }),
    setRange: assign({
      range: (_, range: { from: string; to: string }) => range,
      rangeError: null,
      notice: null,
    }),
    showRangeError: assign({
      rangeError: ({ context }) => validateTemplateRange(context.range.from, context.range.to),
    }),
    askToApplyRange: assign({
      confirmText: ({ context }) =>
        applyTemplateConfirmText(
          applyTemplateToRange(context.schedule, context.range.from, context.range.to).days,
        ),
      notice: null,
    }),
    applyRange: assign(({ context }) => {
      const application = applyTemplateToRange(
        context.schedule,
        context.range.from,
        context.range.to,
      );
      return {
        schedule: application.schedule,
        notice: templateAppliedText(application),
        confirmText: null,
      };
    }),
    dropConfirmation: assign({ confirmText: null }),
    showScheduleErrors: assign({ errors: ({ context }) => validateSchedule(context.schedule) }),
    clearSaveErrors: assign({ errors: [], saveError: null }),
    showSaveError: assign({
      saveError: (_, params: { error: unknown }) =>
        errorText(params.error, toastErrorMessages.unknown),
    }),
    announceSaved: emit({ type: 'toast', tone: 'success', message: scheduleMessages.saved }),
  },
  guards: {
    switchesToTemplate: (_, tab: ScheduleTab) => tab === 'template',
    switchesToCalendar: (_, tab: ScheduleTab) => tab === 'calendar',
    canRemoveSlot: (_, day: DaySchedule | undefined) => day !== undefined && canRemoveSlot(day),
    isTemplateRangeValid: ({ context }) =>
      validateTemplateRange(context.range.from, context.range.to) === null,
    isScheduleValid: ({ context }) => validateSchedule(context.schedule).length === 0,
    hasUnsavedChanges: ({ context }) =>
      hasScheduleChanged(context.initialSchedule, context.schedule),
  },
}).createMachine({
  id: 'scheduleEditing',
  context: ({ input }) => ({
    schedule: input.schedule ?? defaultSchedule(input.today),
    initialSchedule: input.schedule ?? defaultSchedule(input.today),
    today: input.today,
    month: monthOf(input.today),
    selectedDate: input.today,
    range: { from: '', to: '' },
    rangeError: null,
    confirmText: null,
    notice: null,
    errors: [],
    saveError: null,
  }),
  initial: 'editing',
  output: ({ event }) => event.output as ScheduleEditingOutput,
  states: {
    editing: {
      initial: 'template',
      on: {
        SET_RANGE: {
          actions: {
            type: 'setRange',
            params: ({ event }) => ({ from: event.from, to: event.to }),
          },
        },
        APPLY_RANGE: [
          { guard: 'isTemplateRangeValid', target: 'confirmingRange', actions: 'askToApplyRange' },
          { actions: 'showRangeError' },
        ],
        SAVE: [
          { guard: 'isScheduleValid', target: 'saving', actions: 'clearSaveErrors' },
          { actions: 'showScheduleErrors' },
        ],
        CANCEL: [{ guard: 'hasUnsavedChanges', target: 'confirmingDiscard' }, { target: 'closed' }],
      },
      states: {
        /** 'Шаблон недели': edits name their weekday. */
        template: {
          on: {
            SWITCH_TAB: {
              guard: { type: 'switchesToCalendar', params: ({ event }) => event.tab },
              target: 'calendar',
            },
            TOGGLE_WORKING: {
              actions: {
                type: 'editTemplateDay',
                params: ({ event }) => ({ weekday: event.weekday, edit: dayEdit(event) }),
              },
            },
            ADD_SLOT: {
              actions: {
                type: 'editTemplateDay',
                params: ({ event }) => ({ weekday: event.weekday, edit: dayEdit(event) }),
              },
            },
            REMOVE_SLOT: {
              guard: {
                type: 'canRemoveSlot',
                params: ({ context, event }) =>
                  event.weekday ? context.schedule.template[event.weekday] : undefined,
              },
              actions: {
                type: 'editTemplateDay',
                params: ({ event }) => ({ weekday: event.weekday, edit: dayEdit(event) }),
              },
            },
            UPDATE_SLOT: {
              actions: {
                type: 'editTemplateDay',
                params: ({ event }) => ({ weekday: event.weekday, edit: dayEdit(event) }),
              },
            },
          },
        },
        /** 'Календарь': months by arrows, a selected day opens the editor panel. */
        calendar: {
          initial: 'browsing',
          on: {
            SWITCH_TAB: {
              guard: { type: 'switchesToTemplate', params: ({ event }) => event.tab },
              target: 'template',
            },
            NAVIGATE_MONTH: {
              actions: { type: 'navigateMonth', params: ({ event }) => event.delta },
            },
            SELECT_DAY: {
              target: '.dayEditor',
              actions: { type: 'selectDay', params: ({ event }) => event.date },
            },
          },
          states: {
            browsing: {},
            dayEditor: {
              on: {
                CLOSE_DAY: 'browsing',
                RESET_DAY: { actions: 'resetSelectedDay' },
                TOGGLE_WORKING: {
                  actions: {
                    type: 'editSelectedDay',
                    params: ({ event }) => ({ edit: dayEdit(event) }),
                  },
                },
                ADD_SLOT: {
                  actions: {
                    type: 'editSelectedDay',
                    params: ({ event }) => ({ edit: dayEdit(event) }),
                  },
                },
                REMOVE_SLOT: {
                  guard: {
                    type: 'canRemoveSlot',
                    params: ({ context }) => selectedDaySchedule(context),
                  },
                  actions: {
                    type: 'editSelectedDay',
                    params: ({ event }) => ({ edit: dayEdit(event) }),
                  },
                },
                UPDATE_SLOT: {
                  actions: {
                    type: 'editSelectedDay',
                    params: ({ event }) => ({ edit: dayEdit(event) }),
                  },
                },
              },
            },
          },
        },
        /** Where the dialog returns after the range confirmation or a failed save. */
        previous: { type: 'history', history: 'deep' },
      },
    },
    /** 'Применить шаблон к N дням? Индивидуальные настройки будут сброшены к шаблону.' */
    confirmingRange: {
      on: {
        CONFIRM: { target: 'editing.previous', actions: 'applyRange' },
        CANCEL: { target: 'editing.previous', actions: 'dropConfirmation' },
      },
    },
    /** The schedule was changed and the user asked to close: leave without saving, or go back. */
    confirmingDiscard: {
      on: {
        CONFIRM: 'closed',
        CANCEL: 'editing.previous',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSchedule',
        src: 'saveSchedule',
        input: ({ context }) => ({ schedule: context.schedule }),
        onDone: 'saved',
        onError: {
          target: 'editing.previous',
          actions: { type: 'showSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** 'Расписание успешно обновлено' goes to the toaster; the app closes the dialog. */
    saved: {
      type: 'final',
      entry: 'announceSaved',
      output: ({ context }) => ({ outcome: 'saved', schedule: context.schedule }),
    },
    closed: {
      type: 'final',
      output: { outcome: 'cancelled' },
    },
  },
});
