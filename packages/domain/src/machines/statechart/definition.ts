// The shape of a statechart written without XState: plain data for the chart (XState's own config
// words) and plain functions for its guards, context updates and actor inputs. One definition runs
// on XState (`./xstate.ts`, the reference engine) and on our small interpreter (`./interpreter.ts`).

/** A state's value, as XState prints it: an atomic state's key, or one entry per active child. */
export type StateValue = string | { [key: string]: StateValue };

/** An event; `xstate.done.actor.{src}` carries `output`, `xstate.error.actor.{src}` `error`. */
export interface AnyEvent {
  type: string;
  output?: unknown;
  error?: unknown;
}

/** A named guard, or `{ not }` / `{ and }` of named guards (XState's `not(...)`, `and([...])`). */
export type GuardRef = string | { not: GuardRef } | { and: GuardRef[] };

export interface TransitionDef {
  /** Resolved as XState does: a sibling path, or `.child` of the state that declares it. */
  target?: string;
  guard?: GuardRef;
  /** Names from `actions`, run in order. */
  actions?: string | string[];
}

/** A target, one transition, or guarded candidates tried in order. */
export type Transitions = string | TransitionDef | TransitionDef[];

export interface StateDef {
  /** Compound when it has `states`, atomic otherwise; `history` is always deep here. */
  type?: 'parallel' | 'final' | 'history';
  history?: 'deep';
  initial?: string;
  states?: Record<string, StateDef>;
  on?: Record<string, Transitions>;
  /** Eventless transitions, tried after every step until none is enabled. */
  always?: Transitions;
  /** A promise actor started on entry and dropped on exit; its id is its `src`. */
  invoke?: { src: string; onDone?: Transitions; onError?: Transitions };
  /** Delayed transitions by delay name (`delays`). */
  after?: Record<string, Transitions>;
  tags?: string[];
}

/** An action either updates the context or raises an event (handled before the next outside one). */
export type ActionDef<TContext> =
  ((context: TContext, event: AnyEvent) => Partial<TContext>) | { raise: string };

/**
 * `TEvent` (the events it takes from outside) and `TTag` only type what an engine running it
 * accepts and answers.
 */
export interface StatechartDefinition<
  TContext,
  TInput,
  TOutput,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- see above
  TEvent extends AnyEvent = AnyEvent,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- see above
  TTag extends string = string,
> {
  id: string;
  context: (input: TInput) => TContext;
  /** The machine's output once a top-level final state is reached. */
  output: (context: TContext) => TOutput;
  chart: StateDef & { initial: string; states: Record<string, StateDef> };
  guards: Record<string, (context: TContext, event: AnyEvent) => boolean>;
  actions: Record<string, ActionDef<TContext>>;
  delays: Record<string, number>;
  /** Each invoked actor's input, from the context when its state is entered. */
  inputs: Record<string, (context: TContext) => unknown>;
}

/**
 * What a screen reads of a running statechart; an XState snapshot of the same definition and our
 * interpreter's snapshot both are one.
 */
export interface StatechartView<TContext, TEvent, TOutput, TTag extends string = string> {
  value: StateValue;
  context: TContext;
  status: 'active' | 'done' | 'error' | 'stopped';
  /** Set once the status is 'done'. */
  output?: TOutput | undefined;
  matches(value: StateValue): boolean;
  hasTag(tag: TTag): boolean;
  /** Whether the event would be handled now: a transition enabled with a target or actions. */
  can(event: TEvent): boolean;
}
