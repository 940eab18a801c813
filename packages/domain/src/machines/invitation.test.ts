import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { invitationMessages } from '../messages/invitations.ts';
import type { InvitationDetails } from '../schemas/invitations.ts';
import { REDIRECT_DELAY_MS } from '../rules/delays.ts';
import {
  INVITATION_ACCEPTED_PATH,
  INVITATION_DECLINED_PATH,
  invitationMachine,
  type AcceptInvitationInput,
  type InvitationEvent,
} from './invitation.ts';

const NOW = Date.parse('2025-06-10T12:00:00Z');

const details: InvitationDetails = {
  email: 'anna@example.com',
  companyName: 'Студия Лето',
  invitedByName: 'Ольга',
  invitedByEmail: 'olga@example.com',
  businessRole: { name: 'Мастер', description: 'Работает с клиентами' },
  personalMessage: 'Ждём вас!',
  expiresAt: '2025-06-17T12:00:00Z',
  status: 'pending',
};
const expiredDetails: InvitationDetails = { ...details, expiresAt: '2025-06-09T12:00:00Z' };

type Snapshot = SnapshotFrom<typeof invitationMachine>;

/** Pure steps: the machine's own transition function, no actor running. */
function step(snapshot: Snapshot, event: AnyEventObject): Snapshot {
  return getNextSnapshot(invitationMachine, snapshot, event as InvitationEvent);
}
const loaded = (output: InvitationDetails) => ({
  type: 'xstate.done.actor.loadInvitation',
  output,
});
const start = (token: string | null = 'tok-1') =>
  initialTransition(invitationMachine, { token, now: NOW })[0];
const atForm = () => step(start(), loaded(details));

function fakes(
  overrides: Partial<Record<'load' | 'accept' | 'decline', () => Promise<unknown>>> = {},
) {
  const calls = {
    load: [] as unknown[],
    accept: [] as AcceptInvitationInput[],
    decline: [] as unknown[],
  };
  const machine = invitationMachine.provide({
    actors: {
      loadInvitation: fromPromise(async ({ input }) => {
        calls.load.push(input);
        return (await (overrides.load?.() ?? Promise.resolve(details))) as InvitationDetails;
      }),
      acceptInvitation: fromPromise(async ({ input }) => {
        calls.accept.push(input);
        return overrides.accept?.() ?? { message: null };
      }),
      declineInvitation: fromPromise(async ({ input }) => {
        calls.decline.push(input);
        return overrides.decline?.() ?? { message: null };
      }),
    },
  });
  return { machine, calls };
}

