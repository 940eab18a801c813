// The appointment modal (part 2 §2, §4, §5, §7): client → services → master → window → creation, to create or edit one appointment.
/*
 * While `editing`, four parallel regions run side by side:
 * - `step`: the progress strip, always the first step still missing (re-decided after every change);
 * - `price`: recalculated through `calculatePrice` whenever client, services, master and studio are
 *   all chosen, 0 otherwise (the edited appointment keeps its stored price until something changes);
 * - `windowSearch`: 'Найти оптимальные окна' through `findOptimalSlots` (today … today + 14 days);
 * - `client`: on create, the client search through `searchClients` (debounced 300 ms, limit 50) and
 *   the choice (an inactive client is refused); on edit the client is fixed;
 * - `freeTimes` (issue 27): once services and master are chosen, every start time of the picked date
 *   (any date: PICK_DATE) that fits, through `findFreeTimes`; SELECT_TIME fills date, start and end
 *   from one of them. Roles that may book "вне графика" (input `canBookOutOfSchedule`) choose any
 *   time with SELECT_OUT_OF_SCHEDULE (the screen confirms first), and the save says so.
 * Editing, a new master reprices the appointment (the old and the new price stay in context to be
 * shown), except a price set by hand, which stays until RECOMPUTE_PRICE.
 * CREATE (the button of step 5, in both modes) saves through `createAppointment` or
 * `updateAppointment`; a failure comes back to `editing` with the spec's save message. A 409 means the
 * chosen window was taken meanwhile: its message shows, the window is dropped and the windows are
 * searched again at once; client, services, master, price and notes stay.
 * The UI asks `snapshot.can(...)` whether a control is enabled and `snapshot.hasTag('loading')`.
 */
