// The interpreter's semantics where the public booking's paths do not reach: small charts run on
// XState and on the interpreter side by side (testing/conformance.ts), and what only the
// interpreter has (start and stop for React, a send from a listener, errors).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEvent, StatechartDefinition } from './definition.ts';
import { interpret } from './interpreter.ts';
import { runBoth, type Probes, type Step } from '../testing/conformance.ts';
import { settle } from '../testing/fake-actors.ts';

interface Log {
  log: string[];
  n: number;
}

/** A chart whose actions append their own name to `log` (and `inc` counts). */
function chart(
  states: StatechartDefinition<Log, unknown, unknown>['chart'],
  more: Partial<StatechartDefinition<Log, unknown, unknown>> = {},
): StatechartDefinition<Log, unknown, unknown> {
  const names = [
    'a1',
    'a2',
    'a3',
    'always1',
    'always2',
    'x',
    'y',
    'y2',
    'p',
    'r1',
    'r2',
    'done',
    'failed',
  ];
  return {
    id: 'test',
    context: () => ({ log: [], n: 0 }),
    output: (context) => context.log,
    guards: {
      small: (context) => context.n < 2,
      even: (context) => context.n % 2 === 0,
      wantsB: (_, event) => (event as AnyEvent & { to?: string }).to === 'b',
    },
    actions: {
      ...Object.fromEntries(
        names.map((name) => [name, (context: Log) => ({ log: [...context.log, name] })]),
      ),
      inc: (context) => ({ n: context.n + 1 }),
      store: (context, event) => ({ log: [...context.log, `got ${String(event.output)}`] }),
      raiseX: { raise: 'X' },
      raiseY: { raise: 'Y' },
      raiseLeave: { raise: 'LEAVE' },
    },
    delays: { short: 100, long: 300 },
    inputs: { load: (context) => ({ n: context.n }) },
    chart: states,
    ...more,
  };
}

const probe = (...events: string[]): Probes => ({
  events: events.map((type) => ({ type })),
  tags: ['busy', 'waiting'],
  values: [],
});

const sends = (...types: string[]): Step[] => types.map((type) => ({ send: { type } }));

