import { describe, expect, it, vi } from 'vitest';
import type { TokenContext } from '@beautydesk/domain/schemas/auth';
import {
  classifyPermissionsError,
  createMemoryPermissionStorage,
  createPermissionCache,
  loadPermissions,
  permissionCacheKey,
  PermissionsApiError,
  shouldFetchPermissionList,
  type FetchPermissions,
  type PermissionStorage,
  type StoredPermissionEntry,
} from './permissions-cache.ts';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const SECOND = 1000;
const HOUR = 3600 * SECOND;

function claims(overrides: Partial<TokenContext> = {}): TokenContext {
  return {
    userId: 'u1',
    licenseId: 'lic1',
    scopeType: 'license',
    scopeRef: null,
    permsHash: 'h1',
    permsVersion: 1,
    platformRole: null,
    businessRoleId: 'role1',
    safe: false,
    impersonation: null,
    expiresAt: null,
    ...overrides,
  };
}

const KEY = permissionCacheKey(claims(), 'u1');

function body(overrides: Record<string, unknown> = {}) {
  return {
    permissions: { 'clients.read': true, 'services.read': true },
    permissions_hash: 'h1',
    permissions_version: 2,
    scope_type: 'license',
    scope_ref: null,
    license_id: 'lic1',
    ...overrides,
  };
}

function entry(overrides: Partial<StoredPermissionEntry> = {}): StoredPermissionEntry {
  return {
    id: KEY,
    userId: 'u1',
    businessRoleId: 'role1',
    licenseId: 'lic1',
    permissions: { 'clients.read': true },
    hash: 'h1',
    version: 1,
    scope: { type: 'license', ref: null },
    impersonation: null,
    createdAt: new Date(T0 - 2 * HOUR).toISOString(),
    updatedAt: new Date(T0).toISOString(),
    ttl: 3600,
    ...overrides,
  };
}

/** A fake GET /auth/permissions answering the given result (or throwing it), recording each ?hash=. */
function fakeFetch(...results: Array<Awaited<ReturnType<FetchPermissions>> | Error>) {
  const calls: Array<string | undefined> = [];
  const fetchPermissions: FetchPermissions = async (hash) => {
    calls.push(hash);
    const next = results.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetchPermissions, calls };
}

function storageWith(...entries: StoredPermissionEntry[]) {
  return createMemoryPermissionStorage(new Map(entries.map((item) => [item.id, item])));
}

function httpError(status: number) {
  return Object.assign(new Error(`HTTP ${status}`), { status });
}

describe('loadPermissions: a valid cache', () => {
  it('answers from the cache without a request while the hash matches and the ttl runs', async () => {
    const storage = storageWith(entry());
    const { fetchPermissions, calls } = fakeFetch();
    const result = await loadPermissions({
      claims: claims(),
      now: T0 + 3599 * SECOND,
      fetchPermissions,
      storage,
    });
    expect(calls).toEqual([]);
    expect(result).toMatchObject({
      source: 'cache',
      stale: false,
      permissions: { 'clients.read': true },
    });
    expect(result.entry?.id).toBe(KEY);
  });

  it('accepts a Date as now', async () => {
    const { fetchPermissions } = fakeFetch();
    const result = await loadPermissions({
      claims: claims(),
      now: new Date(T0 + SECOND),
      fetchPermissions,
      storage: storageWith(entry()),
    });
    expect(result.source).toBe('cache');
  });

  it('keeps the entry per user, license and scope', async () => {
    const storage = storageWith(entry());
    const { fetchPermissions, calls } = fakeFetch({ status: 200, body: body() });
    const other = claims({ licenseId: 'lic2' });
    const result = await loadPermissions({ claims: other, now: T0, fetchPermissions, storage });
    expect(calls).toEqual([undefined]);
    expect(result.entry?.id).toBe(permissionCacheKey(other, 'u1'));
    expect([...storage.entries.keys()].sort()).toEqual([KEY, 'u1:lic2:license:-'].sort());
  });
});

