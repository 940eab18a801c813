// /role-management/*: the role audit log and role stats through app.inject on one in-memory PGlite.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roleStatsSchema, rolesListSchema } from '@beautydesk/domain/schemas/roles';
import { users } from '../db/schema.ts';
import { setUpAppFixture } from '../testing/app-fixture.ts';
import { roleManagementMessages } from './management.ts';

const fixture = setUpAppFixture({ secret: 'm', emailPrefix: 'role-mgmt' });
const { call, register, refresh } = fixture;

/** An owner with a fresh license, its roles by name, and a way to add members. */
async function license() {
  const user = await register();
  const created = await call('POST', '/onboarding/create-license', user.access_token, {});
  expect(created.statusCode).toBe(201);
  const licenseId = created.json().license_id as string;
  const tokens = await refresh(user);
  const roles = rolesListSchema.parse(
    (await call('GET', '/users/business-roles/', tokens.access_token)).json(),
  ).roles;
  const roleId = (name: string) => roles.find((role) => role.name === name)?.id as string;
  const member = async (roleIdValue: string, active = true) => {
    const joined = await register();
    await fixture.database.db
      .update(users)
      .set({ license_id: licenseId, business_role_id: roleIdValue, is_active: active })
      .where(eq(users.id, joined.id));
    return { id: joined.id, tokens: active ? await refresh(joined) : null };
  };
  return { ownerId: user.id, token: tokens.access_token, licenseId, roleId, member };
}

