// Hand-written reads of one tenant table the routes share: a page with its total, and "is
// anything there" (the check before deleting a row others refer to). Both stay behind t.scoped.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TenantScope, TenantTable } from './tenant.ts';

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
