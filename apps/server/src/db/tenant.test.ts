// Tenant isolation, twice: the data layer's own scoping (withTenant) and row-level security for a non-owner role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sqlState, SQLSTATE } from './database.ts';
import { countries, licenses, studios, tenantNotes } from './schema.ts';
import { tenantRead, withTenant } from './tenant.ts';
import { openTestDatabase, randomName, testEngines, type TestDatabase } from './testing.ts';

const engines = testEngines('tenant.test');

describe.each(engines)('tenant isolation on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let test: TestDatabase;
    let licenseA: string;
    let licenseB: string;
    const role = randomName('bd_rls');

    beforeAll(async () => {
      test = await openTestDatabase(engine);
      const { db } = test.database;
      [licenseA, licenseB] = (
        await db
          .insert(licenses)
          .values([{ name: 'A' }, { name: 'B' }])
          .returning()
      ).map((row) => row.id) as [string, string];
      await withTenant(db, licenseA, (t) =>
        t.insert(tenantNotes, [{ body: 'a1' }, { body: 'a2' }]),
      );
      await withTenant(db, licenseB, (t) => t.insert(tenantNotes, { body: 'b1' }));
      // A role that owns nothing: row-level security applies to it (superusers and, without
      // FORCE, owners bypass it).
      await db.execute(sql.raw(`create role ${role} nologin`));
      await db.execute(sql.raw(`grant usage on schema ${test.schema} to ${role}`));
      await db.execute(
        sql.raw(`grant select, insert, update, delete on tenant_notes, studios to ${role}`),
      );
    });

    afterAll(async () => {
      if (!test) return;
      await test.database.db.execute(sql.raw(`drop owned by ${role}`));
      await test.database.db.execute(sql.raw(`drop role ${role}`));
      await test.dispose();
    });

    /** Runs `statement` as the non-owner role, with app.license_id set to `licenseId` (or not at all). */
    async function asRole<T>(
      licenseId: string | null,
      run: (
        tx: Parameters<Parameters<TestDatabase['database']['db']['transaction']>[0]>[0],
      ) => Promise<T>,
    ): Promise<T> {
      return test.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${role}`));
        if (licenseId)
          await tx.execute(sql`select set_config('app.license_id', ${licenseId}, true)`);
        return run(tx);
      });
    }

    it('data layer: a tenant sees, changes and deletes only its own rows', async () => {
      const { db } = test.database;
      const seenByA = await withTenant(db, licenseA, (t) => t.select(tenantNotes));
      expect(seenByA.map((row) => row.body).sort()).toEqual(['a1', 'a2']);

      const updated = await withTenant(db, licenseA, (t) =>
        t.update(tenantNotes, { body: 'changed' }, eq(tenantNotes.body, 'b1')),
      );
      expect(updated).toEqual([]);
      const deleted = await withTenant(db, licenseA, (t) => t.delete(tenantNotes));
      expect(deleted).toHaveLength(2);
      const seenByB = await withTenant(db, licenseB, (t) => t.select(tenantNotes));
      expect(seenByB.map((row) => row.body)).toEqual(['b1']);
      await withTenant(db, licenseA, (t) =>
        t.insert(tenantNotes, [{ body: 'a1' }, { body: 'a2' }]),
      );
    });

    it('data layer: inserts are stamped with the tenant, whatever the caller passes', async () => {
      const { db } = test.database;
      const [row] = await withTenant(db, licenseA, (t) =>
        t.insert(tenantNotes, { body: 'sneaky', license_id: licenseB } as never),
      );
      expect(row?.license_id).toBe(licenseA);
      const [changed] = await withTenant(db, licenseA, (t) =>
        t.update(
          tenantNotes,
          { body: 'moved?', license_id: licenseB } as never,
          eq(tenantNotes.body, 'sneaky'),
        ),
      );
      expect(changed).toMatchObject({ body: 'moved?', license_id: licenseA });
      const [unchanged] = await withTenant(db, licenseA, (t) =>
        t.update(tenantNotes, { license_id: licenseB } as never, eq(tenantNotes.body, 'moved?')),
      );
      expect(unchanged?.license_id).toBe(licenseA);
      await withTenant(db, licenseA, (t) => t.delete(tenantNotes, eq(tenantNotes.body, 'moved?')));
    });

    it('data layer: a read built once filters on the running tenant, whatever values it is given', async () => {
      const { db } = test.database;
      const notes = tenantRead(db, (scoped) =>
        db
          .select({ body: tenantNotes.body, license_id: tenantNotes.license_id })
          .from(tenantNotes)
          .where(scoped(tenantNotes, sql`${tenantNotes.body} like ${sql.placeholder('prefix')}`))
          .orderBy(tenantNotes.body)
          .$dynamic(),
      );
      expect(await withTenant(db, licenseA, (t) => notes(t, { prefix: 'a%' }))).toEqual([
        { body: 'a1', license_id: licenseA },
        { body: 'a2', license_id: licenseA },
      ]);
      expect(await withTenant(db, licenseB, (t) => notes(t, { prefix: '%' }))).toEqual([
        { body: 'b1', license_id: licenseB },
      ]);
      // A value named like the tenant's placeholder cannot point the read at another license.
      const sneaky = await withTenant(db, licenseA, (t) =>
        notes(t, { prefix: '%', tenant_license_id: licenseB }),
      );
      expect(sneaky.map((row) => row.license_id)).toEqual([licenseA, licenseA]);
      // A placeholder without a value is an error, not a query without that condition.
      await expect(withTenant(db, licenseA, (t) => notes(t, {}))).rejects.toThrow(/prefix/);
    });

    it('data layer: a read built once, run alone, reads what it reads in a transaction, under the tenant setting', async () => {
      const { db } = test.database;
      const notes = tenantRead(db, (scoped) =>
        db
          .select({
            body: tenantNotes.body,
            license_id: tenantNotes.license_id,
            // Mapped by the column's own type, as in a transaction (a timestamp, not a string).
            created_at: tenantNotes.created_at,
            // What row-level security would compare license_id with, as the read sees it.
            setting: sql<string>`current_setting('app.license_id', true)`,
          })
          .from(tenantNotes)
          .where(scoped(tenantNotes, sql`${tenantNotes.body} like ${sql.placeholder('prefix')}`))
          .orderBy(tenantNotes.body)
          .$dynamic(),
      );
      const inTransaction = await withTenant(db, licenseA, (t) => notes(t, { prefix: 'a%' }));
      const alone = await notes.alone(licenseA, { prefix: 'a%' });
      expect(alone).toEqual(inTransaction);
      expect(alone.map(({ created_at: _, ...rest }) => rest)).toEqual([
        { body: 'a1', license_id: licenseA, setting: licenseA },
        { body: 'a2', license_id: licenseA, setting: licenseA },
      ]);
      expect(alone[0]?.created_at).toBeInstanceOf(Date);
      // The tenant's placeholder is the license's, whatever the values say.
      const sneaky = await notes.alone(licenseB, { prefix: '%', tenant_license_id: licenseA });
      expect(
        sneaky.map(({ body, license_id, setting }) => ({ body, license_id, setting })),
      ).toEqual([{ body: 'b1', license_id: licenseB, setting: licenseB }]);
      await expect(notes.alone("x' or 1=1 --", { prefix: '%' })).rejects.toThrow(/license id/);
      // The setting ends with the read: no pooled connection keeps it for the next one.
      const after = await Promise.all(
        Array.from({ length: 8 }, () =>
          db.execute(sql`select current_setting('app.license_id', true) as setting`),
        ),
      );
      for (const result of after) {
        expect([null, '']).toContain(
          (result as unknown as { rows: { setting: unknown }[] }).rows[0]?.setting,
        );
      }
    });

    it('data layer: a read run alone that fails rejects, and the next one runs', async () => {
      const { db } = test.database;
      const numbered = tenantRead(db, (scoped) =>
        db
          .select({ body: tenantNotes.body })
          .from(tenantNotes)
          .where(scoped(tenantNotes))
          .orderBy(tenantNotes.body)
          .limit(sql.placeholder('limit'))
          .$dynamic(),
      );
      await expect(numbered.alone(licenseA, { limit: 'not a number' })).rejects.toThrow();
      expect(await numbered.alone(licenseA, { limit: 1 })).toEqual([{ body: 'a1' }]);
    });

    it('data layer: refuses anything but a license uuid', async () => {
      await expect(
        withTenant(test.database.db, "x' or 1=1 --", (t) => t.select(tenantNotes)),
      ).rejects.toThrow(/license id/);
    });

    it('RLS: the owner connection bypasses nothing the data layer filters', async () => {
      // As superuser (PGlite's default, and the test PostgreSQL user) RLS is bypassed, so an
      // unscoped query sees every license: that is why the data layer scopes by itself.
      const all = await test.database.db.select().from(tenantNotes);
      expect(new Set(all.map((row) => row.license_id))).toEqual(new Set([licenseA, licenseB]));
    });

    it('RLS: a non-owner role sees only the rows of the license set for its transaction', async () => {
      const rows = await asRole(licenseA, (tx) => tx.select().from(tenantNotes));
      expect(rows.map((row) => row.body).sort()).toEqual(['a1', 'a2']);
      const rowsB = await asRole(licenseB, (tx) => tx.select().from(tenantNotes));
      expect(rowsB.map((row) => row.body)).toEqual(['b1']);
      // Even asking for the other license by id returns nothing.
      const peek = await asRole(licenseA, (tx) =>
        tx.select().from(tenantNotes).where(eq(tenantNotes.license_id, licenseB)),
      );
      expect(peek).toEqual([]);
    });

    it('RLS: a public booking link finds the license of its studio, and only that, with no tenant set', async () => {
      const [studio] = await withTenant(test.database.db, licenseB, async (t) => {
        const [country] = await t.tx.select({ id: countries.id }).from(countries).limit(1);
        return t.insert(studios, {
          name: 'Публичная',
          country_id: country!.id,
          time_zone: 'Europe/Minsk',
          city: 'Минск',
          address: 'ул. 1',
          phone: '+375291112233',
        });
      });
      const lookUp = (id: string) =>
        asRole(null, async (tx) => {
          const result = await tx.execute(sql`select app_public_studio_license(${id}::uuid) as l`);
          const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
            l: string | null;
          }[];
          return rows[0]?.l ?? null;
        });
      expect(await lookUp(studio!.id)).toBe(licenseB);
      // The role itself still reads no studio row without its tenant.
      expect(await asRole(null, (tx) => tx.select().from(studios))).toEqual([]);
      await withTenant(test.database.db, licenseB, (t) =>
        t.update(studios, { is_active: false }, eq(studios.id, studio!.id)),
      );
      expect(await lookUp(studio!.id)).toBeNull();
      expect(await lookUp(randomUUID())).toBeNull();
    });

    it('RLS: with no license set the role sees nothing (and gets no error)', async () => {
      expect(await asRole(null, (tx) => tx.select().from(tenantNotes))).toEqual([]);
    });

    it('RLS: the setting lasts only for its transaction', async () => {
      await asRole(licenseA, async () => undefined);
      expect(await asRole(null, (tx) => tx.select().from(tenantNotes))).toEqual([]);
    });

    it('RLS: the role cannot write rows of another license, nor move rows to it', async () => {
      const insert = asRole(licenseA, (tx) =>
        tx.insert(tenantNotes).values({ license_id: licenseB, body: 'intruder' }),
      );
      await expect(insert).rejects.toSatisfy(
        (error) => sqlState(error) === SQLSTATE.insufficientPrivilege,
      );
      const move = asRole(licenseA, (tx) =>
        tx.update(tenantNotes).set({ license_id: licenseB }).where(eq(tenantNotes.body, 'a1')),
      );
      await expect(move).rejects.toSatisfy(
        (error) => sqlState(error) === SQLSTATE.insufficientPrivilege,
      );
      const wipe = await asRole(licenseA, (tx) =>
        tx.delete(tenantNotes).where(eq(tenantNotes.license_id, licenseB)).returning(),
      );
      expect(wipe).toEqual([]);
    });

    // Excepted: users (an account signs in before any license is set) and tenant_epochs (counters
    // only, read before the tenant's transaction and moved for every license by a truncate).
    it('RLS is enabled and forced on every table that carries license_id (users, tenant_epochs excepted)', async () => {
      const rows = await test.database.withConnection((c) =>
        c.query<{ table_name: string; rls: boolean; forced: boolean; policies: number }>(
          `select c.relname as table_name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
                  (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
             from information_schema.columns col
             join pg_class c on c.relname = col.table_name
             join pg_namespace n on n.oid = c.relnamespace and n.nspname = col.table_schema
            where col.column_name = 'license_id' and col.table_schema = $1
              and c.relkind = 'r' and col.table_name not in ('users', 'tenant_epochs')`,
          [test.schema],
        ),
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row, row.table_name).toMatchObject({ rls: true, forced: true, policies: 1 });
      }
    });
  });
});
