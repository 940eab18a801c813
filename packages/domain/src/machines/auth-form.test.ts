import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  getNextSnapshot,
  getInitialSnapshot,
  waitFor,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import { authMessages } from '../messages/auth.ts';
import type { LoginResponse, RegisterResponse } from '../schemas/auth.ts';
import type { LoginValues, RegisterPayload } from '../rules/validation/login-form.ts';
import { authFormMachine, type AuthFormEvent, type AuthFormToast } from './auth-form.ts';

type Snapshot = SnapshotFrom<typeof authFormMachine>;
const step = (snapshot: Snapshot, ...events: AnyEventObject[]) =>
  events.reduce(
    (current, event) => getNextSnapshot(authFormMachine, current, event as AuthFormEvent),
    snapshot,
  );
const field = (name: string, value: string) => ({ type: 'UPDATE_FIELD', field: name, value });
const initial = () => getInitialSnapshot(authFormMachine);

const user = { id: 'u-1', email: 'anna@example.com', license_id: 'lic-1', full_name: 'Анна' };
const loginResponse: LoginResponse = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  user,
};
const registered = (status: string): RegisterResponse => ({
  status,
  message: null,
  access_token: status === 'confirmed' ? 'a' : null,
  refresh_token: status === 'confirmed' ? 'r' : null,
  user: status === 'confirmed' ? user : null,
  expires_in: 3600,
});

const filledLogin = () =>
  step(initial(), field('email', ' anna@example.com '), field('password', 'secret1'));
const filledRegister = () =>
  step(
    initial(),
    { type: 'SWITCH_MODE', mode: 'register' },
    field('email', 'anna@example.com'),
    field('password', 'secret1'),
    field('confirmPassword', 'secret1'),
    field('fullName', '  Анна  '),
  );

function run(fakes: {
  login?: () => Promise<LoginResponse>;
  register?: () => Promise<RegisterResponse>;
}) {
  const calls = {
    login: [] as LoginValues[],
    register: [] as RegisterPayload[],
    sessions: [] as unknown[],
  };
  const actor = createActor(
    authFormMachine.provide({
      actors: {
        login: fromPromise(({ input }) => {
          calls.login.push(input);
          return fakes.login?.() ?? Promise.resolve(loginResponse);
        }),
        register: fromPromise(({ input }) => {
          calls.register.push(input);
          return fakes.register?.() ?? Promise.resolve(registered('confirmed'));
        }),
      },
      actions: {
        startSession: (_, response) => {
          calls.sessions.push(response);
        },
      },
    }),
  );
  const toasts: AuthFormToast[] = [];
  actor.on('toast', (toast) => toasts.push(toast));
  actor.start();
  return { actor, calls, toasts };
}
const fill = (actor: { send: (e: AuthFormEvent) => void }, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    actor.send(field(name, value) as AuthFormEvent);
  }
};

