// The auth epoch (migration 0020) moves with every change that can alter what a signed-in request
// may do, whoever makes it, and not with the sign-in's own stamps: the per-process access cache
// (access-cache.ts) is only as strict as these triggers. Each row is changed in SQL here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database.ts';
import { openTestDatabase, testEngines, type TestDatabase } from '../db/testing.ts';
import { readAuthEpoch } from './access-cache.ts';

const engines = testEngines('access-epoch.test');

describe.each(engines)('the auth epoch on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    let test: TestDatabase;
    let counter = 0;

    beforeAll(async () => {
      test = await openTestDatabase(engine);
    });
    afterAll(async () => {
      await test?.dispose();
    });

    const run = (text: string) => test.database.db.execute(sql.raw(text));
    const one = async (text: string) =>
      (await queryRows<{ id: string }>(test.database.db, sql.raw(text)))[0]!.id;
    /** Whether `change` moved the epoch. */
    async function moves(change: () => Promise<unknown>): Promise<boolean> {
      const before = await readAuthEpoch(test.database.db);
      await change();
      return (await readAuthEpoch(test.database.db)) > before;
    }
    const newLicense = () =>
      one(`insert into licenses (name) values ('Эпоха ${(counter += 1)}') returning id`);
    const newUser = (licenseId: string) =>
      one(
        `insert into users (email, password_hash, license_id) ` +
          `values ('epoch-${(counter += 1)}@example.com', 'x', '${licenseId}') returning id`,
      );

    it('moves when an account is deactivated, given another role or removed', async () => {
      const licenseId = await newLicense();
      const userId = await newUser(licenseId);
      const roleId = await one(
        `insert into business_roles (license_id, name) values ('${licenseId}', 'Роль') returning id`,
      );
      expect(
        await moves(() => run(`update users set is_active = false where id = '${userId}'`)),
      ).toBe(true);
      expect(
        await moves(() =>
          run(`update users set business_role_id = '${roleId}' where id = '${userId}'`),
        ),
      ).toBe(true);
      // Writing the same values again changes nothing anyone could read.
      expect(
        await moves(() =>
          run(`update users set business_role_id = '${roleId}' where id = '${userId}'`),
        ),
      ).toBe(false);
      expect(await moves(() => run(`delete from users where id = '${userId}'`))).toBe(true);
    });

    it('does not move for the sign-in stamp', async () => {
      const userId = await newUser(await newLicense());
      expect(
        await moves(() => run(`update users set last_login_at = now() where id = '${userId}'`)),
      ).toBe(false);
    });

    it('moves when a role’s permissions change and when a role is removed', async () => {
      const licenseId = await newLicense();
      const roleId = await one(
        `insert into business_roles (license_id, name, permissions) ` +
          `values ('${licenseId}', 'Роль', '{studios.view}') returning id`,
      );
      expect(
        await moves(() =>
          run(`update business_roles set permissions = '{clients.read}' where id = '${roleId}'`),
        ),
      ).toBe(true);
      expect(await moves(() => run(`delete from business_roles where id = '${roleId}'`))).toBe(
        true,
      );
    });

    it('moves when a license changes and when it is deleted', async () => {
      const licenseId = await newLicense();
      expect(
        await moves(() => run(`update licenses set name = 'Другая' where id = '${licenseId}'`)),
      ).toBe(true);
      expect(await moves(() => run(`delete from licenses where id = '${licenseId}'`))).toBe(true);
    });
  });
});
