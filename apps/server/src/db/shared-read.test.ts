// SharedRead (shared-read.ts): a caller only ever gets the answer of a read that started after it
// asked, and callers waiting at the same time share one read.
import { describe, expect, it } from 'vitest';
import { SharedRead } from './shared-read.ts';

/** A read whose answers the test hands out one by one, in the order the reads started. */
function controlledRead() {
  const pending: { resolve: (n: number) => void; reject: (e: Error) => void }[] = [];
  const shared = new SharedRead<number>(
    () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return { shared, pending };
}

describe('SharedRead', () => {
  it('starts a read for the first caller and one more, shared, for everyone who asks meanwhile', async () => {
    const { shared, pending } = controlledRead();
    const first = shared.current();
    expect(pending).toHaveLength(1);
    // Asked while the first read runs: they may not take its answer (it may predate a change).
    const second = shared.current();
    const third = shared.current();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    // The first read ended: one read starts for both waiting callers.
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Nothing runs now: the next caller starts its own read.
    const fourth = shared.current();
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(3);
    expect(await fourth).toBe(3);
  });

  it('hands a failed read to the callers that shared it, and the next caller reads again', async () => {
    const { shared, pending } = controlledRead();
    const first = shared.current();
    const second = shared.current();
    pending[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await Promise.resolve();
    pending[1]!.reject(new Error('still down'));
    await expect(second).rejects.toThrow('still down');
    const third = shared.current();
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(7);
    expect(await third).toBe(7);
  });
});
