// A hot list's answers kept per process and per license while the list's counter (tenant_epochs,
// migration 0021) stands still. Every change to a row the list is read from moves the counter in
// the change's own transaction, whoever makes it, so a request that reads the counter after it
// arrived and finds the number an answer was kept at gets exactly what reading the rows would have
// given it (docs/decisions/, "Access cached per process, checked per request").
import { sql } from 'drizzle-orm';
import { takeAccessCheck } from './access-check.ts';
import { queryRows, type Database, type Db } from './database.ts';
import { SharedRead } from './shared-read.ts';

/** The lists with a counter of their own (tenant_epochs.list; its triggers say what moves it). */
export type TenantList = 'studios';

/** Answers kept at once in a process (one per license and query); a full store starts over. */
const MAX_ANSWERS = 1_000;
/** And their size in all (bytes, or UTF-16 units of a string): big pages fill it sooner. */
const MAX_KEPT_SIZE = 32 * 1024 * 1024;

/** A serialized answer (what reply.serialize gives). */
export type Answer = string | ArrayBuffer | Uint8Array;

const sizeOf = (answer: Answer) => (typeof answer === 'string' ? answer.length : answer.byteLength);

interface Epochs {
  auth: bigint;
  list: bigint;
}

/** The auth epoch and the list's counter for the license, as one statement sees them. */
async function readEpochs(db: Db, licenseId: string, list: TenantList): Promise<Epochs> {
  const [row] = await queryRows<{ auth: string; list: string }>(
    db,
    sql`select (select n::text from auth_epoch) as auth,
      coalesce((select n::text from tenant_epochs where license_id = ${licenseId} and list = ${list}), '0') as list`,
  );
  if (!row) throw new Error('auth_epoch has no row (migration 0020)');
  return { auth: BigInt(row.auth), list: BigInt(row.list) };
}

/** Per database where they are followed (PGlite): the counters as announced, by `license list`. */
const followed = new WeakMap<Db, Map<string, bigint>>();

/** Keeps the greater of the number held for `key` and `n` (numbers only ever grow). */
function raise(counters: Map<string, bigint>, key: string, n: bigint): void {
  const held = counters.get(key);
  if (held === undefined || n > held) counters.set(key, n);
}

/**
 * On PGlite, follows the counters through their announcements (migration 0021's pg_notify), as
 * auth/access-cache.ts follows the auth epoch: PGlite hands a notification over with the result of
 * the statement that committed it, so a counter once known is known without reading it. A
 * license's counter is read once, at its first answer, after listening began.
 */
export async function followTenantEpochs(database: Database): Promise<void> {
  if (database.kind !== 'pglite' || !database.listen || followed.has(database.db)) return;
  const counters = new Map<string, bigint>();
  await database.listen('tenant_epochs', (payload) => {
    const [licenseId, list, n] = payload.split(' ');
    if (licenseId && list && n) raise(counters, `${licenseId} ${list}`, BigInt(n));
  });
  followed.set(database.db, counters);
}

export interface KeptAnswers<A extends Answer> {
  /**
   * The list's answer for `licenseId` and `query` (the rest of what the answer depends on), as
   * kept when the counter has not moved since, or else made by `make` and kept. The statement
   * that reads the counter also makes the request's pending access check (a reload and the
   * guards again when the auth epoch has moved, as a tenant transaction does), so a kept answer
   * costs one read of two numbers, shared by the requests that wait together; on PGlite, none.
   */
  answer(licenseId: string, query: string, make: () => Promise<A>): Promise<A>;
}

/**
 * Keeps `list`'s answers. `make` must read the list in a tenant transaction of its own (it runs
 * after the counter was read, so what it reads is at least as new as the number it is kept at),
 * and an answer may depend only on the license, the query and the rows that move the counter:
 * not on who asks, once the request's guards admitted it.
 */
export function keptAnswers<A extends Answer>(
  db: Db,
  list: TenantList,
  limits = { answers: MAX_ANSWERS, size: MAX_KEPT_SIZE },
): KeptAnswers<A> {
  const reads = new Map<string, SharedRead<Epochs>>();
  const kept = new Map<string, { epoch: bigint; answer: A }>();
  let keptSize = 0;
  const epochsOf = (licenseId: string) => {
    let shared = reads.get(licenseId);
    if (!shared) {
      if (reads.size >= limits.answers) reads.clear();
      shared = new SharedRead(() => readEpochs(db, licenseId, list));
      reads.set(licenseId, shared);
    }
    return shared.current();
  };
  return {
    async answer(licenseId, query, make) {
      const counters = followed.get(db);
      let epoch = counters?.get(`${licenseId} ${list}`);
      const check = takeAccessCheck();
      if (epoch === undefined || check) {
        const epochs = await epochsOf(licenseId);
        await check?.against(epochs.auth, licenseId);
        epoch = epochs.list;
        if (counters) raise(counters, `${licenseId} ${list}`, epoch);
      }
      const key = `${licenseId} ${query}`;
      const found = kept.get(key);
      if (found?.epoch === epoch) return found.answer;
      const answer = await make();
      // A slower request made before a change may finish after one made since: keep the newer.
      const current = kept.get(key);
      if (!current || current.epoch < epoch) {
        if (current) keptSize -= sizeOf(current.answer);
        if (kept.size >= limits.answers || keptSize + sizeOf(answer) > limits.size) {
          kept.clear();
          keptSize = 0;
        }
        keptSize += sizeOf(answer);
        kept.set(key, { epoch, answer });
      }
      return answer;
    },
  };
}
