import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  type AnyStateNode,
  type SnapshotFrom,
} from 'xstate';
import {
  PendingCalls,
  followPath as followMachinePath,
  settle,
  type PathStep,
} from './testing/fake-actors.ts';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import { publicBookingMessages } from '../messages/public-booking.ts';
import type { SlotsResponse } from '../schemas/appointments.ts';
import type {
  PublicBookingResponse,
  PublicOptimalSlotsRequest,
  PublicStudioInfo,
} from '../schemas/public-booking.ts';
import { REDIRECT_DELAY_MS } from '../rules/delays.ts';
import {
  booked,
  contacts,
  delays,
  forwardEvents,
  graphEvents,
  input,
  serializeChoices,
  slotA,
  slotB,
  slotsAnswer,
  studio,
  TODAY,
} from './testing/public-booking-fixtures.ts';
import {
  publicBookingMachine,
  type BookInput,
  type PublicBookingEvent,
  type PublicBookingInput,
} from './public-booking.ts';

type Snapshot = SnapshotFrom<typeof publicBookingMachine>;

// ----------------------------------------------------------------------------------------------
// Pure transitions.

function start(from: PublicBookingInput = input): Snapshot {
  return initialTransition(publicBookingMachine, from)[0];
}

function send(snapshot: Snapshot, ...events: PublicBookingEvent[]): Snapshot {
  return events.reduce(
    (current, event) => transition(publicBookingMachine, current, event)[0],
    snapshot,
  );
}

function answer(
  snapshot: Snapshot,
  id: string,
  result: { output: unknown } | { error: unknown },
): Snapshot {
  const event =
    'output' in result
      ? { type: `xstate.done.actor.${id}`, output: result.output }
      : { type: `xstate.error.actor.${id}`, error: result.error };
  return transition(publicBookingMachine, snapshot, event as unknown as PublicBookingEvent)[0];
}

function after(snapshot: Snapshot, delay: string, stateId: string): Snapshot {
  return transition(publicBookingMachine, snapshot, {
    type: `xstate.after.${delay}.${stateId}`,
  } as unknown as PublicBookingEvent)[0];
}

function step(snapshot: Snapshot): unknown {
  return (snapshot.value as { form?: { step?: unknown } }).form?.step;
}

function slots(snapshot: Snapshot): unknown {
  return (snapshot.value as { form?: { slots?: unknown } }).form?.slots;
}

function loaded(): Snapshot {
  return answer(start(), 'loadStudio', { output: studio });
}

function withMaster(): Snapshot {
  return send(
    loaded(),
    contacts,
    { type: 'TOGGLE_SERVICE', serviceId: 'sv1' },
    { type: 'SELECT_MASTER', masterId: 'm1' },
  );
}

function listed(): Snapshot {
  return answer(send(withMaster(), { type: 'FIND_SLOTS' }), 'findSlots', { output: slotsAnswer });
}

function ready(): Snapshot {
  return send(listed(), { type: 'SELECT_SLOT', slot: slotB });
}

