// The fallback when Workers or IndexedDB are not available (node, tests, locked-down browsers): the
// same LicenseStore in memory. Data is copied in and out (structuredClone), as IndexedDB would,
// so a caller never shares objects with the store. By default every memory store of the page shares
// one backing, so two stores of one license see the same data, as they would in IndexedDB.
import type { StoreData, StoreEntity } from './entities.ts';
import { StoreClosedError } from './errors.ts';
import { storeOver } from './facade.ts';
import type { StoreCommand } from './messages.ts';

interface MemoryRecord {
  list: StoreData;
  key: string | null;
  updatedAt: string;
}

/** License id → entity → stored entry. */
export type MemoryBacking = Map<string, Map<StoreEntity, MemoryRecord>>;

const pageBacking: MemoryBacking = new Map();

export function createMemoryBacking(): MemoryBacking {
  return new Map();
}

/** Runs one command against a backing; also the fake worker's engine in the node tests. */
export function createMemoryStoreHandler(
  backing: MemoryBacking = pageBacking,
  clock: () => number = Date.now,
) {
  return async (command: StoreCommand): Promise<unknown> => {
    const lists = backing.get(command.licenseId);
    switch (command.op) {
      case 'get': {
        const record = lists?.get(command.entity);
        return record ? structuredClone(record) : null;
      }
      case 'getAll':
        return lists ? structuredClone(Object.fromEntries(lists)) : {};
      case 'put': {
        const record: MemoryRecord = {
          list: structuredClone(command.list),
          key: command.key,
          updatedAt: new Date(clock()).toISOString(),
        };
        if (lists) lists.set(command.entity, record);
        else backing.set(command.licenseId, new Map([[command.entity, record]]));
        return null;
      }
      case 'clear':
        backing.delete(command.licenseId);
        return null;
    }
  };
}

export function createMemoryLicenseStore(options: {
  licenseId: string;
  backing?: MemoryBacking;
  clock?: () => number;
}) {
  const handle = createMemoryStoreHandler(options.backing, options.clock);
  let closed = false;
  return storeOver(
    options.licenseId,
    async (command) => {
      if (closed) throw new StoreClosedError();
      return handle(command);
    },
    () => {
      closed = true;
    },
  );
}
