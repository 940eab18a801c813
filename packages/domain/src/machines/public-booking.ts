// The public booking page (part 2 §2, §4, §5, §7, §8): studio info, then contacts → services → master → time → submit, then the success redirect.
/*
 * `form` runs two parallel regions: `step` (the five step badges, always the first step that is not
 * valid yet) and `slots` (the free-time search through `findSlots`, today … today + 14 days).
 * Each control is locked until the steps before it are valid (the validation rules decide), and
 * the UI asks `snapshot.can(...)`. A booking goes through `book`; on success the page shows the
 * message and, 2 s later, the machine ends in `redirect` with the success page's query params.
 */
import { and, assign, fromPromise, not, raise, setup } from 'xstate';
import { publicBookingMessages } from '../messages/public-booking.ts';
import type { SlotsResponse } from '../schemas/appointments.ts';
import { toBookingSlot, type BookingSlot } from '../schemas/values.ts';
import type {
  PublicBookingResponse,
  PublicOptimalSlotsRequest,
  PublicStudioInfo,
} from '../schemas/public-booking.ts';
import type { IsoDate } from '../rules/dates.ts';
import { REDIRECT_DELAY_MS } from '../rules/delays.ts';
import {
  bookingErrorMessage,
  studioLoadErrorMessage,
  type PublicBookingError,
} from '../rules/errors.ts';
import { bookingTotal } from '../rules/pricing.ts';
import { slotSearchRange } from '../rules/slots.ts';
import {
  preparePublicBookingPayload,
  publicBookingControls,
  validateBookingContacts,
  validateBookingMaster,
  validateBookingServices,
  validateBookingTime,
  validatePublicBooking,
  type PublicBookingPayload,
  type PublicBookingValues,
} from '../rules/validation/public-booking.ts';
import { firstError } from '../rules/validation/common.ts';
import { notProvided } from './placeholders.ts';

export interface PublicBookingInput {
  /** The {studioId} of the route; missing or blank gives 'ID студии не указан'. */
  studioId?: string | null;
  /** Slots are searched from today to today + 14 days. */
  today: IsoDate;
}

export interface PublicBookingContacts {
  name: string;
  phone: string;
  email: string;
  /** The visitor's note about themselves (client_data.notes). */
  clientNotes: string;
}

export interface PublicBookingContext extends PublicBookingContacts {
  studioId: string;
  today: IsoDate;
  studio: PublicStudioInfo | null;
  serviceIds: string[];
  masterId: string | null;
  slot: BookingSlot | null;
  offeredSlots: BookingSlot[];
  /** The booking's note. */
  notes: string;
  /** Under the time step: no slots found, or the search failed. */
  slotsMessage: string | null;
  /** The page's error: studio loading, an invalid step on submit, a failed booking. */
  errorMessage: string | null;
  appointmentId: string | null;
  /** The server's message shown before the redirect. */
  successMessage: string | null;
}

export type PublicBookingEvent =
  | { type: 'RETRY' }
  | { type: 'SET_CONTACTS'; contacts: Partial<PublicBookingContacts> }
  | { type: 'TOGGLE_SERVICE'; serviceId: string }
  | { type: 'SELECT_MASTER'; masterId: string }
  | { type: 'FIND_SLOTS' }
  | { type: 'SELECT_SLOT'; slot: BookingSlot }
  | { type: 'SET_NOTES'; notes: string }
  | { type: 'SUBMIT' }
  // Raised by the machine after a change; harmless (and idempotent) when sent from outside.
  | { type: 'RECHECK_STEP' }
  | { type: 'RESET_SLOT_SEARCH' };

/** The success page's query: /public/booking/success?appointment=…&studio=… */
export interface PublicBookingOutput {
  appointment: string;
  studio: string;
}

export interface BookInput {
  studioId: string;
  payload: PublicBookingPayload;
}

function bookingValues(context: PublicBookingContext): PublicBookingValues {
  return {
    name: context.name,
    phone: context.phone,
    email: context.email,
    clientNotes: context.clientNotes,
    serviceIds: context.serviceIds,
    masterId: context.masterId,
    slot: context.slot,
    totalPrice: bookingTotal(context).total,
    notes: context.notes,
  };
}

function sameSlot(a: BookingSlot, b: BookingSlot): boolean {
  return a.date === b.date && a.startTime === b.startTime && a.endTime === b.endTime;
}

const MACHINE = 'publicBookingMachine';