describe('publicBookingMachine: studio info', () => {
  it('loads the studio, then shows the form on the contacts step', () => {
    const loading = start();
    expect(loading.value).toBe('loadingStudio');
    expect(loading.hasTag('loading')).toBe(true);
    expect(loading.hasTag('loadingStudio')).toBe(true);
    const form = answer(loading, 'loadStudio', { output: studio });
    expect(form.context.studio).toEqual(studio);
    expect(step(form)).toBe('contacts');
    expect(slots(form)).toBe('idle');
    expect(form.hasTag('loading')).toBe(false);
  });

  it('starts on the form when the page already has this studio (the server rendered it)', () => {
    const form = start({ ...input, studio });
    expect(form.context.studio).toEqual(studio);
    expect(step(form)).toBe('contacts');
    expect(slots(form)).toBe('idle');
    expect(form.hasTag('loading')).toBe(false);
    expect(form.context.errorMessage).toBeNull();
  });

  it("loads the studio when the page's info is another studio's", () => {
    const other = { ...studio, studio: { ...studio.studio, id: 'st2' } };
    const loading = start({ ...input, studio: other });
    expect(loading.value).toBe('loadingStudio');
    expect(loading.context.studio).toBeNull();
  });

  it('hasStudioId: a missing or blank id gives the spec message without loading', () => {
    for (const studioId of [undefined, null, '', '   ']) {
      const snapshot = start({ studioId, today: TODAY });
      expect(snapshot.value).toBe('studioError');
      expect(snapshot.context.errorMessage).toBe('ID студии не указан');
      expect(snapshot.context.errorMessage).toBe(publicBookingMessages.studioIdMissing);
      expect(send(snapshot, { type: 'RETRY' }).value).toBe('studioError');
    }
  });

  it('404 means the studio is not found or takes no online bookings', () => {
    const snapshot = answer(start(), 'loadStudio', { error: { status: 404, detail: 'Not Found' } });
    expect(snapshot.value).toBe('studioError');
    expect(snapshot.context.errorMessage).toBe(
      'Студия не найдена или недоступна для онлайн-записи',
    );
    expect(snapshot.context.errorMessage).toBe(publicBookingMessages.studioNotFound);
  });

  it('any other failure is a load error, and RETRY loads again', () => {
    const failed = answer(start(), 'loadStudio', { error: { status: 500 } });
    expect(failed.context.errorMessage).toBe('Ошибка загрузки информации о студии');
    expect(failed.context.errorMessage).toBe(publicBookingMessages.studioLoadFailed);
    const retried = send(failed, { type: 'RETRY' });
    expect(retried.value).toBe('loadingStudio');
    expect(retried.context.errorMessage).toBeNull();
    expect(step(answer(retried, 'loadStudio', { output: studio }))).toBe('contacts');
  });
});