describe('loadPermissions: requests', () => {
  it('fetches without a hash when nothing is cached, and stores the answer', async () => {
    const storage = createMemoryPermissionStorage();
    const { fetchPermissions, calls } = fakeFetch({
      status: 200,
      body: body({ ttl_seconds: 120 }),
    });
    const result = await loadPermissions({ claims: claims(), now: T0, fetchPermissions, storage });
    expect(calls).toEqual([undefined]);
    expect(result.source).toBe('network');
    expect(result.permissions).toEqual({ 'clients.read': true, 'services.read': true });
    const stored = storage.entries.get(KEY);
    expect(stored).toMatchObject({
      id: KEY,
      userId: 'u1',
      businessRoleId: 'role1',
      licenseId: 'lic1',
      hash: 'h1',
      version: 2,
      ttl: 120,
      impersonation: null,
      createdAt: new Date(T0).toISOString(),
      updatedAt: new Date(T0).toISOString(),
    });
    expect(result.entry).toEqual(stored);
  });

  it('uses the default lifetime of 3600 s without ttl_seconds', async () => {
    const storage = createMemoryPermissionStorage();
    const { fetchPermissions } = fakeFetch({ status: 200, body: body() });
    await loadPermissions({ claims: claims(), now: T0, fetchPermissions, storage });
    expect(storage.entries.get(KEY)?.ttl).toBe(3600);
  });

  it('asks again, carrying the cached hash, when the token carries another hash', async () => {
    const storage = storageWith(entry());
    const { fetchPermissions, calls } = fakeFetch({
      status: 200,
      body: body({ permissions_hash: 'h2', permissions: { '*': true } }),
    });
    const result = await loadPermissions({
      claims: claims({ permsHash: 'h2' }),
      now: T0 + SECOND,
      fetchPermissions,
      storage,
    });
    expect(calls).toEqual(['h1']);
    expect(result.permissions).toEqual({ '*': true });
    expect(storage.entries.get(KEY)).toMatchObject({
      hash: 'h2',
      createdAt: entry().createdAt,
      updatedAt: new Date(T0 + SECOND).toISOString(),
    });
  });

  it('asks again once the default lifetime (3600 s) has passed', async () => {
    const { fetchPermissions, calls } = fakeFetch({ status: 304 });
    const result = await loadPermissions({
      claims: claims(),
      now: T0 + 3600 * SECOND,
      fetchPermissions,
      storage: storageWith(entry()),
    });
    expect(calls).toEqual(['h1']);
    expect(result.source).toBe('not-modified');
  });

  it("honours the entry's own ttl", async () => {
    const { fetchPermissions, calls } = fakeFetch({ status: 304 });
    await loadPermissions({
      claims: claims(),
      now: T0 + 61 * SECOND,
      fetchPermissions,
      storage: storageWith(entry({ ttl: 60 })),
    });
    expect(calls).toEqual(['h1']);
  });

  it('asks when the token carries no perms_hash (it cannot confirm the cache)', async () => {
    const { fetchPermissions, calls } = fakeFetch({ status: 304 });
    await loadPermissions({
      claims: claims({ permsHash: null }),
      now: T0 + SECOND,
      fetchPermissions,
      storage: storageWith(entry()),
    });
    expect(calls).toEqual(['h1']);
  });

  it('keeps the cached copy on 304 and refreshes its updatedAt', async () => {
    const storage = storageWith(entry());
    const now = T0 + 2 * HOUR;
    const { fetchPermissions } = fakeFetch({ status: 304 });
    const result = await loadPermissions({ claims: claims(), now, fetchPermissions, storage });
    expect(result).toMatchObject({
      source: 'not-modified',
      stale: false,
      permissions: { 'clients.read': true },
    });
    expect(storage.entries.get(KEY)).toEqual({
      ...entry(),
      updatedAt: new Date(now).toISOString(),
    });
    // Valid again from the refreshed time.
    const again = await loadPermissions({
      claims: claims(),
      now: now + 10 * SECOND,
      fetchPermissions: fakeFetch().fetchPermissions,
      storage,
    });
    expect(again.source).toBe('cache');
  });

  it('rejects a 304 when nothing was cached (no hash was sent)', async () => {
    const { fetchPermissions } = fakeFetch({ status: 304 });
    await expect(
      loadPermissions({
        claims: claims(),
        now: T0,
        fetchPermissions,
        storage: createMemoryPermissionStorage(),
      }),
    ).rejects.toThrow(new PermissionsApiError(304));
  });

  it('rejects a malformed 200 answer', async () => {
    const { fetchPermissions } = fakeFetch({ status: 200, body: { permissions: 'all' } });
    await expect(
      loadPermissions({
        claims: claims(),
        now: T0,
        fetchPermissions,
        storage: createMemoryPermissionStorage(),
      }),
    ).rejects.toThrow('Permissions API error: invalid response');
  });
});

