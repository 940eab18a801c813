// The per-license browser store (spec part 1 §1, §3 "Per-license cache", §9): which entities it
// keeps, what one stored entry looks like, and the interface every implementation offers (the
// IndexedDB worker store in client.ts, the in-memory fallback in memory.ts).

/** The entities the background worker keeps per license (spec part 1 §1). */
export const STORE_ENTITIES = [
  'permissions',
  'roles',
  'appointments',
  'clients',
  'masters',
  'services',
  'studios',
] as const;

export type StoreEntity = (typeof STORE_ENTITIES)[number];

/**
 * What an entity's slot holds: a JSON list or object. Put directly it is the entity's list (the
 * permission storage keeps its cached entries so); written by the SWR cache adapter
 * (swr-cache.ts) it is what one of the entity's keys resolved to, in the screens' camelCase
 * shape: a page such as { clients, total, stats } or { studios, total }, a list, or one item.
 * The store keeps it as it is (structured clone) and never looks inside; readers narrow it.
 */
export type StoreData = readonly unknown[] | { readonly [key: string]: unknown };

/**
 * Whether `value` is a list or object that survives a trip through JSON unchanged: arrays and
 * plain objects of null, booleans, finite numbers, strings and of such arrays and objects (an
 * object's undefined fields are dropped, as JSON does). Dates, Maps, class instances, functions
 * and cycles are not JSON; a bare scalar is no entity data.
 */
export function isStoreData(value: unknown): value is StoreData {
  const inside = new Set<object>();
  const isJson = (item: unknown): boolean => {
    if (item === null || typeof item === 'string' || typeof item === 'boolean') return true;
    if (typeof item === 'number') return Number.isFinite(item);
    return isJsonContainer(item);
  };
  const isJsonContainer = (item: unknown): boolean => {
    if (typeof item !== 'object' || item === null || inside.has(item)) return false;
    inside.add(item);
    let ok: boolean;
    if (Array.isArray(item)) {
      ok = item.every((element: unknown) => element !== undefined && isJson(element));
    } else {
      const prototype: unknown = Object.getPrototypeOf(item);
      ok =
        (prototype === Object.prototype || prototype === null) &&
        Object.values(item).every((field: unknown) => field === undefined || isJson(field));
    }
    inside.delete(item);
    return ok;
  };
  return isJsonContainer(value);
}

/** One stored entry with the SWR key that produced it (if any) and when it was written. */
export interface StoredList {
  /** The entity's data (see StoreData), `list` in the worker protocol and the IndexedDB records. */
  list: StoreData;
  /** The serialized SWR key the data came from (see swr-cache.ts); null when put directly. */
  key: string | null;
  /** ISO timestamp of the write. */
  updatedAt: string;
}

export type StoredLists = { [E in StoreEntity]?: StoredList };

export interface PutOptions {
  /** The serialized SWR key the data came from. */
  key?: string | null;
}

/** A license's entries. Every operation is asynchronous; the worker store rejects after its timeout. */
export interface LicenseStore {
  readonly licenseId: string;
  /** The stored data, or null when none was stored for this license. */
  get(entity: StoreEntity): Promise<StoreData | null>;
  /** Every stored entry of this license, with its key and time. */
  getAll(): Promise<StoredLists>;
  /** Replace the entity's data (the whole of it: the store never merges). */
  put(entity: StoreEntity, data: StoreData, options?: PutOptions): Promise<void>;
  /** Forget every entry of this license (other licenses are untouched). */
  clear(): Promise<void>;
  /** Stop: pending and later operations reject. Terminates the worker only if the store created it. */
  close(): void;
}
