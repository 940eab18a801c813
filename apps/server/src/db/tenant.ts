// Tenant scoping in one place: every read and write of a tenant table goes through withTenant.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { takeAccessCheck } from './access-check.ts';
import {
  builtOnce,
  inOneTrip,
  rawBuiltOnce,
  transactionOpenedWith,
  type BatchStatement,
  type Db,
  type Tx,
} from './database.ts';

/** A table whose rows belong to one license. */
export type TenantTable = PgTable & { license_id: PgColumn };

type Row<T extends TenantTable> = T['$inferSelect'];
type NewRow<T extends TenantTable> = Omit<T['$inferInsert'], 'license_id'>;
type Changes<T extends TenantTable> = Partial<Omit<T['$inferInsert'], 'license_id'>>;

/**
 * The query API a tenant-scoped transaction hands out. Every helper adds `license_id = <tenant>`
 * itself; `tx` is the raw transaction for joins and aggregates, still behind row-level security
 * (which the same transaction has pointed at the tenant) when the server connects as a non-owner.
 */
export interface TenantScope {
  readonly licenseId: string;
  readonly tx: Tx;
  /** `license_id = <tenant>` for `table`, and-ed with `where`: use it in hand-written queries. */
  scoped(table: TenantTable, where?: SQL): SQL;
  select<T extends TenantTable>(table: T, where?: SQL): Promise<Row<T>[]>;
  insert<T extends TenantTable>(table: T, values: NewRow<T> | NewRow<T>[]): Promise<Row<T>[]>;
  update<T extends TenantTable>(table: T, changes: Changes<T>, where?: SQL): Promise<Row<T>[]>;
  delete<T extends TenantTable>(table: T, where?: SQL): Promise<Row<T>[]>;
}

/** Thrown inside a tenant transaction to roll it back when the request's access must be reloaded. */
class EpochMoved extends Error {
  constructor(readonly epoch: bigint) {
    super('auth epoch moved');
  }
}

/** Read with the tenant's setting, in the same statement: the auth epoch (see withTenant). */
const EPOCH = ', (select n::text from auth_epoch) as epoch';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenant's id is written into statements' values and filters: a license uuid, nothing else. */
function checkLicenseId(licenseId: string): void {
  if (!UUID.test(licenseId)) throw new Error('withTenant needs a license id (uuid)');
}

/**
 * Runs `fn` in a transaction bound to one license: `app.license_id` is set for this transaction
 * only (set_config(..., true)), for the row-level-security policies, and the scope's helpers
 * filter and stamp license_id themselves, so isolation holds even where RLS is bypassed (PGlite's
 * superuser, a PostgreSQL owner connection).
 */
export async function withTenant<T>(
  db: Db,
  licenseId: string,
  fn: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  checkLicenseId(licenseId);
  const check = takeAccessCheck();
  if (check) {
    // The request's cached access is checked by the statement that sets the tenant: when the
    // epoch has moved, nothing of the tenant has been read yet; the transaction is given up, the
    // access read again and the request's guards applied again (settle), and the work starts over.
    try {
      return await tenantTransaction(db, licenseId, true, async (tx, row) => {
        const epoch = BigInt((row?.epoch as string | undefined) ?? -1);
        if (epoch !== check.epoch) throw new EpochMoved(epoch);
        check.checked = true;
        return fn(tenantScope(tx, licenseId));
      });
    } catch (error) {
      if (!(error instanceof EpochMoved)) throw error;
      await check.settle(error.epoch, licenseId);
    }
  }
  return tenantTransaction(db, licenseId, false, (tx) => fn(tenantScope(tx, licenseId)));
}

/**
 * A transaction whose first statement points `app.license_id` at `licenseId` (and, with
 * `withEpoch`, reads the auth epoch); `fn` gets that statement's row. On PostgreSQL that statement
 * goes with BEGIN in one round trip, as text: `licenseId` has been checked to be a uuid, so it is
 * quoted safely.
 */
async function tenantTransaction<T>(
  db: Db,
  licenseId: string,
  withEpoch: boolean,
  fn: (tx: Tx, row: Record<string, unknown> | undefined) => Promise<T>,
): Promise<T> {
  const epoch = withEpoch ? EPOCH : '';
  const opened = transactionOpenedWith(db);
  if (opened) {
    return opened(`select set_config('app.license_id', '${licenseId}', true)${epoch}`, (tx, rows) =>
      fn(tx, rows[0]),
    );
  }
  const setTenant = withEpoch ? setTenantAndReadEpoch : setTenantOnly;
  return db.transaction(async (tx) => {
    const [row] = await setTenant(tx, { license: licenseId });
    return fn(tx, row);
  });
}

const setTenantStatement = (epoch: string) =>
  rawBuiltOnce(
    sql`select set_config('app.license_id', ${sql.placeholder('license')}, true)${sql.raw(epoch)}`,
  );
