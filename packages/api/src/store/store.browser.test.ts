// The per-license store in real Chromium: a real module worker, real IndexedDB (project 'browser').
import { afterEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { unstable_serialize } from 'swr';
import type { ClientWire } from '@beautydesk/domain/schemas/clients';
import type { StudioWire } from '@beautydesk/domain/schemas/studios';
import {
  createLicenseStore,
  createStoreWorker,
  createWorkerStore,
  supportsWorkerStore,
} from './client.ts';
import type { LicenseStore } from './entities.ts';
import { StoreTimeoutError } from './errors.ts';
import { STORE_DB_NAME } from './idb.ts';
import { swrCacheFromStore } from './swr-cache.ts';

const client = (id: string) => ({ id, name: `Client ${id}` }) as unknown as ClientWire;
const studio = (id: string) => ({ id, name: `Studio ${id}` }) as unknown as StudioWire;

/** A license id of its own per test, so runs never see each other's data. */
const licenseId = (name: string) => `${name}-${crypto.randomUUID()}`;

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A store over a worker the test owns; cleared and closed (worker terminated) after the test. */
function track(store: LicenseStore, worker?: Worker) {
  cleanup.push(() => {
    store.close();
    worker?.terminate();
  });
  return store;
}

async function clearLicense(id: string) {
  const worker = createStoreWorker();
  const store = createWorkerStore({ licenseId: id, worker });
  await store.clear();
  store.close();
  worker.terminate();
}

describe('the worker store in the browser', () => {
  it('runs on a worker and IndexedDB here', () => {
    expect(supportsWorkerStore()).toBe(true);
  });

  it('puts then gets lists per license, never mixing two licenses (one shared worker)', async () => {
    const worker = createStoreWorker();
    const a = licenseId('a');
    const b = licenseId('b');
    const one = track(createLicenseStore({ licenseId: a, worker }), worker);
    const two = track(createLicenseStore({ licenseId: b, worker }));
    cleanup.push(
      () => clearLicense(a),
      () => clearLicense(b),
    );

    await Promise.all([
      one.put('clients', [client('a1'), client('a2')]),
      two.put('clients', [client('b1')]),
      one.put('studios', [studio('s1')]),
    ]);
    expect(await one.get('clients')).toEqual([client('a1'), client('a2')]);
    expect(await two.get('clients')).toEqual([client('b1')]);
    expect(await two.get('studios')).toBeNull();
    expect(Object.keys(await one.getAll()).sort()).toEqual(['clients', 'studios']);
    expect(Object.keys(await two.getAll())).toEqual(['clients']);

    await one.put('clients', [client('a3')]);
    expect(await one.get('clients')).toEqual([client('a3')]);

    await one.clear();
    expect(await one.getAll()).toEqual({});
    expect(await two.get('clients')).toEqual([client('b1')]);
  });

  it('keeps every list the spec names', async () => {
    const id = licenseId('all');
    const store = track(createLicenseStore({ licenseId: id }));
    cleanup.push(() => clearLicense(id));
    const entities = [
      'permissions',
      'roles',
      'appointments',
      'clients',
      'masters',
      'services',
      'studios',
    ] as const;
    for (const entity of entities) await store.put(entity, []);
    expect(Object.keys(await store.getAll()).sort()).toEqual([...entities].sort());
  });

  it('survives a reload: a new worker and store for the license read the lists back', async () => {
    const id = licenseId('reload');
    cleanup.push(() => clearLicense(id));

    const firstWorker = createStoreWorker();
    const first = createLicenseStore({ licenseId: id, worker: firstWorker });
    await first.put('clients', [client('c1')], { key: 'some-key' });
    first.close();
    firstWorker.terminate();

    // It is in IndexedDB under [licenseId, entity].
    const db = await openDB(STORE_DB_NAME);
    expect(await db.get('lists', [id, 'clients'])).toMatchObject({
      licenseId: id,
      entity: 'clients',
      list: [client('c1')],
      key: 'some-key',
    });
    db.close();

    // A store that creates (and on close terminates) its own worker.
    const second = createLicenseStore({ licenseId: id });
    expect(await second.get('clients')).toEqual([client('c1')]);
    second.close();
    await expect(second.get('clients')).rejects.toThrow('Storage is closed');

    const third = track(createLicenseStore({ licenseId: id }));
    expect(await third.getAll()).toEqual({
      clients: { list: [client('c1')], key: 'some-key', updatedAt: expect.any(String) },
    });
  });

  it('rejects an operation with the timeout error when the worker never answers', async () => {
    const silent = new Worker(
      URL.createObjectURL(new Blob(['/* never answers */'], { type: 'text/javascript' })),
    );
    const store = track(
      createLicenseStore({ licenseId: licenseId('t'), worker: silent, timeoutMs: 50 }),
      silent,
    );
    const started = performance.now();
    const error = await store.get('clients').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreTimeoutError);
    expect((error as Error).message).toBe('Storage operation timed out after 50 ms (get clients)');
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('answers within the default 10 s otherwise (a real worker, a real database)', async () => {
    const id = licenseId('fast');
    const store = track(createLicenseStore({ licenseId: id, timeoutMs: 10_000 }));
    cleanup.push(() => clearLicense(id));
    await store.put('roles', []);
    expect(await store.get('roles')).toEqual([]);
  });
});

describe('the SWR cache adapter in the browser', () => {
  it('returns the stored data for a key at start, and writes results back', async () => {
    const id = licenseId('swr');
    cleanup.push(() => clearLicense(id));
    const weekKey = unstable_serialize([id, 'appointments', { from: '2025-03-03' }]);

    // A previous visit stored the week's appointments and the clients (put directly).
    const before = createLicenseStore({ licenseId: id });
    await before.put('appointments', [], { key: weekKey });
    await before.put('clients', [client('c1')]);
    before.close();

    // After the reload: the cache starts with both, under their keys.
    const store = track(createLicenseStore({ licenseId: id }));
    const cache = await swrCacheFromStore(store);
    expect(cache.get(weekKey)).toEqual({ data: [] });
    expect(cache.get(unstable_serialize([id, 'clients']))).toEqual({ data: [client('c1')] });

    // A successful result is written back.
    const studiosKey = unstable_serialize([id, 'studios']);
    cache.set(studiosKey, { data: [studio('s1')], error: undefined, isValidating: false });
    await cache.flush();
    expect(await store.get('studios')).toEqual([studio('s1')]);

    const next = track(createLicenseStore({ licenseId: id }));
    const nextCache = await swrCacheFromStore(next);
    expect(nextCache.get(studiosKey)?.data).toEqual([studio('s1')]);
  });

  it("persists object results, such as a list page in the screens' shape, through the worker", async () => {
    const id = licenseId('swr-objects');
    cleanup.push(() => clearLicense(id));
    const store = track(createLicenseStore({ licenseId: id }));
    const cache = await swrCacheFromStore(store);

    const pageKey = unstable_serialize([id, 'studios', 'list', { skip: 0, limit: 100 }]);
    const page = { studios: [{ id: 's1', name: 'Гладкость', email: null }], total: 1 };
    cache.set(pageKey, { data: page, error: undefined, isValidating: false });
    // Not JSON: stays in memory.
    cache.set(unstable_serialize([id, 'clients']), { data: { at: new Date(0) } });
    await cache.flush();
    expect(await store.get('studios')).toEqual(page);
    expect(await store.get('clients')).toBeNull();

    // In IndexedDB as it was given.
    const db = await openDB(STORE_DB_NAME);
    expect(await db.get('lists', [id, 'studios'])).toMatchObject({ list: page, key: pageKey });
    db.close();

    const next = track(createLicenseStore({ licenseId: id }));
    const nextCache = await swrCacheFromStore(next);
    expect(nextCache.get(pageKey)).toEqual({ data: page });
  });
});
