// Migration 0028 on a database made before it: a license's master system role that held
// appointments.view now holds appointments.view_own instead (and its version moves); a master role
// already edited to hold view_own, and the other roles, are left as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';

const before = loadMigrations().filter((m) => m.version < '0028');
const m0028 = loadMigrations().find((m) => m.version === '0028');

describe('0028 master reads own appointments', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase();
    await migrate(database, before);
  }, 60_000);
  afterAll(() => database.close());

  const role = async (license: string, key: string, permissions: string[]) =>
    database.withConnection(async (c) => {
      await c.query('begin');
      await c.query("select set_config('app.license_id', $1, true)", [license]);
      await c.query(
        `insert into business_roles (license_id, name, system_key, is_system_role, permissions)
         values ($1, $2, $3, true, $4)`,
        [license, key, key, permissions],
      );
      await c.query('commit');
    });

  const rolesOf = async (license: string) =>
    database.withConnection(async (c) => {
      await c.query('begin');
      await c.query("select set_config('app.license_id', $1, true)", [license]);
      const rows = await c.query<{
        system_key: string;
        permissions: string[];
        permissions_version: number;
      }>(
        'select system_key, permissions, permissions_version from business_roles where license_id = $1 order by system_key',
        [license],
      );
      await c.query('commit');
      return rows;
    });

  it('swaps view for view_own on the master role of every license, and nothing else', async () => {
    const [a, b] = await database.withConnection(async (c) =>
      c.query<{ id: string }>("insert into licenses (name) values ('A'), ('B') returning id"),
    );
    await role(a!.id, 'master', ['appointments.view', 'appointments.create', 'clients.read']);
    await role(a!.id, 'administrator', ['appointments.view', 'appointments.edit']);
    await role(b!.id, 'master', ['appointments.view', 'appointments.view_own']);

    expect(m0028).toBeDefined();
    await migrate(database, [...before, m0028!]);

    expect(await rolesOf(a!.id)).toEqual([
      {
        system_key: 'administrator',
        permissions: ['appointments.view', 'appointments.edit'],
        permissions_version: 1,
      },
      {
        system_key: 'master',
        permissions: ['appointments.view_own', 'appointments.create', 'clients.read'],
        permissions_version: 2,
      },
    ]);
    expect(await rolesOf(b!.id)).toEqual([
      {
        system_key: 'master',
        permissions: ['appointments.view', 'appointments.view_own'],
        permissions_version: 1,
      },
    ]);
  });
});
