// Roles, permissions and onboarding through app.inject on one in-memory PGlite.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import { permissionsResponseSchema } from '@beautydesk/domain/schemas/permissions';
import { permissionCatalogSchema, rolesListSchema } from '@beautydesk/domain/schemas/roles';
import { roleFormMessages } from '@beautydesk/domain/messages/roles';
import { users } from '../db/schema.ts';
import { setUpAppFixture, type Tokens } from '../testing/app-fixture.ts';

const fixture = setUpAppFixture({ secret: 'r', emailPrefix: 'roles' });
const { call, register, refresh } = fixture;

/** An owner with a fresh license, and a token carrying it. */
async function owner() {
  const user = await register();
  const created = await call('POST', '/onboarding/create-license', user.access_token, {
    name: 'Тестовая студия',
  });
  expect(created.statusCode).toBe(201);
  const tokens = await refresh(user);
  const roles = rolesListSchema.parse(
    (
      await call('GET', '/users/business-roles/?include_user_count=true', tokens.access_token)
    ).json(),
  ).roles;
  return { user, tokens, license: created.json(), roles };
}

/** A user put into the owner's license with one of its roles. */
async function member(licenseId: string, roleId: string): Promise<Tokens> {
  const user = await register();
  await fixture.database.db
    .update(users)
    .set({ license_id: licenseId, business_role_id: roleId })
    .where(eq(users.id, user.id));
  return refresh(user);
}

describe('onboarding: create-license', () => {
  it('makes the caller the owner; the next token carries lic and brole; a second try is 409', async () => {
    const user = await register();
    expect(parseAccessToken(user.access_token)?.licenseId).toBeNull();
    const created = await call('POST', '/onboarding/create-license', user.access_token, {});
    expect(created.statusCode).toBe(201);
    const { license_id, business_role_id } = created.json();
    const claims = parseAccessToken((await refresh(user)).access_token);
    expect(claims).toMatchObject({
      licenseId: license_id,
      businessRoleId: business_role_id,
      platformRole: 'license_owner',
    });
    const again = await call('POST', '/onboarding/create-license', user.access_token, {});
    expect(again.statusCode).toBe(409);
  });

  it('starts the license with the three system roles, counting their users', async () => {
    const { roles } = await owner();
    expect(roles.map((role) => [role.name, role.is_system_role, role.user_count])).toEqual(
      expect.arrayContaining([
        ['Владелец', true, 1],
        ['Администратор', true, 0],
        ['Мастер', true, 0],
      ]),
    );
    expect(roles.find((role) => role.name === 'Владелец')?.permissions).toEqual(['*']);
  });
});

