// Access is kept per process (auth/access.ts) yet a change refuses the very next request: accounts
// and roles changed by hand in the database, through app.inject on one in-memory PGlite (the
// cross-process case on PostgreSQL is tests/api/access-revocation.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import { buildServer } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { businessRoles, users } from '../db/schema.ts';

let database: Database;
let app: FastifyInstance;
let counter = 0;

beforeAll(async () => {
  database = await openDatabase();
  await migrate(database);
  app = await buildServer({
    database,
    environment: 'test',
    jwtSecret: 'r'.repeat(40),
    emailConfirmation: false,
    rateLimits: false,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

async function register(): Promise<{ token: string; refresh: string; id: string }> {
  const password = 'secret1';
  const answer = await call('POST', '/auth/register', undefined, {
    email: `revoke-${(counter += 1)}@example.com`,
    password,
    confirm_password: password,
  });
  expect(answer.status).toBe(201);
  const token = answer.body.access_token as string;
  return {
    token,
    refresh: answer.body.refresh_token,
    id: parseAccessToken(token)?.userId as string,
  };
}

const refreshed = async (refresh: string) =>
  (await call('POST', '/auth/refresh', undefined, { refresh_token: refresh })).body
    .access_token as string;

/** A license with an owner, and a member holding a role with studios.view (set in SQL). */
async function license() {
  const owner = await register();
  expect(
    (await call('POST', '/onboarding/create-license', owner.token, { name: 'L' })).status,
  ).toBe(201);
  const ownerToken = await refreshed(owner.refresh);
  const licenseId = parseAccessToken(ownerToken)?.licenseId as string;
  const role = await call('POST', '/users/business-roles', ownerToken, {
    name: `Роль ${counter}`,
    permissions: ['studios.view'],
  });
  expect(role.status).toBe(201);
  const member = await register();
  await database.db
    .update(users)
    .set({ license_id: licenseId, business_role_id: role.body.id })
    .where(eq(users.id, member.id));
  const memberToken = await refreshed(member.refresh);
  return { ownerToken, memberToken, memberId: member.id, roleId: role.body.id as string };
}

/** Served twice, so the second answer came from the process's memory. */
async function warm(token: string, path: string, status = 200) {
  for (let i = 0; i < 2; i += 1) expect((await call('GET', path, token)).status).toBe(status);
}

describe('the next request after a change in the database', () => {
  it('is refused for an account deactivated in SQL (me, a tenant read, a write)', async () => {
    const { memberToken, memberId } = await license();
    await warm(memberToken, '/studios');
    await warm(memberToken, '/auth/me');
    await database.db.update(users).set({ is_active: false }).where(eq(users.id, memberId));
    expect((await call('GET', '/studios', memberToken)).status).toBe(401);
    expect((await call('GET', '/auth/me', memberToken)).status).toBe(401);
    expect((await call('GET', '/auth/permissions', memberToken)).status).toBe(401);
    expect(
      (
        await call('POST', '/users/business-roles', memberToken, {
          name: 'Не должна появиться',
          permissions: ['clients.read'],
        })
      ).status,
    ).toBe(401);
  });

  it('follows the role’s permissions changed in SQL, both ways', async () => {
    const { memberToken, roleId } = await license();
    await warm(memberToken, '/studios');
    await database.db
      .update(businessRoles)
      .set({ permissions: ['clients.read'] })
      .where(eq(businessRoles.id, roleId));
    expect((await call('GET', '/studios', memberToken)).status).toBe(403);
    await database.db
      .update(businessRoles)
      .set({ permissions: ['studios.view'] })
      .where(eq(businessRoles.id, roleId));
    expect((await call('GET', '/studios', memberToken)).status).toBe(200);
  });

  it('follows the account’s role changed in SQL, and the role removed', async () => {
    const { ownerToken, memberToken, memberId } = await license();
    const other = await call('POST', '/users/business-roles', ownerToken, {
      name: `Другая ${counter}`,
      permissions: ['clients.read'],
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    await warm(memberToken, '/studios');
    await database.db
      .update(users)
      .set({ business_role_id: other.body.id })
      .where(eq(users.id, memberId));
    expect((await call('GET', '/studios', memberToken)).status).toBe(403);
    await database.db.update(users).set({ business_role_id: null }).where(eq(users.id, memberId));
    expect((await call('GET', '/studios', memberToken)).status).toBe(403);
  });

  it('is refused while impersonating an account deactivated in SQL', async () => {
    const { memberToken: _unused, memberId } = await license();
    const admin = await register();
    await database.db
      .update(users)
      .set({ platform_role: 'platform_superadmin' })
      .where(eq(users.id, admin.id));
    const adminToken = await refreshed(admin.refresh);
    const started = await call('POST', `/admin/impersonation/${memberId}/start`, adminToken, {
      mode: 'safe',
      reason: 'revocation test',
    });
    expect(started.status).toBe(200);
    const acting = started.body.access_token as string;
    await warm(acting, '/studios');
    await database.db.update(users).set({ is_active: false }).where(eq(users.id, memberId));
    expect((await call('GET', '/studios', acting)).status).toBe(401);
  });
});
