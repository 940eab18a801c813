// Hand-written reads of one tenant table the routes share: a page with its total, and "is
// anything there" (the check before deleting a row others refer to). Both stay behind t.scoped.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TenantScope, TenantTable } from './tenant.ts';

/** One page of this license's rows of `table` matching `where`, in `orderBy`, and how many match. */
export async function pageOf<T extends TenantTable>(
  t: TenantScope,
  table: T,
  query: { where: SQL | undefined; orderBy: SQL[]; skip: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const where = t.scoped(table, query.where);
  const rows = (await t.tx
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.skip)) as T['$inferSelect'][];
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
