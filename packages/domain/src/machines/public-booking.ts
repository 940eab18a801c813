// The public booking machine on XState: the chart of ./public-booking-definition.ts's rules, with
// the three calls as placeholder actors the app provides. The page, every widget mode, the stories
// and the tests all run this one machine.
import { and, assign, fromPromise, not, raise, setup } from 'xstate';
import type { SlotsResponse } from '../schemas/appointments.ts';
import type { PublicBookingResponse, PublicStudioInfo } from '../schemas/public-booking.ts';
import {
  publicBookingContext,
  publicBookingDelays,
  publicBookingGuards,
  publicBookingInputs,
  publicBookingOutput,
  publicBookingUpdates,
  type AnyEvent,
  type BookInput,
  type FindSlotsInput,
  type PublicBookingContext,
  type PublicBookingEvent,
  type PublicBookingInput,
  type PublicBookingOutput,
  type PublicBookingTag,
} from './public-booking-definition.ts';
import { notProvided } from './placeholders.ts';

export * from './public-booking-definition.ts';

const MACHINE = 'publicBookingMachine';

type Args = { context: PublicBookingContext; event: AnyEvent };
type Guards = typeof publicBookingGuards;
type Updates = typeof publicBookingUpdates;

const guards = Object.fromEntries(
  Object.entries(publicBookingGuards).map(([name, guard]) => [
    name,
    ({ context, event }: Args) => guard(context, event),
  ]),
) as { [K in keyof Guards]: (args: Args) => boolean };

const updates = Object.fromEntries(
  Object.entries(publicBookingUpdates).map(([name, update]) => [
    name,
    assign(({ context, event }: Args) => update(context, event)),
  ]),
) as unknown as { [K in keyof Updates]: never };

const publicBookingSetup = setup({
  types: {
    context: {} as PublicBookingContext,
    events: {} as PublicBookingEvent,
    input: {} as PublicBookingInput,
    output: {} as PublicBookingOutput,
    tags: {} as PublicBookingTag,
  },
  actors: {
    loadStudio: fromPromise<PublicStudioInfo, { studioId: string }>(async () =>
      notProvided(MACHINE, 'loadStudio'),
    ),
    findSlots: fromPromise<SlotsResponse, FindSlotsInput>(async () =>
      notProvided(MACHINE, 'findSlots'),
    ),
    book: fromPromise<PublicBookingResponse, BookInput>(async () => notProvided(MACHINE, 'book')),
  },
  guards,
  actions: {
    ...updates,
    recheckStep: raise({ type: 'RECHECK_STEP' }),
    resetSlotSearch: raise({ type: 'RESET_SLOT_SEARCH' }),
    searchSlotsAgain: raise({ type: 'FIND_SLOTS' }),
  },
  delays: publicBookingDelays,
});

export const publicBookingMachine = publicBookingSetup.createMachine({
  id: 'publicBooking',
  context: ({ input }) => publicBookingContext(input),
  output: ({ context }) => publicBookingOutput(context),
  initial: 'checkingStudioId',
  states: {
    checkingStudioId: {
      always: [
        {
          guard: and(['hasStudioId', 'studioIsKnown']),
          target: 'form',
          actions: 'clearError',
        },
        { guard: 'hasStudioId', target: 'loadingStudio', actions: 'clearError' },
        { target: 'studioError', actions: 'showMissingStudioId' },
      ],
    },
    loadingStudio: {
      tags: ['loading', 'loadingStudio'],
      invoke: {
        id: 'loadStudio',
        src: 'loadStudio',
        input: ({ context }) => publicBookingInputs.loadStudio(context),
        onDone: { target: 'form', actions: 'storeStudio' },
        onError: { target: 'studioError', actions: 'showStudioLoadFailure' },
      },
    },
    /** The error text (in `errorMessage`) with the advice list: check the link, retry, contact the studio. */
    studioError: {
      on: { RETRY: 'checkingStudioId' },
    },
    form: {
      type: 'parallel',
      on: {
        SET_CONTACTS: { actions: ['clearError', 'storeContacts', 'recheckStep'] },
        TOGGLE_SERVICE: {
          guard: 'canChooseServices',
          actions: ['clearError', 'toggleService', 'resetSlotSearch'],
        },
        // Slots were found for one master: another master's slot would be a different booking.
        SELECT_MASTER: {
          guard: 'canChooseMaster',
          actions: ['clearError', 'chooseMaster', 'resetSlotSearch'],
        },
        SET_NOTES: { actions: 'storeNotes' },
        SUBMIT: [
          { guard: 'bookingIsValid', target: 'submitting', actions: 'clearError' },
          { actions: 'showFirstInvalidStep' },
        ],
      },
      states: {
        /** The five step badges (contacts, services, master, time, booking): the first step not valid yet. */
        step: {
          initial: 'deciding',
          on: { RECHECK_STEP: '.deciding' },
          states: {
            deciding: {
              always: [
                { guard: not('contactsAreValid'), target: 'contacts' },
                { guard: not('servicesAreValid'), target: 'services' },
                { guard: not('masterIsValid'), target: 'master' },
                { guard: not('slotIsChosen'), target: 'time' },
                { target: 'submit' },
              ],
            },
            contacts: {},
            services: {},
            master: {},
            time: {},
            submit: {},
          },
        },
        slots: {
          initial: 'idle',
          on: {
            RESET_SLOT_SEARCH: { target: '.idle', actions: ['clearSlots', 'recheckStep'] },
            FIND_SLOTS: {
              guard: 'canFindSlots',
              target: '.searching',
              actions: ['clearSlots', 'recheckStep'],
            },
          },
          states: {
            idle: {},
            searching: {
              tags: ['loading', 'searchingSlots'],
              // A second FIND_SLOTS while searching is ignored (the button shows the search under way).
              on: { FIND_SLOTS: {} },
              invoke: {
                id: 'findSlots',
                src: 'findSlots',
                input: ({ context }) => publicBookingInputs.findSlots(context),
                onDone: [
                  { guard: 'foundSlots', target: 'listed', actions: 'storeOfferedSlots' },
                  { target: 'empty', actions: 'showNoSlots' },
                ],
                onError: { target: 'failed', actions: 'showSlotSearchFailure' },
              },
            },
            listed: {
              on: {
                SELECT_SLOT: {
                  guard: and(['canFindSlots', 'slotIsOffered']),
                  actions: ['clearError', 'chooseSlot', 'recheckStep'],
                },
              },
            },
            /** 'Свободных слотов не найдено…' (in `slotsMessage`). */
            empty: {},
            /** 'Ошибка при поиске свободного времени' (in `slotsMessage`). */
            failed: {},
          },
        },
        /** Back from a failed booking, both regions as they were. */
        history: { type: 'history', history: 'deep' },
      },
    },
    submitting: {
      tags: ['loading', 'submitting'],
      invoke: {
        id: 'book',
        src: 'book',
        input: ({ context }) => publicBookingInputs.book(context),
        onDone: { target: 'succeeded', actions: 'storeBooking' },
        onError: [
          // A lost race: the message, and a fresh search so the visitor picks another free slot
          // without retyping the contacts or re-choosing the services and master.
          {
            guard: 'slotWasTaken',
            target: 'form.history',
            actions: ['showBookingFailure', 'searchSlotsAgain'],
          },
          { target: 'form.history', actions: 'showBookingFailure' },
        ],
      },
    },
    /** The success message shows; the success page opens after `redirectDelay`. */
    succeeded: {
      after: { redirectDelay: 'redirect' },
    },
    redirect: { type: 'final' },
  },
});
