// The permissions provider (part 1 §4 "Permission cache"): packages/api's cache over the license's browser store, reloaded when the token changes.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSession } from './session.tsx';

export interface PermissionsValue {
  /** Name → true; empty while loading and after a failure. */
  permissions: Readonly<Record<string, true>>;
  loading: boolean;
}

const PermissionsContext = createContext<PermissionsValue>({ permissions: {}, loading: true });

const NONE: Readonly<Record<string, true>> = Object.freeze({});

/** Loaded once someone is signed in, not with the entry (permission-caches.ts says why). */
export const loadPermissionCaches = () => import('./permission-caches.ts');

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
    loadPermissionCaches()
      .then(({ cacheFor }) => cacheFor(licenseId).load(claims, { userId: user?.id }))
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
