// SWR's persistent cache on a license store, for SWR's `provider` option.
//
//   const store = createLicenseStore({ licenseId });
//   const cache = await swrCacheFromStore(store);        // reads the stored entries once
//   <SWRConfig value={{ provider: () => cache }}> ... </SWRConfig>
//
// Keys: data is persisted for the license-scoped SWR keys of the form [licenseId, entity, ...params]
// (the api hooks' [licenseId, area, call, params]) where entity is one of STORE_ENTITIES. Any
// successful data that survives JSON is persisted (isStoreData), objects and lists alike: the
// hooks' results in the screens' camelCase shape, such as { clients, total, stats }. The store keeps
// ONE entry per entity: the latest successful result of any such key, together with that key. At
// start the adapter seeds the cache with each stored entry under the key it came from (an entry put
// directly, without a key, under [licenseId, entity]), so after a reload the same screen shows its
// data at once while SWR revalidates. Keys of another license, keys of other shapes, data that is
// not JSON, errors and optimistic data (`mutate` with optimisticData, until it is committed) are
// kept in memory only.
//
// The start is asynchronous (IndexedDB is), so await it before rendering; if the store fails or
// times out the cache starts empty. Writes are fire-and-forget; failures go to onError; flush()
// waits for them. delete() forgets a key in memory only: the stored entry stays for the next start.
import { unstable_serialize, type Cache, type State } from 'swr';
import { STORE_ENTITIES, isStoreData, type LicenseStore, type StoreEntity } from './entities.ts';

export interface StoreBackedCache extends Cache {
  /** Resolves once every write started so far has finished. */
  flush(): Promise<void>;
}

export interface SwrCacheOptions {
  /** Told about a failed start read or write (the cache carries on in memory). */
  onError?: (error: unknown) => void;
}

/** The SWR key string of [licenseId, entity]: a prefix of every [licenseId, entity, ...params] key. */
export function storeKeyPrefix(licenseId: string, entity: StoreEntity): string {
  return unstable_serialize([licenseId, entity]);
}

export async function swrCacheFromStore(
  store: LicenseStore,
  options: SwrCacheOptions = {},
): Promise<StoreBackedCache> {
  const onError = options.onError ?? (() => {});
  const prefixes = STORE_ENTITIES.map((entity) => ({
    entity,
    prefix: storeKeyPrefix(store.licenseId, entity),
  }));
  const prefixOf = (entity: StoreEntity) => storeKeyPrefix(store.licenseId, entity);
  const entityOf = (key: string): StoreEntity | undefined =>
    prefixes.find(({ prefix }) => key.startsWith(prefix))?.entity;

  const states = new Map<string, State>();
  /** The data last read from or written to the store per key, so unchanged data is not written again. */
  const persisted = new Map<string, unknown>();
  const writes = new Set<Promise<void>>();

  try {
    const stored = await store.getAll();
    for (const entity of STORE_ENTITIES) {
      const entry = stored[entity];
      if (!entry) continue;
      const key =
        entry.key !== null && entityOf(entry.key) === entity ? entry.key : prefixOf(entity);
      states.set(key, { data: entry.list });
      persisted.set(key, entry.list);
    }
  } catch (error) {
    onError(error);
  }

  function persist(key: string, state: State) {
    const entity = entityOf(key);
    const { data, error } = state;
    const optimistic = (state as { _c?: unknown })._c !== undefined;
    if (!entity || error !== undefined || optimistic || persisted.get(key) === data) return;
    if (!isStoreData(data)) return;
    persisted.set(key, data);
    const write = store
      .put(entity, data, { key })
      .catch(onError)
      .finally(() => writes.delete(write));
    writes.add(write);
  }

  return {
    keys: () => states.keys(),
    get: (key) => states.get(key),
    set(key, state) {
      states.set(key, state);
      persist(key, state);
    },
    delete(key) {
      states.delete(key);
      persisted.delete(key);
    },
    async flush() {
      await Promise.all([...writes]);
    },
  };
}
