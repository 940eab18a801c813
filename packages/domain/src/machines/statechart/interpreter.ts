// A small statechart interpreter, so the public booking flow reaches visitors without XState's
// runtime (docs/decisions/, "The public booking flow runs on a small interpreter"). It runs a
// `StatechartDefinition` with XState v5's semantics for exactly what our definitions use: nested and
// parallel states, transitions chosen deepest first with the parent as fallback (a parallel state's
// own only when no region takes the event), guarded candidates, targetless transitions, `always`
// after every step until none is enabled, raised events before the next outside one, promise actors
// invoked on entry and dropped on exit, delayed `after`, tags, deep history, and a top-level final
// state. Not supported: entry/exit actions, shallow history, final states below the top level,
// `always` on non-atomic states, conflicting transitions in parallel regions. The conformance
// tests (public-booking.conformance.test.ts) run the same paths through XState and through this.
import type {
  AnyEvent,
  GuardRef,
  StateDef,
  StateValue,
  StatechartDefinition,
  StatechartView,
  TransitionDef,
  Transitions,
} from './definition.ts';

interface Node {
  key: string;
  /** XState's id (`machine.form.step`): delayed events carry it. */
  id: string;
  /** The dotted path `matches` compares (`form.step`); '' for the root. */
  path: string;
  parent: Node | undefined;
  def: StateDef;
  children: Node[];
  /** Transitions by event type; '' holds `always`. */
  on: Record<string, Transition[]>;
}

interface Transition extends TransitionDef {
  source: Node;
}

export interface StatechartActor<TContext, TEvent, TOutput, TTag extends string> {
  getSnapshot(): StatechartView<TContext, TEvent, TOutput, TTag>;
  /** Called after every processed event; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  send(event: TEvent): void;
  /** Starts the invoked actors and timers of the active states (none run before). */
  start(): void;
  /** Drops them (their results are ignored); a later `start` starts them again. */
  stop(): void;
}

/** Each invoked actor by its `src`: a function of its input returning a promise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each actor takes its own input
export type PromiseActors = Record<string, (input: any) => Promise<unknown>>;

const timers = globalThis as unknown as {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
};

const list = (transitions: Transitions | undefined): TransitionDef[] =>
  transitions === undefined
    ? []
    : ([] as Array<string | TransitionDef>)
        .concat(transitions)
        .map((t) => (typeof t === 'string' ? { target: t } : t));

const isAtomic = (node: Node) => !node.def.states;

/** A proper descendant. */
const isInside = (node: Node, ancestor: Node): boolean =>
  !!node.parent && (node.parent === ancestor || isInside(node.parent, ancestor));

