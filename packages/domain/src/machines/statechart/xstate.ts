// A `StatechartDefinition` as XState's `setup` parts and machine config, so XState stays the
// reference engine of a definition the small interpreter also runs (same ids, states, context,
// tags: an invoke's id is its `src`). Imported only by machines built for XState.
import { and, assign, not, raise } from 'xstate';
import type {
  AnyEvent,
  GuardRef,
  StateDef,
  StatechartDefinition,
  TransitionDef,
  Transitions,
} from './definition.ts';

type Args<TContext> = { context: TContext; event: AnyEvent };
// `and`/`not` of named guards, typed for the machine by `setup`.
type XGuard = string | ReturnType<typeof not> | ReturnType<typeof and>;

const xstateGuard = (guard: GuardRef): XGuard =>
  typeof guard === 'string'
    ? guard
    : 'not' in guard
      ? not(xstateGuard(guard.not) as never)
      : and(guard.and.map(xstateGuard) as never);

const xstateTransition = (t: TransitionDef) =>
  t.guard === undefined ? t : { ...t, guard: xstateGuard(t.guard) };

// Kept as written (a target, one transition or a list): XState reads `after` entries that way.
const xstateTransitions = (transitions: Transitions | undefined) =>
  typeof transitions === 'string' || transitions === undefined
    ? transitions
    : Array.isArray(transitions)
      ? transitions.map(xstateTransition)
      : xstateTransition(transitions);

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

function xstateState<TContext>(
  state: StateDef,
  inputs: Record<string, (context: TContext) => unknown>,
): Record<string, unknown> {
  const { on, always, after, invoke, states, ...rest } = state;
  return {
    ...rest,
    ...(on && { on: mapValues(on, xstateTransitions) }),
    ...(always && { always: xstateTransitions(always) }),
    ...(after && { after: mapValues(after, xstateTransitions) }),
    ...(invoke && {
      invoke: {
        id: invoke.src,
        src: invoke.src,
        input: ({ context }: Args<TContext>) => inputs[invoke.src]?.(context),
        onDone: xstateTransitions(invoke.onDone),
        onError: xstateTransitions(invoke.onError),
      },
    }),
    ...(states && { states: mapValues(states, (child) => xstateState(child, inputs)) }),
  };
}

/** The guards as XState guard functions. */
export function xstateGuards<TContext>(
  definition: StatechartDefinition<TContext, never, unknown>,
): Record<string, (args: Args<TContext>) => boolean> {
  return mapValues(
    definition.guards,
    (guard) =>
      ({ context, event }: Args<TContext>) =>
        guard(context, event),
  );
}

/**
 * The context updates as `assign`, the raises as `raise`; typed `never` so that `setup` takes them
 * for the machine's own context and events.
 */
export function xstateActions<TContext>(
  definition: StatechartDefinition<TContext, never, unknown>,
): Record<string, never> {
  return mapValues(
    definition.actions,
    (action) =>
      (typeof action === 'function'
        ? assign(({ context, event }: Args<TContext>) => action(context, event) as never)
        : raise({ type: action.raise })) as never,
  );
}

/** Only what XState's types read to type a machine's state values: the states and their types. */
export type XStateShape<TChart> = {
  [K in keyof TChart & ('type' | 'states')]: K extends 'states'
    ? { [S in keyof TChart[K]]: XStateShape<TChart[K][S]> }
    : TChart[K];
};

/**
 * The machine config: the chart with XState's guards and invokes, the context and output. Its type
 * is the chart's shape (`typeof` the chart written with `satisfies`), so the machine's
 * `matches(...)` knows the state values.
 */
export function xstateConfig<TContext, TInput, TOutput, TChart>(
  definition: StatechartDefinition<TContext, TInput, TOutput>,
  _chart?: TChart,
): XStateShape<TChart> & {
  id: string;
  context: (args: { input: TInput }) => TContext;
  output: (args: { context: TContext }) => TOutput;
} {
  return {
    id: definition.id,
    context: ({ input }: { input: TInput }) => definition.context(input),
    output: ({ context }: { context: TContext }) => definition.output(context),
    ...xstateState(definition.chart, definition.inputs),
  } as never;
}
