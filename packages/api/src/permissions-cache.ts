// The permission cache (spec part 1 §3, §4 "Permission cache", §6, §9): the permissions of the
// signed-in user kept per user, license and scope in an injected storage, revalidated with
// GET /auth/permissions?hash= (304 = unchanged). Every rule comes from the domain package; this
// module only sequences storage reads and writes around one injected fetch, so it does not depend
// on the HTTP transport.
import { apiErrorMessages } from '@beautydesk/domain/messages/errors';
import { isImpersonating } from '@beautydesk/domain/rules/claims';
import {
  isLegacyPermissionName,
  isMigratedEntryAlive,
  isPermissionCacheValid,
  mayFetchPermissionsList,
  migrateLegacyPermissions,
  permissionsAfterFetch,
  permissionsRequestHash,
  type GrantedPermissions,
  type PermissionsFetchResult,
} from '@beautydesk/domain/rules/permissions';
import type { TokenContext } from '@beautydesk/domain/schemas/auth';
import { isoDateTimeSchema } from '@beautydesk/domain/schemas/common';
import {
  cachedPermissionEntrySchema,
  permissionCacheId,
  permissionsResponseSchema,
  toCachedPermissionEntry,
  type CachedPermissionEntry,
} from '@beautydesk/domain/schemas/permissions';

// ---------------------------------------------------------------------------------------------
// Storage

/**
 * A cached entry as stored. `migratedAt` is set on an entry whose legacy underscore names were
 * rewritten to dotted ones on read; such an entry lives 24 h from then (MIGRATED_LEGACY_TTL_MS).
 */
export type StoredPermissionEntry = CachedPermissionEntry & { migratedAt?: string };

export const storedPermissionEntrySchema = cachedPermissionEntrySchema.extend({
  migratedAt: isoDateTimeSchema.optional(),
});

/** Where cached entries live: in memory here, IndexedDB in the browser (store/permission-storage.ts). */
export interface PermissionStorage {
  get(key: string): Promise<StoredPermissionEntry | null | undefined>;
  set(key: string, entry: StoredPermissionEntry): Promise<void>;
  delete(key: string): Promise<void>;
}

