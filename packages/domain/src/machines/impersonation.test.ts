import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  getNextSnapshot,
  initialTransition,
  waitFor,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import { impersonationMessages } from '../messages/impersonation.ts';
import type {
  ImpersonationSession,
  ImpersonationTokenResponse,
  PlatformAccount,
} from '../schemas/impersonation.ts';
import {
  impersonationMachine,
  type ImpersonationEvent,
  type ImpersonationList,
  type ImpersonationToast,
  type StartImpersonationInput,
} from './impersonation.ts';

/** 14:30 local time: the god-mode prompt accepts '14:30'. */
const clock = () => new Date(2025, 5, 10, 14, 30, 12);

const accounts: PlatformAccount[] = [
  { id: 'acc-1', email: 'owner@studio.by', platformRole: 'license_owner' },
  { id: 'acc-2', email: 'admin@platform.by', platformRole: 'platform_superadmin_safe' },
];
const session: ImpersonationSession = {
  id: 'imp-1',
  targetAccountId: 'acc-1',
  mode: 'safe',
  startedAt: '2025-06-10T11:30:00Z',
  endedAt: null,
};
const token: ImpersonationTokenResponse = { access_token: 'imp.jwt.token' };

type Snapshot = SnapshotFrom<typeof impersonationMachine>;
const step = (snapshot: Snapshot, ...events: AnyEventObject[]) =>
  events.reduce(
    (current, event) => getNextSnapshot(impersonationMachine, current, event as ImpersonationEvent),
    snapshot,
  );
const start = () => initialTransition(impersonationMachine, { now: clock })[0];
const ready = () =>
  step(
    start(),
    { type: 'xstate.done.actor.loadAccounts', output: accounts },
    { type: 'xstate.done.actor.loadSessions', output: [session] },
  );

interface Fakes {
  accounts?: () => Promise<PlatformAccount[]>;
  sessions?: () => Promise<ImpersonationSession[]>;
  start?: () => Promise<ImpersonationTokenResponse>;
  end?: () => Promise<ImpersonationTokenResponse>;
}

function run(fakes: Fakes = {}, input: { now?: () => Date } = { now: clock }) {
  const calls = {
    start: [] as StartImpersonationInput[],
    end: 0,
    sessions: 0,
    stored: [] as ImpersonationTokenResponse[],
    logged: [] as { list: ImpersonationList; error: unknown }[],
  };
  const machine = impersonationMachine.provide({
    actors: {
      loadAccounts: fromPromise(() => fakes.accounts?.() ?? Promise.resolve(accounts)),
      loadSessions: fromPromise(() => {
        calls.sessions += 1;
        return fakes.sessions?.() ?? Promise.resolve([session]);
      }),
      startImpersonation: fromPromise(({ input }) => {
        calls.start.push(input);
        return fakes.start?.() ?? Promise.resolve(token);
      }),
      endImpersonation: fromPromise(() => {
        calls.end += 1;
        return fakes.end?.() ?? Promise.resolve({ access_token: 'own.jwt.token' });
      }),
    },
    actions: {
      storeToken: (_, params) => {
        calls.stored.push(params);
      },
      logLoadFailure: (_, params) => {
        calls.logged.push(params);
      },
    },
  });
  const actor = createActor(machine, { input });
  const toasts: Omit<ImpersonationToast, 'type'>[] = [];
  actor.on('toast', ({ tone, message }) => toasts.push({ tone, message }));
  actor.start();
  return { actor, calls, toasts };
}
const idleAndLoaded = (s: Snapshot) =>
  s.matches({ accounts: 'loaded', sessions: 'loaded', control: 'idle' });

