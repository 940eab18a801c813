// Opens the database: a PostgreSQL pool when a URL is given, else embedded PGlite; one drizzle query layer for both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
  const connection: Connection = {
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    query: async <Row>(sqlText: string, params: unknown[] = []) =>
      (await client.query<Row>(sqlText, params)).rows,
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
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
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }) as unknown as Db,
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
