// The /login form (part 1 §2, §4, §5): login and register modes, validation, the registration outcomes, passwords cleared on failure.
import { assign, emit, fromPromise, setup } from 'xstate';
import { authMessages } from '../messages/auth.ts';
import { toastErrorMessages } from '../messages/errors.ts';
import type { LoginResponse, RegisterResponse } from '../schemas/auth.ts';
import { errorText } from '../rules/errors.ts';
import {
  prepareLoginPayload,
  prepareRegisterPayload,
  validateLogin,
  validateRegistration,
  type LoginValues,
  type RegisterPayload,
  type RegistrationField,
} from '../rules/validation/login-form.ts';
import { editField } from './form-fields.ts';
import { notProvided } from './placeholders.ts';
import type { Toast } from './toast.ts';

export type AuthMode = 'login' | 'register';
export type AuthField = 'email' | 'password' | 'confirmPassword' | 'fullName';

export interface AuthFormContext {
  values: Record<AuthField, string>;
  fieldErrors: Partial<Record<RegistrationField, string>>;
  /** A failed call or an unexpected registration status. */
  error: string | null;
}

export type AuthFormEvent =
  | { type: 'UPDATE_FIELD'; field: AuthField; value: string }
  | { type: 'SWITCH_MODE'; mode: AuthMode }
  | { type: 'SUBMIT' };

/** 'Добро пожаловать!' for the app's toaster: `actor.on('toast', ...)`. */
export type AuthFormToast = Toast<'success'>;

/** Signed in (the app goes on into the product), or waiting for e-mail confirmation (/email-confirmation). */
export type AuthFormOutput =
  { outcome: 'signedIn' } | { outcome: 'pendingConfirmation'; email: string };

/** The password fields, emptied after any failed sign-in or registration (part 1 §2). */
const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const satisfies readonly AuthField[];

const MACHINE = 'authFormMachine';

export const authFormMachine = setup({
  types: {
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
    output: {} as AuthFormOutput,
    emitted: {} as AuthFormToast,
    tags: {} as 'busy',
  },
  actors: {
    login: fromPromise<LoginResponse, LoginValues>(async () => notProvided(MACHINE, 'login')),
    register: fromPromise<RegisterResponse, RegisterPayload>(async () =>
      notProvided(MACHINE, 'register'),
    ),
  },
  actions: {
    /** The app keeps the tokens and user of a successful sign-in (a session provider). */
    startSession: (_, _response: LoginResponse | RegisterResponse) => {},
    welcome: emit({ type: 'toast', tone: 'success', message: authMessages.welcome }),
    updateField: assign(({ context }, params: { field: AuthField; value: string }) =>
      editField(context, params.field, params.value),
    ),
    showLoginErrors: assign({ fieldErrors: ({ context }) => validateLogin(context.values).errors }),
    showRegistrationErrors: assign({
      fieldErrors: ({ context }) => validateRegistration(context.values).errors,
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    /** Any failure: show why, empty the password fields, keep the rest. */
    fail: assign(({ context }, message: string) => ({
      error: message,
      values: {
        ...context.values,
        ...Object.fromEntries(PASSWORD_FIELDS.map((field) => [field, ''])),
      },
    })),
  },
  guards: {
    isLoginValid: ({ context }) => validateLogin(context.values).valid,
    isRegistrationValid: ({ context }) => validateRegistration(context.values).valid,
    switchesToLogin: (_, mode: AuthMode) => mode === 'login',
    switchesToRegister: (_, mode: AuthMode) => mode === 'register',
    isPendingConfirmation: (_, status: string) => status === 'pending_confirmation',
    isConfirmedRegistration: (_, status: string) => status === 'confirmed',
  },
}).createMachine({
  id: 'authForm',
  context: {
    values: { email: '', password: '', confirmPassword: '', fullName: '' },
    fieldErrors: {},
    error: null,
  },
  initial: 'login',
  output: ({ event }) => event.output as AuthFormOutput,
  states: {
    login: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            UPDATE_FIELD: {
              actions: {
                type: 'updateField',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            SWITCH_MODE: {
              guard: { type: 'switchesToRegister', params: ({ event }) => event.mode },
              target: '#authForm.register',
              actions: 'clearErrors',
            },
            SUBMIT: [
              { guard: 'isLoginValid', target: 'submitting', actions: 'clearErrors' },
              { actions: 'showLoginErrors' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => prepareLoginPayload(context.values),
            onDone: {
              target: '#authForm.signedIn',
              actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'welcome'],
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'fail',
                params: ({ event }) => errorText(event.error, toastErrorMessages.unknown),
              },
            },
          },
        },
      },
    },
    register: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            UPDATE_FIELD: {
              actions: {
                type: 'updateField',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            SWITCH_MODE: {
              guard: { type: 'switchesToLogin', params: ({ event }) => event.mode },
              target: '#authForm.login',
              actions: 'clearErrors',
            },
            SUBMIT: [
              { guard: 'isRegistrationValid', target: 'submitting', actions: 'clearErrors' },
              { actions: 'showRegistrationErrors' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => prepareRegisterPayload(context.values),
            onDone: [
              {
                guard: {
                  type: 'isPendingConfirmation',
                  params: ({ event }) => event.output.status,
                },
                target: '#authForm.pendingConfirmation',
              },
              {
                guard: {
                  type: 'isConfirmedRegistration',
                  params: ({ event }) => event.output.status,
                },
                target: '#authForm.signedIn',
                actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'welcome'],
              },
              {
                target: 'editing',
                actions: {
                  type: 'fail',
                  params: ({ event }) =>
                    authMessages.unexpectedRegistrationStatus(event.output.status),
                },
              },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'fail',
                params: ({ event }) => errorText(event.error, toastErrorMessages.unknown),
              },
            },
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      output: { outcome: 'signedIn' },
    },
    /** No session yet: the app shows /email-confirmation. */
    pendingConfirmation: {
      type: 'final',
      output: ({ context }) => ({
        outcome: 'pendingConfirmation',
        email: context.values.email.trim(),
      }),
    },
  },
});