describe('loadPermissions: 403', () => {
  it('clears the permissions and the stored entry on a 403 answer', async () => {
    const storage = storageWith(entry());
    const { fetchPermissions } = fakeFetch({ status: 403 });
    const result = await loadPermissions({
      claims: claims({ permsHash: 'h2' }),
      now: T0,
      fetchPermissions,
      storage,
    });
    expect(result).toEqual({ permissions: null, entry: null, source: 'forbidden', stale: false });
    expect(storage.entries.has(KEY)).toBe(false);
  });

  it('treats a thrown 403 (an HTTP error with status 403) the same way', async () => {
    const storage = storageWith(entry());
    const { fetchPermissions } = fakeFetch(httpError(403));
    const result = await loadPermissions({
      claims: claims({ permsHash: 'h2' }),
      now: T0,
      fetchPermissions,
      storage,
    });
    expect(result.permissions).toBeNull();
    expect(result.source).toBe('forbidden');
    expect(storage.entries.size).toBe(0);
  });
});

describe('loadPermissions: network errors', () => {
  it('falls back to the cached copy, even a stale one', async () => {
    const storage = storageWith(entry());
    const { fetchPermissions } = fakeFetch(new TypeError('Failed to fetch'));
    const result = await loadPermissions({
      claims: claims({ permsHash: 'h2' }),
      now: T0 + 5 * HOUR,
      fetchPermissions,
      storage,
    });
    expect(result).toMatchObject({
      source: 'offline',
      stale: true,
      permissions: { 'clients.read': true },
    });
    expect(storage.entries.get(KEY)).toEqual(entry());
  });

  it('rethrows when there is no cached copy', async () => {
    const failure = new TypeError('Failed to fetch');
    await expect(
      loadPermissions({
        claims: claims(),
        now: T0,
        fetchPermissions: fakeFetch(failure).fetchPermissions,
        storage: createMemoryPermissionStorage(),
      }),
    ).rejects.toBe(failure);
  });

  it('rethrows other HTTP errors instead of falling back', async () => {
    const failure = httpError(500);
    await expect(
      loadPermissions({
        claims: claims({ permsHash: 'h2' }),
        now: T0,
        fetchPermissions: fakeFetch(failure).fetchPermissions,
        storage: storageWith(entry()),
      }),
    ).rejects.toBe(failure);
  });

  it('lets the caller classify its own error types', async () => {
    class Offline extends Error {
      status = 0;
    }
    const result = await loadPermissions({
      claims: claims({ permsHash: 'h2' }),
      now: T0,
      fetchPermissions: fakeFetch(new Offline('down')).fetchPermissions,
      storage: storageWith(entry()),
      classifyError: (error) => (error instanceof Offline ? 'network' : 'other'),
    });
    expect(result.source).toBe('offline');
  });
});

describe('loadPermissions: impersonation skips the cache', () => {
  const impersonating = claims({
    impersonation: { sessionId: 'imp1', mode: 'safe', target: 'u9' },
  });

  function spiedStorage() {
    const storage = storageWith(entry({ id: permissionCacheKey(impersonating, 'u1') }));
    return {
      storage,
      get: vi.spyOn(storage, 'get'),
      set: vi.spyOn(storage, 'set'),
      del: vi.spyOn(storage, 'delete'),
    };
  }

  it('neither reads nor writes, and sends no hash', async () => {
    const { storage, get, set, del } = spiedStorage();
    const { fetchPermissions, calls } = fakeFetch({ status: 200, body: body() });
    const result = await loadPermissions({
      claims: impersonating,
      now: T0,
      fetchPermissions,
      storage,
    });
    expect(calls).toEqual([undefined]);
    expect(result).toEqual({
      permissions: { 'clients.read': true, 'services.read': true },
      entry: null,
      source: 'network',
      stale: false,
    });
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
    expect(del).not.toHaveBeenCalled();
  });

  it('does not touch the storage on a 403, and has no copy to fall back to', async () => {
    const { storage, get, del } = spiedStorage();
    const forbidden = await loadPermissions({
      claims: impersonating,
      now: T0,
      fetchPermissions: fakeFetch({ status: 403 }).fetchPermissions,
      storage,
    });
    expect(forbidden.permissions).toBeNull();
    const failure = new TypeError('Failed to fetch');
    await expect(
      loadPermissions({
        claims: impersonating,
        now: T0,
        fetchPermissions: fakeFetch(failure).fetchPermissions,
        storage,
      }),
    ).rejects.toBe(failure);
    expect(get).not.toHaveBeenCalled();
    expect(del).not.toHaveBeenCalled();
    expect(storage.entries.size).toBe(1);
  });
});

