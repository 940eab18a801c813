// The permissions provider (part 1 §4 "Permission cache"): packages/api's cache over the license's browser store, reloaded when the token changes.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { requestPermissions } from '@beautydesk/api/auth';
import {
  createMemoryPermissionStorage,
  createPermissionCache,
  type PermissionCache,
  type PermissionStorage,
} from '@beautydesk/api/permissions-cache';
import { createLicenseStore } from '@beautydesk/api/store/client';
import { permissionStorageFromStore } from '@beautydesk/api/store/permission-storage';
import { useSession } from './session.tsx';

export interface PermissionsValue {
  /** Name → true; empty while loading and after a failure. */
  permissions: Readonly<Record<string, true>>;
  loading: boolean;
}

const PermissionsContext = createContext<PermissionsValue>({ permissions: {}, loading: true });

const NONE: Readonly<Record<string, true>> = Object.freeze({});

/** One cache per license, over that license's store (a platform admin without one: in memory). */
const caches = new Map<string, PermissionCache>();
const platformStorage = createMemoryPermissionStorage();

function cacheFor(licenseId: string | null): PermissionCache {
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

export function PermissionsProvider({ children }: { children?: ReactNode }) {
  const { status, claims, user, licenseId } = useSession();
  const [state, setState] = useState<{ key: string | null; permissions: Record<string, true> }>({
    key: null,
    permissions: {},
  });
  // What the permissions depend on: who, which license, which hash, which impersonation.
  const key =
    status === 'authenticated' && user
      ? [
          user.id,
          licenseId ?? '',
          claims?.permsHash ?? '',
          claims?.impersonation?.sessionId ?? '',
        ].join('|')
      : null;

  useEffect(() => {
    if (!key || !claims) return;
    let cancelled = false;
    cacheFor(licenseId)
      .load(claims, { userId: user?.id })
      .then(
        (loaded) => {
          if (!cancelled) setState({ key, permissions: loaded.permissions ?? {} });
        },
        (error: unknown) => {
          console.warn('permissions failed to load', error);
          if (!cancelled) setState({ key, permissions: {} });
        },
      );
    return () => {
      cancelled = true;
    };
    // claims and user are read through the key; a new object with the same key changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const value = useMemo<PermissionsValue>(
    () =>
      state.key === key && key !== null
        ? { permissions: state.permissions, loading: false }
        : { permissions: NONE, loading: true },
    [state, key],
  );
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): PermissionsValue {
  return useContext(PermissionsContext);
}
