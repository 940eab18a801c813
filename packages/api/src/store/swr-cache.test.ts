import { describe, expect, it, vi } from 'vitest';
import { unstable_serialize } from 'swr';
import type { ClientWire } from '@beautydesk/domain/schemas/clients';
import type { LicenseStore } from './entities.ts';
import { createMemoryBacking, createMemoryLicenseStore } from './memory.ts';
import { storeKeyPrefix, swrCacheFromStore } from './swr-cache.ts';

const client = (id: string) => ({ id, name: `Client ${id}` }) as unknown as ClientWire;
const key = (...parts: unknown[]) => unstable_serialize(parts);

function memoryStore(licenseId = 'L1') {
  return createMemoryLicenseStore({ licenseId, backing: createMemoryBacking() });
}

describe('swrCacheFromStore: start', () => {
  it('seeds a stored list under [licenseId, entity] when it was put without a key', async () => {
    const store = memoryStore();
    await store.put('clients', [client('a')]);
    const cache = await swrCacheFromStore(store);
    expect(cache.get(key('L1', 'clients'))).toEqual({ data: [client('a')] });
    expect([...cache.keys()]).toEqual([key('L1', 'clients')]);
    expect(cache.get(key('L1', 'masters'))).toBeUndefined();
  });

  it('seeds a list under the key that produced it', async () => {
    const store = memoryStore();
    const weekKey = key('L1', 'appointments', { from: '2025-03-03', to: '2025-03-09' });
    await store.put('appointments', [], { key: weekKey });
    const cache = await swrCacheFromStore(store);
    expect(cache.get(weekKey)).toEqual({ data: [] });
    expect(cache.get(key('L1', 'appointments'))).toBeUndefined();
  });

  it("ignores a stored key that is not this license's key for that entity", async () => {
    const store = memoryStore();
    await store.put('clients', [client('a')], { key: key('L2', 'clients') });
    await store.put('roles', [], { key: key('L1', 'clients') });
    const cache = await swrCacheFromStore(store);
    expect(cache.get(key('L1', 'clients'))).toEqual({ data: [client('a')] });
    expect(cache.get(key('L1', 'roles'))).toEqual({ data: [] });
  });

  it('starts empty, and says why, when the store fails', async () => {
    const store = memoryStore();
    store.close();
    const onError = vi.fn();
    const cache = await swrCacheFromStore(store, { onError });
    expect([...cache.keys()]).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'StoreClosedError' }));
  });
});