export function interpret<TContext, TInput, TOutput, TEvent extends AnyEvent, TTag extends string>(
  definition: StatechartDefinition<TContext, TInput, TOutput, TEvent, TTag>,
  options: { input: TInput; actors: PromiseActors },
): StatechartActor<TContext, TEvent, TOutput, TTag> {
  const { guards, actions } = definition;

  // Document order: parents before children, siblings as written (entry order; reversed for exit).
  const nodes: Node[] = [];
  const build = (def: StateDef, key: string, parent?: Node): Node => {
    const node: Node = {
      key,
      def,
      parent,
      id: parent ? `${parent.id}.${key}` : key,
      path: parent?.parent ? `${parent.path}.${key}` : parent ? key : '',
      children: [],
      on: {},
    };
    nodes.push(node);
    const add = (type: string, transitions: Transitions | undefined) => {
      node.on[type] = list(transitions).map((t) => ({ ...t, source: node }));
    };
    for (const [type, transitions] of Object.entries(def.on ?? {})) add(type, transitions);
    for (const [delay, transitions] of Object.entries(def.after ?? {})) {
      add(`xstate.after.${delay}.${node.id}`, transitions);
    }
    if (def.invoke) {
      add(`xstate.done.actor.${def.invoke.src}`, def.invoke.onDone);
      add(`xstate.error.actor.${def.invoke.src}`, def.invoke.onError);
    }
    add('', def.always);
    for (const [childKey, child] of Object.entries(def.states ?? {})) {
      node.children.push(build(child, childKey, node));
    }
    return node;
  };
  const root = build(definition.chart, definition.id);

  const active = new Set<Node>();
  let context = definition.context(options.input);
  let status: 'active' | 'done' = 'active';
  let output: TOutput | undefined;
  const history: Record<string, Node[]> = {};
  let started = false;
  /** Invoked actors and timers of entered states, to start after the step. */
  const pending = new Map<Node, () => () => void>();
  /** The cancel of each running one. */
  const running = new Map<Node, () => void>();
  const listeners = new Set<() => void>();
  const mailbox: AnyEvent[] = [];
  let busy = false;
  let snapshot: StatechartView<TContext, TEvent, TOutput, TTag>;

  const check = (guard: GuardRef, ctx: TContext, event: AnyEvent): boolean =>
    typeof guard === 'string'
      ? guards[guard]!(ctx, event)
      : 'not' in guard
        ? !check(guard.not, ctx, event)
        : guard.and.every((g) => check(g, ctx, event));

  /** XState's choice: the active children's transitions, else this node's first enabled one. */
  const select = (
    node: Node,
    type: string,
    event: AnyEvent,
    config: Set<Node>,
    ctx: TContext,
  ): Transition[] => {
    const inner = node.children
      .filter((child) => config.has(child))
      .flatMap((child) => select(child, type, event, config, ctx));
    if (inner.length) return inner;
    const chosen = node.on[type]?.find((t) => !t.guard || check(t.guard, ctx, event));
    return chosen ? [chosen] : [];
  };

  const resolve = (source: Node, target: string): Node => {
    let node = target.startsWith('.') ? source : (source.parent ?? source);
    for (const key of target.replace(/^\./, '').split('.')) {
      const next = node.children.find((child) => child.key === key);
      if (!next) throw new Error(`${definition.id}: no state '${target}' from '${source.id}'`);
      node = next;
    }
    return node;
  };

  /** A history state stands for the states it recorded, or else for its parent. */
  const effective = (node: Node): Node[] =>
    node.def.type === 'history' ? (history[node.id] ?? [node.parent!]) : [node];

  const addDescendants = (node: Node, toEnter: Set<Node>) => {
    if (node.def.type === 'history') {
      const recorded = effective(node);
      for (const state of recorded) addDescendants(state, toEnter);
      for (const state of recorded) addAncestors(state, node.parent!, toEnter);
      return;
    }
    toEnter.add(node);
    if (node.def.type === 'parallel') addRegions(node, toEnter);
    else if (node.def.initial) addDescendants(resolve(node, `.${node.def.initial}`), toEnter);
  };

  /** Regions of a parallel state not entered yet start at their initial states. */
  const addRegions = (node: Node, toEnter: Set<Node>) => {
    for (const region of node.children) {
      const covered = [...toEnter].some((s) => s === region || isInside(s, region));
      if (region.def.type !== 'history' && !covered) addDescendants(region, toEnter);
    }
  };

  /** The proper ancestors of `node` below `domain`. */
  const addAncestors = (node: Node, domain: Node, toEnter: Set<Node>) => {
    for (let a = node.parent; a && a !== domain; a = a.parent) {
      toEnter.add(a);
      if (a.def.type === 'parallel') addRegions(a, toEnter);
    }
  };

  /** The state's invoked actor and timers, with the input of the context it was entered with. */
  const schedule = (node: Node) => {
    const { invoke, after } = node.def;
    if (!invoke && !after) return;
    const input = invoke && definition.inputs[invoke.src]?.(context);
    pending.set(node, () => {
      let live = true;
      const ids = Object.keys(after ?? {}).map((delay) =>
        timers.setTimeout(
          () => send({ type: `xstate.after.${delay}.${node.id}` }),
          definition.delays[delay]!,
        ),
      );
      if (invoke) {
        const src = invoke.src;
        new Promise((done) => done(options.actors[src]!(input))).then(
          (result) => live && send({ type: `xstate.done.actor.${src}`, output: result }),
          (error: unknown) => live && send({ type: `xstate.error.actor.${src}`, error }),
        );
      }
      return () => {
        live = false;
        ids.forEach(timers.clearTimeout);
      };
    });
  };

  // A state still active is not entered again: a transition to its own state (without XState's
  // `reenter`) keeps it and its calls, and only restarts its children.
  const enter = (toEnter: Set<Node>) => {
    for (const node of nodes.filter((n) => toEnter.has(n) && !active.has(n))) {
      active.add(node);
      schedule(node);
      if (node.def.type === 'final' && node.parent === root) {
        status = 'done';
        output = definition.output(context);
      }
    }
  };

  const exit = (node: Node) => {
    for (const child of node.children) {
      if (child.def.type === 'history') {
        history[child.id] = [...active].filter((s) => isAtomic(s) && isInside(s, node));
      }
    }
    running.get(node)?.();
    running.delete(node);
    pending.delete(node);
  };

  const microstep = (transitions: Transition[], event: AnyEvent, raised: AnyEvent[]) => {
    const toExit = new Set<Node>();
    const entries: Array<[Node[], Node[], Node]> = [];
    for (const t of transitions) {
      if (t.target === undefined) continue;
      const { source } = t;
      const targets = [resolve(source, t.target)];
      const states = targets.flatMap(effective);
      // XState's transition domain: the source when every target is inside it, else the nearest
      // ancestor of the first target holding them all.
      let domain = source;
      if (!states.every((s) => s === source || isInside(s, source))) {
        domain = states[0]!.parent ?? root;
        while (domain !== root && ![...states, source].every((s) => isInside(s, domain))) {
          domain = domain.parent ?? root;
        }
      }
      for (const s of active) if (isInside(s, domain)) toExit.add(s);
      entries.push([targets, states, domain]);
    }
    const exiting = nodes.filter((n) => toExit.has(n)).reverse();
    exiting.forEach(exit);
    exiting.forEach((n) => active.delete(n));

    for (const t of transitions) {
      for (const name of ([] as string[]).concat(t.actions ?? [])) {
        const action = actions[name]!;
        if (typeof action === 'function') context = { ...context, ...action(context, event) };
        else raised.push({ type: action.raise });
      }
    }

    const toEnter = new Set<Node>();
    for (const [targets, states, domain] of entries) {
      for (const target of targets) addDescendants(target, toEnter);
      for (const state of states) addAncestors(state, domain, toEnter);
    }
    enter(toEnter);
  };

  /** One outside event (none: the start), then `always` and raised events until at rest. */
  const macrostep = (first: AnyEvent | undefined) => {
    const raised: AnyEvent[] = [];
    let event = first ?? { type: 'xstate.init' };
    if (first) microstep(select(root, event.type, event, active, context), event, raised);
    while (status === 'active') {
      let transitions = select(root, '', event, active, context);
      if (!transitions.length) {
        const next = raised.shift();
        if (!next) break;
        event = next;
        transitions = select(root, event.type, event, active, context);
      }
      microstep(transitions, event, raised);
    }
  };

  const view = (): StatechartView<TContext, TEvent, TOutput, TTag> => {
    const config = new Set(active);
    const ctx = context;
    const paths = new Set([...config].map((node) => node.path));
    const valueOf = (node: Node): StateValue => {
      const children = node.children.filter((child) => config.has(child));
      const only = children[0];
      if (node.def.type !== 'parallel' && only && isAtomic(only)) return only.key;
      return Object.fromEntries(children.map((child) => [child.key, valueOf(child)]));
    };
    const matches = (value: StateValue, prefix = ''): boolean =>
      typeof value === 'string'
        ? paths.has(prefix + value)
        : Object.entries(value).every(
            ([key, inner]) => paths.has(prefix + key) && matches(inner, `${prefix}${key}.`),
          );
    return {
      value: valueOf(root),
      context: ctx,
      status,
      output,
      matches,
      hasTag: (tag) => [...config].some((node) => node.def.tags?.includes(tag)),
      can: (event) =>
        select(root, event.type, event, config, ctx).some(
          (t) => t.target !== undefined || !!t.actions?.length,
        ),
    };
  };

  const settle = () => {
    if (status !== 'active') {
      for (const cancel of running.values()) cancel();
      running.clear();
      pending.clear();
    }
    if (started) {
      for (const [node, start] of pending) running.set(node, start());
      pending.clear();
    }
    snapshot = view();
    for (const listener of listeners) listener();
  };

  const send = (event: AnyEvent) => {
    mailbox.push(event);
    if (busy) return;
    busy = true;
    try {
      for (let next = mailbox.shift(); next; next = mailbox.shift()) {
        if (status === 'active') macrostep(next);
        settle();
      }
    } finally {
      // A guard or action that throws loses its event, not the actor.
      mailbox.length = 0;
      busy = false;
    }
  };

  const initial = new Set<Node>();
  addDescendants(root, initial);
  enter(initial);
  macrostep(undefined);
  snapshot = view();

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    start: () => {
      started = true;
      settle();
    },
    stop: () => {
      started = false;
      for (const [node, cancel] of running) {
        cancel();
        // Started again (React's strict mode mounts twice), the state's actor runs afresh.
        schedule(node);
      }
      running.clear();
    },
  };
}