/** A PermissionStorage in a Map (tests, node, and browsers without IndexedDB). */
export function createMemoryPermissionStorage(
  entries: Map<string, StoredPermissionEntry> = new Map(),
): PermissionStorage & { readonly entries: Map<string, StoredPermissionEntry> } {
  return {
    entries,
    async get(key) {
      const entry = entries.get(key);
      return entry ? structuredClone(entry) : null;
    },
    async set(key, entry) {
      entries.set(key, structuredClone(entry));
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The request

/**
 * GET /auth/permissions with the cached hash as ?hash= (none when undefined). A 403 may be
 * answered as `{ status: 403 }` or thrown (see `classifyError`); a network failure is thrown.
 */
export type FetchPermissions = (
  hash?: string,
) => Promise<{ status: 200; body: unknown } | { status: 304 } | { status: 403 }>;

/** How a thrown fetch error counts: a 403, a network failure (no HTTP answer), or anything else. */
export type PermissionsErrorKind = 'forbidden' | 'network' | 'other';

/**
 * Default classification: an error carrying an HTTP status (`status`, `statusCode` or
 * `response.status`, as ofetch and most transports do) is a 403 or some other HTTP error; an error
 * without one never got an answer, so it is a network failure.
 */
export function classifyPermissionsError(error: unknown): PermissionsErrorKind {
  const status = httpStatusOf(error);
  if (status === undefined) return 'network';
  return status === 403 ? 'forbidden' : 'other';
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as {
    status?: unknown;
    statusCode?: unknown;
    response?: { status?: unknown } | null;
  };
  for (const value of [candidate.status, candidate.statusCode, candidate.response?.status]) {
    if (typeof value === 'number' && value > 0) return value;
  }
  return undefined;
}

/** The spec's 'Permissions API error: {status}' (part 1 §8), for answers the cache cannot use. */
export class PermissionsApiError extends Error {
  override readonly name = 'PermissionsApiError';
  constructor(readonly status: number | string) {
    super(apiErrorMessages.permissionsApi(status));
  }
}

// ---------------------------------------------------------------------------------------------
// Loading

/**
 * Where the permissions came from: the cache without a request; a fresh 200; a 304 that confirmed
 * the cached copy; the cached copy after a network failure; or a 403 that cleared them.
 */
export type PermissionsSource = 'cache' | 'network' | 'not-modified' | 'offline' | 'forbidden';

export interface LoadedPermissions {
  /** Name → true; null after a 403. */
  permissions: Record<string, true> | null;
  /** The entry now held in the cache; null when the cache is skipped (impersonation, no user id) or cleared. */
  entry: CachedPermissionEntry | null;
  source: PermissionsSource;
  /** True for an offline fallback whose copy was no longer valid (wrong hash or past its lifetime). */
  stale: boolean;
}

export interface LoadPermissionsOptions {
  /** The access token's claims (parseAccessToken). */
  claims: TokenContext;
  /** The current time: epoch ms or a Date. */
  now: number | Date;
  fetchPermissions: FetchPermissions;
  storage: PermissionStorage;
  /** The user the entry belongs to; defaults to the token's subject. Without one the cache is skipped. */
  userId?: string | null;
  classifyError?: (error: unknown) => PermissionsErrorKind;
  /**
   * Told about storage failures. The cache is an optimisation: a storage that fails or times out is
   * treated as empty (reads) or skipped (writes), and the permissions still load.
   */
  onStorageError?: (error: unknown) => void;
}

/** The storage key: one entry per user, license and scope, all taken from the token. */
export function permissionCacheKey(
  claims: Pick<TokenContext, 'licenseId' | 'scopeType' | 'scopeRef'>,
  userId: string,
): string {
  return permissionCacheId(userId, claims.licenseId, claims.scopeType, claims.scopeRef);
}

/**
 * The permissions for the token: the cached entry while it is valid (same hash as the token's
 * perms_hash, within ttl_seconds or 3600 s); otherwise a request carrying the cached hash, whose
 * 200 replaces the entry, 304 keeps it (refreshing updatedAt), and 403 clears it. A network failure
 * falls back to the cached copy, even a stale one, and rethrows when there is none. While
 * impersonating the cache is neither read nor written.
 */
export async function loadPermissions(options: LoadPermissionsOptions): Promise<LoadedPermissions> {
  const { claims, fetchPermissions, storage } = options;
  const classify = options.classifyError ?? classifyPermissionsError;
  const reportStorageError = options.onStorageError ?? (() => {});
  const nowMs = options.now instanceof Date ? options.now.getTime() : options.now;
  const nowIso = new Date(nowMs).toISOString();
  const impersonating = isImpersonating(claims);
  const userId = options.userId ?? claims.userId;
  const key = impersonating || !userId ? null : permissionCacheKey(claims, userId);

  const safely = async <T>(operation: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      reportStorageError(error);
      return fallback;
    }
  };
  const write = (entry: StoredPermissionEntry) =>
    key ? safely(() => storage.set(key, entry), undefined) : Promise.resolve();

  const cached = key ? await readEntry(storage, key, nowMs, nowIso, safely) : null;
  if (
    cached &&
    isPermissionCacheValid(cached, { tokenPermsHash: claims.permsHash, impersonating, now: nowMs })
  ) {
    return { permissions: cached.permissions, entry: cached, source: 'cache', stale: false };
  }

  let answer: Awaited<ReturnType<FetchPermissions>>;
  try {
    answer = await fetchPermissions(permissionsRequestHash(cached, impersonating) ?? undefined);
  } catch (error) {
    const kind = classify(error);
    if (kind === 'forbidden') {
      answer = { status: 403 };
    } else if (kind === 'network' && cached) {
      return {
        permissions: held({ kind: 'network-error' }, cached),
        entry: cached,
        source: 'offline',
        stale: true,
      };
    } else {
      throw error;
    }
  }

  switch (answer.status) {
    case 200: {
      const parsed = permissionsResponseSchema.safeParse(answer.body);
      if (!parsed.success) throw new PermissionsApiError('invalid response');
      const fresh = toCachedPermissionEntry(parsed.data, {
        userId: userId ?? '',
        businessRoleId: claims.businessRoleId,
        impersonation: claims.impersonation,
        now: nowIso,
        previous: cached,
      });
      const entry = key ? { ...fresh, id: key } : null;
      if (entry) await write(entry);
      return {
        permissions: held({ kind: 'fetched', permissions: fresh.permissions }, cached),
        entry,
        source: 'network',
        stale: false,
      };
    }
    case 304: {
      // No hash was sent without a cached copy, so a 304 then is the server's mistake.
      if (!cached) throw new PermissionsApiError(304);
      const entry: StoredPermissionEntry = { ...cached, updatedAt: nowIso };
      await write(entry);
      return {
        permissions: held({ kind: 'not-modified' }, cached),
        entry,
        source: 'not-modified',
        stale: false,
      };
    }
    case 403: {
      if (key) await safely(() => storage.delete(key), undefined);
      return {
        permissions: held({ kind: 'forbidden' }, cached),
        entry: null,
        source: 'forbidden',
        stale: false,
      };
    }
  }
}

/** The domain's rule for what to hold after a request, typed as a held-permission map. */
function held(
  result: PermissionsFetchResult,
  cached: StoredPermissionEntry | null,
): Record<string, true> | null {
  return permissionsAfterFetch(result, cached?.permissions) as Record<string, true> | null;
}

/**
 * The stored entry, or null: an unreadable entry is dropped; an entry with legacy underscore names
 * is migrated to dotted names (and stamped `migratedAt`); a migrated entry older than 24 h is dropped.
 */
async function readEntry(
  storage: PermissionStorage,
  key: string,
  nowMs: number,
  nowIso: string,
  safely: <T>(operation: () => Promise<T>, fallback: T) => Promise<T>,
): Promise<StoredPermissionEntry | null> {
  const raw = await safely(() => storage.get(key), null);
  if (raw == null) return null;
  const parsed = storedPermissionEntrySchema.safeParse(raw);
  if (!parsed.success) {
    await safely(() => storage.delete(key), undefined);
    return null;
  }
  let entry: StoredPermissionEntry = parsed.data;
  if (
    entry.migratedAt === undefined &&
    Object.keys(entry.permissions).some(isLegacyPermissionName)
  ) {
    const migrated = migrateLegacyPermissions(entry.permissions, nowIso);
    entry = { ...entry, permissions: migrated.permissions, migratedAt: nowIso };
    await safely(() => storage.set(key, entry), undefined);
  }
  if (
    entry.migratedAt !== undefined &&
    !isMigratedEntryAlive({ migratedAt: entry.migratedAt }, nowMs)
  ) {
    await safely(() => storage.delete(key), undefined);
    return null;
  }
  return entry;
}

// ---------------------------------------------------------------------------------------------
// The permissions list

/**
 * Whether to fetch the permissions list: only for users.manage, a platform superadmin or the
 * license owner (the domain's mayFetchPermissionsList).
 */
export function shouldFetchPermissionList(
  claims: Pick<TokenContext, 'platformRole'> | null | undefined,
  permissions: GrantedPermissions,
): boolean {
  return mayFetchPermissionsList(permissions, claims?.platformRole);
}

// ---------------------------------------------------------------------------------------------
// A bound cache

export interface PermissionCache {
  load(claims: TokenContext, options?: { userId?: string | null }): Promise<LoadedPermissions>;
  /** Forget the entry for this token's user, license and scope (e.g. on logout). */
  clear(claims: TokenContext, options?: { userId?: string | null }): Promise<void>;
}

/** loadPermissions bound to one storage, one fetch and a clock. */
export function createPermissionCache(options: {
  storage: PermissionStorage;
  fetchPermissions: FetchPermissions;
  clock?: () => number;
  classifyError?: (error: unknown) => PermissionsErrorKind;
  onStorageError?: (error: unknown) => void;
}): PermissionCache {
  const clock = options.clock ?? Date.now;
  return {
    load: (claims, extra) =>
      loadPermissions({
        claims,
        now: clock(),
        fetchPermissions: options.fetchPermissions,
        storage: options.storage,
        userId: extra?.userId,
        classifyError: options.classifyError,
        onStorageError: options.onStorageError,
      }),
    async clear(claims, extra) {
      const userId = extra?.userId ?? claims.userId;
      if (userId) await options.storage.delete(permissionCacheKey(claims, userId));
    },
  };
}
