// The worker client in node, against a fake worker that speaks the real protocol over an in-memory
// engine. The real worker and IndexedDB are covered by store.browser.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientWire } from '@beautydesk/domain/schemas/clients';
import {
  createLicenseStore,
  createWorkerStore,
  supportsWorkerStore,
  type StoreWorker,
} from './client.ts';
import { StoreClosedError, StoreError, StoreTimeoutError } from './errors.ts';
import { createMemoryBacking, createMemoryStoreHandler } from './memory.ts';
import { answerStoreRequest, type StoreHandler } from './messages.ts';

type Listener = (event: Event) => void;

/** A Worker look-alike: answers asynchronously via answerStoreRequest, or stays silent when stalled. */
class FakeWorker implements StoreWorker {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly posted: unknown[] = [];
  stalled = false;
  terminated = false;

  constructor(public handle: StoreHandler = createMemoryStoreHandler(createMemoryBacking())) {}

  postMessage(message: unknown) {
    const copy = structuredClone(message);
    this.posted.push(copy);
    if (this.stalled) return;
    setTimeout(() => {
      void answerStoreRequest(copy, this.handle).then((response) => {
        if (response) this.emit('message', new MessageEvent('message', { data: response }));
      });
    }, 0);
  }

  emit(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  terminate() {
    this.terminated = true;
  }

  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

const client = (id: string) => ({ id, name: `Client ${id}` }) as unknown as ClientWire;

afterEach(() => {
  vi.useRealTimers();
});

describe('the worker store', () => {
  it('puts, gets, lists and clears through the worker', async () => {
    const worker = new FakeWorker();
    const store = createWorkerStore({ licenseId: 'L1', worker });
    expect(await store.get('clients')).toBeNull();
    await store.put('clients', [client('a')], { key: 'k' });
    expect(await store.get('clients')).toEqual([client('a')]);
    expect(await store.getAll()).toEqual({
      clients: { list: [client('a')], key: 'k', updatedAt: expect.any(String) },
    });
    await store.clear();
    expect(await store.getAll()).toEqual({});
    expect(worker.posted).toEqual([
      { id: expect.any(Number), licenseId: 'L1', op: 'get', entity: 'clients' },
      {
        id: expect.any(Number),
        licenseId: 'L1',
        op: 'put',
        entity: 'clients',
        list: [client('a')],
        key: 'k',
      },
      { id: expect.any(Number), licenseId: 'L1', op: 'get', entity: 'clients' },
      { id: expect.any(Number), licenseId: 'L1', op: 'getAll' },
      { id: expect.any(Number), licenseId: 'L1', op: 'clear' },
      { id: expect.any(Number), licenseId: 'L1', op: 'getAll' },
    ]);
    const ids = worker.posted.map((message) => (message as { id: number }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps two licenses apart on one shared worker, with concurrent requests', async () => {
    const worker = new FakeWorker();
    const one = createWorkerStore({ licenseId: 'L1', worker });
    const two = createWorkerStore({ licenseId: 'L2', worker });
    await Promise.all([one.put('clients', [client('a')]), two.put('clients', [client('b')])]);
    const [first, second] = await Promise.all([one.get('clients'), two.get('clients')]);
    expect(first).toEqual([client('a')]);
    expect(second).toEqual([client('b')]);
  });

  it('times out after 10 s by default', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    worker.stalled = true;
    const store = createWorkerStore({ licenseId: 'L1', worker });
    const read = store.get('clients');
    const settled = vi.fn();
    read.then(settled, settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).rejects.toThrow(new StoreTimeoutError('get clients', 10_000));
    await expect(read).rejects.toThrow('Storage operation timed out after 10 s (get clients)');
  });

  it('takes an injected timeout, and ignores the late answer', async () => {
    const worker = new FakeWorker();
    worker.stalled = true;
    const store = createWorkerStore({ licenseId: 'L1', worker, timeoutMs: 20 });
    const error = await store.put('roles', []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreTimeoutError);
    expect(error).toMatchObject({
      message: 'Storage operation timed out after 20 ms (put roles)',
      operation: 'put roles',
      timeoutMs: 20,
    });
    // The worker answers at last: nothing is pending any more, so nothing happens.
    const late = worker.posted[0] as { id: number };
    worker.emit(
      'message',
      new MessageEvent('message', { data: { id: late.id, ok: true, result: null } }),
    );
    // The store still works afterwards (the stalled put never ran).
    worker.stalled = false;
    expect(await store.get('roles')).toBeNull();
  });

  it('rejects with the worker’s error', async () => {
    const worker = new FakeWorker(() => Promise.reject(new Error('QuotaExceededError')));
    const store = createWorkerStore({ licenseId: 'L1', worker });
    await expect(store.put('clients', [])).rejects.toThrow(
      new StoreError('Storage operation failed (put clients): QuotaExceededError'),
    );
  });

  it('rejects a result of the wrong shape', async () => {
    const worker = new FakeWorker(async () => ({ list: 'nope' }));
    const store = createWorkerStore({ licenseId: 'L1', worker });
    await expect(store.get('clients')).rejects.toThrow(
      'Storage answered an invalid result (get clients)',
    );
  });

  it('ignores messages that are not responses', async () => {
    const worker = new FakeWorker();
    const store = createWorkerStore({ licenseId: 'L1', worker });
    worker.emit('message', new MessageEvent('message', { data: { type: 'noise' } }));
    worker.emit(
      'message',
      new MessageEvent('message', { data: { id: 999_999, ok: true, result: 1 } }),
    );
    expect(await store.get('clients')).toBeNull();
  });

  it('validates a request before sending it', async () => {
    const worker = new FakeWorker();
    const store = createWorkerStore({ licenseId: 'L1', worker });
    await expect(store.get('invoices' as 'clients')).rejects.toThrow(
      'Invalid storage request (get invoices)',
    );
    await expect(store.put('clients', 'x' as unknown as ClientWire[])).rejects.toThrow(StoreError);
    expect(worker.posted).toEqual([]);
  });

  it('rejects when the message cannot be posted', async () => {
    const worker = new FakeWorker();
    worker.postMessage = () => {
      throw new Error('DataCloneError');
    };
    const store = createWorkerStore({ licenseId: 'L1', worker });
    await expect(store.put('clients', [])).rejects.toThrow(
      'Storage operation failed (put clients): DataCloneError',
    );
  });

  it('rejects pending operations when the worker fails', async () => {
    const worker = new FakeWorker();
    worker.stalled = true;
    const store = createWorkerStore({ licenseId: 'L1', worker });
    const read = store.get('masters');
    worker.emit('error', Object.assign(new Event('error'), { message: 'SyntaxError in worker' }));
    await expect(read).rejects.toThrow(
      'Storage worker failed (get masters): SyntaxError in worker',
    );
    const next = store.get('masters');
    worker.emit('messageerror', new Event('messageerror'));
    await expect(next).rejects.toThrow('Storage worker failed (get masters): messageerror');
  });

  it('on close rejects pending and later operations and lets go of the worker', async () => {
    const worker = new FakeWorker();
    worker.stalled = true;
    const store = createWorkerStore({ licenseId: 'L1', worker });
    expect(worker.listenerCount()).toBe(3);
    const read = store.get('services');
    store.close();
    store.close();
    await expect(read).rejects.toThrow(StoreClosedError);
    await expect(store.clear()).rejects.toThrow('Storage is closed');
    expect(worker.listenerCount()).toBe(0);
    expect(worker.terminated).toBe(false);
  });

  it('terminates a worker it owns on close', () => {
    const worker = new FakeWorker();
    createWorkerStore({ licenseId: 'L1', worker, terminateOnClose: true }).close();
    expect(worker.terminated).toBe(true);
  });

  it('needs a license id, and then does not listen', () => {
    const worker = new FakeWorker();
    expect(() => createWorkerStore({ licenseId: '', worker })).toThrow(StoreError);
    expect(worker.listenerCount()).toBe(0);
  });
});

describe('createLicenseStore', () => {
  it('uses a given worker and does not terminate it', async () => {
    const worker = new FakeWorker();
    const store = createLicenseStore({ licenseId: 'L1', worker, timeoutMs: 1000 });
    await store.put('studios', []);
    expect(worker.posted).toHaveLength(1);
    store.close();
    expect(worker.terminated).toBe(false);
  });

  it('falls back to memory without Workers or IndexedDB (node)', async () => {
    expect(supportsWorkerStore()).toBe(false);
    const backing = createMemoryBacking();
    const store = createLicenseStore({ licenseId: 'L1', memoryBacking: backing });
    await store.put('appointments', []);
    expect(await store.get('appointments')).toEqual([]);
    expect(backing.get('L1')?.has('appointments')).toBe(true);
  });

  it('falls back to memory when the worker cannot be created', async () => {
    vi.stubGlobal('indexedDB', {});
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked by CSP');
        }
      },
    );
    try {
      expect(supportsWorkerStore()).toBe(true);
      const backing = createMemoryBacking();
      const store = createLicenseStore({ licenseId: 'L1', memoryBacking: backing });
      await store.put('roles', []);
      expect(backing.get('L1')?.has('roles')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