describe('invitationMachine: pure transitions', () => {
  it('a missing or blank token is an invalid link, without loading', () => {
    for (const token of [null, '', '   ']) {
      const snapshot = start(token);
      expect(snapshot.value).toBe('error');
      expect(snapshot.context.error).toBe(invitationMessages.invalidLink);
    }
    expect(initialTransition(invitationMachine, { now: NOW })[0].value).toBe('error');
  });

  it('starts loading with a token, tagged loading', () => {
    const snapshot = start();
    expect(snapshot.value).toBe('loading');
    expect(snapshot.hasTag('loading')).toBe(true);
  });

  it('a failed load is "not found"', () => {
    const snapshot = step(start(), {
      type: 'xstate.error.actor.loadInvitation',
      error: new Error('404'),
    });
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.error).toBe(invitationMessages.notFound);
  });

  it('an expiry in the past (against input now) is expired; the details stay readable', () => {
    const snapshot = step(start(), loaded(expiredDetails));
    expect(snapshot.value).toBe('expired');
    expect(snapshot.context.error).toBe(invitationMessages.expired);
    expect(snapshot.context.invitation).toEqual(expiredDetails);
  });

  it("the server saying expired is expired, whatever the page's clock reads", () => {
    const snapshot = step(start(), loaded({ ...details, status: 'expired' }));
    expect(snapshot.value).toBe('expired');
    expect(snapshot.context.error).toBe(invitationMessages.expired);
  });

  it('a future expiry shows the form', () => {
    const snapshot = atForm();
    expect(snapshot.value).toEqual({ form: 'invitation' });
    expect(snapshot.context.invitation).toEqual(details);
    expect(snapshot.context.error).toBeNull();
  });

  it('the first ACCEPT reveals the details form, BACK hides it', () => {
    const revealed = step(atForm(), { type: 'ACCEPT' });
    expect(revealed.matches({ form: 'details' })).toBe(true);
    expect(step(revealed, { type: 'BACK' }).matches({ form: 'invitation' })).toBe(true);
  });

  it('the second ACCEPT with a blank name shows the rule message and does not submit', () => {
    const revealed = step(step(atForm(), { type: 'ACCEPT' }), {
      type: 'UPDATE_FIELD',
      field: 'name',
      value: '   ',
    });
    expect(revealed.can({ type: 'ACCEPT' })).toBe(true);
    const refused = step(revealed, { type: 'ACCEPT' });
    expect(refused.matches({ form: 'details' })).toBe(true);
    expect(refused.context.fieldErrors).toEqual({ name: invitationMessages.fullNameRequired });
  });

  it('editing a field clears its error and keeps the values', () => {
    let snapshot = step(step(atForm(), { type: 'ACCEPT' }), { type: 'ACCEPT' });
    expect(snapshot.context.fieldErrors.name).toBe(invitationMessages.fullNameRequired);
    snapshot = step(snapshot, { type: 'UPDATE_FIELD', field: 'phone', value: '+375291234567' });
    expect(snapshot.context.fieldErrors.name).toBe(invitationMessages.fullNameRequired);
    snapshot = step(snapshot, { type: 'UPDATE_FIELD', field: 'name', value: 'Анна' });
    expect(snapshot.context.fieldErrors).toEqual({});
    expect(snapshot.context.values).toEqual({ name: 'Анна', phone: '+375291234567', position: '' });
  });

  it('a valid second ACCEPT submits (busy)', () => {
    let snapshot = step(atForm(), { type: 'ACCEPT' });
    snapshot = step(snapshot, { type: 'UPDATE_FIELD', field: 'name', value: 'Анна' });
    snapshot = step(snapshot, { type: 'ACCEPT' });
    expect(snapshot.matches({ form: 'accepting' })).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.can({ type: 'ACCEPT' })).toBe(false);
    expect(snapshot.can({ type: 'DECLINE' })).toBe(false);
  });

  it('DECLINE asks for confirmation; CANCEL_DECLINE goes back; CONFIRM_DECLINE declines', () => {
    for (const from of [atForm(), step(atForm(), { type: 'ACCEPT' })]) {
      const asking = step(from, { type: 'DECLINE' });
      expect(asking.matches({ form: 'confirmingDecline' })).toBe(true);
      expect(step(asking, { type: 'CANCEL_DECLINE' }).matches({ form: 'invitation' })).toBe(true);
      const declining = step(asking, { type: 'CONFIRM_DECLINE' });
      expect(declining.matches({ form: 'declining' })).toBe(true);
      expect(declining.hasTag('busy')).toBe(true);
    }
  });

  it('accept and decline failures go back with the error text, cleared by the next action', () => {
    let snapshot = step(step(atForm(), { type: 'ACCEPT' }), {
      type: 'UPDATE_FIELD',
      field: 'name',
      value: 'Анна',
    });
    snapshot = step(step(snapshot, { type: 'ACCEPT' }), {
      type: 'xstate.error.actor.acceptInvitation',
      error: new Error('Приглашение уже использовано'),
    });
    expect(snapshot.matches({ form: 'details' })).toBe(true);
    expect(snapshot.context.error).toBe('Приглашение уже использовано');
    expect(step(snapshot, { type: 'BACK' }).context.error).toBeNull();

    const declined = step(step(step(atForm(), { type: 'DECLINE' }), { type: 'CONFIRM_DECLINE' }), {
      type: 'xstate.error.actor.declineInvitation',
      error: 'no message',
    });
    expect(declined.matches({ form: 'invitation' })).toBe(true);
    expect(declined.context.error).toBe('Произошла неизвестная ошибка');
    expect(step(declined, { type: 'ACCEPT' }).context.error).toBeNull();
    expect(step(declined, { type: 'DECLINE' }).context.error).toBeNull();
  });
});

