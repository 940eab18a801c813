// The permission cache's storage (permissions-cache.ts) on a license store: the entries live in the
// license's 'permissions' list, one per key (user, license, scope), so the worker's IndexedDB keeps
// them beside the other lists. Operations on one adapter run one after another, so two loads cannot
// lose each other's read-modify-write of the list.
import type { PermissionStorage, StoredPermissionEntry } from '../permissions-cache.ts';
import type { LicenseStore } from './entities.ts';

export function permissionStorageFromStore(store: LicenseStore): PermissionStorage {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(operation: () => Promise<T>): Promise<T> => {
    const run = queue.then(operation, operation);
    queue = run.catch(() => undefined);
    return run;
  };
  const entries = async () => ((await store.get('permissions')) ?? []) as StoredPermissionEntry[];

  return {
    get: (key) => serial(async () => (await entries()).find((entry) => entry.id === key) ?? null),
    set: (key, entry) =>
      serial(async () => {
        const others = (await entries()).filter((item) => item.id !== key);
        await store.put('permissions', [...others, { ...entry, id: key }]);
      }),
    delete: (key) =>
      serial(async () => {
        const list = await entries();
        const others = list.filter((item) => item.id !== key);
        if (others.length !== list.length) await store.put('permissions', others);
      }),
  };
}
