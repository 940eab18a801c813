import { describe, expect, it } from 'vitest';
import type { TokenContext } from '@beautydesk/domain/schemas/auth';
import { loadPermissions, type StoredPermissionEntry } from '../permissions-cache.ts';
import { createMemoryBacking, createMemoryLicenseStore } from './memory.ts';
import { permissionStorageFromStore } from './permission-storage.ts';

function entry(id: string, hash = 'h1'): StoredPermissionEntry {
  return {
    id,
    userId: 'u1',
    businessRoleId: null,
    licenseId: 'L1',
    permissions: { 'clients.read': true },
    hash,
    version: 1,
    scope: { type: 'license', ref: null },
    impersonation: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ttl: 3600,
  };
}

describe('permissionStorageFromStore', () => {
  it("keeps entries by key in the license's permissions list", async () => {
    const store = createMemoryLicenseStore({ licenseId: 'L1', backing: createMemoryBacking() });
    const storage = permissionStorageFromStore(store);
    expect(await storage.get('a')).toBeNull();
    await Promise.all([storage.set('a', entry('a')), storage.set('b', entry('b'))]);
    await storage.set('a', entry('a', 'h2'));
    expect(await storage.get('a')).toEqual(entry('a', 'h2'));
    const stored = (await store.get('permissions')) as { id: string }[] | null;
    expect(stored?.map((item) => item.id)).toEqual(['b', 'a']);
    await storage.delete('a');
    await storage.delete('missing');
    expect(await storage.get('a')).toBeNull();
    expect(await store.get('permissions')).toEqual([entry('b')]);
  });

  it('stores an entry under its key', async () => {
    const store = createMemoryLicenseStore({ licenseId: 'L1', backing: createMemoryBacking() });
    const storage = permissionStorageFromStore(store);
    await storage.set('k', entry('other'));
    expect((await storage.get('k'))?.id).toBe('k');
  });

  it('keeps going after a failed operation', async () => {
    const store = createMemoryLicenseStore({ licenseId: 'L1', backing: createMemoryBacking() });
    const storage = permissionStorageFromStore(store);
    store.close();
    await expect(storage.get('a')).rejects.toThrow('Storage is closed');
    await expect(storage.delete('a')).rejects.toThrow('Storage is closed');
  });

  it('serves the permission cache', async () => {
    const store = createMemoryLicenseStore({ licenseId: 'L1', backing: createMemoryBacking() });
    const claims: TokenContext = {
      userId: 'u1',
      licenseId: 'L1',
      scopeType: 'license',
      scopeRef: null,
      permsHash: 'h1',
      permsVersion: 1,
      platformRole: null,
      businessRoleId: null,
      safe: false,
      impersonation: null,
      expiresAt: null,
    };
    const now = Date.parse('2025-03-01T10:00:00.000Z');
    const body = {
      permissions: { 'clients.read': true },
      permissions_hash: 'h1',
      license_id: 'L1',
    };
    const first = await loadPermissions({
      claims,
      now,
      storage: permissionStorageFromStore(store),
      fetchPermissions: async () => ({ status: 200, body }),
    });
    expect(first.source).toBe('network');
    const second = await loadPermissions({
      claims,
      now: now + 1000,
      storage: permissionStorageFromStore(store),
      fetchPermissions: () => Promise.reject(new Error('no request expected')),
    });
    expect(second.source).toBe('cache');
    expect(second.permissions).toEqual({ 'clients.read': true });
  });
});
