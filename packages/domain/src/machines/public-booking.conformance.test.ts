// The public booking definition on both engines: XState (the reference: staff app, tests) and the
// small interpreter (what visitors run). Every xstate/graph path of the machine's own tests and the
// asynchronous cases are run on both with the same fake calls and clock, and after every step the
// value, context, status, output, tags, `matches` of every state, `can` of every event and the
// calls made must be the same.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import type { StateValue } from './statechart/definition.ts';
import { publicBookingDefinition, publicBookingMachine } from './public-booking.ts';
import type { PublicBookingEvent, PublicBookingInput } from './public-booking-definition.ts';
import { pathSteps, runBoth, type Step } from './testing/conformance.ts';
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

const stateValues: StateValue[] = getStateNodes(publicBookingMachine.root)
  .filter((node) => node.type !== 'history')
  .map(
    (node) =>
      node.path.reduceRight<StateValue | undefined>(
        (value, key) => (value === undefined ? key : { [key]: value }),
        undefined,
      ) as StateValue,
  );

const probes = {
  // Every event the screens send, and the ones only the machine raises; some `can` only when the
  // right slot or service is named, so both a listed and an unlisted slot are asked.
  events: [
    ...graphEvents.filter((event) => !event.type.startsWith('xstate.')),
    { type: 'SELECT_SLOT', slot: slotB },
    { type: 'SELECT_SLOT', slot: { ...slotA, startTime: '09:15' } },
    { type: 'TOGGLE_SERVICE', serviceId: 'sv2' },
    { type: 'SELECT_MASTER', masterId: 'm2' },
  ],
  tags: ['loading', 'loadingStudio', 'searchingSlots', 'submitting'],
  values: stateValues,
};

const run = (steps: readonly Step[], from: PublicBookingInput = input) =>
  runBoth({
    definition: publicBookingDefinition,
    machine: publicBookingMachine,
    input: from,
    steps,
    probes,
  });

const send = (...events: PublicBookingEvent[]): Step[] => events.map((event) => ({ send: event }));

const toMaster: Step[] = [
  { resolve: 'loadStudio', output: studio },
  ...send(
    contacts,
    { type: 'TOGGLE_SERVICE', serviceId: 'sv1' },
    { type: 'SELECT_MASTER', masterId: 'm1' },
  ),
];
const toReady: Step[] = [
  ...toMaster,
  ...send({ type: 'FIND_SLOTS' }),
  { resolve: 'findSlots', output: slotsAnswer },
  ...send({ type: 'SELECT_SLOT', slot: slotB }),
];

