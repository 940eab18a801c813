// The /invite/{token} page (part 2 §2, §4, §5, §8): load, expired or form, two-step accept, confirmed decline, redirect after 2 s.
import { assign, fromPromise, setup } from 'xstate';
import { toastErrorMessages } from '../messages/errors.ts';
import { invitationMessages } from '../messages/invitations.ts';
import type { InvitationDetails } from '../schemas/invitations.ts';
import { REDIRECT_DELAY_MS } from '../rules/delays.ts';
import { errorText } from '../rules/errors.ts';
import { isInvitationExpired } from '../rules/team.ts';
import {
  prepareInvitationAcceptance,
  validateInvitationAcceptance,
  type InvitationAcceptancePayload,
} from '../rules/validation/invitation-acceptance.ts';
import { editField } from './form-fields.ts';
import { notProvided } from './placeholders.ts';

/** Where the page goes once the invitation is answered (part 2 §2). */
export const INVITATION_ACCEPTED_PATH = '/dashboard';
export const INVITATION_DECLINED_PATH = '/invite/declined';

export type InvitationField = 'name' | 'phone' | 'position';

export interface InvitationMachineInput {
  /** The {token} of the route; missing or blank gives 'Неверная ссылка'. */
  token?: string | null;
  /** The clock reading the expiry is judged against, epoch ms. */
  now: number;
}

export interface InvitationContext {
  token: string;
  now: number;
  invitation: InvitationDetails | null;
  values: { name: string; phone: string; position: string };
  fieldErrors: Partial<Record<InvitationField, string>>;
  /** The page's error text: invalid link, not found, expired, or a failed accept/decline. */
  error: string | null;
}

export type InvitationEvent =
  | { type: 'ACCEPT' }
  | { type: 'BACK' }
  | { type: 'UPDATE_FIELD'; field: InvitationField; value: string }
  | { type: 'DECLINE' }
  | { type: 'CONFIRM_DECLINE' }
  | { type: 'CANCEL_DECLINE' };

/** What the finished machine tells the app: where to navigate. */
export interface InvitationOutput {
  redirectTo: typeof INVITATION_ACCEPTED_PATH | typeof INVITATION_DECLINED_PATH;
}

export interface AcceptInvitationInput {
  token: string;
  values: InvitationAcceptancePayload;
}

const MACHINE = 'invitationMachine';

export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    input: {} as InvitationMachineInput,
    output: {} as InvitationOutput,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadInvitation: fromPromise<InvitationDetails, { token: string }>(async () =>
      notProvided(MACHINE, 'loadInvitation'),
    ),
    acceptInvitation: fromPromise<unknown, AcceptInvitationInput>(async () =>
      notProvided(MACHINE, 'acceptInvitation'),
    ),
    declineInvitation: fromPromise<unknown, { token: string }>(async () =>
      notProvided(MACHINE, 'declineInvitation'),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token.length > 0,
    // The server's word ('expired' by its clock) or the page's clock: a link either calls expired is.
    isInvitationExpired: ({ context }, params: { invitation: InvitationDetails }) =>
      params.invitation.status === 'expired' ||
      isInvitationExpired(params.invitation.expiresAt, context.now),
    isInvitationAcceptanceValid: ({ context }) =>
      validateInvitationAcceptance(context.values).valid,
  },
  actions: {
    showInvalidLink: assign({ error: invitationMessages.invalidLink }),
    showNotFound: assign({ error: invitationMessages.notFound }),
    showExpired: assign({ error: invitationMessages.expired }),
    storeInvitation: assign({
      invitation: (_, params: { invitation: InvitationDetails }) => params.invitation,
    }),
    updateField: assign(({ context }, params: { field: InvitationField; value: string }) =>
      editField(context, params.field, params.value),
    ),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => validateInvitationAcceptance(context.values).errors,
    }),
    clearError: assign({ error: null }),
    showCallError: assign({
      error: (_, params: { error: unknown }) => errorText(params.error, toastErrorMessages.unknown),
    }),
  },
  delays: {
    /** Accept and decline redirect after 2 s (part 2 §9). */
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({
    token: input.token?.trim() ?? '',
    now: input.now,
    invitation: null,
    values: { name: '', phone: '', position: '' },
    fieldErrors: {},
    error: null,
  }),
  initial: 'checkingToken',
  output: ({ event }) => event.output as InvitationOutput,
  states: {
    checkingToken: {
      always: [
        { guard: 'hasToken', target: 'loading' },
        { target: 'error', actions: 'showInvalidLink' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadInvitation',
        src: 'loadInvitation',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: {
              type: 'isInvitationExpired',
              params: ({ event }) => ({ invitation: event.output }),
            },
            target: 'expired',
            actions: [
              { type: 'storeInvitation', params: ({ event }) => ({ invitation: event.output }) },
              'showExpired',
            ],
          },
          {
            target: 'form',
            actions: {
              type: 'storeInvitation',
              params: ({ event }) => ({ invitation: event.output }),
            },
          },
        ],
        onError: { target: 'error', actions: 'showNotFound' },
      },
    },
    /** 'Неверная ссылка' or 'Приглашение не найдено или недействительно' (in `error`). */
    error: {},
    /** 'Приглашение истекло' (in `error`); the details stay readable. */
    expired: {},
    form: {
      initial: 'invitation',
      states: {
        /** The details and the 'Принять' / decline buttons. */
        invitation: {
          on: {
            ACCEPT: { target: 'details', actions: 'clearError' },
            DECLINE: { target: 'confirmingDecline', actions: 'clearError' },
          },
        },
        /** The extra info form (name, phone, position); the accept button reads 'Подтвердить'. */
        details: {
          on: {
            UPDATE_FIELD: {
              actions: {
                type: 'updateField',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            ACCEPT: [
              { guard: 'isInvitationAcceptanceValid', target: 'accepting', actions: 'clearError' },
              { actions: 'showFieldErrors' },
            ],
            BACK: { target: 'invitation', actions: 'clearError' },
            DECLINE: { target: 'confirmingDecline', actions: 'clearError' },
          },
        },
        /** 'Вы уверены, что хотите отклонить приглашение?' */
        confirmingDecline: {
          on: {
            CONFIRM_DECLINE: 'declining',
            CANCEL_DECLINE: 'invitation',
          },
        },
        accepting: {
          tags: ['busy'],
          invoke: {
            id: 'acceptInvitation',
            src: 'acceptInvitation',
            input: ({ context }) => ({
              token: context.token,
              values: prepareInvitationAcceptance(context.values),
            }),
            onDone: '#invitation.accepted',
            onError: {
              target: 'details',
              actions: { type: 'showCallError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        declining: {
          tags: ['busy'],
          invoke: {
            id: 'declineInvitation',
            src: 'declineInvitation',
            input: ({ context }) => ({ token: context.token }),
            onDone: '#invitation.declined',
            onError: {
              target: 'invitation',
              actions: { type: 'showCallError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    accepted: {
      after: { redirectDelay: 'goToDashboard' },
    },
    declined: {
      after: { redirectDelay: 'goToDeclined' },
    },
    goToDashboard: {
      type: 'final',
      output: { redirectTo: INVITATION_ACCEPTED_PATH },
    },
    goToDeclined: {
      type: 'final',
      output: { redirectTo: INVITATION_DECLINED_PATH },
    },
  },
});