describe('swrCacheFromStore: writes', () => {
  it('writes successful list results of [licenseId, entity, ...] keys back, with their key', async () => {
    const store = memoryStore();
    const cache = await swrCacheFromStore(store);
    const list = [client('a')];
    const filtered = key('L1', 'clients', { search: 'a' });
    cache.set(filtered, { data: list, error: undefined, isValidating: false });
    await cache.flush();
    expect(await store.getAll()).toEqual({
      clients: { list, key: filtered, updatedAt: expect.any(String) },
    });
    expect(cache.get(filtered)?.data).toBe(list);
  });

  it('does not write the same data twice (isValidating flips, the seeded list)', async () => {
    const store = memoryStore();
    await store.put('roles', []);
    const put = vi.spyOn(store, 'put');
    const cache = await swrCacheFromStore(store);
    const seeded = cache.get(key('L1', 'roles'));
    cache.set(key('L1', 'roles'), { ...seeded, isValidating: true });
    cache.set(key('L1', 'roles'), { ...seeded, isValidating: false });
    const fresh = [client('x')];
    cache.set(key('L1', 'clients'), { data: fresh, isValidating: true });
    cache.set(key('L1', 'clients'), { data: fresh, isValidating: false });
    await cache.flush();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('keeps errors, optimistic data, non-JSON data and foreign keys in memory only', async () => {
    const store = memoryStore();
    const put = vi.spyOn(store, 'put');
    const cache = await swrCacheFromStore(store);
    cache.set(key('L1', 'clients'), { data: [client('a')], error: new Error('500') });
    cache.set(key('L1', 'masters'), { data: [], _c: [client('old')] } as never);
    cache.set(key('L1', 'studios'), { data: { studios: [], loadedAt: new Date(0) } });
    cache.set(key('L2', 'studios'), { data: [] });
    cache.set(key('L1', 'dashboard'), { data: [] });
    cache.set(key('L1'), { data: [] });
    cache.set('/api/v1/version', { data: [] });
    cache.set('$inf$' + key('L1', 'clients'), { data: [[]] });
    cache.set(key('L1', 'services'), { isLoading: true });
    await cache.flush();
    expect(put).not.toHaveBeenCalled();
    expect([...cache.keys()]).toHaveLength(9);
  });

  it("writes object results back too: the list hooks' pages in the screens' shape", async () => {
    const store = memoryStore();
    const cache = await swrCacheFromStore(store);
    const studiosKey = key('L1', 'studios', 'list', { skip: 0, limit: 100 });
    const page = { studios: [{ id: 's1', name: 'Гладкость', countryId: 'by' }], total: 1 };
    const clientsKey = key('L1', 'clients', 'list', { limit: 1000 });
    const clients = { clients: [{ id: 'c1', birthDate: null }], total: 1, stats: { vip: 0 } };
    cache.set(studiosKey, { data: page, error: undefined, isValidating: false });
    cache.set(clientsKey, { data: clients });
    cache.set(key('L1', 'masters', 'detail', { masterId: 'm1' }), { data: { id: 'm1' } });
    await cache.flush();
    expect(await store.getAll()).toEqual({
      studios: { list: page, key: studiosKey, updatedAt: expect.any(String) },
      clients: { list: clients, key: clientsKey, updatedAt: expect.any(String) },
      masters: {
        list: { id: 'm1' },
        key: key('L1', 'masters', 'detail', { masterId: 'm1' }),
        updatedAt: expect.any(String),
      },
    });

    const after = await swrCacheFromStore(store);
    expect(after.get(studiosKey)).toEqual({ data: page });
    expect(after.get(clientsKey)).toEqual({ data: clients });
  });

  it('does not write data that JSON would change, nor a null or bare result', async () => {
    const store = memoryStore();
    const put = vi.spyOn(store, 'put');
    const cache = await swrCacheFromStore(store);
    cache.set(key('L1', 'roles'), { data: null });
    cache.set(key('L1', 'roles', 'count'), { data: 42 });
    cache.set(key('L1', 'roles', 'a'), { data: [Number.NaN] });
    cache.set(key('L1', 'roles', 'b'), { data: new Map([['a', 1]]) });
    cache.set(key('L1', 'roles', 'c'), { data: { at: new Date(0) } });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    cache.set(key('L1', 'roles', 'd'), { data: cyclic });
    await cache.flush();
    expect(put).not.toHaveBeenCalled();
    cache.set(key('L1', 'roles', 'e'), { data: { name: 'Мастер', description: undefined } });
    await cache.flush();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('does not mistake an entity for a longer name with the same start', () => {
    expect(key('L1', 'clientsArchive').startsWith(storeKeyPrefix('L1', 'clients'))).toBe(false);
    expect(key('L1', 'clients', 2).startsWith(storeKeyPrefix('L1', 'clients'))).toBe(true);
  });

  it('forgets a deleted key in memory only, and writes it again when it comes back', async () => {
    const store = memoryStore();
    const cache = await swrCacheFromStore(store);
    const list = [client('a')];
    cache.set(key('L1', 'clients'), { data: list });
    await cache.flush();
    cache.delete(key('L1', 'clients'));
    expect(cache.get(key('L1', 'clients'))).toBeUndefined();
    expect(await store.get('clients')).toEqual(list);
    const put = vi.spyOn(store, 'put');
    cache.set(key('L1', 'clients'), { data: list });
    await cache.flush();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('reports a failed write and carries on', async () => {
    const failing: LicenseStore = {
      ...memoryStore(),
      put: () => Promise.reject(new Error('Storage operation timed out after 10 s (put clients)')),
    };
    const onError = vi.fn();
    const cache = await swrCacheFromStore(failing, { onError });
    cache.set(key('L1', 'clients'), { data: [] });
    await cache.flush();
    expect(onError).toHaveBeenCalledWith(
      new Error('Storage operation timed out after 10 s (put clients)'),
    );
    expect(cache.get(key('L1', 'clients'))).toEqual({ data: [] });
  });

  it('survives a "reload": a new cache over the same store shows the last result at once', async () => {
    const backing = createMemoryBacking();
    const before = await swrCacheFromStore(createMemoryLicenseStore({ licenseId: 'L1', backing }));
    before.set(key('L1', 'services'), { data: [{ id: 's1' }] });
    await before.flush();
    const after = await swrCacheFromStore(createMemoryLicenseStore({ licenseId: 'L1', backing }));
    expect(after.get(key('L1', 'services'))?.data).toEqual([{ id: 's1' }]);
  });
});
