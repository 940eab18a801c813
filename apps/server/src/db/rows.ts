// Hand-written reads of one tenant table the routes share: a page with its total (also as a read
// built once, for a hot list), and "is anything there" (the check before deleting a row others
// refer to). All stay behind t.scoped.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { tenantRead, type ScopedOnRun, type TenantScope, type TenantTable } from './tenant.ts';

/** The values `extra` selects per row: `{ name: SQL<V> }` gives `{ name: V }`. */
type Extras<E extends Record<string, SQL>> = {
  [K in keyof E]: E[K] extends SQL<infer V> ? V : never;
};

/**
 * One page of this license's rows of `table` matching `where`, in `orderBy`, and how many match:
 * one query (the total as a window count over the matches); a second one only for a page past the
 * last row, which has no row to carry the total.
 */
export async function pageOf<T extends TenantTable>(
  t: TenantScope,
  table: T,
  query: { where: SQL | undefined; orderBy: SQL[]; skip: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const where = t.scoped(table, query.where);
  const found = (await t.tx
    .select({ row: table as PgTable, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table as PgTable)
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.skip)) as { row: T['$inferSelect']; total: number }[];
  const rows = found.map((entry) => entry.row);
  if (found.length > 0 || query.skip === 0) return { rows, total: found[0]?.total ?? 0 };
  const [total] = await t.tx
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A page read built once (`pageRead`): the values of its placeholders, and which page. */
export interface PageValues {
  values?: Record<string, unknown>;
  skip: number;
  limit: number;
}

/** One page of rows, the values `extra` selected for each, and how many rows match in all. */
export interface Page<Row, Extra> {
  rows: Row[];
  extras: Extra[];
  total: number;
}

/** A page read built by `pageRead`. */
export interface PageRead<Row, Extra> {
  /** Reads the page in the tenant transaction `t`. */
  (t: TenantScope, page: PageValues): Promise<Page<Row, Extra>>;
  /** Reads the page as the whole of a tenant transaction (tenant.ts `TenantRead.alone`). */
  alone(licenseId: string, page: PageValues): Promise<Page<Row, Extra>>;
}

/**
 * `pageOf` for a hot list, built once per process for every license (tenant.ts `tenantRead`):
 * `shape` gets `scoped` and writes `where` and `extra` with `sql.placeholder`s, whose values each
 * call passes; the license, skip and limit are placeholders too. The same SQL, rows and total as
 * `pageOf` with those values written in; drizzle just does not write that SQL on every request.
 */
export function pageRead<T extends TenantTable, E extends Record<string, SQL> = Record<never, SQL>>(
  db: Db,
  table: T,
  shape: (scoped: ScopedOnRun) => { where?: SQL; orderBy: SQL[]; extra?: E },
): PageRead<T['$inferSelect'], Extras<E>> {
  const readPage = tenantRead(db, (scoped) => {
    const { where, orderBy, extra } = shape(scoped);
    return db
      .select({
        row: table as PgTable,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        ...extra,
      })
      .from(table as PgTable)
      .where(scoped(table, where))
      .orderBy(...orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('skip'))
      .$dynamic();
  });
  const readTotal = tenantRead(db, (scoped) =>
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(scoped(table, shape(scoped).where))
      .$dynamic(),
  );
  type Found = ({ row: T['$inferSelect']; total: number } & Record<string, unknown>)[];
  /** The page from what its read found; `countAll` when that holds no row to carry the total. */
  const pageFrom = async (
    found: Found,
    skip: number,
    countAll: () => Promise<{ n: number }[]>,
  ): Promise<Page<T['$inferSelect'], Extras<E>>> => {
    const rows = found.map((entry) => entry.row);
    const extras = found as unknown as Extras<E>[];
    if (found.length > 0 || skip === 0) return { rows, extras, total: found[0]?.total ?? 0 };
    const [total] = await countAll();
    return { rows, extras, total: total?.n ?? 0 };
  };
  const read = async (t: TenantScope, { values, skip, limit }: PageValues) =>
    pageFrom((await readPage(t, { ...values, skip, limit })) as Found, skip, () =>
      readTotal(t, values),
    );
  const alone = async (licenseId: string, { values, skip, limit }: PageValues) =>
    pageFrom((await readPage.alone(licenseId, { ...values, skip, limit })) as Found, skip, () =>
      readTotal.alone(licenseId, values),
    );
  return Object.assign(read, { alone });
}

/** Whether this license has any row of `table` matching `where`. */
export async function hasRows(t: TenantScope, table: TenantTable, where: SQL): Promise<boolean> {
  const [row] = await t.tx
    .select({ one: sql<number>`1` })
    .from(table as PgTable)
    .where(t.scoped(table, where))
    .limit(1);
  return row !== undefined;
}

/** The LIKE / ILIKE pattern for "contains `text`": %, _ and \ in the text match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