describe('impersonationMachine: pure transitions', () => {
  it('loads accounts and sessions side by side, tagged loading', () => {
    const snapshot = start();
    expect(snapshot.value).toEqual({ accounts: 'loading', sessions: 'loading', control: 'idle' });
    expect(snapshot.hasTag('loading')).toBe(true);
    expect(snapshot.context.mode).toBe('safe');
    const loaded = ready();
    expect(loaded.hasTag('loading')).toBe(false);
    expect(loaded.context.accounts).toEqual(accounts);
    expect(loaded.context.sessions).toEqual([session]);
  });

  it('a failed list is empty and the screen keeps going', () => {
    const snapshot = step(
      start(),
      { type: 'xstate.error.actor.loadAccounts', error: new Error('500') },
      { type: 'xstate.error.actor.loadSessions', error: new Error('500') },
    );
    expect(idleAndLoaded(snapshot)).toBe(true);
    expect(snapshot.context.accounts).toEqual([]);
    expect(snapshot.context.sessions).toEqual([]);
  });

  it('START needs a target (guard hasTarget)', () => {
    expect(ready().can({ type: 'START' })).toBe(false);
    const blank = step(ready(), { type: 'SELECT_TARGET', accountId: '  ' });
    expect(blank.can({ type: 'START' })).toBe(false);
    const chosen = step(ready(), { type: 'SELECT_TARGET', accountId: 'acc-1' });
    expect(chosen.context.targetAccountId).toBe('acc-1');
    expect(chosen.can({ type: 'START' })).toBe(true);
    expect(step(chosen, { type: 'SELECT_TARGET', accountId: null }).can({ type: 'START' })).toBe(
      false,
    );
  });

  it('safe mode starts at once; both buttons are disabled while busy', () => {
    const starting = step(
      ready(),
      { type: 'SELECT_TARGET', accountId: 'acc-1' },
      { type: 'START' },
    );
    expect(starting.matches({ control: 'starting' })).toBe(true);
    expect(starting.hasTag('busy')).toBe(true);
    expect(starting.can({ type: 'START' })).toBe(false);
    expect(starting.can({ type: 'END' })).toBe(false);
    expect(starting.can({ type: 'SELECT_MODE', mode: 'god' })).toBe(false);
    const ending = step(ready(), { type: 'END' });
    expect(ending.matches({ control: 'ending' })).toBe(true);
    expect(ending.hasTag('busy')).toBe(true);
    expect(ending.can({ type: 'START' })).toBe(false);
    expect(ending.can({ type: 'END' })).toBe(false);
  });

  it('god mode asks for the time first; CANCEL closes the prompt', () => {
    const asking = step(
      ready(),
      { type: 'SELECT_TARGET', accountId: 'acc-1' },
      { type: 'SELECT_MODE', mode: 'god' },
      { type: 'START' },
    );
    expect(asking.matches({ control: 'confirmingGodMode' })).toBe(true);
    expect(asking.hasTag('busy')).toBe(false);
    expect(step(asking, { type: 'CANCEL' }).matches({ control: 'idle' })).toBe(true);
  });

  it('the typed time is checked with the god-mode rule against the injected clock', () => {
    const asking = step(
      ready(),
      { type: 'SELECT_TARGET', accountId: 'acc-1' },
      { type: 'SELECT_MODE', mode: 'god' },
      { type: 'START' },
    );
    for (const time of ['14:30', ' 14:30 ']) {
      expect(step(asking, { type: 'SUBMIT_TIME', time }).matches({ control: 'starting' })).toBe(
        true,
      );
    }
    for (const time of ['14:31', '2:30', '14-30', '']) {
      expect(step(asking, { type: 'SUBMIT_TIME', time }).matches({ control: 'idle' })).toBe(true);
    }
  });
});