describe('publicBookingMachine: steps', () => {
  it('canChooseServices: services are locked until name and phone are filled', () => {
    const form = loaded();
    expect(form.can({ type: 'TOGGLE_SERVICE', serviceId: 'sv1' })).toBe(false);
    const onlyName = send(form, { type: 'SET_CONTACTS', contacts: { name: 'Анна' } });
    expect(onlyName.can({ type: 'TOGGLE_SERVICE', serviceId: 'sv1' })).toBe(false);
    expect(step(onlyName)).toBe('contacts');
    const filled = send(onlyName, { type: 'SET_CONTACTS', contacts: { phone: '+375291234567' } });
    expect(step(filled)).toBe('services');
    expect(filled.can({ type: 'TOGGLE_SERVICE', serviceId: 'sv1' })).toBe(true);
    expect(filled.context).toMatchObject({
      name: 'Анна',
      phone: '+375291234567',
      email: '',
      clientNotes: '',
    });
  });

  it('keeps the optional e-mail and the client note', () => {
    const snapshot = send(loaded(), {
      type: 'SET_CONTACTS',
      contacts: { email: 'anna@example.com', clientNotes: 'чувствительная кожа' },
    });
    expect(snapshot.context).toMatchObject({
      email: 'anna@example.com',
      clientNotes: 'чувствительная кожа',
    });
  });

  it('canChooseMaster: the master select is locked until a service is chosen', () => {
    const filled = send(loaded(), contacts);
    expect(filled.can({ type: 'SELECT_MASTER', masterId: 'm1' })).toBe(false);
    const chosen = send(filled, { type: 'TOGGLE_SERVICE', serviceId: 'sv1' });
    expect(chosen.context.serviceIds).toEqual(['sv1']);
    expect(step(chosen)).toBe('master');
    expect(chosen.can({ type: 'SELECT_MASTER', masterId: 'm1' })).toBe(true);
    const unchosen = send(chosen, { type: 'TOGGLE_SERVICE', serviceId: 'sv1' });
    expect(unchosen.context.serviceIds).toEqual([]);
    expect(step(unchosen)).toBe('services');
  });

  it('canFindSlots: the slot search is locked until a master is chosen', () => {
    const chosen = send(loaded(), contacts, { type: 'TOGGLE_SERVICE', serviceId: 'sv1' });
    expect(chosen.can({ type: 'FIND_SLOTS' })).toBe(false);
    const master = send(chosen, { type: 'SELECT_MASTER', masterId: 'm1' });
    expect(step(master)).toBe('time');
    expect(master.can({ type: 'FIND_SLOTS' })).toBe(true);
  });

  it('a later step locks again when an earlier one becomes invalid', () => {
    const cleared = send(withMaster(), { type: 'SET_CONTACTS', contacts: { phone: ' ' } });
    expect(step(cleared)).toBe('contacts');
    expect(cleared.can({ type: 'FIND_SLOTS' })).toBe(false);
    expect(cleared.can({ type: 'SELECT_MASTER', masterId: 'm2' })).toBe(false);
    expect(cleared.context.masterId).toBe('m1');
  });

  it('searches slots, lists them and lets one of them be chosen', () => {
    const searching = send(withMaster(), { type: 'FIND_SLOTS' });
    expect(slots(searching)).toBe('searching');
    expect(searching.hasTag('loading')).toBe(true);
    expect(searching.hasTag('searchingSlots')).toBe(true);
    expect(searching.can({ type: 'FIND_SLOTS' })).toBe(false);
    const found = answer(searching, 'findSlots', { output: slotsAnswer });
    expect(slots(found)).toBe('listed');
    expect(found.context.offeredSlots).toEqual([slotA, slotB]);
    expect(found.context.slotsMessage).toBeNull();
    expect(found.can({ type: 'SELECT_SLOT', slot: { ...slotA, startTime: '09:15' } })).toBe(false);
    const chosen = send(found, { type: 'SELECT_SLOT', slot: slotB });
    expect(chosen.context.slot).toEqual(slotB);
    expect(step(chosen)).toBe('submit');
  });

  it('slotIsOffered: no slot can be chosen before a search lists it', () => {
    expect(withMaster().can({ type: 'SELECT_SLOT', slot: slotA })).toBe(false);
  });

  it('no slots found: the spec message', () => {
    const empty = answer(send(withMaster(), { type: 'FIND_SLOTS' }), 'findSlots', {
      output: { slots: [] },
    });
    expect(slots(empty)).toBe('empty');
    expect(empty.context.slotsMessage).toBe(
      'Свободных слотов не найдено. Попробуйте выбрать другого мастера или услуги.',
    );
    expect(empty.context.slotsMessage).toBe(publicBookingMessages.noSlots);
    expect(empty.can({ type: 'SELECT_SLOT', slot: slotA })).toBe(false);
  });

  it('a failed search: the spec message, and the search can be repeated', () => {
    const failed = answer(send(withMaster(), { type: 'FIND_SLOTS' }), 'findSlots', {
      error: { status: 500 },
    });
    expect(slots(failed)).toBe('failed');
    expect(failed.context.slotsMessage).toBe('Ошибка при поиске свободного времени');
    expect(failed.context.slotsMessage).toBe(publicBookingMessages.slotSearchFailed);
    const again = send(failed, { type: 'FIND_SLOTS' });
    expect(slots(again)).toBe('searching');
    expect(again.context.slotsMessage).toBeNull();
  });

  it('changing the services clears the chosen slot and the offered ones', () => {
    const changed = send(ready(), { type: 'TOGGLE_SERVICE', serviceId: 'sv2' });
    expect(changed.context).toMatchObject({
      serviceIds: ['sv1', 'sv2'],
      slot: null,
      offeredSlots: [],
    });
    expect(slots(changed)).toBe('idle');
    expect(step(changed)).toBe('time');
  });

  it('changing the master clears the slot too (slots were found for the other master)', () => {
    const changed = send(ready(), { type: 'SELECT_MASTER', masterId: 'm2' });
    expect(changed.context).toMatchObject({ masterId: 'm2', slot: null, offeredSlots: [] });
    expect(step(changed)).toBe('time');
  });

  it('a search under way is dropped when the services change', () => {
    const searching = send(withMaster(), { type: 'FIND_SLOTS' });
    expect(slots(send(searching, { type: 'TOGGLE_SERVICE', serviceId: 'sv2' }))).toBe('idle');
  });

  it('a new search drops the chosen slot', () => {
    const again = send(ready(), { type: 'FIND_SLOTS' });
    expect(again.context.slot).toBeNull();
    expect(step(again)).toBe('time');
  });

  it('keeps the booking note', () => {
    expect(send(loaded(), { type: 'SET_NOTES', notes: 'первый раз' }).context.notes).toBe(
      'первый раз',
    );
  });
});

