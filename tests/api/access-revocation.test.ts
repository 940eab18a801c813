// A change to an account, its role or the role's permissions refuses the very next request, also on
// another server process: two real server processes on one PostgreSQL database, each keeping
// accounts and permissions in memory (auth/access.ts), the change made through process A or by
// hand in SQL, the next request to process B refused. PGlite holds one process per data folder;
// the same guarantees on PGlite are tested in apps/server/src/auth/access-revocation.test.ts.
// A studio list B keeps in memory (db/tenant-epochs.ts) is held to the same rule: a change made
// through A or in SQL is in B's next answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import { DEMO_STAFF, jsonClient, signInAll, type JsonCall } from '../support/api-client.ts';
import { createTestDatabase, SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

if (!testDatabaseUrl) console.info(`[tests/api/access-revocation] ${SKIP_POSTGRES_REASON}`);

const ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'api-access-revocation-'.padEnd(48, 'x'),
  EMAIL_CONFIRMATION: 'off',
  AUTH_RATE_LIMIT: 'off',
};

describe.skipIf(!testDatabaseUrl)(
  'access revocation across two server processes on PostgreSQL',
  () => {
    let a: RunningServer;
    let b: RunningServer;
    let sql: pg.Client;
    let dropDatabase: () => Promise<void>;
    let viaA: JsonCall;
    let viaB: JsonCall;
    const tokens: Partial<Record<keyof typeof DEMO_STAFF, string>> = {};
    const token = (who: keyof typeof DEMO_STAFF) => tokens[who] as string;
    const userId = (who: keyof typeof DEMO_STAFF) => parseAccessToken(token(who))?.userId as string;

    beforeAll(async () => {
      const database = await createTestDatabase();
      dropDatabase = database.dispose;
      // A seeds the demo license; B starts on the same database once the seed is there.
      a = await startServer({ ...ENV, DATABASE_URL: database.url, SEED: 'on' });
      b = await startServer({ ...ENV, DATABASE_URL: database.url, SEED: 'off' });
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      viaA = jsonClient(a);
      viaB = jsonClient(b);
      await signInAll(viaA, DEMO_STAFF, tokens);
    });
    afterAll(async () => {
      await sql?.end();
      await a?.stop();
      await b?.stop();
      await dropDatabase?.();
    });

    /** B has served `who` twice (so it answers from its memory) with `status`. */
    async function warm(who: keyof typeof DEMO_STAFF, path: string, status = 200) {
      for (let i = 0; i < 2; i += 1)
        expect((await viaB('GET', path, token(who))).status).toBe(status);
    }

    async function createRole(name: string, permissions: string[]): Promise<string> {
      const created = await viaA('POST', '/users/business-roles', token('owner'), {
        name,
        permissions,
      });
      expect(created.status).toBe(201);
      return created.body.id as string;
    }

    async function assignRole(who: keyof typeof DEMO_STAFF, roleId: string) {
      const assigned = await viaA('PUT', `/users/business-users/${userId(who)}`, token('owner'), {
        business_role_id: roleId,
      });
      expect(assigned.status).toBe(200);
    }

    it('a permission taken from the role through process A: the next request to B is refused', async () => {
      const role = await createRole('Смотрит студии', ['studios.view', 'clients.read']);
      await assignRole('master', role);
      await warm('master', '/studios');
      const changed = await viaA('PUT', `/users/business-roles/${role}`, token('owner'), {
        permissions: ['clients.read'],
      });
      expect(changed.status).toBe(200);
      expect((await viaB('GET', '/studios', token('master'))).status).toBe(403);
      // And given back: the next request is admitted again.
      await viaA('PUT', `/users/business-roles/${role}`, token('owner'), {
        permissions: ['studios.view', 'clients.read'],
      });
      expect((await viaB('GET', '/studios', token('master'))).status).toBe(200);
    });

    it('another role assigned through process A: the next request to B is refused', async () => {
      const without = await createRole('Без студий', ['clients.read']);
      await warm('master', '/studios');
      await assignRole('master', without);
      expect((await viaB('GET', '/studios', token('master'))).status).toBe(403);
    });

    it('a role’s permissions changed by hand in SQL: the next request to B sees them', async () => {
      const role = await createRole('Правка вручную', ['clients.read']);
      await assignRole('master', role);
      await warm('master', '/studios', 403);
      await sql.query(`update business_roles set permissions = '{studios.view}' where id = $1`, [
        role,
      ]);
      expect((await viaB('GET', '/studios', token('master'))).status).toBe(200);
      await sql.query(`update business_roles set permissions = '{}' where id = $1`, [role]);
      expect((await viaB('GET', '/studios', token('master'))).status).toBe(403);
    });

    it('a studio list B keeps shows a change made through process A or in SQL on the next request', async () => {
      const cities = async () =>
        (await viaB('GET', '/studios', token('owner'))).body.studios as {
          id: string;
          city: string;
        }[];
      await warm('owner', '/studios');
      const [studio] = await cities();
      const changed = await viaA('PUT', `/studios/${studio!.id}`, token('owner'), {
        city: 'Гродно',
      });
      expect(changed.status).toBe(200);
      expect((await cities())[0]).toMatchObject({ id: studio!.id, city: 'Гродно' });
      await sql.query('update studios set city = $1 where id = $2', ['Витебск', studio!.id]);
      expect((await cities())[0]).toMatchObject({ id: studio!.id, city: 'Витебск' });
      await sql.query('update studios set city = $1 where id = $2', [studio!.city, studio!.id]);
      expect((await cities())[0]).toMatchObject({ id: studio!.id, city: studio!.city });
    });

    it('an account deactivated through process A: the next request to B is refused', async () => {
      await warm('administrator', '/studios');
      await warm('administrator', '/auth/me');
      const off = await viaA(
        'PUT',
        `/users/business-users/${userId('administrator')}`,
        token('owner'),
        {
          is_active: false,
        },
      );
      expect(off.status).toBe(200);
      expect((await viaB('GET', '/studios', token('administrator'))).status).toBe(401);
      expect((await viaB('GET', '/auth/me', token('administrator'))).status).toBe(401);
      await viaA('PUT', `/users/business-users/${userId('administrator')}`, token('owner'), {
        is_active: true,
      });
      expect((await viaB('GET', '/studios', token('administrator'))).status).toBe(200);
    });

    it('an account moved to another license by hand in SQL: its token no longer opens the old license on B', async () => {
      await warm('owner', '/studios');
      const moved = await sql.query<{ id: string }>(
        "insert into licenses (name) values ('Другая лицензия') returning id",
      );
      const before = await sql.query<{ license_id: string; business_role_id: string | null }>(
        'select license_id, business_role_id from users where id = $1',
        [userId('owner')],
      );
      // The role belongs to the old license (a composite foreign key), so it goes with the move.
      await sql.query('update users set license_id = $1, business_role_id = null where id = $2', [
        moved.rows[0]?.id,
        userId('owner'),
      ]);
      try {
        // The token still names the old license; the tenant comes from the token, the account no
        // longer belongs to it: refused, not served the old license's studios from memory.
        expect((await viaB('GET', '/studios', token('owner'))).status).toBe(401);
      } finally {
        await sql.query('update users set license_id = $1, business_role_id = $2 where id = $3', [
          before.rows[0]?.license_id,
          before.rows[0]?.business_role_id,
          userId('owner'),
        ]);
      }
    });

    it('an account deactivated by hand in SQL: the next request to B is refused, reads and writes', async () => {
      await warm('owner', '/studios');
      await warm('owner', '/auth/me');
      await sql.query('update users set is_active = false where id = $1', [userId('owner')]);
      try {
        expect((await viaB('GET', '/studios', token('owner'))).status).toBe(401);
        expect((await viaB('GET', '/auth/me', token('owner'))).status).toBe(401);
        expect((await viaB('GET', '/auth/permissions', token('owner'))).status).toBe(401);
        const write = await viaB('POST', '/users/business-roles', token('owner'), {
          name: 'Не должна появиться',
          permissions: ['clients.read'],
        });
        expect(write.status).toBe(401);
      } finally {
        await sql.query('update users set is_active = true where id = $1', [userId('owner')]);
      }
      expect((await viaB('GET', '/studios', token('owner'))).status).toBe(200);
    });
  },
);