describe('role-management: logs and stats', () => {
  it('records assignment and permission entries (201) and counts them in the stats', async () => {
    const { ownerId, token, member } = await license();
    const created = await call('POST', '/users/business-roles/', token, {
      name: 'Ресепшн',
      permissions: ['clients.read'],
    });
    const role = created.json();
    const alice = await member(role.id);
    const bob = await member(role.id, false);

    const first = await call('POST', '/role-management/assignment-log', token, {
      role_id: role.id,
      user_id: alice.id,
      reason: 'Новый сотрудник',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      kind: 'assignment',
      role_id: role.id,
      user_id: alice.id,
      actor_user_id: ownerId,
      details: { previous_role_id: null, reason: 'Новый сотрудник' },
      created_at: expect.any(String),
    });
    await call('POST', '/role-management/assignment-log', token, {
      role_id: role.id,
      user_id: alice.id,
    });
    const last = await call('POST', '/role-management/assignment-log', token, {
      role_id: role.id,
      user_id: bob.id,
    });
    expect(last.statusCode).toBe(201);

    const perm = await call('POST', '/role-management/permission-log', token, {
      role_id: role.id,
      added: ['clients.edit', 'clients.edit'],
    });
    expect(perm.statusCode).toBe(201);
    expect(perm.json()).toMatchObject({
      kind: 'permission',
      user_id: null,
      details: { added: ['clients.edit'], removed: [] },
    });

    const stats = await call('GET', `/role-management/roles/${role.id}/stats`, token);
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    expect(body).toMatchObject({
      role_id: role.id,
      role_name: 'Ресепшн',
      user_count: 2,
      active_user_count: 1,
      scope_distribution: { license: 2 },
      permission_usage: {},
      average_session_duration: null,
      most_used_features: [],
      assignment_count: 3,
      assignment_counts: { [alice.id]: 2, [bob.id]: 1 },
      last_assignment_at: last.json().created_at,
      created_at: role.created_at,
    });
    // The answer is what the client's schema reads.
    expect(roleStatsSchema.parse(body)).toMatchObject({ user_count: 2, active_user_count: 1 });
  });

  it('answers zeros and nulls for a role without users or history', async () => {
    const { token, roleId } = await license();
    const stats = await call('GET', `/role-management/roles/${roleId('Мастер')}/stats`, token);
    expect(stats.json()).toMatchObject({
      role_name: 'Мастер',
      user_count: 0,
      active_user_count: 0,
      scope_distribution: {},
      assignment_count: 0,
      assignment_counts: {},
      last_assignment_at: null,
    });
  });

  it('checks permissions: a master gets 403, an administrator may log and view', async () => {
    const { roleId, member } = await license();
    const master = await member(roleId('Мастер'));
    const masterToken = master.tokens?.access_token as string;
    for (const [method, url, body] of [
      [
        'POST',
        '/role-management/assignment-log',
        { role_id: roleId('Мастер'), user_id: master.id },
      ],
      ['POST', '/role-management/permission-log', { role_id: roleId('Мастер'), added: ['a.b'] }],
      ['GET', `/role-management/roles/${roleId('Мастер')}/stats`, undefined],
    ] as const) {
      const response = await call(method, url, masterToken, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().detail).toBe('У вас недостаточно прав для этого действия');
    }
    const administrator = await member(roleId('Администратор'));
    const adminToken = administrator.tokens?.access_token as string;
    expect(
      (await call('GET', `/role-management/roles/${roleId('Мастер')}/stats`, adminToken))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/role-management/assignment-log', adminToken, {
          role_id: roleId('Мастер'),
          user_id: master.id,
        })
      ).statusCode,
    ).toBe(201);
    expect((await call('GET', `/role-management/roles/${roleId('Мастер')}/stats`)).statusCode).toBe(
      401,
    );
  });

  it("answers 404 for another license's role or user", async () => {
    const mine = await license();
    const theirs = await license();
    const foreignRole = theirs.roleId('Мастер');
    const foreignUser = await theirs.member(foreignRole);
    const stats = await call('GET', `/role-management/roles/${foreignRole}/stats`, mine.token);
    expect(stats.statusCode).toBe(404);
    expect(stats.json().detail).toBe('Роль не найдена');
    const local = await mine.member(mine.roleId('Мастер'));
    for (const [url, body] of [
      ['/role-management/assignment-log', { role_id: foreignRole, user_id: local.id }],
      ['/role-management/permission-log', { role_id: foreignRole, removed: ['clients.read'] }],
      [
        '/role-management/assignment-log',
        { role_id: mine.roleId('Мастер'), user_id: local.id, previous_role_id: foreignRole },
      ],
    ] as const) {
      expect((await call('POST', url, mine.token, body)).statusCode, url).toBe(404);
    }
    const user = await call('POST', '/role-management/assignment-log', mine.token, {
      role_id: mine.roleId('Мастер'),
      user_id: foreignUser.id,
    });
    expect(user.statusCode).toBe(404);
    expect(user.json().detail).toBe(roleManagementMessages.userNotFound);
    // Nothing leaked into the other license's history.
    const theirStats = await call(
      'GET',
      `/role-management/roles/${foreignRole}/stats`,
      theirs.token,
    );
    expect(theirStats.json()).toMatchObject({ user_count: 1, assignment_count: 0 });
  });

  it('refuses invalid bodies and ids with 400', async () => {
    const { token, roleId, member } = await license();
    const master = await member(roleId('Мастер'));
    const cases: [string, unknown, string][] = [
      ['/role-management/assignment-log', { role_id: roleId('Мастер') }, 'user_id'],
      ['/role-management/assignment-log', { role_id: 'nope', user_id: master.id }, 'role_id'],
      [
        '/role-management/assignment-log',
        { role_id: roleId('Мастер'), user_id: master.id, extra: 1 },
        'extra',
      ],
      [
        '/role-management/assignment-log',
        { role_id: roleId('Мастер'), user_id: master.id, reason: 'x'.repeat(501) },
        'reason',
      ],
      ['/role-management/permission-log', { role_id: roleId('Мастер') }, 'added'],
      ['/role-management/permission-log', { role_id: roleId('Мастер'), added: 'x' }, 'added'],
    ];
    for (const [url, body, field] of cases) {
      const response = await call('POST', url, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const empty = await call('POST', '/role-management/permission-log', token, {
      role_id: roleId('Мастер'),
    });
    expect(empty.json().errors.added).toBe(roleManagementMessages.permissionChangeRequired);
    const badId = await call('GET', '/role-management/roles/not-a-uuid/stats', token);
    expect(badId.statusCode).toBe(400);
  });

  it('keeps the history of a deleted role, which then answers 404', async () => {
    const { token } = await license();
    const role = (
      await call('POST', '/users/business-roles/', token, {
        name: 'Временная',
        permissions: ['clients.read'],
      })
    ).json();
    const logged = await call('POST', '/role-management/permission-log', token, {
      role_id: role.id,
      removed: ['clients.edit'],
    });
    expect(logged.statusCode).toBe(201);
    expect((await call('DELETE', `/users/business-roles/${role.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', `/role-management/roles/${role.id}/stats`, token)).statusCode).toBe(
      404,
    );
  });
});
