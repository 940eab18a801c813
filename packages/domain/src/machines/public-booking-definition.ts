// The public booking page (part 2 §2, §4, §5, §7, §8): studio info, then contacts → services → master → time → submit, then the success redirect.
/*
 * `form` runs two parallel regions: `step` (the five step badges, always the first step that is not
 * valid yet) and `slots` (the free-time search through `findSlots`, today … today + 14 days).
 * Each control is locked until the steps before it are valid (the validation rules decide), and
 * the UI asks `snapshot.can(...)`. A booking goes through `book`; on success the page shows the
 * message and, 2 s later, the machine ends in `redirect` with the success page's query params.
 *
 * The rules the machine (./public-booking.ts, on XState) runs: its context, guards, context updates
 * and the calls' inputs, as plain functions of the context and the event.
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
/** An event as the guards and updates read it; a call's answer or error rides on it. */
export interface AnyEvent {
  type: string;
  output?: unknown;
  error?: unknown;
}

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

/** A state's value, as XState prints it. */
export type StateValue = string | { [key: string]: StateValue };

/** What the public booking screens read of the running machine (an XState snapshot is one). */
export interface PublicBookingView {
  value: StateValue;
  context: PublicBookingContext;
  status: 'active' | 'done' | 'error' | 'stopped';
  output?: PublicBookingOutput | undefined;
  matches(value: StateValue): boolean;
  hasTag(tag: PublicBookingTag): boolean;
  can(event: PublicBookingEvent): boolean;
}

/** The answer of an invoked call (`xstate.done.actor.*`). */
const output = <T>(event: AnyEvent) => event.output as T;

/** The event as the transition that checks or runs this names it. */
const as = <T extends PublicBookingEvent['type']>(event: AnyEvent) =>
  event as Extract<PublicBookingEvent, { type: T }>;

export const publicBookingGuards = {
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

export const publicBookingUpdates = {
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
} satisfies Record<string, Update>;

/** The context a booking starts with. */
export function publicBookingContext(input: PublicBookingInput): PublicBookingContext {
  const studioId = input.studioId?.trim() ?? '';
  return {
    studioId,
    today: input.today,
    // Another studio's info (a stale page) is not this booking's: it is loaded instead.
    studio:
      input.studio && studioId !== '' && input.studio.studio.id === studioId ? input.studio : null,
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
}

/** The success page's query, once the booking is done. */
export const publicBookingOutput = (context: PublicBookingContext): PublicBookingOutput => ({
  appointment: context.appointmentId ?? '',
  studio: context.studioId,
});

/** Each call's input, from the context when its state is entered. */
export const publicBookingInputs = {
  loadStudio: (context: PublicBookingContext): { studioId: string } => ({
    studioId: context.studioId,
  }),
  findSlots: (context: PublicBookingContext): FindSlotsInput => ({
    studioId: context.studioId,
    service_ids: context.serviceIds,
    master_id: context.masterId ?? '',
    ...slotSearchRange(context.today),
  }),
  book: (context: PublicBookingContext): BookInput => ({
    studioId: context.studioId,
    payload: preparePublicBookingPayload(bookingValues(context)),
  }),
};

/** The success page opens 2 s after a booking (part 2 §4, §9). */
export const publicBookingDelays = { redirectDelay: REDIRECT_DELAY_MS };
