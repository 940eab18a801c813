// Per-process memory of who a request acts as (accounts and their permissions), tagged with the
// database's auth epoch (migration 0020). An entry is only ever used together with a check that the
// epoch has not moved since it was loaded (auth/access.ts), so a change made anywhere is seen by
// the very next request; the cache only saves reading the same rows again and again.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db, type Tx } from '../db/database.ts';
import { SharedRead } from '../db/shared-read.ts';

/** Enough for every account that is signed in at once on a busy instance; a full cache starts over. */
const MAX_ENTRIES = 10_000;

export interface CachedEntry<T> {
  /** The epoch read before the value was loaded: the value is at least that new. */
  epoch: bigint;
  value: T;
}

export class EpochCache<T> {
  #latest = -1n;
  readonly #entries = new Map<string, CachedEntry<T>>();

  get(key: string): CachedEntry<T> | undefined {
    return this.#entries.get(key);
  }

  /** Records the database's epoch: a newer one drops every entry (they may all be stale now). */
  observe(epoch: bigint): void {
    if (epoch <= this.#latest) return;
    this.#latest = epoch;
    this.#entries.clear();
  }

  /** Keeps `value`, loaded after the database showed `epoch`, unless a newer epoch was seen since. */
  set(key: string, epoch: bigint, value: T): void {
    this.observe(epoch);
    if (epoch < this.#latest) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(key, { epoch, value });
  }
}

/** The epoch now, as the database holds it. */
export async function readAuthEpoch(db: Db | Tx): Promise<bigint> {
  const [row] = await queryRows<{ n: string }>(db, sql`select n::text as n from auth_epoch`);
  if (!row) throw new Error('auth_epoch has no row (migration 0020)');
  return BigInt(row.n);
}

const sharedReads = new WeakMap<Db, SharedRead<bigint>>();

/** The epoch now, read outside any transaction: shared with the requests asking at the same time. */
export function currentAuthEpoch(db: Db): Promise<bigint> {
  let shared = sharedReads.get(db);
  if (!shared) {
    shared = new SharedRead(() => readAuthEpoch(db));
    sharedReads.set(db, shared);
  }
  return shared.current();
}

/** The epoch as announced, for a database only this process reaches (PGlite). */
const announced = new WeakMap<Db, { epoch: bigint }>();

/**
 * On PGlite, follows the epoch through its announcements (migration 0020's pg_notify): every
 * change reaches this process's one backend, and PGlite hands the notification over with the
 * result of the statement that committed it, before that statement's caller goes on. So the
 * epoch is known without reading it. PostgreSQL is shared with other processes and psql, and a
 * notification arrives some time after the commit: there the epoch is always read.
 */
export async function followAuthEpoch(database: Database): Promise<void> {
  if (database.kind !== 'pglite' || !database.listen || announced.has(database.db)) return;
  const state = { epoch: -1n };
  await database.listen('auth_epoch', (payload) => {
    const epoch = BigInt(payload);
    if (epoch > state.epoch) state.epoch = epoch;
  });
  // Read after listening: no change falls between the two.
  const now = await readAuthEpoch(database.db);
  if (now > state.epoch) state.epoch = now;
  announced.set(database.db, state);
}

/** The epoch now without a query, where it is followed (PGlite); undefined elsewhere. */
export function announcedAuthEpoch(db: Db): bigint | undefined {
  return announced.get(db)?.epoch;
}
