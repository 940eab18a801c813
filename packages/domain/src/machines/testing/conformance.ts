// Test support: one statechart definition run on XState and on the small interpreter side by side,
// with the same fake calls and the same (fake) clock, compared after every step on everything a
// screen can read. Used by the conformance tests of the interpreter.
import { expect, vi } from 'vitest';
import { createActor, fromPromise, setup, type AnyStateMachine } from 'xstate';
import type {
  AnyEvent,
  StateDef,
  StateValue,
  StatechartDefinition,
  StatechartView,
} from '../statechart/definition.ts';
import { interpret } from '../statechart/interpreter.ts';
import { xstateActions, xstateConfig, xstateGuards } from '../statechart/xstate.ts';
import { PendingCalls, settle } from './fake-actors.ts';

/**
 * Something that happens to both engines: an event, a call settling (the latest of that name, or
 * the `nth` from the first), time passing.
 */
export type Step =
  | { send: AnyEvent }
  | { resolve: string; output: unknown; nth?: number }
  | { reject: string; error: unknown; nth?: number }
  | { wait: number };

/** What is compared: everything the screens and the hook read, and the calls made so far. */
export interface Probes {
  /** Events whose `can` is compared. */
  events: AnyEvent[];
  tags: string[];
  /** Values whose `matches` is compared. */
  values: StateValue[];
}

/** Every `invoke.src` of a chart. */
export function invokedSources(state: StateDef): string[] {
  return [
    ...(state.invoke ? [state.invoke.src] : []),
    ...Object.values(state.states ?? {}).flatMap(invokedSources),
  ];
}

/** A definition on XState through the same adapter as the real machines; calls are provided later. */
export function xstateMachine(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition
  definition: StatechartDefinition<any, any, any>,
): AnyStateMachine {
  return setup({
    actors: Object.fromEntries(
      invokedSources(definition.chart).map((src) => [
        src,
        fromPromise(async () => {
          throw new Error(`${src} was not provided`);
        }),
      ]),
    ),
    guards: xstateGuards(definition),
    actions: xstateActions(definition),
    delays: definition.delays,
  }).createMachine(xstateConfig(definition) as never) as unknown as AnyStateMachine;
}

function reading(
  view: StatechartView<unknown, AnyEvent, unknown>,
  calls: PendingCalls,
  probes: Probes,
) {
  return {
    value: view.value,
    context: view.context,
    status: view.status,
    output: view.output,
    tags: probes.tags.filter((tag) => view.hasTag(tag)),
    can: probes.events.filter((event) => view.can(event)),
    matches: probes.values.filter((value) => view.matches(value)),
    calls: calls.log(),
  };
}

/**
 * Runs `steps` on both engines (a call settles the latest call of that name on each side) and
 * expects the same reading after the start and after every step. Needs vitest's fake timers.
 * Returns the readings, so a test can also assert what it expects.
 */
export async function runBoth(options: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition
  definition: StatechartDefinition<any, any, any>;
  /** The XState machine of the same definition (else `xstateMachine(definition)`). */
  machine?: AnyStateMachine;
  input: unknown;
  steps: readonly Step[];
  probes: Probes;
}): Promise<Array<ReturnType<typeof reading>>> {
  const { definition, input, steps, probes } = options;
  const machine = options.machine ?? xstateMachine(definition);
  const sources = invokedSources(definition.chart);
  const xstateCalls = new PendingCalls();
  const ownCalls = new PendingCalls();
  const errors: unknown[] = [];
  const reference = createActor(
    machine.provide({
      actors: Object.fromEntries(
        sources.map((src) => [src, fromPromise(({ input }) => xstateCalls.call(src, input))]),
      ),
    }),
    { input },
  );
  reference.subscribe({ error: (error) => errors.push(error) });
  const own = interpret(definition, {
    input,
    actors: Object.fromEntries(
      sources.map((src) => [src, (input: unknown) => ownCalls.call(src, input)]),
    ),
  });
  reference.start();
  own.start();

  const readings: Array<ReturnType<typeof reading>> = [];
  const compare = async (label: string) => {
    await settle();
    const expected = reading(reference.getSnapshot(), xstateCalls, probes);
    expect(reading(own.getSnapshot(), ownCalls, probes), label).toEqual(expected);
    readings.push(expected);
  };

  await compare('at the start');
  for (const [index, step] of steps.entries()) {
    if ('send' in step) {
      reference.send(step.send);
      own.send(step.send);
    } else if ('wait' in step) {
      await vi.advanceTimersByTimeAsync(step.wait);
    } else {
      const name = 'resolve' in step ? step.resolve : step.reject;
      // No call of that name yet: nothing to settle, on either side.
      for (const calls of xstateCalls.count(name) ? [xstateCalls, ownCalls] : []) {
        const call = step.nth === undefined ? calls.last(name) : calls.nth(name, step.nth);
        if ('resolve' in step) call.resolve(step.output);
        else call.reject(step.error);
      }
    }
    await compare(`after step ${index + 1}: ${JSON.stringify(step)}`);
  }
  expect(errors).toEqual([]);
  reference.stop();
  own.stop();
  return readings;
}

/** An xstate/graph path's events as steps (`xstate.init` dropped; delays waited by name). */
export function pathSteps(
  events: ReadonlyArray<{ type: string; output?: unknown; error?: unknown }>,
  delays: Record<string, number>,
): Step[] {
  return events.flatMap((event): Step[] => {
    const { type } = event;
    if (type === 'xstate.init') return [];
    if (type.startsWith('xstate.done.actor.')) {
      return [{ resolve: type.slice('xstate.done.actor.'.length), output: event.output }];
    }
    if (type.startsWith('xstate.error.actor.')) {
      return [{ reject: type.slice('xstate.error.actor.'.length), error: event.error }];
    }
    if (type.startsWith('xstate.after.')) return [{ wait: delays[type.split('.')[2]!]! }];
    return [{ send: event }];
  });
}