describe('authFormMachine: pure transitions', () => {
  it('starts in login mode with empty fields', () => {
    expect(initial().value).toEqual({ login: 'editing' });
    expect(initial().context.values).toEqual({
      email: '',
      password: '',
      confirmPassword: '',
      fullName: '',
    });
  });

  it('SWITCH_MODE moves between modes, keeps the values and clears errors', () => {
    const withErrors = step(initial(), field('email', 'a@b.c'), { type: 'SUBMIT' });
    expect(withErrors.context.fieldErrors).toEqual({ password: authMessages.passwordRequired });
    const register = step(withErrors, { type: 'SWITCH_MODE', mode: 'register' });
    expect(register.value).toEqual({ register: 'editing' });
    expect(register.context.fieldErrors).toEqual({});
    expect(register.context.values.email).toBe('a@b.c');
    expect(register.can({ type: 'SWITCH_MODE', mode: 'register' })).toBe(false);
    expect(step(register, { type: 'SWITCH_MODE', mode: 'login' }).value).toEqual({
      login: 'editing',
    });
    expect(initial().can({ type: 'SWITCH_MODE', mode: 'login' })).toBe(false);
  });

  it('login SUBMIT validates with the login rule', () => {
    const refused = step(initial(), { type: 'SUBMIT' });
    expect(refused.value).toEqual({ login: 'editing' });
    expect(refused.context.fieldErrors).toEqual({
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
    const fixed = step(refused, field('email', 'anna@example.com'));
    expect(fixed.context.fieldErrors).toEqual({ password: authMessages.passwordRequired });
    const submitting = step(filledLogin(), { type: 'SUBMIT' });
    expect(submitting.value).toEqual({ login: 'submitting' });
    expect(submitting.hasTag('busy')).toBe(true);
    expect(submitting.can({ type: 'SUBMIT' })).toBe(false);
    expect(submitting.can({ type: 'SWITCH_MODE', mode: 'register' })).toBe(false);
  });

  it('register SUBMIT validates with the registration rule (length, match)', () => {
    const short = step(
      initial(),
      { type: 'SWITCH_MODE', mode: 'register' },
      field('email', 'anna@example.com'),
      field('password', '12345'),
      field('confirmPassword', '1234'),
      { type: 'SUBMIT' },
    );
    expect(short.value).toEqual({ register: 'editing' });
    expect(short.context.fieldErrors).toEqual({
      password: authMessages.passwordTooShort,
      confirmPassword: authMessages.passwordsDoNotMatch,
    });
    expect(step(filledRegister(), { type: 'SUBMIT' }).value).toEqual({ register: 'submitting' });
  });

  it('registration outcomes: pending, confirmed, anything else is an error', () => {
    const submitting = step(filledRegister(), { type: 'SUBMIT' });
    const done = (status: string) =>
      step(submitting, { type: 'xstate.done.actor.register', output: registered(status) });

    const pending = done('pending_confirmation');
    expect(pending.value).toBe('pendingConfirmation');
    expect(pending.status).toBe('done');
    expect(pending.output).toEqual({ outcome: 'pendingConfirmation', email: 'anna@example.com' });

    const confirmed = done('confirmed');
    expect(confirmed.value).toBe('signedIn');
    expect(confirmed.output).toEqual({ outcome: 'signedIn' });

    const odd = done('waiting_for_moderation');
    expect(odd.value).toEqual({ register: 'editing' });
    expect(odd.context.error).toBe('Неожиданный статус регистрации: waiting_for_moderation');
    expect(odd.context.values).toEqual({
      email: 'anna@example.com',
      password: '',
      confirmPassword: '',
      fullName: '  Анна  ',
    });
  });

  it('a failed call clears the password fields only, and shows the error', () => {
    const failedLogin = step(
      filledLogin(),
      { type: 'SUBMIT' },
      {
        type: 'xstate.error.actor.login',
        error: new Error('Неверный email или пароль'),
      },
    );
    expect(failedLogin.value).toEqual({ login: 'editing' });
    expect(failedLogin.context.error).toBe('Неверный email или пароль');
    expect(failedLogin.context.values.email).toBe(' anna@example.com ');
    expect(failedLogin.context.values.password).toBe('');

    const failedRegister = step(
      filledRegister(),
      { type: 'SUBMIT' },
      {
        type: 'xstate.error.actor.register',
        error: { status: 500 },
      },
    );
    expect(failedRegister.context.error).toBe('Произошла неизвестная ошибка');
    expect(failedRegister.context.values).toMatchObject({ password: '', confirmPassword: '' });
    expect(failedRegister.context.values.fullName).toBe('  Анна  ');
    // A new submit clears the old error.
    const again = step(
      failedRegister,
      field('password', 'secret1'),
      field('confirmPassword', 'secret1'),
      { type: 'SUBMIT' },
    );
    expect(again.context.error).toBeNull();
  });
});

describe('authFormMachine: effects', () => {
  it('logs in with the prepared payload, starts the session and welcomes', async () => {
    const { actor, calls, toasts } = run({});
    fill(actor, { email: ' anna@example.com ', password: ' secret ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.login).toEqual([{ email: 'anna@example.com', password: ' secret ' }]);
    expect(calls.sessions).toEqual([loginResponse]);
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: 'Добро пожаловать!' }]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'signedIn' });
  });

  it('registers; confirmed signs in at once', async () => {
    const { actor, calls, toasts } = run({});
    actor.send({ type: 'SWITCH_MODE', mode: 'register' });
    fill(actor, {
      email: 'anna@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      fullName: ' ',
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.register).toEqual([
      { email: 'anna@example.com', password: 'secret1', confirm_password: 'secret1' },
    ]);
    expect(calls.sessions).toEqual([registered('confirmed')]);
    expect(toasts).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('registration pending confirmation ends without a session or toast', async () => {
    const { actor, calls, toasts } = run({
      register: () => Promise.resolve(registered('pending_confirmation')),
    });
    actor.send({ type: 'SWITCH_MODE', mode: 'register' });
    fill(actor, { email: 'new@example.com', password: 'secret1', confirmPassword: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'pendingConfirmation',
      email: 'new@example.com',
    });
    expect(calls.sessions).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a rejected login keeps the e-mail and clears the password', async () => {
    const { actor, toasts } = run({
      login: () => Promise.reject(new Error('Неверный email или пароль')),
    });
    fill(actor, { email: 'anna@example.com', password: 'wrong-pass' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.values).toMatchObject({
      email: 'anna@example.com',
      password: '',
    });
    expect(toasts).toEqual([]);
  });

  it('the placeholders fail loudly, and the default startSession is a no-op', async () => {
    const bare = createActor(authFormMachine).start();
    fill(bare, { email: 'a@b.c', password: 'x' });
    bare.send({ type: 'SUBMIT' });
    await waitFor(bare, (s) => s.context.error !== null);
    expect(bare.getSnapshot().context.error).toMatch(/'login' was not provided/);
    bare.send({ type: 'SWITCH_MODE', mode: 'register' });
    fill(bare, { password: 'secret1', confirmPassword: 'secret1' });
    bare.send({ type: 'SUBMIT' });
    await waitFor(bare, (s) => s.matches({ register: 'editing' }));
    expect(bare.getSnapshot().context.error).toMatch(/'register' was not provided/);

    const noSession = createActor(
      authFormMachine.provide({ actors: { login: fromPromise(async () => loginResponse) } }),
    ).start();
    fill(noSession, { email: 'a@b.c', password: 'x' });
    noSession.send({ type: 'SUBMIT' });
    await waitFor(noSession, (s) => s.status === 'done');
  });
});

describe('authFormMachine: paths (xstate/graph)', () => {
  const events = [
    { type: 'SWITCH_MODE', mode: 'login' },
    { type: 'SWITCH_MODE', mode: 'register' },
    field('email', 'anna@example.com'),
    field('password', 'secret1'),
    field('confirmPassword', 'secret1'),
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.login', output: loginResponse },
    { type: 'xstate.error.actor.login', error: new Error('401') },
    { type: 'xstate.done.actor.register', output: registered('pending_confirmation') },
    { type: 'xstate.done.actor.register', output: registered('confirmed') },
    { type: 'xstate.done.actor.register', output: registered('unknown') },
    { type: 'xstate.error.actor.register', error: new Error('500') },
  ] as unknown as AuthFormEvent[];

  it('reaches every state node', () => {
    const paths = getShortestPaths(authFormMachine, { events });
    const unreached = getStateNodes(authFormMachine.root)
      .filter((node) => !paths.some((path) => path.state.matches(node.path.join('.') as never)))
      .map((node) => node.id);
    expect(unreached).toEqual([]);
  });

  it('every way in passes a valid form, and pending confirmation comes only from registration', () => {
    // From a filled-in form, with mode, submit and answers only: the simple paths stay few.
    const filled = step(
      initial(),
      field('email', 'anna@example.com'),
      field('password', 'secret1'),
      field('confirmPassword', 'secret1'),
    );
    const finals = getSimplePaths(authFormMachine, {
      events: events.filter((e) => e.type !== 'UPDATE_FIELD'),
      fromState: filled,
      serializeState: (s) => JSON.stringify([s.value, s.context.error, s.context.values]),
      toState: (s) => s.status === 'done',
    }).filter((path) => path.state.status === 'done');
    expect(finals.map((path) => path.state.value).sort()).toEqual([
      'pendingConfirmation',
      'signedIn',
      'signedIn',
    ]);
    for (const path of finals) {
      const submitting = path.steps.at(-2)!.state;
      expect(submitting.hasTag('busy')).toBe(true);
      if (path.state.value === 'pendingConfirmation') {
        expect(submitting.matches({ register: 'submitting' })).toBe(true);
      }
    }
  });
});