describe('the public booking on XState and on the small interpreter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('probes every state the machine has', () => {
    expect(stateValues).toContainEqual({ form: { slots: 'searching' } });
    expect(stateValues).toContainEqual('redirect');
    expect(stateValues).toHaveLength(20);
  });

  it('agree on every shortest path of the machine tests (with and without a studio id, and with its info given)', async () => {
    const paths = [
      ...getShortestPaths(publicBookingMachine, { input, events: graphEvents }).map((path) => ({
        path,
        from: input,
      })),
      ...getShortestPaths(publicBookingMachine, {
        input: { studioId: '', today: TODAY },
        events: graphEvents,
      }).map((path) => ({ path, from: { studioId: '', today: TODAY } })),
      // The studio's info given with the page (the server rendered it): the form at once.
      ...getShortestPaths(publicBookingMachine, {
        input: { ...input, studio },
        events: graphEvents,
      }).map((path) => ({ path, from: { ...input, studio } })),
    ];
    expect(paths.length).toBeGreaterThan(20);
    for (const { path, from } of paths) {
      await run(
        pathSteps(
          path.steps.map((s) => s.event),
          delays,
        ),
        from,
      );
    }
  });

  it('agree on every simple path to the redirect', async () => {
    const paths = getSimplePaths(publicBookingMachine, {
      input,
      events: forwardEvents,
      serializeState: serializeChoices,
      toState: (snapshot) => snapshot.value === 'redirect',
    }).filter((path) => path.state.value === 'redirect');
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const readings = await run(
        pathSteps(
          path.steps.map((s) => s.event),
          delays,
        ),
      );
      expect(readings.at(-1)).toMatchObject({ value: 'redirect', status: 'done' });
    }
  });

  it('agree while the studio loads slowly, and after it fails (404, then other) and is retried', async () => {
    const readings = await run([
      ...send(contacts, { type: 'FIND_SLOTS' }, { type: 'SUBMIT' }, { type: 'RETRY' }),
      { wait: 10_000 },
      { reject: 'loadStudio', error: { status: 404, detail: 'Not Found' } },
      ...send(contacts, { type: 'RETRY' }),
      { reject: 'loadStudio', error: { status: 500 } },
      ...send({ type: 'RETRY' }),
      { resolve: 'loadStudio', output: studio },
    ]);
    expect(readings.map((r) => r.value)).toContain('studioError');
    expect(readings.at(-1)?.calls.filter(([name]) => name === 'loadStudio')).toHaveLength(3);
  });

  it('agree without a studio id', async () => {
    for (const studioId of [undefined, null, '', '   ']) {
      await run(send({ type: 'RETRY' }, contacts), { studioId, today: TODAY });
    }
  });

  it('agree on found, empty and failed searches, and on a second search while one runs', async () => {
    const readings = await run([
      ...toMaster,
      ...send({ type: 'FIND_SLOTS' }, { type: 'FIND_SLOTS' }),
      { resolve: 'findSlots', output: { slots: [] } },
      ...send({ type: 'FIND_SLOTS' }),
      { reject: 'findSlots', error: { status: 500 } },
      ...send({ type: 'FIND_SLOTS' }),
      { resolve: 'findSlots', output: slotsAnswer },
      ...send({ type: 'SELECT_SLOT', slot: { ...slotA, startTime: '09:15' } }),
      ...send({ type: 'SELECT_SLOT', slot: slotA }, { type: 'FIND_SLOTS' }),
      { resolve: 'findSlots', output: slotsAnswer },
    ]);
    expect(readings.at(-1)?.calls.filter(([name]) => name === 'findSlots')).toHaveLength(4);
  });

  it('agree when a search is dropped by a change and its answer comes late', async () => {
    await run([
      ...toMaster,
      ...send({ type: 'FIND_SLOTS' }, { type: 'TOGGLE_SERVICE', serviceId: 'sv2' }),
      { resolve: 'findSlots', output: slotsAnswer },
      ...send({ type: 'FIND_SLOTS' }, { type: 'SELECT_MASTER', masterId: 'm2' }),
      { reject: 'findSlots', error: { status: 500 } },
      ...send({ type: 'FIND_SLOTS' }, { type: 'SET_CONTACTS', contacts: { phone: '' } }),
      { resolve: 'findSlots', output: slotsAnswer },
      // A newer search runs when the dropped one answers: only the newer answer counts.
      ...send(contacts, { type: 'FIND_SLOTS' }, { type: 'TOGGLE_SERVICE', serviceId: 'sv2' }),
      ...send({ type: 'FIND_SLOTS' }),
      { resolve: 'findSlots', output: slotsAnswer, nth: 3 },
      { reject: 'findSlots', error: { status: 500 }, nth: 3 },
      { resolve: 'findSlots', output: { slots: [] }, nth: 4 },
    ]);
  });

  it('agree on a booking: the message, then the redirect exactly 2 s later', async () => {
    const readings = await run([
      ...toReady,
      ...send(
        { type: 'SET_NOTES', notes: ' после работы ' },
        { type: 'SUBMIT' },
        { type: 'SUBMIT' },
      ),
      { resolve: 'book', output: booked },
      { wait: 1999 },
      ...send(contacts, { type: 'SUBMIT' }),
      { wait: 1 },
      ...send({ type: 'RETRY' }, { type: 'SUBMIT' }),
      { wait: 5000 },
    ]);
    expect(readings.at(-1)).toMatchObject({
      value: 'redirect',
      status: 'done',
      output: { appointment: 'ab12cd34-0000', studio: 'st1' },
    });
  });

  it('agree on a lost race (409): back to the form as it was, the message, and a new search', async () => {
    const readings = await run([
      ...toReady,
      ...send({ type: 'SUBMIT' }),
      { reject: 'book', error: { status: 409, detail: 'Это время уже занято' } },
      { resolve: 'findSlots', output: { slots: [slotsAnswer.slots[0]] } },
      ...send({ type: 'SELECT_SLOT', slot: slotA }, { type: 'SUBMIT' }),
      { resolve: 'book', output: booked },
    ]);
    expect(readings).toContainEqual(
      expect.objectContaining({ value: { form: { step: 'time', slots: 'searching' } } }),
    );
  });

  it('agree on other failed bookings: back to the form as it was, with the message', async () => {
    const readings = await run([
      ...toReady,
      ...send({ type: 'SUBMIT' }),
      { reject: 'book', error: { status: 422, detail: 'Мастер недоступен' } },
      ...send({ type: 'SUBMIT' }),
      { reject: 'book', error: new Error('network') },
      ...send({ type: 'SELECT_SLOT', slot: slotA }, { type: 'SUBMIT' }),
    ]);
    expect(readings.at(-2)).toMatchObject({
      value: { form: { step: 'submit', slots: 'listed' } },
    });
  });

  it('agree on the first invalid step shown on submit, and on editing after it', async () => {
    await run([
      { resolve: 'loadStudio', output: studio },
      ...send(
        { type: 'SUBMIT' },
        contacts,
        { type: 'SUBMIT' },
        { type: 'TOGGLE_SERVICE', serviceId: 'sv1' },
        { type: 'SUBMIT' },
        { type: 'SELECT_MASTER', masterId: 'm1' },
        { type: 'SUBMIT' },
        { type: 'SET_CONTACTS', contacts: { email: 'anna@example.com', clientNotes: 'кожа' } },
        { type: 'TOGGLE_SERVICE', serviceId: 'sv1' },
        { type: 'RECHECK_STEP' },
        { type: 'RESET_SLOT_SEARCH' },
      ),
    ]);
  });
});
