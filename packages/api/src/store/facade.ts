// The typed LicenseStore over any transport that carries a StoreCommand and returns the raw result:
// postMessage to the worker (client.ts) or a direct call (memory.ts). Results are validated here, so
// both paths answer the same shapes.
import type { LicenseStore, StoredLists } from './entities.ts';
import { StoreError } from './errors.ts';
import {
  describeCommand,
  storeResultSchemas,
  type StoreCommand,
  type StoreResults,
} from './messages.ts';

export type StoreTransport = (command: StoreCommand) => Promise<unknown>;

export function storeOver(
  licenseId: string,
  send: StoreTransport,
  close: () => void,
): LicenseStore {
  if (!licenseId) throw new StoreError('A license store needs a license id');

  async function call<C extends StoreCommand>(command: C): Promise<StoreResults[C['op']]> {
    const raw = await send(command);
    const parsed = storeResultSchemas[command.op].safeParse(raw);
    if (!parsed.success) {
      throw new StoreError(`Storage answered an invalid result (${describeCommand(command)})`);
    }
    return parsed.data as StoreResults[C['op']];
  }

  return {
    licenseId,
    async get(entity) {
      const stored = await call({ op: 'get', licenseId, entity });
      return stored ? stored.list : null;
    },
    async getAll() {
      return (await call({ op: 'getAll', licenseId })) as StoredLists;
    },
    async put(entity, data, options) {
      await call({ op: 'put', licenseId, entity, list: data, key: options?.key ?? null });
    },
    async clear() {
      await call({ op: 'clear', licenseId });
    },
    close,
  };
}