import { and, assign, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { appointmentFormMessages } from '../messages/appointments.ts';
import {
  toBookingSlot,
  type Appointment,
  type BookingSlot,
  type CalculatePriceRequest,
  type CalculatePriceResponse,
  type FindOptimalSlotsRequest,
  type FindOptimalSlotsResponse,
  type FreeTimesRequest,
  type FreeTimesResponse,
} from '../schemas/appointments.ts';
import { formatTime, parseTime } from '../rules/dates.ts';
import { CLIENT_SEARCH_DEBOUNCE_MS, CLIENT_SEARCH_LIMIT } from '../rules/clients.ts';
import type { IsoDate } from '../rules/dates.ts';
import { slotSearchRange } from '../rules/slots.ts';
import {
  prepareAppointmentPayload,
  validateAppointmentSave,
  validateWindowSearch,
  type AppointmentFormValues,
  type AppointmentPayload,
} from '../rules/validation/appointment-form.ts';
import { firstError } from '../rules/validation/common.ts';
import { notProvided } from './placeholders.ts';

/** Default appointment time (part 2 §9): what the read-only time fields show until a window is chosen. */
export const DEFAULT_APPOINTMENT_START = '09:00';
export const DEFAULT_APPOINTMENT_END = '10:00';

export type AppointmentWizardMode = 'create' | 'edit';

export interface WizardClient {
  id: string;
  name: string;
  /** Unknown counts as active. */
  isActive?: boolean;
}

export interface WizardService {
  id: string;
  name: string;
}

export interface WizardMaster {
  id: string;
  name: string;
  /** The studio the master works in: choosing the master chooses the studio. */
  studioId: string;
}

/** An offered (or chosen) window: a date and HH:MM start and end. */
export type AppointmentWindow = BookingSlot;

interface CommonInput {
  /** The studio chosen on the calendar; null for master and studio users (the master brings it). */
  studioId: string | null;
  /** The studio's currency for the user (part 2 §6); replaced by the calculated price's currency. */
  currency: string;
  today: IsoDate;
  /** The calendar's selected day, shown in the date field until a window is chosen; today by default. */
  date?: IsoDate;
  /** The user holds appointments.book_outside_schedule (issue 27): the "вне графика" choice shows. */
  canBookOutOfSchedule?: boolean;
}

export type AppointmentWizardInput =
  (CommonInput & { mode: 'create' }) | (CommonInput & { mode: 'edit'; appointment: Appointment });

export interface AppointmentWizardContext {
  mode: AppointmentWizardMode;
  /** The edited appointment's id; on create, the new one's once saved. */
  appointmentId: string | null;
  today: IsoDate;
  /** The date the time fields show until a window is chosen. */
  day: IsoDate;
  studioId: string | null;
  currency: string;
  client: WizardClient | null;
  services: WizardService[];
  master: WizardMaster | null;
  window: AppointmentWindow | null;
  price: number;
  notes: string;
  clientQuery: string;
  clientResults: WizardClient[];
  offeredWindows: AppointmentWindow[];
  errorMessage: string | null;
  /** The date whose free start times the picker shows (issue 27). */
  pickDate: IsoDate;
  /** Every start time of `pickDate` that fits ('HH:MM'), as the last search answered. */
  freeTimes: string[];
  /** The services' total duration the free times were found for, in minutes. */
  freeTimesDuration: number;
  canBookOutOfSchedule: boolean;
  /** The chosen window was chosen "вне графика" (data the save sends, not a mode of the dialog). */
  outOfSchedule: boolean;
  /** Editing: the stored price and master, for the old/new price shown after a change of master. */
  originalPrice: number | null;
  originalMasterId: string | null;
  /** The price was set by hand: a new master keeps it until RECOMPUTE_PRICE. */
  priceSetByHand: boolean;
}

export type AppointmentWizardEvent =
  | { type: 'SEARCH_CLIENTS'; query: string }
  | { type: 'SELECT_CLIENT'; client: WizardClient }
  | { type: 'SET_SERVICES'; services: WizardService[] }
  | { type: 'SELECT_MASTER'; master: WizardMaster }
  | { type: 'FIND_WINDOWS' }
  | { type: 'SELECT_WINDOW'; window: AppointmentWindow }
  | { type: 'SET_NOTES'; notes: string }
  | { type: 'PICK_DATE'; date: IsoDate }
  | { type: 'SELECT_TIME'; startTime: string }
  | { type: 'SELECT_OUT_OF_SCHEDULE'; window: AppointmentWindow }
  | { type: 'RECOMPUTE_PRICE' }
  /** The app learns (or learns again) whether the user may book "вне графика". */
  | { type: 'ALLOW_OUT_OF_SCHEDULE'; allowed: boolean }
  | { type: 'CREATE' }
  // Raised by the machine after a change; harmless (and idempotent) when sent from outside.
  | { type: 'RECHECK_STEP' }
  | { type: 'RECALCULATE_PRICE' }
  | { type: 'LOAD_FREE_TIMES' }
  | { type: 'CANCEL_WINDOW_SEARCH' };

export interface AppointmentWizardOutput {
  appointmentId: string;
}

export interface SearchClientsInput {
  search: string;
  limit: number;
}

/** PATCH /appointments/{id}: the client cannot change, so client_id is not sent. */
export type AppointmentUpdatePatch = Omit<AppointmentPayload, 'client_id'>;

export interface UpdateAppointmentInput {
  id: string;
  patch: AppointmentUpdatePatch;
}

/** A saved appointment: the app's call may answer the whole Appointment. */
export interface SavedAppointment {
  id: string;
}

/**
 * Save failures (part 2 §5): the server's user message, else the error's message, else
 * 'Ошибка сохранения'. The app's typed API errors carry `userMessage`.
 */
export interface AppointmentSaveError {
  userMessage?: string | null;
  message?: string | null;
}

/** The server's "slot taken" answer to a save (the no-overlap check lost the race): HTTP 409. */
export function isWindowTaken(error: unknown): boolean {
  return (
    error !== null && typeof error === 'object' && (error as { status?: unknown }).status === 409
  );
}

export function saveErrorMessage(error: unknown): string {
  if (error !== null && typeof error === 'object') {
    const { userMessage, message } = error as AppointmentSaveError;
    if (typeof userMessage === 'string' && userMessage.trim()) return userMessage;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return appointmentFormMessages.saveFailed;
}

/** The date, start and end fields: the chosen window, else the day at 09:00–10:00. */
export function appointmentTimeFields(context: AppointmentWizardContext): AppointmentWindow {
  return (
    context.window ?? {
      date: context.day,
      startTime: DEFAULT_APPOINTMENT_START,
      endTime: DEFAULT_APPOINTMENT_END,
    }
  );
}

function formValues(context: AppointmentWizardContext): AppointmentFormValues {
  return {
    clientId: context.client?.id,
    serviceIds: context.services.map((service) => service.id),
    masterId: context.master?.id,
    studioId: context.studioId,
    date: context.window?.date,
    startTime: context.window?.startTime,
    endTime: context.window?.endTime,
    totalPrice: context.price,
    notes: context.notes,
  };
}

function windowSearch(context: AppointmentWizardContext) {
  return validateWindowSearch(formValues(context));
}

function sameServices(a: readonly WizardService[], b: readonly WizardService[]): boolean {
  const ids = new Set(a.map((service) => service.id));
  return a.length === b.length && b.every((service) => ids.has(service.id));
}

/** The save's body: the form's payload, and what issue 27 adds only when it holds. */
function savePayload(context: AppointmentWizardContext): AppointmentPayload {
  return {
    ...prepareAppointmentPayload(formValues(context)),
    ...(context.outOfSchedule ? { out_of_schedule: true } : {}),
    ...(context.priceSetByHand ? { price_set_by_hand: true } : {}),
  };
}

function toUpdatePatch(context: AppointmentWizardContext): AppointmentUpdatePatch {
  const { client_id: _clientId, ...patch } = savePayload(context);
  return patch;
}

/** The window a free start time gives on the picked date: start + the services' duration. */
export function freeTimeWindow(
  context: Pick<AppointmentWizardContext, 'pickDate' | 'freeTimesDuration'>,
  startTime: string,
): AppointmentWindow {
  const start = parseTime(startTime) ?? 0;
  return {
    date: context.pickDate,
    startTime,
    endTime: formatTime(start + context.freeTimesDuration),
  };
}

/** Editing, after a change of master: the stored price and the new one, to show before saving. */
export function priceChange(
  context: AppointmentWizardContext,
): { before: number; after: number } | null {
  if (context.mode !== 'edit' || context.originalPrice === null) return null;
  if (context.master?.id === context.originalMasterId) return null;
  return { before: context.originalPrice, after: context.price };
}

function initialContext(input: AppointmentWizardInput): AppointmentWizardContext {
  const common = {
    mode: input.mode,
    today: input.today,
    day: input.date ?? input.today,
    clientQuery: '',
    clientResults: [],
    offeredWindows: [],
    errorMessage: null,
    freeTimes: [],
    freeTimesDuration: 0,
    canBookOutOfSchedule: input.canBookOutOfSchedule === true,
  };
  if (input.mode === 'create') {
    return {
      ...common,
      appointmentId: null,
      studioId: input.studioId,
      currency: input.currency,
      client: null,
      services: [],
      master: null,
      window: null,
      price: 0,
      notes: '',
      pickDate: common.day,
      outOfSchedule: false,
      originalPrice: null,
      originalMasterId: null,
      priceSetByHand: false,
    };
  }
  const { appointment } = input;
  return {
    ...common,
    appointmentId: appointment.id,
    studioId: appointment.studioId,
    currency: appointment.currency ?? input.currency,
    client: { id: appointment.clientId, name: appointment.clientName ?? '' },
    services: appointment.serviceIds.map((id, index) => ({
      id,
      name: appointment.serviceNames[index] ?? '',
    })),
    master: {
      id: appointment.masterId,
      name: appointment.masterName ?? '',
      studioId: appointment.studioId,
    },
    window: {
      date: appointment.date,
      startTime: appointment.startTime,
      endTime: appointment.endTime,
    },
    price: appointment.price,
    notes: appointment.notes ?? '',
    pickDate: appointment.date,
    outOfSchedule: appointment.outOfSchedule === true,
    originalPrice: appointment.price,
    originalMasterId: appointment.masterId,
    priceSetByHand: appointment.priceSetByHand === true,
  };
}

const MACHINE = 'appointmentWizardMachine';

/**
 * A failed save: back to editing with the message. On a 409 the window was taken meanwhile, so it is
 * dropped and the search runs again straight away (entering `windowSearch.finding` directly keeps the
 * message, which FIND_WINDOWS would clear); everything else chosen stays in the context.
 */
const saveFailed = [
  {
    guard: {
      type: 'windowWasTaken',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
    target: '#appointmentWizard.editing.windowSearch.finding',
    actions: [
      {
        type: 'showSaveFailure',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      'resetWindow',
      'clearOfferedWindows',
      'loadFreeTimes',
    ],
  },
  {
    target: '#appointmentWizard.editing',
    actions: {
      type: 'showSaveFailure',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
  },
] as const;

export const appointmentWizardMachine = setup({
  types: {
    context: {} as AppointmentWizardContext,
    events: {} as AppointmentWizardEvent,
    input: {} as AppointmentWizardInput,
    output: {} as AppointmentWizardOutput,
    tags: {} as
      | 'loading'
      | 'searchingClients'
      | 'calculatingPrice'
      | 'findingWindows'
      | 'findingFreeTimes'
      | 'saving',
  },
  actors: {
    searchClients: fromPromise<readonly WizardClient[], SearchClientsInput>(async () =>
      notProvided(MACHINE, 'searchClients'),
    ),
    calculatePrice: fromPromise<CalculatePriceResponse, CalculatePriceRequest>(async () =>
      notProvided(MACHINE, 'calculatePrice'),
    ),
    findOptimalSlots: fromPromise<FindOptimalSlotsResponse, FindOptimalSlotsRequest>(async () =>
      notProvided(MACHINE, 'findOptimalSlots'),
    ),
    findFreeTimes: fromPromise<FreeTimesResponse, FreeTimesRequest>(async () =>
      notProvided(MACHINE, 'findFreeTimes'),
    ),
    createAppointment: fromPromise<SavedAppointment, AppointmentPayload>(async () =>
      notProvided(MACHINE, 'createAppointment'),
    ),
    updateAppointment: fromPromise<SavedAppointment, UpdateAppointmentInput>(async () =>
      notProvided(MACHINE, 'updateAppointment'),
    ),
  },
  guards: {
    isCreateMode: ({ context }) => context.mode === 'create',
    hasClient: ({ context }) => context.client !== null,
    hasServices: ({ context }) => context.services.length > 0,
    hasWindow: ({ context }) => context.window !== null,
    /** Services, master and studio (the spec's window-search prerequisites). */
    canSearchWindows: ({ context }) => windowSearch(context).valid,
    /** Client, services, master and studio: the price can be asked for. */
    canCalculatePrice: ({ context }) => context.client !== null && windowSearch(context).valid,
    clientIsActive: (_, params: { client: WizardClient }) => params.client.isActive !== false,
    /** SELECT_TIME with a start the last free-time search offered. */
    isFreeTime: ({ context, event }) =>
      event.type === 'SELECT_TIME' && context.freeTimes.includes(event.startTime),
    mayBookOutOfSchedule: ({ context }) => context.canBookOutOfSchedule,
    /** Editing keeps a price set by hand when the master changes. */
    keepsPriceByHand: ({ context }) => context.mode === 'edit' && context.priceSetByHand,
    /** SET_SERVICES with the services already chosen (the picker confirmed without a change). */
    servicesUnchanged: ({ context, event }) =>
      event.type === 'SET_SERVICES' && sameServices(context.services, event.services),
    /** SELECT_MASTER with a master of a studio other than the chosen one. */
    masterInAnotherStudio: ({ context, event }) =>
      event.type === 'SELECT_MASTER' &&
      context.studioId !== null &&
      event.master.studioId !== context.studioId,
    /** A save would not be stale: no price calculation is under way. */
    priceIsSettled: not(stateIn('#appointmentWizard.editing.price.calculating')),
    /** The spec's save check: every field chosen; on create, an active client. */
    windowWasTaken: (_, params: { error: unknown }) => isWindowTaken(params.error),
    saveIsValid: ({ context }) =>
      validateAppointmentSave(formValues(context), {
        mode: context.mode,
        clientIsActive: context.client?.isActive,
      }).valid,
  },
  actions: {
    recheckStep: raise({ type: 'RECHECK_STEP' }),
    recalculatePrice: raise({ type: 'RECALCULATE_PRICE' }),
    loadFreeTimes: raise({ type: 'LOAD_FREE_TIMES' }),
    pickDate: assign({ pickDate: (_, params: { date: IsoDate }) => params.date }),
    storeFreeTimes: assign({
      freeTimes: (_, params: { result: FreeTimesResponse }) => [...params.result.start_times],
      freeTimesDuration: (_, params: { result: FreeTimesResponse }) => params.result.duration_min,
    }),
    clearFreeTimes: assign({ freeTimes: [], freeTimesDuration: 0 }),
    chooseFreeTime: assign({
      window: ({ context }, params: { startTime: string }) =>
        freeTimeWindow(context, params.startTime),
      outOfSchedule: false,
    }),
    chooseOutOfSchedule: assign({
      window: (_, params: { window: AppointmentWindow }) => params.window,
      outOfSchedule: true,
    }),
    forgetPriceByHand: assign({ priceSetByHand: false }),
    allowOutOfSchedule: assign({
      canBookOutOfSchedule: (_, params: { allowed: boolean }) => params.allowed,
    }),
    cancelWindowSearch: raise({ type: 'CANCEL_WINDOW_SEARCH' }),
    clearError: assign({ errorMessage: null }),
    storeClientQuery: assign({ clientQuery: (_, params: { query: string }) => params.query }),
    storeClientResults: assign({
      clientResults: (_, params: { clients: readonly WizardClient[] }) => [...params.clients],
    }),
    clearClientResults: assign({ clientResults: [] }),
    chooseClient: assign({ client: (_, params: { client: WizardClient }) => params.client }),
    refuseInactiveClient: assign({ errorMessage: appointmentFormMessages.inactiveClient }),
    chooseServices: assign({
      services: (_, params: { services: readonly WizardService[] }) => [...params.services],
    }),
    clearServices: assign({ services: [] }),
    chooseMaster: assign({
      master: (_, params: { master: WizardMaster }) => params.master,
      studioId: (_, params: { master: WizardMaster }) => params.master.studioId,
    }),
    resetWindow: assign({ window: null }),
    clearOfferedWindows: assign({ offeredWindows: [] }),
    chooseWindow: assign({
      window: (_, params: { window: AppointmentWindow }) => params.window,
      pickDate: (_, params: { window: AppointmentWindow }) => params.window.date,
      outOfSchedule: false,
    }),
    storeNotes: assign({ notes: (_, params: { notes: string }) => params.notes }),
    resetPrice: assign({ price: 0 }),
    storePrice: assign({
      price: (_, params: { result: CalculatePriceResponse }) => params.result.total_price,
      currency: (_, params: { result: CalculatePriceResponse }) => params.result.currency,
    }),
    storeOfferedWindows: assign({
      offeredWindows: (_, params: { result: FindOptimalSlotsResponse }) =>
        params.result.slots.map(toBookingSlot),
    }),
    showWindowSearchPrerequisites: assign({
      errorMessage: ({ context }) => firstError(windowSearch(context)) ?? null,
    }),
    showWindowSearchFailure: assign({
      errorMessage: appointmentFormMessages.windowSearchFailed,
    }),
    showSaveRefusal: assign({
      errorMessage: ({ context }) =>
        firstError(
          validateAppointmentSave(formValues(context), {
            mode: context.mode,
            clientIsActive: context.client?.isActive,
          }),
        ) ?? null,
    }),
    showSaveFailure: assign({
      errorMessage: (_, params: { error: unknown }) => saveErrorMessage(params.error),
    }),
    storeSavedAppointment: assign({
      appointmentId: (_, params: { appointment: SavedAppointment }) => params.appointment.id,
    }),
  },
  delays: {
    clientSearchDebounce: CLIENT_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'appointmentWizard',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  output: ({ context }) => ({ appointmentId: context.appointmentId ?? '' }),
  states: {
    editing: {
      type: 'parallel',
      on: {
        SET_SERVICES: [
          {
            guard: and(['hasClient', 'servicesUnchanged']),
            actions: {
              type: 'chooseServices',
              params: ({ event }) => ({ services: event.services }),
            },
          },
          {
            guard: 'hasClient',
            actions: [
              'clearError',
              { type: 'chooseServices', params: ({ event }) => ({ services: event.services }) },
              'resetWindow',
              'clearOfferedWindows',
              'recheckStep',
              'recalculatePrice',
              'cancelWindowSearch',
              'loadFreeTimes',
            ],
          },
        ],
        SELECT_MASTER: [
          {
            guard: and(['hasServices', 'masterInAnotherStudio']),
            actions: [
              'clearError',
              { type: 'chooseMaster', params: ({ event }) => ({ master: event.master }) },
              'clearServices',
              'resetPrice',
              'resetWindow',
              'clearOfferedWindows',
              'recheckStep',
              'recalculatePrice',
              'cancelWindowSearch',
              'loadFreeTimes',
            ],
          },
          {
            guard: and(['hasServices', 'isCreateMode']),
            actions: [
              'clearError',
              { type: 'chooseMaster', params: ({ event }) => ({ master: event.master }) },
              'resetWindow',
              'clearOfferedWindows',
              'recheckStep',
              'recalculatePrice',
              'cancelWindowSearch',
              'loadFreeTimes',
            ],
          },
          {
            // A price set by hand stays with the new master until RECOMPUTE_PRICE (issue 27).
            guard: and(['hasServices', 'keepsPriceByHand']),
            actions: [
              'clearError',
              { type: 'chooseMaster', params: ({ event }) => ({ master: event.master }) },
              'clearOfferedWindows',
              'recheckStep',
              'cancelWindowSearch',
              'loadFreeTimes',
            ],
          },
          {
            // Editing keeps the appointment's time with the new master; offered windows were the old one's.
            guard: 'hasServices',
            actions: [
              'clearError',
              { type: 'chooseMaster', params: ({ event }) => ({ master: event.master }) },
              'clearOfferedWindows',
              'recheckStep',
              'recalculatePrice',
              'cancelWindowSearch',
              'loadFreeTimes',
            ],
          },
        ],
        SELECT_WINDOW: {
          guard: 'canSearchWindows',
          actions: [
            'clearError',
            { type: 'chooseWindow', params: ({ event }) => ({ window: event.window }) },
            'recheckStep',
            'loadFreeTimes',
          ],
        },
        PICK_DATE: {
          guard: 'canSearchWindows',
          actions: [
            'clearError',
            { type: 'pickDate', params: ({ event }) => ({ date: event.date }) },
            'clearFreeTimes',
            'loadFreeTimes',
          ],
        },
        SELECT_TIME: {
          guard: and(['canSearchWindows', 'isFreeTime']),
          actions: [
            'clearError',
            { type: 'chooseFreeTime', params: ({ event }) => ({ startTime: event.startTime }) },
            'recheckStep',
          ],
        },
        SELECT_OUT_OF_SCHEDULE: {
          guard: and(['canSearchWindows', 'mayBookOutOfSchedule']),
          actions: [
            'clearError',
            { type: 'chooseOutOfSchedule', params: ({ event }) => ({ window: event.window }) },
            'recheckStep',
          ],
        },
        ALLOW_OUT_OF_SCHEDULE: {
          actions: {
            type: 'allowOutOfSchedule',
            params: ({ event }) => ({ allowed: event.allowed }),
          },
        },
        RECOMPUTE_PRICE: {
          guard: 'keepsPriceByHand',
          actions: ['forgetPriceByHand', 'recalculatePrice'],
        },
        SET_NOTES: {
          actions: { type: 'storeNotes', params: ({ event }) => ({ notes: event.notes }) },
        },
        CREATE: [
          {
            guard: and(['hasWindow', 'priceIsSettled', 'saveIsValid']),
            target: 'saving',
            actions: 'clearError',
          },
          { guard: and(['hasWindow', 'priceIsSettled']), actions: 'showSaveRefusal' },
        ],
      },
      states: {
        /** The progress strip: 1 Client, 2 Services, 3 Master, 4 Window, 5 Creation. */
        step: {
          initial: 'deciding',
          on: { RECHECK_STEP: '.deciding' },
          states: {
            deciding: {
              always: [
                { guard: 'hasWindow', target: 'creation' },
                { guard: 'canSearchWindows', target: 'window' },
                { guard: 'hasServices', target: 'master' },
                { guard: 'hasClient', target: 'services' },
                { target: 'client' },
              ],
            },
            client: {},
            services: {},
            master: {},
            window: {},
            creation: {},
          },
        },
        price: {
          initial: 'idle',
          on: { RECALCULATE_PRICE: '.checking' },
          states: {
            checking: {
              always: [
                { guard: 'canCalculatePrice', target: 'calculating' },
                { target: 'idle', actions: 'resetPrice' },
              ],
            },
            idle: {},
            calculating: {
              tags: ['loading', 'calculatingPrice'],
              invoke: {
                id: 'calculatePrice',
                src: 'calculatePrice',
                input: ({ context }) => ({
                  service_ids: context.services.map((service) => service.id),
                  master_id: context.master?.id ?? '',
                  client_id: context.client?.id ?? '',
                  studio_id: context.studioId ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'storePrice',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: { target: 'failed', actions: 'resetPrice' },
              },
            },
            /** The call failed; the price stays 0 until the next change (or RECALCULATE_PRICE). */
            failed: {},
          },
        },
        windowSearch: {
          initial: 'idle',
          on: { CANCEL_WINDOW_SEARCH: '.idle' },
          states: {
            idle: {
              on: {
                FIND_WINDOWS: [
                  { guard: 'canSearchWindows', target: 'finding', actions: 'clearError' },
                  { actions: 'showWindowSearchPrerequisites' },
                ],
              },
            },
            finding: {
              tags: ['loading', 'findingWindows'],
              invoke: {
                id: 'findOptimalSlots',
                src: 'findOptimalSlots',
                input: ({ context }) => ({
                  service_ids: context.services.map((service) => service.id),
                  master_id: context.master?.id ?? '',
                  studio_id: context.studioId ?? '',
                  ...slotSearchRange(context.today),
                }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'storeOfferedWindows',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: { target: 'idle', actions: 'showWindowSearchFailure' },
              },
            },
          },
        },
        /** Every fitting start time of the picked date (issue 27). */
        freeTimes: {
          initial: 'checking',
          on: { LOAD_FREE_TIMES: '.checking' },
          states: {
            checking: {
              always: [
                { guard: 'canSearchWindows', target: 'loading' },
                { target: 'idle', actions: 'clearFreeTimes' },
              ],
            },
            /** Services or master still missing. */
            idle: {},
            loading: {
              // Not 'loading': the dialog stays usable while the picker fills.
              tags: ['findingFreeTimes'],
              invoke: {
                id: 'findFreeTimes',
                src: 'findFreeTimes',
                input: ({ context }) => ({
                  master_id: context.master?.id ?? '',
                  studio_id: context.studioId ?? '',
                  date: context.pickDate,
                  service_ids: context.services.map((service) => service.id),
                }),
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'storeFreeTimes',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: { target: 'failed', actions: 'clearFreeTimes' },
              },
            },
            ready: {},
            failed: {},
          },
        },
        client: {
          initial: 'checkingMode',
          states: {
            checkingMode: {
              always: [{ guard: 'isCreateMode', target: 'choosable' }, { target: 'fixed' }],
            },
            /** Editing: the appointment's client cannot change (PATCH carries no client_id). */
            fixed: {},
            /** Creating: the search box, the result list and '+ Новый клиент' choose the client. */
            choosable: {
              initial: 'idle',
              on: {
                SEARCH_CLIENTS: {
                  target: '.debouncing',
                  actions: {
                    type: 'storeClientQuery',
                    params: ({ event }) => ({ query: event.query }),
                  },
                },
                SELECT_CLIENT: [
                  {
                    guard: {
                      type: 'clientIsActive',
                      params: ({ event }) => ({ client: event.client }),
                    },
                    actions: [
                      'clearError',
                      { type: 'chooseClient', params: ({ event }) => ({ client: event.client }) },
                      'recheckStep',
                      'recalculatePrice',
                    ],
                  },
                  { actions: 'refuseInactiveClient' },
                ],
              },
              states: {
                idle: {},
                debouncing: {
                  after: { clientSearchDebounce: 'searching' },
                },
                searching: {
                  tags: ['loading', 'searchingClients'],
                  invoke: {
                    id: 'searchClients',
                    src: 'searchClients',
                    input: ({ context }) => ({
                      search: context.clientQuery.trim(),
                      limit: CLIENT_SEARCH_LIMIT,
                    }),
                    onDone: {
                      target: 'idle',
                      actions: {
                        type: 'storeClientResults',
                        params: ({ event }) => ({ clients: event.output }),
                      },
                    },
                    // A failed search shows an empty list, as the other list loads do (part 2 §8).
                    onError: { target: 'idle', actions: 'clearClientResults' },
                  },
                },
              },
            },
          },
        },
      },
    },
    saving: {
      tags: ['loading', 'saving'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isCreateMode', target: 'creating' }, { target: 'updating' }],
        },
        creating: {
          invoke: {
            id: 'createAppointment',
            src: 'createAppointment',
            input: ({ context }) => savePayload(context),
            onDone: {
              target: '#appointmentWizard.saved',
              actions: {
                type: 'storeSavedAppointment',
                params: ({ event }) => ({ appointment: event.output }),
              },
            },
            onError: saveFailed,
          },
        },
        updating: {
          invoke: {
            id: 'updateAppointment',
            src: 'updateAppointment',
            input: ({ context }) => ({
              id: context.appointmentId ?? '',
              patch: toUpdatePatch(context),
            }),
            onDone: '#appointmentWizard.saved',
            onError: saveFailed,
          },
        },
      },
    },
    saved: { type: 'final' },
  },
});
