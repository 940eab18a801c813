// Opens the database: a PostgreSQL pool when a URL is given, else embedded PGlite; one drizzle query layer for both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import {
  drizzle as drizzlePostgres,
  NodePgSession,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres';
import type { Query, SQL } from 'drizzle-orm';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgSelect,
} from 'drizzle-orm/pg-core';
import pg from 'pg';
import { drizzleClient } from './pglite-client.ts';
import { schema, type Schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle as drizzle gives it to `db.transaction(fn)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One physical connection, for work that needs raw multi-statement SQL or a session lock. */
export interface Connection {
  /** Runs SQL text that may hold several statements (a migration file). */
  exec(sqlText: string): Promise<void>;
  query<Row = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  withConnection<T>(fn: (connection: Connection) => Promise<T>): Promise<T>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * PGlite only: calls `onNotify` with every NOTIFY on `channel`, as part of the statement whose
   * commit sends it (this process is the database's only client, so nothing is missed).
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /**
   * Routine upkeep PostgreSQL's autovacuum does by itself and PGlite (one embedded backend, no
   * background workers) never does: VACUUM (ANALYZE), so the planner knows the tables' sizes and
   * dead rows are reclaimed. A no-op on PostgreSQL.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs `fn` in a transaction whose first statement, `first` (SQL text without parameters), goes
 * to the database with BEGIN as one message; `fn` gets that statement's rows.
 */
export type TransactionOpenedWith = <T>(
  first: string,
  fn: (tx: Tx, rows: Record<string, unknown>[]) => Promise<T>,
) => Promise<T>;

const openers = new WeakMap<Db, TransactionOpenedWith>();

/**
 * PostgreSQL: a transaction whose first statement rides with BEGIN (one round trip instead of
 * two). Undefined for PGlite: there a call costs ~10 µs, not a round trip, and PGlite's
 * transaction() sends BEGIN itself under its lock (drizzle's transaction is used as it is).
 */
export function transactionOpenedWith(db: Db): TransactionOpenedWith | undefined {
  return openers.get(db);
}

export interface DatabaseOptions {
  /** A postgres:// URL: use that server. Without it, PGlite. */
  url?: string;
  /** PGlite's data folder (created when missing); in memory when absent. */
  dataDir?: string;
  /** A schema to put first on the search path (tests on a shared PostgreSQL). */
  schema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** Called when an idle pooled connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function searchPath(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  if (!SCHEMA_NAME.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `${name}, public`;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { btree_gist, pg_trgm },
  });
  const path = searchPath(options.schema);
  if (path)
    await client.exec(`create schema if not exists ${options.schema}; set search_path to ${path}`);
  const forDrizzle = drizzleClient(client);
  const connection: Connection = {
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    // Raw SQL keeps PGlite's own parsing of dates (as node-postgres does on PostgreSQL).
    query: async <Row>(sqlText: string, params: unknown[] = []) =>
      (await client.query<Row>(sqlText, params, { parsers: forDrizzle.ownParsers })).rows,
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client: forDrizzle.client, schema }) as unknown as Db,
    // PGlite is a single connection: "one connection" is the instance itself.
    withConnection: (fn) => fn(connection),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    maintain: async () => {
      await client.query('vacuum (analyze)');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const path = searchPath(options.schema);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(path ? { options: `-c search_path=${path.replace(/ /g, '')}` } : {}),
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // Fail fast on a wrong URL rather than on the first request.
  await pool.query(path ? `create schema if not exists ${options.schema}` : 'select 1');
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  openers.set(db, transactionOnPool(pool, db));
  return {
    kind: 'postgres',
    db,
    withConnection: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sqlText) => {
            await client.query(sqlText);
          },
          query: async <Row>(sqlText: string, params: unknown[] = []) =>
            (await client.query(sqlText, params)).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    maintain: async () => undefined,
    close: () => pool.end(),
  };
}

/**
 * Drizzle's node-postgres transaction (BEGIN, the work, COMMIT or ROLLBACK on one pooled
 * connection), except that BEGIN and the first statement go as one simple-protocol message. The
 * queries inside are drizzle's own, on a transaction object made as drizzle makes it.
 */
function transactionOnPool(pool: pg.Pool, db: Db): TransactionOpenedWith {
  // Drizzle's own parts (not in its public types): the dialect and the schema its sessions carry.
  const { dialect, session } = db as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    session: { schema: ConstructorParameters<typeof NodePgSession>[2] };
  };
  return async (first, fn) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      let rows: Record<string, unknown>[];
      try {
        // Two statements in one simple query: one result each.
        const results = (await client.query(`begin; ${first}`)) as unknown as pg.QueryResult[];
        rows = results[1]?.rows ?? [];
      } catch (error) {
        await client.query('rollback').catch((failure: Error) => (broken = failure));
        throw error;
      }
      const tx = new NodePgTransaction(
        dialect,
        new NodePgSession(client, dialect, session.schema),
        session.schema,
      ) as unknown as Tx;
      try {
        const value = await fn(tx, rows);
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch((failure: Error) => (broken = failure));
        throw error;
      }
    } finally {
      // A connection whose rollback failed may still hold the transaction: it is not reused.
      client.release(broken);
    }
  };
}

/** A select built once by `builtOnce`, run on a transaction with the values of its placeholders. */
export type BuiltSelect<Row> = (tx: Tx, values: Record<string, unknown>) => Promise<Row[]>;

/**
 * `select` (made on a database handle, its values `sql.placeholder`s) built once: drizzle writes
 * its SQL text and works out how to map its rows here, not on every run; each run hands that to the
 * transaction's own session, which fills in the placeholders (an unfilled one throws) and maps the
 * rows exactly as the same select run directly would. For hot reads: building costs more CPU than
 * PGlite spends running a small query.
 */
export function builtOnce<Q extends PgSelect>(select: Q): BuiltSelect<Q['_']['result'][number]> {
  // Drizzle's own parts (not in its public types): the prepared query's row mapping, and the
  // session every transaction object carries.
  const template = select.prepare('built-once') as unknown as {
    getQuery(): Query;
    fields: Parameters<Session['prepareQuery']>[1];
    joinsNotNullableMap?: unknown;
  };
  const query = template.getQuery();
  const { fields, joinsNotNullableMap } = template;
  return (tx, values) => {
    const { session } = tx as unknown as { session: Session };
    const run = session.prepareQuery(query, fields, undefined, true);
    (run as unknown as { joinsNotNullableMap?: unknown }).joinsNotNullableMap = joinsNotNullableMap;
    return run.execute(values) as Promise<Q['_']['result']>;
  };
}

type Session = InstanceType<typeof NodePgSession>;

/** `query` (raw SQL, its values `sql.placeholder`s) written once; each run returns its rows. */
export function rawBuiltOnce(
  query: SQL,
): (tx: Tx, values: Record<string, unknown>) => Promise<Record<string, unknown>[]> {
  const built = new PgDialect().sqlToQuery(query);
  return async (tx, values) => {
    const { session } = tx as unknown as { session: Session };
    const result = await session.prepareQuery(built, undefined, undefined, false).execute(values);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  };
}

/** The rows of a raw `sql` query: both drivers answer `{ rows }`, which drizzle's shared type hides. */
export async function queryRows<Row = Record<string, unknown>>(
  db: Db | Tx,
  query: SQL,
): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The SQLSTATE of a database error; drizzle wraps driver errors, so it is looked for on `cause` too. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  exclusionViolation: '23P01',
  insufficientPrivilege: '42501',
} as const;