describe('GET /auth/permissions', () => {
  it('answers the map with ttl_seconds 3600, then 304 for the current hash', async () => {
    const { tokens } = await owner();
    const response = await call('GET', '/auth/permissions', tokens.access_token);
    expect(response.statusCode).toBe(200);
    const body = permissionsResponseSchema.parse(response.json());
    expect(body).toMatchObject({ permissions: { '*': true }, ttl_seconds: 3600 });
    expect(body.permissions_hash).toBe(parseAccessToken(tokens.access_token)?.permsHash);
    const cached = await call(
      'GET',
      `/auth/permissions?hash=${body.permissions_hash}`,
      tokens.access_token,
    );
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const stale = await call('GET', '/auth/permissions?hash=old', tokens.access_token);
    expect(stale.statusCode).toBe(200);
  });

  it("gives a member their role's permissions, and a new hash when the role changes", async () => {
    const { tokens, license, roles } = await owner();
    const created = await call('POST', '/users/business-roles/', tokens.access_token, {
      name: 'Стажёр',
      permissions: ['clients.read'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    const trainee = await member(license.license_id, role.id);
    const first = permissionsResponseSchema.parse(
      (await call('GET', '/auth/permissions', trainee.access_token)).json(),
    );
    expect(first.permissions).toEqual({ 'clients.read': true });
    const put = await call('PUT', `/users/business-roles/${role.id}`, tokens.access_token, {
      permissions: ['clients.read', 'clients.edit'],
    });
    expect(put.json()).toMatchObject({ permissions_version: 2 });
    const second = await call(
      'GET',
      `/auth/permissions?hash=${first.permissions_hash}`,
      trainee.access_token,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().permissions).toEqual({ 'clients.read': true, 'clients.edit': true });
    expect(roles.length).toBe(3);
  });
});

describe('business roles', () => {
  it('creates, reads, updates and deletes a custom role', async () => {
    const { tokens } = await owner();
    const created = await call('POST', '/users/business-roles', tokens.access_token, {
      name: 'Ресепшн',
      description: 'Запись клиентов',
      permissions: ['appointments.view', 'appointments.create', 'clients.read'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({
      name: 'Ресепшн',
      is_system_role: false,
      scope_type: 'license',
      permissions: { 'appointments.view': true, 'appointments.create': true, 'clients.read': true },
    });
    const got = await call('GET', `/users/business-roles/${role.id}`, tokens.access_token);
    expect(got.json()).toMatchObject({ id: role.id, name: 'Ресепшн' });
    const put = await call('PUT', `/users/business-roles/${role.id}`, tokens.access_token, {
      name: 'Ресепшн 2',
    });
    expect(put.json()).toMatchObject({ name: 'Ресепшн 2', permissions_version: 1 });
    const clash = await call('POST', '/users/business-roles/', tokens.access_token, {
      name: 'ресепшн 2',
      permissions: ['clients.read'],
    });
    expect(clash.statusCode).toBe(409);
    // Part 2 §8's codes: a refused create or update says which it was.
    expect(clash.json()).toMatchObject({ code: 'CREATION_FAILED' });
    const badUpdate = await call('PUT', `/users/business-roles/${role.id}`, tokens.access_token, {
      permissions: ['rockets.launch'],
    });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.json()).toMatchObject({ code: 'UPDATE_FAILED' });
    const removed = await call('DELETE', `/users/business-roles/${role.id}`, tokens.access_token);
    expect(removed.statusCode).toBe(204);
    const gone = await call('GET', `/users/business-roles/${role.id}`, tokens.access_token);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to change or delete a system role (403 SYSTEM_ROLE_READONLY)', async () => {
    const { tokens, roles } = await owner();
    const admin = roles.find((role) => role.name === 'Администратор');
    const put = await call('PUT', `/users/business-roles/${admin?.id}`, tokens.access_token, {
      permissions: ['clients.read'],
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({
      detail: roleFormMessages.systemRoleReadOnly,
      code: 'SYSTEM_ROLE_READONLY',
    });
    const del = await call('DELETE', `/users/business-roles/${admin?.id}`, tokens.access_token);
    expect(del.statusCode).toBe(403);
  });

  it('refuses the wildcard, unknown permissions and a role still held', async () => {
    const { tokens, license } = await owner();
    const wildcard = await call('POST', '/users/business-roles/', tokens.access_token, {
      name: 'Всемогущий',
      permissions: ['*'],
    });
    expect(wildcard.statusCode).toBe(400);
    expect(wildcard.json().detail).toContain(roleFormMessages.wildcardNotAllowed);
    const unknown = await call('POST', '/users/business-roles/', tokens.access_token, {
      name: 'Странная',
      permissions: ['rockets.launch'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'CREATION_FAILED' });
    const role = (
      await call('POST', '/users/business-roles/', tokens.access_token, {
        name: 'Занятая',
        permissions: ['clients.read'],
      })
    ).json();
    await member(license.license_id, role.id);
    const del = await call('DELETE', `/users/business-roles/${role.id}`, tokens.access_token);
    expect(del.statusCode).toBe(409);
  });

  it('checks permissions on the server: a master gets 403, an administrator may view only', async () => {
    const { license, roles } = await owner();
    const master = await member(
      license.license_id,
      roles.find((role) => role.name === 'Мастер')?.id as string,
    );
    for (const [method, url, body] of [
      ['GET', '/users/business-roles/', undefined],
      ['POST', '/users/business-roles/', { name: 'Моя роль', permissions: ['clients.read'] }],
      ['GET', '/meta/permission-catalog', undefined],
    ] as const) {
      const response = await call(method, url, master.access_token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().detail).toBe('У вас недостаточно прав для этого действия');
    }
    const administrator = await member(
      license.license_id,
      roles.find((role) => role.name === 'Администратор')?.id as string,
    );
    expect(
      (await call('GET', '/users/business-roles/', administrator.access_token)).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', '/users/business-roles/', administrator.access_token, {
          name: 'Моя роль',
          permissions: ['clients.read'],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a user without a license holds nothing: 403 and an empty permission map', async () => {
    const user = await register();
    const response = await call('GET', '/users/business-roles/', user.access_token);
    expect(response.statusCode).toBe(403);
    const none = await call('GET', '/auth/permissions', user.access_token);
    expect(none.json().permissions).toEqual({});
  });
});

describe('meta', () => {
  it('serves the catalogue, templates and validation', async () => {
    const { tokens } = await owner();
    const catalog = permissionCatalogSchema.parse(
      (
        await call('GET', '/meta/permission-catalog?scope_type=license', tokens.access_token)
      ).json(),
    );
    expect(catalog.permissions.map((item) => item.id)).toContain('roles.manage');
    const templates = (await call('GET', '/meta/role-templates', tokens.access_token)).json();
    expect(templates.templates.length).toBeGreaterThan(0);
    const verdict = await call('POST', '/meta/validate-permissions', tokens.access_token, {
      permissions: ['clients.read', 'view_clients_page', 'bogus.thing'],
      scope_type: 'license',
    });
    expect(verdict.json()).toMatchObject({
      valid: false,
      invalid_permissions: ['view_clients_page', 'bogus.thing'],
      missing_required: [],
    });
    const role = await call('POST', '/meta/validate-role', tokens.access_token, {
      name: 'Вл',
      permissions: ['*'],
    });
    expect(role.json()).toMatchObject({
      valid: false,
      errors: [roleFormMessages.nameTooShort, roleFormMessages.wildcardNotAllowed],
    });
  });
});
