// The PGlite client drizzle is given: each query is one call into PGlite, on a statement prepared
// once per SQL text. PGlite's own query() makes six calls per query (parse, describe, bind,
// describe, execute, sync), has the backend parse and plan the text every time, and merges the
// parsers drizzle passes with every query into its own 300-odd (an object spread per query).
// Transactions run on prepared BEGIN / COMMIT / ROLLBACK too. In process, the /studios transaction (withTenant and its page) now costs about a third of the
// CPU it did (docs/decisions/, "Access cached per process, checked per request").
import {
  parse,
  protocol,
  TransactionAbortedError,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * The types drizzle's PGlite driver reads as text and parses itself (its session passes these
 * parsers with every query): timestamp, timestamptz, interval, date, and the arrays of those and of
 * numeric.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/**
 * At most this many statements stay prepared (the app's queries are a few hundred shapes; drizzle
 * writes the same text for the same shape, values are parameters). Past it, a text is prepared
 * unnamed for one use.
 */
const MAX_PREPARED = 1_000;

/** PostgreSQL's "cached plan must not change result type" (a table changed under a statement). */
const FEATURE_NOT_SUPPORTED = '0A000';

interface Prepared {
  /** The statement's name in the backend ('' = the unnamed statement, for one use). */
  name: string;
  /** The parameters' types as the backend inferred them, for PGlite's serializers. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Query options without `parsers`: the client parses those types as drizzle asks already. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

/**
 * Makes `client` answer drizzle's text types as text (instead of drizzle passing its parsers with
 * every query), and returns the client to hand drizzle, with PGlite's own parsers of those types
 * (for raw queries, which keep getting dates as PGlite gives them).
 */
export function drizzleClient(client: PGlite): {
  client: PGlite;
  ownParsers: NonNullable<QueryOptions['parsers']>;
  batch(statements: { text: string; values: unknown[] }[]): Promise<unknown[][][]>;
} {
  const ownParsers: NonNullable<QueryOptions['parsers']> = {};
  for (const type of TEXT_TYPES) {
    const parser = client.parsers[type];
    if (parser) ownParsers[type] = parser;
    client.parsers[type] = (value: string) => value;
  }

  const prepared = new Map<string, Prepared>();
  let named = 0;

  /** Prepares `text` (one call: parse, describe, sync) unless it is prepared already. */
  async function prepare(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) return known;
    const name = prepared.size < MAX_PREPARED ? `bd_${(named += 1)}` : '';
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (name) prepared.set(text, statement);
    return statement;
  }

  /** As PGlite's query() serialises parameters: by the type the backend inferred. */
  function serialized(statement: Prepared, params: unknown[], options?: QueryOptions) {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  /** One query (the caller holds PGlite's query lock): bind, describe, execute, sync in one call. */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ): Promise<Results<T>> {
    if (client.closed) throw new Error('PGlite is closed');
    const statement = await prepare(text);
    const values = serialized(statement, params, options);
    try {
      const { messages } = await client.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs },
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      // A table changed under the statement: prepare it again next time.
      if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) prepared.delete(text);
      throw error;
    }
  }

  function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const once = () => run<T>(text, params, withoutParsers(options), true);
        // Outside a transaction a statement refused for a changed table is simply prepared again
        // (as node-postgres, which prepares nothing, never meets it).
        return once().catch((error: { code?: string }) => {
          if (error.code === FEATURE_NOT_SUPPORTED && !prepared.has(text)) return once();
          throw error;
        });
      }),
    );
  }

  /** One statement under the query lock (the caller holds the transaction lock). */
  const statement = <T>(
    text: string,
    params: unknown[],
    options?: QueryOptions,
    syncToFs = false,
  ) => client._runExclusiveQuery(() => run<T>(text, params, withoutParsers(options), syncToFs));

  /**
   * PGlite's transaction(), on prepared statements: under the transaction lock (so no other query
   * runs inside it), BEGIN, `fn`'s queries under the query lock, then COMMIT, or ROLLBACK when
   * `fn` throws. PGlite's own sends BEGIN and COMMIT as simple queries, two calls each, parsed
   * and planned every time; here each is one call on a statement prepared once.
   */
  function transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return client._runExclusiveTransaction(async () => {
      await statement('begin', []);
      let closed = false;
      const tx = {
        query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (closed) throw new Error('Transaction is closed');
          return statement<R>(text, params, options);
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await fn(tx as unknown as Transaction);
        closed = true;
        // COMMIT of a transaction an error has aborted answers ROLLBACK (as PGlite checks too).
        const done = await statement('commit', [], undefined, true);
        if (done.command === 'ROLLBACK') throw new TransactionAbortedError();
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await statement('rollback', [], undefined, true);
        }
        throw error;
      }
    });
  }

  /**
   * Statements in one call, closed by one sync, so one implicit transaction (a `set_config(...,
   * true)` of the first holds for the others and ends with them): PostgreSQL's batch
   * (database.ts `inOneTrip`) without BEGIN and COMMIT, two calls fewer. Rows come as arrays.
   */
  function batch(statements: { text: string; values: unknown[] }[]): Promise<unknown[][][]> {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (client.closed) throw new Error('PGlite is closed');
        const parts: Uint8Array[] = [];
        for (const { text, values } of statements) {
          const statement = await prepare(text);
          // Past MAX_PREPARED a text is unnamed: parsed again right before its own bind.
          if (!statement.name) parts.push(serialize.parse({ name: '', text }));
          parts.push(
            serialize.bind({ statement: statement.name, values: serialized(statement, values) }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
          );
        }
        parts.push(serialize.sync());
        try {
          const { messages } = await client.execProtocol(concat(parts), { syncToFs: false });
          return parse
            .parseResults(messages, client.parsers, { rowMode: 'array' })
            .map((result) => result.rows as unknown[][]);
        } catch (error) {
          if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) {
            for (const { text } of statements) prepared.delete(text);
          }
          throw error;
        }
      }),
    );
  }

  const forDrizzle = { query, transaction };
  return { client: forDrizzle as unknown as PGlite, ownParsers, batch };
}