describe('the interpreter agrees with XState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('raised events wait for `always` to settle and run in the order raised', async () => {
    const definition = chart({
      initial: 'a',
      states: {
        a: { on: { GO: { target: 'b', actions: ['raiseX', 'raiseY', 'a1'] } } },
        b: { always: { target: 'c', actions: 'always1' } },
        c: { on: { X: { target: 'd', actions: 'x' }, Y: { actions: 'y' } } },
        d: { on: { Y: { actions: 'y2' } } },
      },
    });
    const readings = await runBoth({
      definition,
      input: {},
      steps: sends('GO'),
      probes: probe('GO', 'X', 'Y'),
    });
    expect(readings.at(-1)?.context).toEqual({ log: ['a1', 'always1', 'x', 'y2'], n: 0 });
  });

  it('`always` runs to a fixed point, its guards reading the context the last step left', async () => {
    const definition = chart({
      initial: 'count',
      states: {
        count: {
          always: [
            { guard: { and: ['small', 'even'] }, target: 'odd', actions: ['inc', 'always1'] },
            { guard: { not: 'small' }, target: 'end' },
          ],
          on: { BUMP: { actions: 'inc' } },
        },
        odd: { always: { target: 'count', actions: ['inc', 'always2'] } },
        end: { type: 'final' },
      },
    });
    const readings = await runBoth({ definition, input: {}, steps: [], probes: probe('BUMP') });
    expect(readings[0]).toMatchObject({ value: 'end', status: 'done' });
  });

  it('the deepest state takes an event first; a failed guard falls back to the parent', async () => {
    const definition = chart({
      initial: 'outer',
      states: {
        outer: {
          initial: 'inner',
          on: { E: { actions: 'p' }, F: { target: 'other', actions: 'a2' } },
          states: {
            inner: { on: { E: { guard: 'even', actions: ['x', 'inc'] }, G: {} } },
          },
        },
        other: { on: { F: '.deep' }, initial: 'shallow', states: { shallow: {}, deep: {} } },
      },
    });
    await runBoth({
      definition,
      input: {},
      steps: sends('E', 'E', 'E', 'G', 'F', 'F', 'F'),
      probes: probe('E', 'F', 'G', 'H'),
    });
  });

  it('parallel regions take an event each; the parallel state only when none does', async () => {
    const definition = chart({
      initial: 'both',
      states: {
        both: {
          type: 'parallel',
          on: { E: { actions: 'p' }, P: { actions: 'p' }, OUT: 'out' },
          states: {
            one: {
              initial: 'a',
              states: { a: { on: { E: { target: 'b', actions: 'r1' } } }, b: {} },
            },
            two: {
              initial: 'a',
              tags: ['busy'],
              states: {
                a: { on: { E: { target: 'b', actions: 'r2' } } },
                b: { tags: ['waiting'], on: { E: { guard: 'wantsB', target: 'a' } } },
              },
            },
          },
        },
        out: { on: { BACK: 'both' } },
      },
    });
    await runBoth({
      definition,
      input: {},
      steps: [
        ...sends('E', 'E', 'P'),
        { send: { type: 'E', to: 'b' } as AnyEvent },
        ...sends('OUT', 'E', 'BACK', 'E'),
      ],
      probes: probe('E', 'P', 'OUT', 'BACK'),
    });
  });

  it('deep history restores every region as it was, nested states included', async () => {
    const definition = chart({
      initial: 'form',
      states: {
        form: {
          type: 'parallel',
          on: { LEAVE: 'away' },
          states: {
            one: {
              initial: 'a',
              states: {
                a: { on: { NEXT: 'b' } },
                b: { initial: 'b1', states: { b1: { on: { NEXT: 'b2' } }, b2: {} } },
              },
            },
            two: { initial: 'x', states: { x: { on: { SWAP: 'y' } }, y: {} } },
            history: { type: 'history', history: 'deep' },
          },
        },
        away: { on: { BACK: { target: 'form.history', actions: 'raiseX' }, RESTART: 'form' } },
      },
    });
    await runBoth({
      definition,
      input: {},
      steps: sends(
        'NEXT',
        'NEXT',
        'SWAP',
        'LEAVE',
        'BACK',
        'NEXT',
        'LEAVE',
        'RESTART',
        'LEAVE',
        'BACK',
      ),
      probes: { ...probe('NEXT', 'SWAP', 'BACK'), values: ['form', { form: { one: 'b' } }] },
    });
  });

  it('an invoked call starts on entry, answers once, and is dropped on exit', async () => {
    const definition = chart({
      initial: 'idle',
      states: {
        idle: { on: { GO: 'loading', QUICK: { target: 'loading', actions: 'raiseLeave' } } },
        loading: {
          tags: ['busy'],
          on: { LEAVE: 'idle', AGAIN: 'loading', INC: { actions: 'inc' } },
          invoke: {
            src: 'load',
            onDone: [
              { guard: 'even', target: 'loaded', actions: 'store' },
              { target: 'idle', actions: 'done' },
            ],
            onError: { target: 'idle', actions: 'failed' },
          },
        },
        loaded: { on: { GO: 'loading' } },
      },
    });
    await runBoth({
      definition,
      input: {},
      steps: [
        ...sends('GO', 'LEAVE'),
        { resolve: 'load', output: 'stale' },
        // AGAIN targets its own state: not left, the call goes on (XState's default).
        ...sends('GO', 'INC', 'AGAIN'),
        { resolve: 'load', output: 'old', nth: 1 },
        { reject: 'load', error: 'x', nth: 1 },
        { resolve: 'load', output: 'new' },
        ...sends('INC', 'GO'),
        { reject: 'load', error: 'boom' },
        // Entered and left in one step: XState never starts that call.
        ...sends('QUICK'),
        ...sends('GO', 'INC'),
        { resolve: 'load', output: 'late' },
      ],
      probes: probe('GO', 'LEAVE', 'AGAIN'),
    });
  });

  it('delayed transitions fire after their delay, and are cancelled on exit', async () => {
    const definition = chart({
      initial: 'idle',
      states: {
        idle: { on: { GO: 'waiting' } },
        waiting: {
          tags: ['waiting'],
          on: { STOP: 'idle', AGAIN: 'waiting' },
          after: { short: { guard: 'small', actions: ['inc', 'a1'] }, long: 'end' },
        },
        end: { type: 'final' },
      },
    });
    const readings = await runBoth({
      definition,
      input: {},
      steps: [
        ...sends('GO'),
        { wait: 99 },
        // Left and entered again: the first timers must not fire in the second visit.
        ...sends('STOP', 'GO'),
        { wait: 1 },
        ...sends('STOP'),
        { wait: 500 },
        ...sends('GO'),
        { wait: 150 },
        ...sends('AGAIN'),
        { wait: 299 },
        { wait: 1 },
        ...sends('GO', 'STOP'),
        { wait: 1000 },
      ],
      probes: probe('GO', 'STOP'),
    });
    // AGAIN targets its own state, which (XState's default) is not left: the timers run on.
    expect(readings.at(-1)).toMatchObject({ value: 'end', status: 'done', output: ['a1'] });
  });
});

