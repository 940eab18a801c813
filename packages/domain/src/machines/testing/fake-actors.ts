// Test support for the machines: fake actors whose calls stay pending until a test settles them,
// and a replay of an xstate/graph path on a real actor. Used only by the machines' tests.
import { expect, vi } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type SnapshotFrom } from 'xstate';

type PendingCall = {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
};

/** Fake actors whose calls stay pending until the test settles them. */
export class PendingCalls {
  private readonly calls = new Map<string, PendingCall[]>();

  actor<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(({ input }) => this.call<TOutput>(name, input));
  }

  /** A call as a plain function of its input, answered by the test. */
  call<TOutput>(name: string, input: unknown): Promise<TOutput> {
    return new Promise<TOutput>((resolve, reject) => {
      const list = this.calls.get(name) ?? [];
      list.push({ input, resolve: resolve as (output: unknown) => void, reject });
      this.calls.set(name, list);
    });
  }

  /** Every call so far, oldest first, by name. */
  log(): Array<[string, unknown]> {
    return [...this.calls].flatMap(([name, list]) =>
      list.map((call): [string, unknown] => [name, call.input]),
    );
  }

  count(name: string): number {
    return this.calls.get(name)?.length ?? 0;
  }

  nth(name: string, index: number): PendingCall {
    const call = this.calls.get(name)?.[index];
    if (!call) throw new Error(`no call ${index} to ${name}`);
    return call;
  }

  last(name: string): PendingCall {
    const call = this.calls.get(name)?.at(-1);
    if (!call) throw new Error(`no call to ${name}`);
    return call;
  }
}

/** Lets promise callbacks (actor results and the transitions they cause) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

export interface PathStep<TSnapshot> {
  event: { type: string; output?: unknown; error?: unknown };
  state: TSnapshot;
}

/**
 * Follows a path on a real actor whose fake calls are settled exactly where the path settles
 * them, and checks after every step that the actor agrees with the graph under `serialize` (the
 * same key the path search used). Needs vitest fake timers for delayed transitions.
 */
export async function followPath<TMachine extends AnyStateMachine>(options: {
  machine: TMachine;
  actors: (calls: PendingCalls) => Record<string, unknown>;
  input: unknown;
  steps: ReadonlyArray<PathStep<SnapshotFrom<TMachine>>>;
  delays: Record<string, number>;
  serialize: (snapshot: SnapshotFrom<TMachine>) => unknown;
}): Promise<void> {
  const { machine, input, steps, delays, serialize } = options;
  const calls = new PendingCalls();
  const errors: unknown[] = [];
  const actor = createActor(
    machine.provide({ actors: options.actors(calls) } as Parameters<TMachine['provide']>[0]),
    { input },
  );
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  for (const { event, state } of steps) {
    const type = event.type;
    if (type === 'xstate.init') {
      // The initial snapshot.
    } else if (type.startsWith('xstate.done.actor.')) {
      calls.last(type.slice('xstate.done.actor.'.length)).resolve(event.output);
    } else if (type.startsWith('xstate.error.actor.')) {
      calls.last(type.slice('xstate.error.actor.'.length)).reject(event.error);
    } else if (type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(delays[type.split('.')[2] as string] as number);
    } else {
      actor.send(event as never);
    }
    await settle();
    expect(serialize(actor.getSnapshot() as SnapshotFrom<TMachine>)).toEqual(serialize(state));
  }
  expect(errors).toEqual([]);
  actor.stop();
}