const setTenantOnly = setTenantStatement('');
const setTenantAndReadEpoch = setTenantStatement(EPOCH);

/** The placeholder a read built by `tenantRead` filters `license_id` on. */
const TENANT = 'tenant_license_id';

/** `license_id = <the tenant of the run>` for `table`, and-ed with `where` (in a tenantRead). */
export type ScopedOnRun = (table: TenantTable, where?: SQL) => SQL;

/** A read built by `tenantRead`, for any license. */
export interface TenantRead<Row> {
  /** Runs in the tenant transaction `t` (with the caller's other statements). */
  (t: TenantScope, values?: Record<string, unknown>): Promise<Row[]>;
  /**
   * Runs as the whole of a tenant transaction for `licenseId`: what
   * `withTenant(db, licenseId, (t) => read(t, values))` does, with its access check, in one round
   * trip (one call into PGlite): the tenant's setting (and the auth epoch) and the read go as one
   * batch, one implicit transaction. The read then runs before the epoch is compared: when the epoch has
   * moved, its rows are dropped unseen, the access is reloaded and the guards applied again (as
   * withTenant does), and the read is made again.
   */
  alone(licenseId: string, values?: Record<string, unknown>): Promise<Row[]>;
}

const setTenantInBatch = (licenseId: string, withEpoch: boolean): BatchStatement => ({
  name: withEpoch ? 'set_tenant_read_epoch' : 'set_tenant',
  text: `select set_config('app.license_id', $1, true)${withEpoch ? EPOCH : ''}`,
  values: [licenseId],
});

/**
 * A tenant read for a hot path, built once per process (database.ts `builtOnce`) and run for any
 * license: `build` gets `scoped`, which filters on a placeholder, and every run fills that with
 * the running transaction's own license (after the caller's values, so none can replace it).
 * Other values are `sql.placeholder(name)`s filled from `values`.
 */
export function tenantRead<Q extends PgSelect>(
  db: Db,
  build: (scoped: ScopedOnRun) => Q,
): TenantRead<Q['_']['result'][number]> {
  const tenant = sql.placeholder(TENANT);
  const run = builtOnce(build((table, where) => and(eq(table.license_id, tenant), where) as SQL));
  const read = (t: TenantScope, values?: Record<string, unknown>) =>
    run(t.tx, { ...values, [TENANT]: t.licenseId });
  const alone = async (licenseId: string, values?: Record<string, unknown>) => {
    checkLicenseId(licenseId);
    const check = takeAccessCheck();
    const [setting, rows] = await inOneTrip(db)(
      [
        setTenantInBatch(licenseId, check !== undefined),
        run.statement({ ...values, [TENANT]: licenseId }),
      ],
      run.types,
    );
    if (check) {
      const epoch = BigInt((setting?.[0]?.[1] as string | undefined) ?? -1);
      if (epoch !== check.epoch) {
        await check.settle(epoch, licenseId);
        return withTenant(db, licenseId, (t) => read(t, values));
      }
      check.checked = true;
    }
    return run.rows(rows ?? []);
  };
  return Object.assign(read, { alone });
}

function tenantScope(tx: Tx, licenseId: string): TenantScope {
  const scoped = (table: TenantTable, where?: SQL): SQL =>
    and(eq(table.license_id, licenseId), where) as SQL;
  // Drizzle's builders are generic over the concrete table; the casts below stay inside this file.
  return {
    licenseId,
    tx,
    scoped,
    select: async <T extends TenantTable>(table: T, where?: SQL) =>
      (await tx
        .select()
        .from(table as PgTable)
        .where(scoped(table, where))) as Row<T>[],
    insert: async <T extends TenantTable>(table: T, values: NewRow<T> | NewRow<T>[]) => {
      const rows = (Array.isArray(values) ? values : [values]).map((row) => ({
        ...row,
        license_id: licenseId,
      }));
      if (rows.length === 0) return [];
      return (await tx
        .insert(table as PgTable)
        .values(rows as never)
        .returning()) as Row<T>[];
    },
    update: async <T extends TenantTable>(table: T, changes: Changes<T>, where?: SQL) => {
      const { license_id: _ignored, ...rest } = changes as Record<string, unknown>;
      // Nothing left to change (a row never moves to another license): the matching rows as they are.
      if (Object.keys(rest).length === 0) {
        return (await tx
          .select()
          .from(table as PgTable)
          .where(scoped(table, where))) as Row<T>[];
      }
      return (await tx
        .update(table as PgTable)
        .set(rest as never)
        .where(scoped(table, where))
        .returning()) as Row<T>[];
    },
    delete: async <T extends TenantTable>(table: T, where?: SQL) =>
      (await tx
        .delete(table as PgTable)
        .where(scoped(table, where))
        .returning()) as Row<T>[],
  };
}
