// The public booking page (part 2 §2, §4, §5, §7, §8): studio info, then contacts → services → master → time → submit, then the success redirect.
/*
 * `form` runs two parallel regions: `step` (the five step badges, always the first step that is not
 * valid yet) and `slots` (the free-time search through `findSlots`, today … today + 14 days).
 * Each control is locked until the steps before it are valid (the validation rules decide), and
 * the UI asks `snapshot.can(...)`. A booking goes through `book`; on success the page shows the
 * message and, 2 s later, the machine ends in `redirect` with the success page's query params.
 *
 * Written without XState so that two engines run this one definition: XState
 * (`publicBookingMachine` in ./public-booking.ts: the staff app's stories and the tests) and the
 * small interpreter in ./statechart/interpreter.ts (the page and the widget visitors load).
 */
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
import type { AnyEvent, StatechartDefinition, StatechartView } from './statechart/definition.ts';

export interface PublicBookingInput {
  /** The {studioId} of the route; missing or blank gives 'ID студии не указан'. */
  studioId?: string | null;
  /** Slots are searched from today to today + 14 days. */
  today: IsoDate;
  /**
   * The studio's info when the page already has it (the server rendered the page with it): the
   * form shows at once, without loading it again. Used only when it is that studio's.
   */
  studio?: PublicStudioInfo | null;
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

export type FindSlotsInput = PublicOptimalSlotsRequest & { studioId: string };

export interface BookInput {
  studioId: string;
  payload: PublicBookingPayload;
}

/** The context is the rules' values (contacts, services, master, slot, notes) with the total added. */
function bookingValues(context: PublicBookingContext): PublicBookingValues {
  return { ...context, totalPrice: bookingTotal(context).total };
}

function sameSlot(a: BookingSlot, b: BookingSlot): boolean {
  return a.date === b.date && a.startTime === b.startTime && a.endTime === b.endTime;
}

export type PublicBookingTag = 'loading' | 'loadingStudio' | 'searchingSlots' | 'submitting';

/** What the public booking screens read, whichever engine runs the machine. */
export type PublicBookingView = StatechartView<
  PublicBookingContext,
  PublicBookingEvent,
  PublicBookingOutput,
  PublicBookingTag
>;

/** The answer of an invoked call (`xstate.done.actor.*`). */
const output = <T>(event: AnyEvent) => event.output as T;

/** The event as the transition that checks or runs this names it. */
const as = <T extends PublicBookingEvent['type']>(event: AnyEvent) =>
  event as Extract<PublicBookingEvent, { type: T }>;

const guards = {
  hasStudioId: (context: PublicBookingContext) => context.studioId.length > 0,
  studioIsKnown: (context: PublicBookingContext) => context.studio !== null,
  contactsAreValid: (context: PublicBookingContext) => validateBookingContacts(context).valid,
  servicesAreValid: (context: PublicBookingContext) => validateBookingServices(context).valid,
  masterIsValid: (context: PublicBookingContext) => validateBookingMaster(context).valid,
  slotIsChosen: (context: PublicBookingContext) => validateBookingTime(context).valid,
  /** Service checkboxes: contacts filled. */
  canChooseServices: (context: PublicBookingContext) =>
    publicBookingControls(bookingValues(context)).servicesEnabled,
  /** Master select: contacts filled and a service chosen. */
  canChooseMaster: (context: PublicBookingContext) =>
    publicBookingControls(bookingValues(context)).masterEnabled,
  /** Find-slots: contacts, services and a master. */
  canFindSlots: (context: PublicBookingContext) =>
    publicBookingControls(bookingValues(context)).findSlotsEnabled,
  slotIsOffered: (context: PublicBookingContext, event: AnyEvent) =>
    event.type === 'SELECT_SLOT' &&
    context.offeredSlots.some((slot) => sameSlot(slot, as<'SELECT_SLOT'>(event).slot)),
  foundSlots: (_: PublicBookingContext, event: AnyEvent) =>
    output<SlotsResponse>(event).slots.length > 0,
  bookingIsValid: (context: PublicBookingContext) =>
    validatePublicBooking(bookingValues(context)).valid,
  /** 409: another visitor took the slot first (the server re-checks every booking). */
  slotWasTaken: (_: PublicBookingContext, event: AnyEvent) =>
    (event.error as PublicBookingError | null | undefined)?.status === 409,
};

type Update = (context: PublicBookingContext, event: AnyEvent) => Partial<PublicBookingContext>;

const actions = {
  recheckStep: { raise: 'RECHECK_STEP' },
  resetSlotSearch: { raise: 'RESET_SLOT_SEARCH' },
  searchSlotsAgain: { raise: 'FIND_SLOTS' },
  clearError: () => ({ errorMessage: null }),
  showMissingStudioId: () => ({ errorMessage: publicBookingMessages.studioIdMissing }),
  showStudioLoadFailure: (_, event) => ({ errorMessage: studioLoadErrorMessage(event.error) }),
  storeStudio: (_, event) => ({ studio: output<PublicStudioInfo>(event) }),
  storeContacts: (_, event) => {
    const { name, phone, email, clientNotes } = as<'SET_CONTACTS'>(event).contacts;
    return {
      ...(name === undefined ? {} : { name }),
      ...(phone === undefined ? {} : { phone }),
      ...(email === undefined ? {} : { email }),
      ...(clientNotes === undefined ? {} : { clientNotes }),
    };
  },
  toggleService: (context, event) => {
    const { serviceId } = as<'TOGGLE_SERVICE'>(event);
    return {
      serviceIds: context.serviceIds.includes(serviceId)
        ? context.serviceIds.filter((id) => id !== serviceId)
        : [...context.serviceIds, serviceId],
    };
  },
  chooseMaster: (_, event) => ({ masterId: as<'SELECT_MASTER'>(event).masterId }),
  clearSlots: () => ({ slot: null, offeredSlots: [], slotsMessage: null }),
  storeOfferedSlots: (_, event) => ({
    offeredSlots: output<SlotsResponse>(event).slots.map(toBookingSlot),
  }),
  showNoSlots: () => ({ slotsMessage: publicBookingMessages.noSlots }),
  showSlotSearchFailure: () => ({ slotsMessage: publicBookingMessages.slotSearchFailed }),
  chooseSlot: (_, event) => ({ slot: as<'SELECT_SLOT'>(event).slot }),
  storeNotes: (_, event) => ({ notes: as<'SET_NOTES'>(event).notes }),
  showFirstInvalidStep: (context) => ({
    errorMessage: firstError(validatePublicBooking(bookingValues(context))) ?? null,
  }),
  showBookingFailure: (_, event) => ({ errorMessage: bookingErrorMessage(event.error) }),
  storeBooking: (_, event) => {
    const response = output<PublicBookingResponse>(event);
    return { appointmentId: response.appointment_id, successMessage: response.message };
  },
} satisfies Record<string, Update | { raise: PublicBookingEvent['type'] }>;

/** The statechart in XState's own config words (guards, actions, delays and inputs by name). */
export const publicBookingChart = {
  initial: 'checkingStudioId',
  states: {
    checkingStudioId: {
      always: [
        { guard: { and: ['hasStudioId', 'studioIsKnown'] }, target: 'form', actions: 'clearError' },
        { guard: 'hasStudioId', target: 'loadingStudio', actions: 'clearError' },
        { target: 'studioError', actions: 'showMissingStudioId' },
      ],
    },
    loadingStudio: {
      tags: ['loading', 'loadingStudio'],
      invoke: {
        src: 'loadStudio',
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
                { guard: { not: 'contactsAreValid' }, target: 'contacts' },
                { guard: { not: 'servicesAreValid' }, target: 'services' },
                { guard: { not: 'masterIsValid' }, target: 'master' },
                { guard: { not: 'slotIsChosen' }, target: 'time' },
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
                src: 'findSlots',
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
                  guard: { and: ['canFindSlots', 'slotIsOffered'] },
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
        src: 'book',
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
} satisfies StatechartDefinition<PublicBookingContext, never, unknown>['chart'];

export const publicBookingDefinition: StatechartDefinition<
  PublicBookingContext,
  PublicBookingInput,
  PublicBookingOutput,
  PublicBookingEvent,
  PublicBookingTag
> = {
  id: 'publicBooking',
  context: (input) => {
    const studioId = input.studioId?.trim() ?? '';
    return {
      studioId,
      today: input.today,
      // Another studio's info (a stale page) is not this booking's: it is loaded instead.
      studio:
        input.studio && studioId !== '' && input.studio.studio.id === studioId
          ? input.studio
          : null,
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
    };
  },
  output: (context) => ({ appointment: context.appointmentId ?? '', studio: context.studioId }),
  guards,
  actions,
  delays: {
    /** The success page opens 2 s after a booking (part 2 §4, §9). */
    redirectDelay: REDIRECT_DELAY_MS,
  },
  inputs: {
    loadStudio: (context): { studioId: string } => ({ studioId: context.studioId }),
    findSlots: (context): FindSlotsInput => ({
      studioId: context.studioId,
      service_ids: context.serviceIds,
      master_id: context.masterId ?? '',
      ...slotSearchRange(context.today),
    }),
    book: (context): BookInput => ({
      studioId: context.studioId,
      payload: preparePublicBookingPayload(bookingValues(context)),
    }),
  },
  chart: publicBookingChart,
};