describe('impersonationMachine: effects', () => {
  it('starts in safe mode with the fixed reason, stores the token, toasts and reloads sessions', async () => {
    const { actor, calls, toasts } = run();
    await waitFor(actor, idleAndLoaded);
    expect(calls.sessions).toBe(1);
    actor.send({ type: 'SELECT_TARGET', accountId: 'acc-1' });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => idleAndLoaded(s) && calls.sessions === 2);
    expect(calls.start).toEqual([
      { targetAccountId: 'acc-1', mode: 'safe', reason: 'UI impersonation' },
    ]);
    expect(calls.stored).toEqual([token]);
    expect(toasts).toEqual([{ tone: 'success', message: impersonationMessages.started }]);
  });

  it('god mode with the right time starts and adds the warning toast', async () => {
    const { actor, calls, toasts } = run();
    await waitFor(actor, idleAndLoaded);
    actor.send({ type: 'SELECT_TARGET', accountId: 'acc-2' });
    actor.send({ type: 'SELECT_MODE', mode: 'god' });
    actor.send({ type: 'START' });
    expect(calls.start).toEqual([]);
    actor.send({ type: 'SUBMIT_TIME', time: '14:30' });
    await waitFor(actor, (s) => idleAndLoaded(s) && calls.stored.length === 1);
    expect(calls.start).toEqual([
      { targetAccountId: 'acc-2', mode: 'god', reason: 'UI impersonation' },
    ]);
    expect(toasts).toEqual([
      { tone: 'success', message: 'Impersonation started' },
      { tone: 'warning', message: 'GOD MODE АКТИВИРОВАН! Будьте осторожны с изменениями.' },
    ]);
  });

  it('a wrong time shows the refusal toast and nothing starts', async () => {
    const { actor, calls, toasts } = run();
    await waitFor(actor, idleAndLoaded);
    actor.send({ type: 'SELECT_TARGET', accountId: 'acc-1' });
    actor.send({ type: 'SELECT_MODE', mode: 'god' });
    actor.send({ type: 'START' });
    actor.send({ type: 'SUBMIT_TIME', time: '09:15' });
    expect(actor.getSnapshot().matches({ control: 'idle' })).toBe(true);
    expect(calls.start).toEqual([]);
    expect(calls.stored).toEqual([]);
    expect(toasts).toEqual([{ tone: 'error', message: 'God mode отклонен: неверное время' }]);
  });

  it('uses the real clock when none is injected', async () => {
    const { actor, toasts } = run({}, {});
    await waitFor(actor, idleAndLoaded);
    actor.send({ type: 'SELECT_TARGET', accountId: 'acc-1' });
    actor.send({ type: 'SELECT_MODE', mode: 'god' });
    actor.send({ type: 'START' });
    actor.send({ type: 'SUBMIT_TIME', time: 'not a time' });
    expect(toasts).toEqual([{ tone: 'error', message: impersonationMessages.godModeRejected }]);
  });

  it('ends, storing the fresh token', async () => {
    const { actor, calls, toasts } = run();
    await waitFor(actor, idleAndLoaded);
    actor.send({ type: 'END' });
    await waitFor(actor, (s) => idleAndLoaded(s) && calls.stored.length === 1);
    expect(calls.end).toBe(1);
    expect(calls.stored).toEqual([{ access_token: 'own.jwt.token' }]);
    expect(toasts).toEqual([{ tone: 'success', message: 'Impersonation ended' }]);
  });

  it('start and end failures toast and store nothing', async () => {
    const { actor, calls, toasts } = run({
      start: () => Promise.reject(new Error('403')),
      end: () => Promise.reject(new Error('500')),
    });
    await waitFor(actor, idleAndLoaded);
    actor.send({ type: 'SELECT_TARGET', accountId: 'acc-1' });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => toasts.length === 1 && s.matches({ control: 'idle' }));
    actor.send({ type: 'END' });
    await waitFor(actor, (s) => toasts.length === 2 && s.matches({ control: 'idle' }));
    expect(toasts).toEqual([
      { tone: 'error', message: 'Failed to start impersonation' },
      { tone: 'error', message: 'Failed to end impersonation' },
    ]);
    expect(calls.stored).toEqual([]);
  });

  it('list failures are only logged; the lists stay empty', async () => {
    const failure = new Error('Network error: Please check your connection');
    const { actor, calls, toasts } = run({
      accounts: () => Promise.reject(failure),
      sessions: () => Promise.reject(failure),
    });
    await waitFor(actor, idleAndLoaded);
    expect(calls.logged).toEqual([
      { list: 'accounts', error: failure },
      { list: 'sessions', error: failure },
    ]);
    expect(toasts).toEqual([]);
    expect(actor.getSnapshot().context.accounts).toEqual([]);
  });

  it('RELOAD_SESSIONS reloads, even while a load is under way', async () => {
    const { actor, calls } = run();
    actor.send({ type: 'RELOAD_SESSIONS' });
    await waitFor(actor, idleAndLoaded);
    expect(calls.sessions).toBe(2);
  });

  it('the placeholder actions are harmless until the app provides them', async () => {
    const actor = createActor(
      impersonationMachine.provide({
        actors: {
          loadAccounts: fromPromise(() => Promise.reject(new Error('down'))),
          loadSessions: fromPromise(async (): Promise<ImpersonationSession[]> => []),
          startImpersonation: fromPromise(async () => token),
        },
      }),
      { input: { now: clock } },
    ).start();
    await waitFor(actor, idleAndLoaded);
    actor.send({ type: 'SELECT_TARGET', accountId: 'acc-1' });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches({ control: 'idle' }));
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('the placeholders fail loudly: lists end empty, start and end report failure', async () => {
    const actor = createActor(impersonationMachine, { input: { now: clock } });
    const toasts: string[] = [];
    actor.on('toast', ({ message }) => toasts.push(message));
    actor.start();
    await waitFor(actor, idleAndLoaded);
    actor.send({ type: 'SELECT_TARGET', accountId: 'acc-1' });
    actor.send({ type: 'START' });
    await waitFor(actor, () => toasts.length === 1);
    actor.send({ type: 'END' });
    await waitFor(actor, () => toasts.length === 2);
    expect(toasts).toEqual([impersonationMessages.startFailed, impersonationMessages.endFailed]);
  });
});