describe('invitationMachine: effects', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads by token, accepts with the prepared payload and redirects to /dashboard after 2 s', async () => {
    const { machine, calls } = fakes();
    const actor = createActor(machine, { input: { token: ' tok-1 ', now: NOW } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('form')).toBe(true));
    expect(calls.load).toEqual([{ token: 'tok-1' }]);

    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'UPDATE_FIELD', field: 'name', value: '  Анна Петрова ' });
    actor.send({ type: 'UPDATE_FIELD', field: 'position', value: 'Мастер' });
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (snapshot) => snapshot.value === 'accepted');
    expect(calls.accept).toEqual([
      { token: 'tok-1', values: { name: 'Анна Петрова', position: 'Мастер' } },
    ]);

    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('accepted');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('goToDashboard');
    expect(actor.getSnapshot().output).toEqual({ redirectTo: INVITATION_ACCEPTED_PATH });
  });

  it('declines after confirmation and goes to /invite/declined after 2 s', async () => {
    const { machine, calls } = fakes();
    const actor = createActor(machine, { input: { token: 'tok-2', now: NOW } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('form')).toBe(true));
    actor.send({ type: 'DECLINE' });
    expect(calls.decline).toEqual([]);
    actor.send({ type: 'CONFIRM_DECLINE' });
    await waitFor(actor, (snapshot) => snapshot.value === 'declined');
    expect(calls.decline).toEqual([{ token: 'tok-2' }]);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(actor.getSnapshot().output).toEqual({ redirectTo: INVITATION_DECLINED_PATH });
  });

  it('a failed load is not found; a failed accept keeps the details form', async () => {
    const notFound = createActor(fakes({ load: () => Promise.reject(new Error('404')) }).machine, {
      input: { token: 'x', now: NOW },
    }).start();
    await vi.waitFor(() => expect(notFound.getSnapshot().value).toBe('error'));
    expect(notFound.getSnapshot().context.error).toBe(invitationMessages.notFound);

    const failing = createActor(
      fakes({ accept: () => Promise.reject(new Error('Ошибка сервера. Попробуйте позже')) })
        .machine,
      { input: { token: 'x', now: NOW } },
    ).start();
    await vi.waitFor(() => expect(failing.getSnapshot().matches('form')).toBe(true));
    failing.send({ type: 'ACCEPT' });
    failing.send({ type: 'UPDATE_FIELD', field: 'name', value: 'Анна' });
    failing.send({ type: 'ACCEPT' });
    await vi.waitFor(() => expect(failing.getSnapshot().matches({ form: 'details' })).toBe(true));
    expect(failing.getSnapshot().context.error).toBe('Ошибка сервера. Попробуйте позже');
    expect(failing.getSnapshot().context.values.name).toBe('Анна');
  });

  it('the placeholders fail loudly when the app forgets to provide them', async () => {
    vi.useRealTimers();
    const actor = createActor(invitationMachine, { input: { token: 't', now: NOW } }).start();
    await waitFor(actor, (s) => s.value === 'error');
    expect(actor.getSnapshot().context.error).toBe(invitationMessages.notFound);

    const ways: InvitationEvent[][] = [
      [
        { type: 'ACCEPT' },
        { type: 'UPDATE_FIELD', field: 'name', value: 'Анна' },
        { type: 'ACCEPT' },
      ],
      [{ type: 'DECLINE' }, { type: 'CONFIRM_DECLINE' }],
    ];
    for (const way of ways) {
      const only = createActor(
        invitationMachine.provide({
          actors: { loadInvitation: fromPromise(async () => details) },
        }),
        { input: { token: 't', now: NOW } },
      ).start();
      await waitFor(only, (s) => s.matches('form'));
      for (const event of way) only.send(event);
      await waitFor(only, (s) => s.context.error !== null);
      expect(only.getSnapshot().context.error).toMatch(/was not provided/);
    }
  });
});

describe('invitationMachine: paths (xstate/graph)', () => {
  const events = [
    loaded(details),
    loaded(expiredDetails),
    { type: 'xstate.error.actor.loadInvitation', error: 'not found' },
    { type: 'UPDATE_FIELD', field: 'name', value: 'Анна' },
    { type: 'ACCEPT' },
    { type: 'BACK' },
    { type: 'DECLINE' },
    { type: 'CONFIRM_DECLINE' },
    { type: 'CANCEL_DECLINE' },
    { type: 'xstate.done.actor.acceptInvitation', output: {} },
    { type: 'xstate.error.actor.acceptInvitation', error: 'failed' },
    { type: 'xstate.done.actor.declineInvitation', output: {} },
    { type: 'xstate.error.actor.declineInvitation', error: 'failed' },
    { type: 'xstate.after.redirectDelay.invitation.accepted' },
    { type: 'xstate.after.redirectDelay.invitation.declined' },
  ] as unknown as InvitationEvent[];

  const pathsFor = (token: string | null) =>
    getShortestPaths(invitationMachine, { events, input: { token, now: NOW } });

  it('reaches every state node (transient checkingToken is passed on the way)', () => {
    const paths = [...pathsFor('tok'), ...pathsFor(null)];
    const unreached = getStateNodes(invitationMachine.root)
      .filter((node) => node.key !== 'checkingToken')
      .filter((node) => !paths.some((path) => path.state.matches(node.path.join('.') as never)))
      .map((node) => node.id);
    expect(unreached).toEqual([]);
  });

  it('every way to /dashboard submits a valid name from the details form', () => {
    const toDashboard = getSimplePaths(invitationMachine, {
      events,
      input: { token: 'tok', now: NOW },
      toState: (snapshot) => snapshot.value === 'goToDashboard',
    }).filter((path) => path.state.value === 'goToDashboard');
    expect(toDashboard.length).toBeGreaterThan(0);
    for (const path of toDashboard) {
      const accepting = path.steps.findIndex((s) => s.state.matches({ form: 'accepting' }));
      expect(accepting).toBeGreaterThan(0);
      const before = path.steps[accepting - 1]!.state;
      expect(before.matches({ form: 'details' })).toBe(true);
      expect(before.context.values.name.trim()).not.toBe('');
      expect(path.state.output).toEqual({ redirectTo: INVITATION_ACCEPTED_PATH });
    }
  });

  it('every way to /invite/declined passes the confirmation', () => {
    const toDeclined = getSimplePaths(invitationMachine, {
      events,
      input: { token: 'tok', now: NOW },
      toState: (snapshot) => snapshot.value === 'goToDeclined',
    }).filter((path) => path.state.value === 'goToDeclined');
    expect(toDeclined.length).toBeGreaterThan(0);
    for (const path of toDeclined) {
      const states = path.steps.map((s) => s.state);
      const declining = states.findLastIndex((s) => s.matches({ form: 'declining' }));
      expect(states[declining - 1]!.matches({ form: 'confirmingDecline' })).toBe(true);
      expect(path.state.output).toEqual({ redirectTo: INVITATION_DECLINED_PATH });
    }
  });
});
