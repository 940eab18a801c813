// The IndexedDB side of the store, run inside the worker (worker.ts).
//
// Layout: ONE database, 'beautydesk-store', with ONE object store 'lists' whose key is
// [licenseId, entity] (keyPath ['licenseId', 'entity']); each record holds one entity's whole data
// (its `list`: see StoreData in entities.ts). We chose a
// compound key over a database per license because: one schema and one version to migrate; one
// connection per worker, whichever licenses it serves; a license's lists are one key range
// ([licenseId] .. [licenseId, []]), so reading them all or clearing them is a single request that
// cannot touch another license; and no database names pile up that would need indexedDB.databases()
// (not universally available) to find and delete on logout.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StoreData, StoreEntity } from './entities.ts';
import type { StoreCommand, StoreHandler } from './messages.ts';

export const STORE_DB_NAME = 'beautydesk-store';
export const STORE_DB_VERSION = 1;

interface ListRecord {
  licenseId: string;
  entity: StoreEntity;
  list: StoreData;
  key: string | null;
  updatedAt: string;
}

interface StoreSchema extends DBSchema {
  lists: { key: [string, string]; value: ListRecord };
}

export type StoreDatabase = IDBPDatabase<StoreSchema>;

export function openStoreDatabase(name: string = STORE_DB_NAME): Promise<StoreDatabase> {
  return openDB<StoreSchema>(name, STORE_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('lists', { keyPath: ['licenseId', 'entity'] });
    },
  });
}

/** Every key of one license: arrays sort after strings, so [id, []] is above [id, any entity]. */
function licenseRange(licenseId: string): IDBKeyRange {
  return IDBKeyRange.bound([licenseId], [licenseId, []]);
}

function toStored(record: ListRecord) {
  return { list: record.list, key: record.key, updatedAt: record.updatedAt };
}

/**
 * Runs commands on the database, opened on first use. A failed open is retried by the next
 * command; a connection another tab needs to upgrade (or that the browser closed) is dropped and
 * reopened on demand.
 */
export function createIndexedDbHandler(
  open: () => Promise<StoreDatabase> = openStoreDatabase,
  clock: () => number = Date.now,
): StoreHandler {
  let connection: Promise<StoreDatabase> | null = null;

  function database(): Promise<StoreDatabase> {
    if (!connection) {
      const opening = open().then((db) => {
        const drop = () => {
          if (connection === opening) connection = null;
        };
        db.addEventListener('versionchange', () => {
          db.close();
          drop();
        });
        db.addEventListener('close', drop);
        return db;
      });
      opening.catch(() => {
        if (connection === opening) connection = null;
      });
      connection = opening;
    }
    return connection;
  }

  return async (command: StoreCommand) => {
    const db = await database();
    switch (command.op) {
      case 'get': {
        const record = await db.get('lists', [command.licenseId, command.entity]);
        return record ? toStored(record) : null;
      }
      case 'getAll': {
        const records = await db.getAll('lists', licenseRange(command.licenseId));
        return Object.fromEntries(records.map((record) => [record.entity, toStored(record)]));
      }
      case 'put':
        await db.put('lists', {
          licenseId: command.licenseId,
          entity: command.entity,
          list: command.list,
          key: command.key,
          updatedAt: new Date(clock()).toISOString(),
        });
        return null;
      case 'clear':
        await db.delete('lists', licenseRange(command.licenseId));
        return null;
    }
  };
}
