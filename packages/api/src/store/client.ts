// The page's side of the per-license browser store (spec part 1 §1, §9): requests to the storage
// worker over postMessage, matched to their responses by id, validated with zod, and rejected with
// StoreTimeoutError when the worker does not answer within 10 s. Where Workers or IndexedDB are
// missing (node, tests, some locked-down browsers) the same interface runs in memory.
import type { LicenseStore } from './entities.ts';
import {
  STORE_TIMEOUT_MS,
  StoreClosedError,
  StoreError,
  StoreTimeoutError,
  errorMessageOf,
  storeOperationFailed,
} from './errors.ts';
import { storeOver } from './facade.ts';
import { createMemoryLicenseStore, type MemoryBacking } from './memory.ts';
import {
  describeCommand,
  storeRequestSchema,
  storeResponseSchema,
  type StoreCommand,
} from './messages.ts';

/** What the client needs of a Worker (a real one, or a fake in tests). */
export interface StoreWorker {
  postMessage(message: unknown): void;
  addEventListener(
    type: 'message' | 'error' | 'messageerror',
    listener: (event: Event) => void,
  ): void;
  removeEventListener(
    type: 'message' | 'error' | 'messageerror',
    listener: (event: Event) => void,
  ): void;
  terminate(): void;
}

/** Whether this environment can run the worker store (a Worker constructor and IndexedDB). */
export function supportsWorkerStore(): boolean {
  return typeof Worker === 'function' && typeof indexedDB !== 'undefined';
}

/**
 * A new storage worker. One worker can serve several stores (every message carries its license),
 * so an app may create one and pass it to each createLicenseStore call.
 */
export function createStoreWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'beautydesk-store',
  });
}

/** A new storage worker, or null when the page may not create one (e.g. a CSP without worker-src). */
function tryCreateStoreWorker(): Worker | null {
  try {
    return createStoreWorker();
  } catch {
    return null;
  }
}

/** Request ids are unique in the page, so stores sharing a worker never take each other's answers. */
let lastRequestId = 0;

interface Pending {
  label: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface WorkerStoreOptions {
  licenseId: string;
  worker: StoreWorker;
  /** Per-operation timeout; 10 s by default (spec part 1 §9). */
  timeoutMs?: number;
  /** Terminate the worker on close(); only for a worker this store owns. */
  terminateOnClose?: boolean;
}

/** A LicenseStore talking to a storage worker. */
export function createWorkerStore(options: WorkerStoreOptions): LicenseStore {
  const { licenseId, worker } = options;
  const timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
  const pending = new Map<number, Pending>();
  let closed = false;

  function settle(id: number): Pending | undefined {
    const request = pending.get(id);
    if (!request) return undefined;
    pending.delete(id);
    clearTimeout(request.timer);
    return request;
  }

  function rejectAll(error: (label: string) => Error) {
    for (const id of [...pending.keys()]) {
      const request = settle(id);
      request?.reject(error(request.label));
    }
  }

  const onMessage = (event: Event) => {
    const parsed = storeResponseSchema.safeParse((event as MessageEvent).data);
    // Not ours: another store's answer on a shared worker, or a late answer after a timeout.
    if (!parsed.success) return;
    const request = settle(parsed.data.id);
    if (!request) return;
    if (parsed.data.ok) request.resolve(parsed.data.result);
    else request.reject(storeOperationFailed(request.label, parsed.data.error));
  };

  const onError = (event: Event) => {
    const detail = (event as ErrorEvent).message || event.type;
    rejectAll((label) => new StoreError(`Storage worker failed (${label}): ${detail}`));
  };

  const send = (command: StoreCommand) =>
    new Promise<unknown>((resolve, reject) => {
      const label = describeCommand(command);
      if (closed) return reject(new StoreClosedError());
      const id = (lastRequestId += 1);
      const request = storeRequestSchema.safeParse({ ...command, id });
      if (!request.success) return reject(new StoreError(`Invalid storage request (${label})`));
      const timer = setTimeout(() => {
        if (settle(id)) reject(new StoreTimeoutError(label, timeoutMs));
      }, timeoutMs);
      pending.set(id, { label, resolve, reject, timer });
      try {
        worker.postMessage(request.data);
      } catch (error) {
        settle(id);
        reject(storeOperationFailed(label, errorMessageOf(error)));
      }
    });

  const store = storeOver(licenseId, send, () => {
    if (closed) return;
    closed = true;
    worker.removeEventListener('message', onMessage);
    worker.removeEventListener('error', onError);
    worker.removeEventListener('messageerror', onError);
    rejectAll(() => new StoreClosedError());
    if (options.terminateOnClose) worker.terminate();
  });
  worker.addEventListener('message', onMessage);
  worker.addEventListener('error', onError);
  worker.addEventListener('messageerror', onError);
  return store;
}

export interface LicenseStoreOptions {
  licenseId: string;
  /** A worker to talk to (shared, or a fake in tests); it is not terminated on close(). */
  worker?: StoreWorker;
  /** Per-operation timeout; 10 s by default. */
  timeoutMs?: number;
  /** Backing of the in-memory fallback; the page-wide one by default. */
  memoryBacking?: MemoryBacking;
}

/**
 * The license's store: over the given worker; else over a new storage worker (terminated on
 * close()); else, without Workers or IndexedDB (or when the worker cannot be created, e.g. by CSP),
 * in memory.
 */
export function createLicenseStore(options: LicenseStoreOptions): LicenseStore {
  const { licenseId, timeoutMs } = options;
  if (options.worker) return createWorkerStore({ licenseId, worker: options.worker, timeoutMs });
  if (supportsWorkerStore()) {
    const worker = tryCreateStoreWorker();
    if (worker) return createWorkerStore({ licenseId, worker, timeoutMs, terminateOnClose: true });
  }
  return createMemoryLicenseStore({ licenseId, backing: options.memoryBacking });
}