describe('publicBookingMachine: submit', () => {
  it('bookingIsValid: an invalid form stays, showing the first missing step', () => {
    const form = loaded();
    expect(send(form, { type: 'SUBMIT' }).context.errorMessage).toBe(
      'Пожалуйста, заполните имя и телефон',
    );
    expect(send(form, contacts, { type: 'SUBMIT' }).context.errorMessage).toBe(
      'Пожалуйста, выберите услуги',
    );
    expect(
      send(form, contacts, { type: 'TOGGLE_SERVICE', serviceId: 'sv1' }, { type: 'SUBMIT' }).context
        .errorMessage,
    ).toBe('Пожалуйста, выберите мастера');
    const noTime = send(withMaster(), { type: 'SUBMIT' });
    expect(noTime.context.errorMessage).toBe('Пожалуйста, выберите время записи');
    expect(noTime.matches('form')).toBe(true);
    expect([
      publicBookingMessages.contactsRequired,
      publicBookingMessages.servicesRequired,
      publicBookingMessages.masterRequired,
      publicBookingMessages.timeRequired,
    ]).toEqual([
      'Пожалуйста, заполните имя и телефон',
      'Пожалуйста, выберите услуги',
      'Пожалуйста, выберите мастера',
      'Пожалуйста, выберите время записи',
    ]);
    // Editing clears the message.
    expect(send(noTime, contacts).context.errorMessage).toBeNull();
  });

  it('books, shows the message, and redirects 2 s later with the success-page params', () => {
    const submitting = send(ready(), { type: 'SUBMIT' });
    expect(submitting.value).toBe('submitting');
    expect(submitting.hasTag('loading')).toBe(true);
    expect(submitting.hasTag('submitting')).toBe(true);
    const succeeded = answer(submitting, 'book', { output: booked });
    expect(succeeded.value).toBe('succeeded');
    expect(succeeded.context.appointmentId).toBe('ab12cd34-0000');
    expect(succeeded.context.successMessage).toBe('Запись создана');
    const redirect = after(succeeded, 'redirectDelay', 'publicBooking.succeeded');
    expect(redirect.value).toBe('redirect');
    expect(redirect.status).toBe('done');
    expect(redirect.output).toEqual({ appointment: 'ab12cd34-0000', studio: 'st1' });
  });

  it('a failed booking shows the server detail, else the spec text, with the form as it was', () => {
    const submitting = send(ready(), { type: 'SUBMIT' });
    const withDetail = answer(submitting, 'book', {
      error: { status: 422, detail: 'Мастер недоступен' },
    });
    expect(withDetail.context.errorMessage).toBe('Мастер недоступен');
    expect(step(withDetail)).toBe('submit');
    expect(slots(withDetail)).toBe('listed');
    expect(withDetail.context.slot).toEqual(slotB);
    expect(withDetail.can({ type: 'SELECT_SLOT', slot: slotA })).toBe(true);
    const plain = answer(submitting, 'book', { error: { status: 500, message: 'Internal' } });
    expect(plain.context.errorMessage).toBe('Ошибка при создании записи');
    expect(plain.context.errorMessage).toBe(publicBookingMessages.bookingFailed);
  });

  it('slotWasTaken: a lost race (409) shows the message and searches new slots, keeping contacts and services', () => {
    const submitting = send(ready(), { type: 'SUBMIT' });
    const lost = answer(submitting, 'book', {
      error: { status: 409, detail: 'Это время уже занято' },
    });
    expect(lost.context.errorMessage).toBe('Это время уже занято');
    expect(slots(lost)).toBe('searching');
    expect(lost.context.slot).toBeNull();
    expect(lost.context.offeredSlots).toEqual([]);
    expect(step(lost)).toBe('time');
    expect(lost.context.name).toBe(' Анна ');
    expect(lost.context.serviceIds).toEqual(['sv1']);
    expect(lost.context.masterId).toBe('m1');
    const fresh = answer(lost, 'findSlots', {
      output: {
        slots: [{ date: slotA.date, start_time: slotA.startTime, end_time: slotA.endTime }],
      },
    });
    expect(slots(fresh)).toBe('listed');
    expect(fresh.context.offeredSlots).toEqual([slotA]);
    expect(fresh.context.errorMessage).toBe('Это время уже занято');
  });
});