describe('loadPermissions: legacy migrated entries', () => {
  const legacy = entry({ permissions: { view_clients: true, manage_users: true } });

  it('rewrites legacy names to dotted ones and stamps the migration', async () => {
    const storage = storageWith(legacy);
    const { fetchPermissions, calls } = fakeFetch();
    const result = await loadPermissions({
      claims: claims(),
      now: T0 + SECOND,
      fetchPermissions,
      storage,
    });
    expect(calls).toEqual([]);
    expect(result.permissions).toEqual({ 'clients.view': true, 'users.manage': true });
    expect(storage.entries.get(KEY)).toMatchObject({
      permissions: { 'clients.view': true, 'users.manage': true },
      migratedAt: new Date(T0 + SECOND).toISOString(),
    });
  });

  it('keeps a migrated entry 24 h from its migration, even when 304s refresh it', async () => {
    const migratedAt = new Date(T0).toISOString();
    const storage = storageWith(
      entry({ permissions: { 'clients.view': true }, migratedAt, updatedAt: migratedAt }),
    );
    const revalidated = await loadPermissions({
      claims: claims(),
      now: T0 + 23 * HOUR,
      fetchPermissions: fakeFetch({ status: 304 }).fetchPermissions,
      storage,
    });
    expect(revalidated.source).toBe('not-modified');
    expect(storage.entries.get(KEY)?.migratedAt).toBe(migratedAt);

    const { fetchPermissions, calls } = fakeFetch({ status: 200, body: body() });
    const expired = await loadPermissions({
      claims: claims(),
      now: T0 + 24 * HOUR,
      fetchPermissions,
      storage,
    });
    expect(calls).toEqual([undefined]);
    expect(expired.source).toBe('network');
    expect(storage.entries.get(KEY)?.migratedAt).toBeUndefined();
  });

  it('drops an expired migrated entry, so a network error has nothing to fall back to', async () => {
    const storage = storageWith(entry({ migratedAt: new Date(T0 - 25 * HOUR).toISOString() }));
    const failure = new TypeError('Failed to fetch');
    await expect(
      loadPermissions({
        claims: claims(),
        now: T0,
        fetchPermissions: fakeFetch(failure).fetchPermissions,
        storage,
      }),
    ).rejects.toBe(failure);
    expect(storage.entries.size).toBe(0);
  });
});