describe('impersonationMachine: paths (xstate/graph)', () => {
  const events = [
    { type: 'xstate.done.actor.loadAccounts', output: accounts },
    { type: 'xstate.error.actor.loadAccounts', error: 'down' },
    { type: 'xstate.done.actor.loadSessions', output: [session] },
    { type: 'xstate.error.actor.loadSessions', error: 'down' },
    { type: 'SELECT_TARGET', accountId: 'acc-1' },
    { type: 'SELECT_MODE', mode: 'god' },
    { type: 'SELECT_MODE', mode: 'safe' },
    { type: 'START' },
    { type: 'SUBMIT_TIME', time: '14:30' },
    { type: 'SUBMIT_TIME', time: '00:00' },
    { type: 'CANCEL' },
    { type: 'END' },
    { type: 'xstate.done.actor.startImpersonation', output: token },
    { type: 'xstate.error.actor.startImpersonation', error: 'denied' },
    { type: 'xstate.done.actor.endImpersonation', output: token },
    { type: 'xstate.error.actor.endImpersonation', error: 'denied' },
  ] as unknown as ImpersonationEvent[];
  const options = { events, input: { now: clock } };

  it('reaches every state node', () => {
    const paths = getShortestPaths(impersonationMachine, options);
    const unreached = getStateNodes(impersonationMachine.root)
      .filter((node) => !paths.some((path) => path.state.matches(node.path.join('.') as never)))
      .map((node) => node.id);
    expect(unreached).toEqual([]);
  });

  it('no path starts without a target, and god mode always passes the time prompt', () => {
    // From the loaded screen, with the choices and prompt events only: every simple path is short.
    const choices = events.filter((e) => !e.type.startsWith('xstate.'));
    const toStarting = getSimplePaths(impersonationMachine, {
      events: choices,
      fromState: ready(),
      toState: (s) => s.matches({ control: 'starting' }),
    }).filter((path) => path.state.matches({ control: 'starting' }));
    expect(toStarting.length).toBeGreaterThan(0);
    for (const path of toStarting) {
      expect(path.state.context.targetAccountId).toBe('acc-1');
      const last = path.steps.at(-1)!;
      const before = path.steps.at(-2)!.state;
      if (path.state.context.mode === 'god') {
        expect(before.matches({ control: 'confirmingGodMode' })).toBe(true);
        expect(last.event).toEqual({ type: 'SUBMIT_TIME', time: '14:30' });
      } else {
        expect(last.event.type).toBe('START');
      }
    }
  });
});