// ----------------------------------------------------------------------------------------------
// Effects with fake actors.

function bookingActors(calls: PendingCalls) {
  return {
    loadStudio: calls.actor<PublicStudioInfo, { studioId: string }>('loadStudio'),
    findSlots: calls.actor<SlotsResponse, PublicOptimalSlotsRequest & { studioId: string }>(
      'findSlots',
    ),
    book: calls.actor<PublicBookingResponse, BookInput>('book'),
  };
}

describe('publicBookingMachine: effects with fake actors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the whole booking and redirects after exactly 2 s', async () => {
    const calls = new PendingCalls();
    const actor = createActor(publicBookingMachine.provide({ actors: bookingActors(calls) }), {
      input,
    }).start();
    expect(calls.last('loadStudio').input).toEqual({ studioId: 'st1' });
    calls.last('loadStudio').resolve(studio);
    await settle();
    actor.send(contacts);
    actor.send({ type: 'SET_CONTACTS', contacts: { email: ' ' } });
    actor.send({ type: 'TOGGLE_SERVICE', serviceId: 'sv1' });
    actor.send({ type: 'TOGGLE_SERVICE', serviceId: 'sv2' });
    actor.send({ type: 'SELECT_MASTER', masterId: 'm2' });
    actor.send({ type: 'FIND_SLOTS' });
    expect(calls.last('findSlots').input).toEqual({
      studioId: 'st1',
      service_ids: ['sv1', 'sv2'],
      master_id: 'm2',
      from_date: '2025-03-10',
      to_date: '2025-03-24',
    });
    calls.last('findSlots').resolve(slotsAnswer);
    await settle();
    actor.send({ type: 'SELECT_SLOT', slot: slotA });
    actor.send({ type: 'SET_NOTES', notes: '  после работы ' });
    actor.send({ type: 'SUBMIT' });
    expect(calls.last('book').input).toEqual({
      studioId: 'st1',
      payload: {
        client_data: { name: 'Анна', phone: '+375291234567' },
        master_id: 'm2',
        service_ids: ['sv1', 'sv2'],
        date: '2025-03-11',
        start_time: '09:00',
        end_time: '10:00',
        total_price: 150.3,
        notes: 'после работы',
      },
    });
    calls.last('book').resolve(booked);
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(REDIRECT_DELAY_MS).toBe(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ appointment: 'ab12cd34-0000', studio: 'st1' });
  });

  it('ignores the answer of a search dropped by a service change', async () => {
    const calls = new PendingCalls();
    const actor = createActor(publicBookingMachine.provide({ actors: bookingActors(calls) }), {
      input,
    }).start();
    calls.last('loadStudio').resolve(studio);
    await settle();
    actor.send(contacts);
    actor.send({ type: 'TOGGLE_SERVICE', serviceId: 'sv1' });
    actor.send({ type: 'SELECT_MASTER', masterId: 'm1' });
    actor.send({ type: 'FIND_SLOTS' });
    const dropped = calls.last('findSlots');
    actor.send({ type: 'TOGGLE_SERVICE', serviceId: 'sv2' });
    dropped.resolve(slotsAnswer);
    await settle();
    expect(actor.getSnapshot().context.offeredSlots).toEqual([]);
    expect(actor.getSnapshot().matches({ form: { slots: 'idle' } })).toBe(true);
    actor.stop();
  });

  it('without provided actors every call fails safely (the placeholders reject)', async () => {
    const actor = createActor(publicBookingMachine, { input }).start();
    await settle();
    expect(actor.getSnapshot().context.errorMessage).toBe(publicBookingMessages.studioLoadFailed);
    actor.stop();

    const withStudio = createActor(
      publicBookingMachine.provide({
        actors: {
          loadStudio: fromPromise<PublicStudioInfo, { studioId: string }>(async () => studio),
        },
      }),
      { input },
    ).start();
    await settle();
    withStudio.send(contacts);
    withStudio.send({ type: 'TOGGLE_SERVICE', serviceId: 'sv1' });
    withStudio.send({ type: 'SELECT_MASTER', masterId: 'm1' });
    withStudio.send({ type: 'FIND_SLOTS' });
    await settle();
    expect(withStudio.getSnapshot().context.slotsMessage).toBe(
      publicBookingMessages.slotSearchFailed,
    );
    withStudio.stop();

    const booking = createActor(
      publicBookingMachine.provide({
        actors: {
          loadStudio: fromPromise<PublicStudioInfo, { studioId: string }>(async () => studio),
          findSlots: fromPromise<SlotsResponse, PublicOptimalSlotsRequest & { studioId: string }>(
            async () => slotsAnswer,
          ),
        },
      }),
      { input },
    ).start();
    await settle();
    booking.send(contacts);
    booking.send({ type: 'TOGGLE_SERVICE', serviceId: 'sv1' });
    booking.send({ type: 'SELECT_MASTER', masterId: 'm1' });
    booking.send({ type: 'FIND_SLOTS' });
    await settle();
    booking.send({ type: 'SELECT_SLOT', slot: slotA });
    booking.send({ type: 'SUBMIT' });
    await settle();
    expect(booking.getSnapshot().context.errorMessage).toBe(publicBookingMessages.bookingFailed);
    expect(booking.getSnapshot().matches({ form: { step: 'submit', slots: 'listed' } })).toBe(true);
    booking.stop();
  });
});

