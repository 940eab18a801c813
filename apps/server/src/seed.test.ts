// The demo data: seeded once into an empty database, its accounts can sign in with the printed passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import { buildServer } from './app.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { licenses } from './db/schema.ts';
import { DEMO_LICENSE_NAME, DEMO_LOGINS, demoLoginLines, seedDemoData } from './seed.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase();
  await migrate(database);
  app = await buildServer({ database, environment: 'test', jwtSecret: 'd'.repeat(40), seed: true });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('demo data', () => {
  it('seeds one license with its three roles and five accounts, once', async () => {
    expect(app.demoLogins?.map((entry) => entry.email)).toEqual(
      Object.values(DEMO_LOGINS).map((entry) => entry.email),
    );
    expect(await seedDemoData(database.db)).not.toBeNull();
    const [rows] = await database.db.select({ n: count() }).from(licenses);
    expect(rows?.n).toBe(1);
    expect(demoLoginLines(app.demoLogins ?? []).join('\n')).toContain(DEMO_LICENSE_NAME);
  });

  it('lets every demo account sign in, with its role in the token', async () => {
    const tokens: Record<string, string> = {};
    for (const [key, entry] of Object.entries(DEMO_LOGINS)) {
      const response = await login(entry.email, entry.password);
      expect(response.statusCode, entry.email).toBe(200);
      tokens[key] = response.json().access_token;
    }
    expect(parseAccessToken(tokens.owner)).toMatchObject({ platformRole: 'license_owner' });
    expect(parseAccessToken(tokens.master)?.businessRoleId).toEqual(expect.any(String));
    expect(parseAccessToken(tokens.superadmin)).toMatchObject({
      platformRole: 'platform_superadmin',
      licenseId: null,
    });
    expect(parseAccessToken(tokens.superadminSafe)?.safe).toBe(true);
    const roles = await app.inject({
      url: '/api/v1/users/business-roles/',
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(roles.json().roles).toHaveLength(3);
  });

  it('is skipped when a license exists already', async () => {
    const other = await openDatabase();
    await migrate(other);
    await other.db.insert(licenses).values({ name: 'Своя' });
    expect(await seedDemoData(other.db)).toBeNull();
    await other.close();
  }, 60_000);
});