describe('the interpreter on its own', () => {
  const loader = chart({
    initial: 'loading',
    states: {
      loading: {
        on: { LEAVE: 'idle' },
        invoke: { src: 'load', onDone: { target: 'idle', actions: 'store' }, onError: 'idle' },
      },
      idle: { on: { ECHO: { actions: ['a1', 'raiseX'] }, X: { actions: 'x' } } },
    },
  });

  it('starts no call before `start`, drops it on `stop`, and calls again on a new `start`', async () => {
    const calls: Array<(output: string) => void> = [];
    const actor = interpret(loader, {
      input: {},
      actors: { load: () => new Promise((resolve) => calls.push(resolve)) },
    });
    await settle();
    expect(calls).toHaveLength(0);
    actor.start();
    actor.start();
    expect(calls).toHaveLength(1);
    actor.stop();
    calls[0]!('first');
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.start();
    expect(calls).toHaveLength(2);
    calls[1]!('second');
    await settle();
    expect(actor.getSnapshot().context.log).toEqual(['got second']);
  });

  it('a call that throws at once fails like a rejected one', async () => {
    const actor = interpret(loader, {
      input: {},
      actors: {
        load: () => {
          throw new Error('not provided');
        },
      },
    });
    actor.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.log).toEqual([]);
  });

  it('tells its listeners after every event; one sent from a listener comes next', async () => {
    const actor = interpret(loader, { input: {}, actors: { load: async () => 'studio' } });
    const seen: string[][] = [];
    const unsubscribe = actor.subscribe(() => {
      seen.push(actor.getSnapshot().context.log);
      if (seen.length === 2) actor.send({ type: 'X' });
    });
    actor.start();
    await settle();
    const before = actor.getSnapshot();
    actor.send({ type: 'ECHO' });
    expect(before.context.log).toEqual(['got studio', 'x']);
    expect(seen).toEqual([[], ['got studio'], ['got studio', 'x'], ['got studio', 'x', 'a1', 'x']]);
    unsubscribe();
    actor.send({ type: 'X' });
    expect(seen).toHaveLength(4);
  });

  it('names a target that does not exist', () => {
    const broken = chart({ initial: 'a', states: { a: { on: { GO: 'nowhere' } } } });
    const actor = interpret(broken, { input: {}, actors: {} });
    expect(() => actor.send({ type: 'GO' })).toThrow("test: no state 'nowhere' from 'test.a'");
    // The actor still takes events.
    expect(() => actor.send({ type: 'GO' })).toThrow("test: no state 'nowhere' from 'test.a'");
  });
});
