// The /admin/impersonation screen (part 1 §2, §4, §5, §8): lists, target and mode, god-mode time check, start and end.
import { and, assign, emit, fromPromise, raise, setup } from 'xstate';
import { IMPERSONATION_REASON, impersonationMessages } from '../messages/impersonation.ts';
import type {
  ImpersonationMode,
  ImpersonationSession,
  ImpersonationTokenResponse,
  PlatformAccount,
} from '../schemas/impersonation.ts';
import { isChosen } from '../rules/validation/common.ts';
import { isGodModeTimeValid } from '../rules/validation/god-mode-time.ts';
import { notProvided } from './placeholders.ts';
import { toastEvent, type Toast, type ToastTone } from './toast.ts';

/** Notices for the app's toaster (top-right, 4 s): `actor.on('toast', ...)`. */
export type ImpersonationToast = Toast;

export interface ImpersonationMachineInput {
  /** The clock the god-mode time is checked against; the real one when left out. */
  now?: () => Date;
}

export interface ImpersonationContext {
  accounts: PlatformAccount[];
  sessions: ImpersonationSession[];
  /** The chosen account; null while the select shows '— выберите аккаунт —'. */
  targetAccountId: string | null;
  mode: ImpersonationMode;
  now: () => Date;
}

export type ImpersonationEvent =
  | { type: 'SELECT_TARGET'; accountId: string | null }
  | { type: 'SELECT_MODE'; mode: ImpersonationMode }
  | { type: 'START' }
  /** The time typed in the god-mode prompt. */
  | { type: 'SUBMIT_TIME'; time: string }
  /** Closes the god-mode prompt without starting. */
  | { type: 'CANCEL' }
  | { type: 'END' }
  | { type: 'RELOAD_SESSIONS' };

export interface StartImpersonationInput {
  targetAccountId: string;
  mode: ImpersonationMode;
  reason: typeof IMPERSONATION_REASON;
}

export type ImpersonationList = 'accounts' | 'sessions';

const MACHINE = 'impersonationMachine';

export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
    input: {} as ImpersonationMachineInput,
    emitted: {} as ImpersonationToast,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadAccounts: fromPromise<PlatformAccount[]>(async () => notProvided(MACHINE, 'loadAccounts')),
    loadSessions: fromPromise<ImpersonationSession[]>(async () =>
      notProvided(MACHINE, 'loadSessions'),
    ),
    startImpersonation: fromPromise<ImpersonationTokenResponse, StartImpersonationInput>(async () =>
      notProvided(MACHINE, 'startImpersonation'),
    ),
    endImpersonation: fromPromise<ImpersonationTokenResponse>(async () =>
      notProvided(MACHINE, 'endImpersonation'),
    ),
  },
  actions: {
    /** The app replaces the stored access token with this one (part 1 §4). */
    storeToken: (_, _token: ImpersonationTokenResponse) => {},
    /** List load failures are only logged (part 1 §8); the app decides where. */
    logLoadFailure: (_, _failure: { list: ImpersonationList; error: unknown }) => {},
    toast: emit((_, params: { tone: ToastTone; message: string }) => toastEvent(params)),
    setAccounts: assign({ accounts: (_, accounts: PlatformAccount[]) => accounts }),
    setSessions: assign({ sessions: (_, sessions: ImpersonationSession[]) => sessions }),
    selectTarget: assign({ targetAccountId: (_, accountId: string | null) => accountId }),
    selectMode: assign({ mode: (_, mode: ImpersonationMode) => mode }),
    reloadSessions: raise({ type: 'RELOAD_SESSIONS' }),
  },
  guards: {
    hasTarget: ({ context }) => isChosen(context.targetAccountId),
    isGodMode: ({ context }) => context.mode === 'god',
    isGodModeTimeValid: ({ context }, time: string) => isGodModeTimeValid(time, context.now()),
  },
}).createMachine({
  id: 'impersonation',
  context: ({ input }) => ({
    accounts: [],
    sessions: [],
    targetAccountId: null,
    mode: 'safe',
    now: input.now ?? (() => new Date()),
  }),
  type: 'parallel',
  states: {
    accounts: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadAccounts',
            src: 'loadAccounts',
            onDone: {
              target: 'loaded',
              actions: { type: 'setAccounts', params: ({ event }) => event.output },
            },
            onError: {
              target: 'loaded',
              actions: [
                {
                  type: 'logLoadFailure',
                  params: ({ event }) => ({ list: 'accounts', error: event.error }),
                },
                { type: 'setAccounts', params: [] },
              ],
            },
          },
        },
        loaded: {},
      },
    },
    sessions: {
      initial: 'loading',
      on: {
        RELOAD_SESSIONS: { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadSessions',
            src: 'loadSessions',
            onDone: {
              target: 'loaded',
              actions: { type: 'setSessions', params: ({ event }) => event.output },
            },
            onError: {
              target: 'loaded',
              actions: [
                {
                  type: 'logLoadFailure',
                  params: ({ event }) => ({ list: 'sessions', error: event.error }),
                },
                { type: 'setSessions', params: [] },
              ],
            },
          },
        },
        loaded: {},
      },
    },
    control: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SELECT_TARGET: {
              actions: { type: 'selectTarget', params: ({ event }) => event.accountId },
            },
            SELECT_MODE: { actions: { type: 'selectMode', params: ({ event }) => event.mode } },
            START: [
              { guard: and(['hasTarget', 'isGodMode']), target: 'confirmingGodMode' },
              { guard: 'hasTarget', target: 'starting' },
            ],
            END: 'ending',
          },
        },
        /** The prompt asking for the current time as HH:MM. */
        confirmingGodMode: {
          on: {
            SUBMIT_TIME: [
              {
                guard: { type: 'isGodModeTimeValid', params: ({ event }) => event.time },
                target: 'starting',
              },
              {
                target: 'idle',
                actions: {
                  type: 'toast',
                  params: { tone: 'error', message: impersonationMessages.godModeRejected },
                },
              },
            ],
            CANCEL: 'idle',
          },
        },
        starting: {
          tags: ['busy'],
          invoke: {
            id: 'startImpersonation',
            src: 'startImpersonation',
            input: ({ context }) => ({
              // The START guard 'hasTarget' let us in, so a target is chosen.
              targetAccountId: context.targetAccountId as string,
              mode: context.mode,
              reason: IMPERSONATION_REASON,
            }),
            onDone: [
              {
                guard: 'isGodMode',
                target: 'idle',
                actions: [
                  { type: 'storeToken', params: ({ event }) => event.output },
                  {
                    type: 'toast',
                    params: { tone: 'success', message: impersonationMessages.started },
                  },
                  {
                    type: 'toast',
                    params: { tone: 'warning', message: impersonationMessages.godModeActivated },
                  },
                  'reloadSessions',
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'storeToken', params: ({ event }) => event.output },
                  {
                    type: 'toast',
                    params: { tone: 'success', message: impersonationMessages.started },
                  },
                  'reloadSessions',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'toast',
                params: { tone: 'error', message: impersonationMessages.startFailed },
              },
            },
          },
        },
        ending: {
          tags: ['busy'],
          invoke: {
            id: 'endImpersonation',
            src: 'endImpersonation',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeToken', params: ({ event }) => event.output },
                {
                  type: 'toast',
                  params: { tone: 'success', message: impersonationMessages.ended },
                },
                'reloadSessions',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'toast',
                params: { tone: 'error', message: impersonationMessages.endFailed },
              },
            },
          },
        },
      },
    },
  },
});