export const publicBookingMachine = setup({
  types: {
    context: {} as PublicBookingContext,
    events: {} as PublicBookingEvent,
    input: {} as PublicBookingInput,
    output: {} as PublicBookingOutput,
    tags: {} as 'loading' | 'loadingStudio' | 'searchingSlots' | 'submitting',
  },
  actors: {
    loadStudio: fromPromise<PublicStudioInfo, { studioId: string }>(async () =>
      notProvided(MACHINE, 'loadStudio'),
    ),
    findSlots: fromPromise<SlotsResponse, PublicOptimalSlotsRequest & { studioId: string }>(
      async () => notProvided(MACHINE, 'findSlots'),
    ),
    book: fromPromise<PublicBookingResponse, BookInput>(async () => notProvided(MACHINE, 'book')),
  },
  guards: {
    hasStudioId: ({ context }) => context.studioId.length > 0,
    contactsAreValid: ({ context }) => validateBookingContacts(context).valid,
    servicesAreValid: ({ context }) => validateBookingServices(context).valid,
    masterIsValid: ({ context }) => validateBookingMaster(context).valid,
    slotIsChosen: ({ context }) => validateBookingTime(context).valid,
    /** Service checkboxes: contacts filled. */
    canChooseServices: ({ context }) =>
      publicBookingControls(bookingValues(context)).servicesEnabled,
    /** Master select: contacts filled and a service chosen. */
    canChooseMaster: ({ context }) => publicBookingControls(bookingValues(context)).masterEnabled,
    /** Find-slots: contacts, services and a master. */
    canFindSlots: ({ context }) => publicBookingControls(bookingValues(context)).findSlotsEnabled,
    slotIsOffered: ({ context, event }) =>
      event.type === 'SELECT_SLOT' &&
      context.offeredSlots.some((slot) => sameSlot(slot, event.slot)),
    foundSlots: (_, params: { result: SlotsResponse }) => params.result.slots.length > 0,
    bookingIsValid: ({ context }) => validatePublicBooking(bookingValues(context)).valid,
    /** 409: another visitor took the slot first (the server re-checks every booking). */
    slotWasTaken: (_, params: { error: unknown }) =>
      (params.error as PublicBookingError | null | undefined)?.status === 409,
  },
  actions: {
    recheckStep: raise({ type: 'RECHECK_STEP' }),
    resetSlotSearch: raise({ type: 'RESET_SLOT_SEARCH' }),
    searchSlotsAgain: raise({ type: 'FIND_SLOTS' }),
    clearError: assign({ errorMessage: null }),
    showMissingStudioId: assign({ errorMessage: publicBookingMessages.studioIdMissing }),
    showStudioLoadFailure: assign({
      errorMessage: (_, params: { error: unknown }) => studioLoadErrorMessage(params.error),
    }),
    storeStudio: assign({ studio: (_, params: { studio: PublicStudioInfo }) => params.studio }),
    storeContacts: assign((_, params: { contacts: Partial<PublicBookingContacts> }) => {
      const { name, phone, email, clientNotes } = params.contacts;
      return {
        ...(name === undefined ? {} : { name }),
        ...(phone === undefined ? {} : { phone }),
        ...(email === undefined ? {} : { email }),
        ...(clientNotes === undefined ? {} : { clientNotes }),
      };
    }),
    toggleService: assign({
      serviceIds: ({ context }, params: { serviceId: string }) =>
        context.serviceIds.includes(params.serviceId)
          ? context.serviceIds.filter((id) => id !== params.serviceId)
          : [...context.serviceIds, params.serviceId],
    }),
    chooseMaster: assign({ masterId: (_, params: { masterId: string }) => params.masterId }),
    clearSlots: assign({ slot: null, offeredSlots: [], slotsMessage: null }),
    storeOfferedSlots: assign({
      offeredSlots: (_, params: { result: SlotsResponse }) =>
        params.result.slots.map(toBookingSlot),
    }),
    showNoSlots: assign({ slotsMessage: publicBookingMessages.noSlots }),
    showSlotSearchFailure: assign({ slotsMessage: publicBookingMessages.slotSearchFailed }),
    chooseSlot: assign({ slot: (_, params: { slot: BookingSlot }) => params.slot }),
    storeNotes: assign({ notes: (_, params: { notes: string }) => params.notes }),
    showFirstInvalidStep: assign({
      errorMessage: ({ context }) =>
        firstError(validatePublicBooking(bookingValues(context))) ?? null,
    }),
    showBookingFailure: assign({
      errorMessage: (_, params: { error: unknown }) => bookingErrorMessage(params.error),
    }),
    storeBooking: assign({
      appointmentId: (_, params: { response: PublicBookingResponse }) =>
        params.response.appointment_id,
      successMessage: (_, params: { response: PublicBookingResponse }) => params.response.message,
    }),
  },
  delays: {
    /** The success page opens 2 s after a booking (part 2 §4, §9). */
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'publicBooking',
  context: ({ input }) => ({
    studioId: input.studioId?.trim() ?? '',
    today: input.today,
    studio: null,
    name: '',
    phone: '',
    email: '',
    clientNotes: '',
    serviceIds: [],
    masterId: null,
    slot: null,
    offeredSlots: [],
    notes: '',
    slotsMessage: null,
    errorMessage: null,
    appointmentId: null,
    successMessage: null,
  }),
  initial: 'checkingStudioId',
  output: ({ context }) => ({ appointment: context.appointmentId ?? '', studio: context.studioId }),
  states: {
    checkingStudioId: {
      always: [
        { guard: 'hasStudioId', target: 'loadingStudio', actions: 'clearError' },
        { target: 'studioError', actions: 'showMissingStudioId' },
      ],
    },
    loadingStudio: {
      tags: ['loading', 'loadingStudio'],
      invoke: {
        id: 'loadStudio',
        src: 'loadStudio',
        input: ({ context }) => ({ studioId: context.studioId }),
        onDone: {
          target: 'form',
          actions: { type: 'storeStudio', params: ({ event }) => ({ studio: event.output }) },
        },
        onError: {
          target: 'studioError',
          actions: {
            type: 'showStudioLoadFailure',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    /** The error text (in `errorMessage`) with the advice list: check the link, retry, contact the studio. */
    studioError: {
      on: { RETRY: 'checkingStudioId' },
    },
    form: {
      type: 'parallel',
      on: {
        SET_CONTACTS: {
          actions: [
            'clearError',
            { type: 'storeContacts', params: ({ event }) => ({ contacts: event.contacts }) },
            'recheckStep',
          ],
        },
        TOGGLE_SERVICE: {
          guard: 'canChooseServices',
          actions: [
            'clearError',
            { type: 'toggleService', params: ({ event }) => ({ serviceId: event.serviceId }) },
            'resetSlotSearch',
          ],
        },
        // Slots were found for one master: another master's slot would be a different booking.
        SELECT_MASTER: {
          guard: 'canChooseMaster',
          actions: [
            'clearError',
            { type: 'chooseMaster', params: ({ event }) => ({ masterId: event.masterId }) },
            'resetSlotSearch',
          ],
        },
        SET_NOTES: {
          actions: { type: 'storeNotes', params: ({ event }) => ({ notes: event.notes }) },
        },
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
                input: ({ context }) => ({
                  studioId: context.studioId,
                  service_ids: context.serviceIds,
                  master_id: context.masterId ?? '',
                  ...slotSearchRange(context.today),
                }),
                onDone: [
                  {
                    guard: {
                      type: 'foundSlots',
                      params: ({ event }) => ({ result: event.output }),
                    },
                    target: 'listed',
                    actions: {
                      type: 'storeOfferedSlots',
                      params: ({ event }) => ({ result: event.output }),
                    },
                  },
                  { target: 'empty', actions: 'showNoSlots' },
                ],
                onError: { target: 'failed', actions: 'showSlotSearchFailure' },
              },
            },
            listed: {
              on: {
                SELECT_SLOT: {
                  guard: and(['canFindSlots', 'slotIsOffered']),
                  actions: [
                    'clearError',
                    { type: 'chooseSlot', params: ({ event }) => ({ slot: event.slot }) },
                    'recheckStep',
                  ],
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
        input: ({ context }) => ({
          studioId: context.studioId,
          payload: preparePublicBookingPayload(bookingValues(context)),
        }),
        onDone: {
          target: 'succeeded',
          actions: { type: 'storeBooking', params: ({ event }) => ({ response: event.output }) },
        },
        onError: [
          // A lost race: the message, and a fresh search so the visitor picks another free slot
          // without retyping the contacts or re-choosing the services and master.
          {
            guard: { type: 'slotWasTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'form.history',
            actions: [
              { type: 'showBookingFailure', params: ({ event }) => ({ error: event.error }) },
              'searchSlotsAgain',
            ],
          },
          {
            target: 'form.history',
            actions: {
              type: 'showBookingFailure',
              params: ({ event }) => ({ error: event.error }),
            },
          },
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
