// The permission cache of each license (part 1 §4), over that license's browser store. Loaded by
// the permissions provider once someone is signed in, not with the entry: the cache and the store
// validate what they read with zod, which /login and the public booking page do not need (issue 18).
import { requestPermissions } from '@beautydesk/api/auth';
import {
  createMemoryPermissionStorage,
  createPermissionCache,
  type PermissionCache,
  type PermissionStorage,
} from '@beautydesk/api/permissions-cache';
import { createLicenseStore } from '@beautydesk/api/store/client';
import { permissionStorageFromStore } from '@beautydesk/api/store/permission-storage';

/** One cache per license, over that license's store (a platform admin without one: in memory). */
const caches = new Map<string, PermissionCache>();
const platformStorage = createMemoryPermissionStorage();

export function cacheFor(licenseId: string | null): PermissionCache {
  const key = licenseId ?? '@platform';
  let cache = caches.get(key);
  if (!cache) {
    let storage: PermissionStorage = platformStorage;
    if (licenseId) {
      try {
        storage = permissionStorageFromStore(createLicenseStore({ licenseId }));
      } catch {
        storage = createMemoryPermissionStorage();
      }
    }
    cache = createPermissionCache({
      storage,
      fetchPermissions: requestPermissions,
      onStorageError: (error) => console.warn('permission cache storage failed', error),
    });
    caches.set(key, cache);
  }
  return cache;
}