describe('loadPermissions: storage trouble', () => {
  it('drops an unreadable stored entry and asks without a hash', async () => {
    const storage = createMemoryPermissionStorage(
      new Map([[KEY, { id: KEY } as unknown as StoredPermissionEntry]]),
    );
    const { fetchPermissions, calls } = fakeFetch({ status: 200, body: body() });
    const result = await loadPermissions({ claims: claims(), now: T0, fetchPermissions, storage });
    expect(calls).toEqual([undefined]);
    expect(result.source).toBe('network');
    expect(storage.entries.get(KEY)?.hash).toBe('h1');
  });

  it('still loads when the storage fails, and reports the failures', async () => {
    const broken: PermissionStorage = {
      get: () => Promise.reject(new Error('Storage operation timed out after 10 s')),
      set: () => Promise.reject(new Error('quota')),
      delete: () => Promise.reject(new Error('quota')),
    };
    const errors: unknown[] = [];
    const result = await loadPermissions({
      claims: claims(),
      now: T0,
      fetchPermissions: fakeFetch({ status: 200, body: body() }).fetchPermissions,
      storage: broken,
      onStorageError: (error) => errors.push(error),
    });
    expect(result.source).toBe('network');
    expect(errors.map((error) => (error as Error).message)).toEqual([
      'Storage operation timed out after 10 s',
      'quota',
    ]);
  });

  it('skips the cache when there is no user id', async () => {
    const storage = storageWith(entry());
    const get = vi.spyOn(storage, 'get');
    const { fetchPermissions, calls } = fakeFetch({ status: 200, body: body() });
    const result = await loadPermissions({
      claims: claims({ userId: null }),
      now: T0,
      fetchPermissions,
      storage,
    });
    expect(calls).toEqual([undefined]);
    expect(result.entry).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('takes the user id from the caller when given', async () => {
    const storage = createMemoryPermissionStorage();
    await loadPermissions({
      claims: claims({ userId: null }),
      userId: 'u7',
      now: T0,
      fetchPermissions: fakeFetch({ status: 200, body: body() }).fetchPermissions,
      storage,
    });
    expect([...storage.entries.keys()]).toEqual(['u7:lic1:license:-']);
  });
});

describe('classifyPermissionsError', () => {
  it('reads the HTTP status the usual ways', () => {
    expect(classifyPermissionsError(httpError(403))).toBe('forbidden');
    expect(classifyPermissionsError({ statusCode: 403 })).toBe('forbidden');
    expect(classifyPermissionsError({ response: { status: 403 } })).toBe('forbidden');
    expect(classifyPermissionsError({ response: { status: 502 } })).toBe('other');
    expect(classifyPermissionsError(httpError(401))).toBe('other');
  });

  it('counts an error without a status as a network failure', () => {
    expect(classifyPermissionsError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyPermissionsError({ response: null })).toBe('network');
    expect(classifyPermissionsError('offline')).toBe('network');
    expect(classifyPermissionsError(null)).toBe('network');
  });
});

describe('shouldFetchPermissionList', () => {
  it('fetches for users.manage, a platform superadmin (either variant) or the license owner', () => {
    expect(shouldFetchPermissionList(claims(), { 'users.manage': true })).toBe(true);
    expect(shouldFetchPermissionList(claims(), { manage_users: true })).toBe(true);
    expect(shouldFetchPermissionList(claims(), { '*': true })).toBe(true);
    expect(shouldFetchPermissionList(claims({ platformRole: 'platform_superadmin' }), {})).toBe(
      true,
    );
    expect(
      shouldFetchPermissionList(claims({ platformRole: 'platform_superadmin_safe' }), null),
    ).toBe(true);
    expect(shouldFetchPermissionList(claims({ platformRole: 'license_owner' }), [])).toBe(true);
  });

  it('skips it for everyone else', () => {
    expect(shouldFetchPermissionList(claims(), { 'users.view': true })).toBe(false);
    expect(shouldFetchPermissionList(claims({ platformRole: 'platform_support' }), {})).toBe(false);
    expect(shouldFetchPermissionList(null, null)).toBe(false);
  });
});

describe('createPermissionCache', () => {
  it('loads with its clock and clears the entry for a token', async () => {
    const storage = createMemoryPermissionStorage();
    const cache = createPermissionCache({
      storage,
      fetchPermissions: fakeFetch({ status: 200, body: body() }).fetchPermissions,
      clock: () => T0,
    });
    const first = await cache.load(claims());
    expect(first.entry?.updatedAt).toBe(new Date(T0).toISOString());
    expect((await cache.load(claims())).source).toBe('cache');
    await cache.clear(claims());
    expect(storage.entries.size).toBe(0);
    await cache.clear(claims({ userId: null }));
  });

  it('passes a user id through', async () => {
    const storage = createMemoryPermissionStorage();
    const cache = createPermissionCache({
      storage,
      fetchPermissions: fakeFetch({ status: 200, body: body() }).fetchPermissions,
    });
    await cache.load(claims({ userId: null }), { userId: 'u7' });
    expect(storage.entries.has('u7:lic1:license:-')).toBe(true);
    await cache.clear(claims({ userId: null }), { userId: 'u7' });
    expect(storage.entries.size).toBe(0);
  });
});