// ----------------------------------------------------------------------------------------------
// Path coverage with xstate/graph.

function isRestingNode(node: AnyStateNode): boolean {
  return node.type !== 'history' && !(node.always ?? []).some((t) => t.guard === undefined);
}

function nodeValue(node: AnyStateNode): Parameters<Snapshot['matches']>[0] {
  return node.path.reduceRight<unknown>(
    (value, key) => (value === undefined ? key : { [key]: value }),
    undefined,
  ) as Parameters<Snapshot['matches']>[0];
}

const fullSnapshot = (snapshot: Snapshot) => ({ value: snapshot.value, context: snapshot.context });

const followPath = (
  input: PublicBookingInput,
  steps: ReadonlyArray<PathStep<Snapshot>>,
  serialize: (snapshot: Snapshot) => unknown = fullSnapshot,
) =>
  followMachinePath({
    machine: publicBookingMachine,
    actors: bookingActors,
    input,
    steps,
    delays,
    serialize,
  });

describe('publicBookingMachine: paths (xstate/graph)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const paths = getShortestPaths(publicBookingMachine, { input, events: graphEvents });
  const missingIdPaths = getShortestPaths(publicBookingMachine, {
    input: { studioId: '', today: TODAY },
    events: graphEvents,
  });

  it('every resting state of the machine is reached by some path', () => {
    const snapshots = [...paths, ...missingIdPaths].map((path) => path.state);
    const unreached = getStateNodes(publicBookingMachine.root)
      .filter(isRestingNode)
      .filter((node) => !snapshots.some((snapshot) => snapshot.matches(nodeValue(node))))
      .map((node) => node.id);
    expect(unreached).toEqual([]);
    expect(
      getStateNodes(publicBookingMachine.root)
        .filter((node) => !isRestingNode(node))
        .map((node) => node.key),
    ).toEqual(['checkingStudioId', 'deciding', 'history']);
  });

  it('the missing-id page reaches only the error', () => {
    expect(new Set(missingIdPaths.map((path) => path.state.value))).toEqual(
      new Set(['studioError']),
    );
  });

  it('following every path on a real actor never throws and gives the same snapshots', async () => {
    for (const path of paths) await followPath(input, path.steps);
  });

  it('every simple path to the redirect passes the five steps in order', async () => {
    const forward = forwardEvents;
    const toRedirect = getSimplePaths(publicBookingMachine, {
      input,
      events: forward,
      serializeState: serializeChoices,
      toState: (snapshot) => snapshot.value === 'redirect',
    }).filter((path) => path.state.value === 'redirect');
    expect(toRedirect.length).toBeGreaterThan(0);
    const order = ['contacts', 'services', 'master', 'time', 'submit'];
    for (const path of toRedirect) {
      const seen = path.steps
        .map((s) => step(s.state))
        .filter((name): name is string => typeof name === 'string');
      const firsts = order.map((name) => seen.indexOf(name));
      expect(firsts.every((index) => index >= 0)).toBe(true);
      expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
      await followPath(input, path.steps, serializeChoices);
    }
  });
});
