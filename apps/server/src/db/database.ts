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
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import * as drizzleUtils from 'drizzle-orm/utils';
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
   * Calls `onNotify` with every NOTIFY on `channel`. PGlite: as part of the statement whose commit
   * sends it (this process is the database's only client, so nothing is missed). PostgreSQL: on
   * one connection of this process kept for listening, some time after the commit; when that
   * connection was lost and is made again, `onGap` is called (announcements may have been missed
   * meanwhile).
   */
  listen?(channel: string, onNotify: (payload: string) => void, onGap?: () => void): Promise<void>;
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

/** A statement of a batch sent in one trip: prepared once per connection under `name`. */
export interface BatchStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * Sends `statements` to the database at once, closed by one Sync: one round trip (one call into
 * PGlite), and one implicit transaction around them all (a `set_config(..., true)` of the first
 * holds for the others and ends with them). Each statement's rows come back as arrays of column
 * values. No BEGIN, no COMMIT.
 */
export type InOneTrip = (
  statements: BatchStatement[],
  /** How node-postgres turns each column type into JavaScript (a BuiltSelect's `types`). */
  types?: unknown,
) => Promise<unknown[][][]>;

const oneTrips = new WeakMap<Db, InOneTrip>();

/** The database's batch: on PostgreSQL one round trip, on PGlite one call into it. */
export function inOneTrip(db: Db): InOneTrip {
  const batch = oneTrips.get(db);
  if (!batch) throw new Error('inOneTrip needs a database opened by openDatabase');
  return batch;
}

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
  const db = drizzlePglite({ client: forDrizzle.client, schema }) as unknown as Db;
  oneTrips.set(db, forDrizzle.batch);
  return {
    kind: 'pglite',
    db,
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
  const listener = new PostgresListener(url, options.onPoolError);
  openers.set(db, transactionOnPool(pool, db));
  oneTrips.set(db, batchOnPool(pool));
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
    listen: (channel, onNotify, onGap) => listener.listen(channel, onNotify, onGap),
    maintain: async () => undefined,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** How long the listening connection waits before it is made again: doubling, at most 5 s. */
const RELISTEN_DELAYS_MS = [100, 200, 400, 800, 1600, 3200, 5000];

/**
 * The one connection of a process that LISTENs (a pooled one would be handed to other queries):
 * opened at the first listen, made again with backoff when it is lost, and then LISTENing again
 * to every channel, with `onGap` told that announcements may have been missed meanwhile.
 */
class PostgresListener {
  readonly #handlers = new Map<string, Array<(payload: string) => void>>();
  readonly #gaps: Array<() => void> = [];
  #client: Promise<pg.Client> | undefined;
  #current: pg.Client | undefined;
  #closed = false;
  #failures = 0;
  #retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly onError?: (error: Error) => void,
  ) {}

  async listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap?: () => void,
  ): Promise<void> {
    const handlers = this.#handlers.get(channel);
    if (handlers) handlers.push(onNotify);
    else this.#handlers.set(channel, [onNotify]);
    if (onGap) this.#gaps.push(onGap);
    const client = await (this.#client ??= this.#connect());
    if (!handlers) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.#handlers.get(channel) ?? []) handler(payload ?? '');
    });
    client.on('error', (error) => {
      this.onError?.(error);
      this.#lost(client);
    });
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      for (const channel of this.#handlers.keys()) {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    this.#current = client;
    return client;
  }

  /** The listening connection broke: it is made again (only the current one counts). */
  #lost(client: pg.Client): void {
    if (this.#closed || client !== this.#current) return;
    this.#current = undefined;
    void client.end().catch(() => undefined);
    this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    const delay = RELISTEN_DELAYS_MS[Math.min(this.#failures, RELISTEN_DELAYS_MS.length - 1)];
    this.#failures += 1;
    this.#retry = setTimeout(() => {
      const next = this.#connect();
      this.#client = next;
      next.then(
        () => {
          this.#failures = 0;
          for (const gap of this.#gaps) gap();
        },
        (error: Error) => {
          this.onError?.(error);
          if (!this.#closed) this.#scheduleRetry();
        },
      );
    }, delay);
    this.#retry.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = await this.#client?.catch(() => undefined);
    this.#current = undefined;
    await client?.end().catch(() => undefined);
  }
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

/** node-postgres's parts a batch is made of (public in its module, missing from its types). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } })
  .utils;

interface PgConnection {
  parsedStatements: Record<string, string>;
  parse(message: { name: string; text: string; types: unknown[] }): void;
  bind(message: {
    portal: string;
    statement: string;
    values: unknown[];
    valueMapper: (value: unknown) => unknown;
  }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

/**
 * A node-postgres query that is a batch: Parse (where this connection has not prepared the
 * statement yet), Bind, Describe and Execute per statement, then one Sync. node-postgres collects
 * one result per statement, as for a multi-statement text query.
 */
class Batch extends pg.Query {
  constructor(
    private readonly statements: BatchStatement[],
    types: unknown,
    callback: (error: Error | null, results: unknown) => void,
  ) {
    super({
      text: statements.map((statement) => statement.text).join(';\n'),
      rowMode: 'array',
      types: types as pg.CustomTypesConfig | undefined,
      queryMode: 'extended',
      callback,
    } as pg.QueryConfig);
  }

  /** Called by node-postgres (inside its cork) to write the messages. */
  prepare(connection: PgConnection): void {
    for (const { name, text, values } of this.statements) {
      if (connection.parsedStatements[name] !== text) {
        connection.parse({ name, text, types: [] });
      }
      connection.bind({ portal: '', statement: name, values, valueMapper: prepareValue });
      connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
    }
    connection.sync();
  }

  /** Every statement ran: this connection has them all prepared now. */
  handleReadyForQuery(connection: PgConnection): void {
    for (const { name, text } of this.statements) connection.parsedStatements[name] = text;
    (
      pg.Query.prototype as unknown as { handleReadyForQuery(c: PgConnection): void }
    ).handleReadyForQuery.call(this, connection);
  }
}

function batchOnPool(pool: pg.Pool): InOneTrip {
  return async (statements, types) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const results = await new Promise<unknown>((resolve, reject) => {
        void client.query(
          new Batch(statements, types, (error, answer) =>
            error ? reject(error) : resolve(answer),
          ) as never,
        );
      });
      const list = (Array.isArray(results) ? results : [results]) as pg.QueryResult[];
      return list.map((result) => result.rows as unknown[][]);
    } catch (error) {
      // Which of the statements this connection now holds prepared is not known: it is not reused.
      broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * A select built once by `builtOnce`: run on a transaction with the values of its placeholders, or
 * taken apart for a batch (`inOneTrip`): the statement with those values, and its rows mapped as a
 * run maps them.
 */
export interface BuiltSelect<Row> {
  (tx: Tx, values: Record<string, unknown>): Promise<Row[]>;
  statement(values: Record<string, unknown>): BatchStatement;
  /** The type parsers its rows are read with (node-postgres; drizzle's). */
  types: unknown;
  rows(raw: unknown[][]): Row[];
}

/**
 * `select` (made on a database handle, its values `sql.placeholder`s) built once: drizzle writes
 * its SQL text and works out how to map its rows here, not on every run; each run hands that to the
 * transaction's own session, which fills in the placeholders (an unfilled one throws) and maps the
 * rows exactly as the same select run directly would. For hot reads: building costs more CPU than
 * PGlite spends running a small query.
 */
export function builtOnce<Q extends PgSelect>(select: Q): BuiltSelect<Q['_']['result'][number]> {
  type Row = Q['_']['result'][number];
  // Drizzle's own parts (not in its public types): the prepared query's row mapping and, on
  // node-postgres, its type parsers; and the session every transaction object carries.
  const template = select.prepare('built-once') as unknown as {
    getQuery(): Query;
    fields: Parameters<Session['prepareQuery']>[1];
    joinsNotNullableMap?: Record<string, boolean>;
    queryConfig?: { types?: unknown };
  };
  const query = template.getQuery();
  const { fields, joinsNotNullableMap } = template;
  const types = template.queryConfig?.types;
  // A name makes node-postgres prepare the statement once per connection (PostgreSQL parses and
  // plans it once, then only binds values); PGlite's driver ignores it.
  const name = `built_once_${(builtCount += 1)}`;
  const run = (tx: Tx, values: Record<string, unknown>) => {
    const { session } = tx as unknown as { session: Session };
    const prepared = session.prepareQuery(query, fields, name, true);
    (prepared as unknown as { joinsNotNullableMap?: unknown }).joinsNotNullableMap =
      joinsNotNullableMap;
    return prepared.execute(values) as Promise<Row[]>;
  };
  return Object.assign(run, {
    statement: (values: Record<string, unknown>): BatchStatement => ({
      name,
      text: query.sql,
      values: fillPlaceholders(query.params, values),
    }),
    types,
    rows: (raw: unknown[][]): Row[] =>
      raw.map((row) => mapResultRow(fields, row, joinsNotNullableMap) as Row),
  });
}

type Session = InstanceType<typeof NodePgSession>;

/** Drizzle's row mapping (exported by its module, marked internal in its types). */
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow(
    fields: unknown,
    row: unknown[],
    joinsNotNullableMap?: Record<string, boolean>,
  ): unknown;
};

let builtCount = 0;

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
