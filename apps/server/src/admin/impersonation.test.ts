// Impersonation through app.inject on PGlite: superadmins only, safe mode read-only, every request audited.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import { users } from '../db/schema.ts';
import { setUpAppFixture } from '../testing/app-fixture.ts';

const fixture = setUpAppFixture({ secret: 'i', emailPrefix: 'imp', checkStatus: false });
const { call, register, refresh } = fixture;

async function superadmin(role = 'platform_superadmin') {
  const user = await register();
  await fixture.database.db.update(users).set({ platform_role: role }).where(eq(users.id, user.id));
  return { ...user, ...(await refresh(user)) };
}

async function owner() {
  const user = await register();
  const created = await call('POST', '/onboarding/create-license', user.access_token, {});
  return { ...user, ...(await refresh(user)), licenseId: created.json().license_id as string };
}

const start = (token: string, target: string, mode: 'safe' | 'god') =>
  call('POST', `/admin/impersonation/${target}/start`, token, { mode, reason: 'UI impersonation' });

describe('impersonation', () => {
  it('is for platform superadmins only', async () => {
    const target = await owner();
    const other = await owner();
    for (const [method, url, body] of [
      ['GET', '/admin/platform-accounts', undefined],
      ['POST', `/admin/impersonation/${target.id}/start`, { mode: 'safe', reason: 'x' }],
      ['POST', '/admin/impersonation/end', {}],
      ['GET', '/admin/impersonation/sessions', undefined],
      ['GET', '/admin/audit', undefined],
    ] as const) {
      const response = await call(method, url, other.access_token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/admin/platform-accounts')).statusCode).toBe(401);
  });

  it('lists accounts, starts with the target claims, lists the session and ends it', async () => {
    const admin = await superadmin();
    const target = await owner();
    const accounts = (await call('GET', '/admin/platform-accounts', admin.access_token)).json();
    expect(accounts.accounts).toEqual(
      expect.arrayContaining([
        { id: target.id, email: expect.any(String), platform_role: 'license_owner' },
      ]),
    );
    const started = await start(admin.access_token, target.id, 'god');
    expect(started.statusCode).toBe(200);
    const token = started.json().access_token as string;
    const claims = parseAccessToken(token);
    expect(claims).toMatchObject({
      userId: admin.id,
      licenseId: target.licenseId,
      platformRole: 'platform_superadmin',
      safe: false,
      impersonation: { mode: 'god', target: target.id },
    });
    const targetHash = parseAccessToken(target.access_token)?.permsHash;
    expect(claims?.permsHash).toBe(targetHash);
    const permissions = await call('GET', '/auth/permissions', token);
    expect(permissions.json()).toMatchObject({
      permissions: { '*': true },
      license_id: target.licenseId,
    });

    const sessions = (
      await call('GET', '/admin/impersonation/sessions', admin.access_token)
    ).json();
    expect(sessions.sessions[0]).toMatchObject({
      id: claims?.impersonation?.sessionId,
      target_account_id: target.id,
      mode: 'god',
      reason: 'UI impersonation',
      ended_at: null,
    });

    const ended = await call('POST', '/admin/impersonation/end', token, {});
    expect(ended.statusCode).toBe(200);
    const own = parseAccessToken(ended.json().access_token);
    expect(own).toMatchObject({ userId: admin.id, licenseId: null, impersonation: null });
    // The impersonation token is dead once its session ended.
    expect((await call('GET', '/auth/permissions', token)).statusCode).toBe(401);
  });

  it('safe mode: reads pass, writes are refused 403, and every request is audited', async () => {
    const admin = await superadmin();
    const target = await owner();
    const started = await start(admin.access_token, target.id, 'safe');
    const token = started.json().access_token as string;
    expect(parseAccessToken(token)).toMatchObject({
      safe: true,
      platformRole: 'platform_superadmin_safe',
      impersonation: { mode: 'safe' },
    });
    expect((await call('GET', '/users/business-roles/', token)).statusCode).toBe(200);
    const write = await call('POST', '/users/business-roles/', token, {
      name: 'Через безопасный режим',
      permissions: ['clients.read'],
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().detail).toBe('Безопасный режим имперсонации: изменения запрещены');
    // The log is written once the answer went out (onResponse): wait for it.
    await expect
      .poll(
        async () => (await call('GET', '/admin/audit?limit=2', admin.access_token)).json().entries,
      )
      .toEqual([
        expect.objectContaining({
          admin_user_id: admin.id,
          target_account_id: target.id,
          impersonation_session_id: parseAccessToken(token)?.impersonation?.sessionId,
          mode: 'safe',
          method: 'POST',
          path: '/api/v1/users/business-roles',
          status_code: 403,
        }),
        expect.objectContaining({
          method: 'GET',
          path: '/api/v1/users/business-roles',
          status_code: 200,
        }),
      ]);
    expect((await call('POST', '/admin/impersonation/end', token, {})).statusCode).toBe(200);
  });

  it('god mode: writes pass and are audited', async () => {
    const admin = await superadmin();
    const target = await owner();
    const token = (await start(admin.access_token, target.id, 'god')).json().access_token;
    const write = await call('POST', '/users/business-roles/', token, {
      name: 'Создана админом платформы',
      permissions: ['clients.read'],
    });
    expect(write.statusCode).toBe(201);
    const roles = (await call('GET', '/users/business-roles/', target.access_token)).json().roles;
    expect(roles.map((role: { name: string }) => role.name)).toContain('Создана админом платформы');
    await expect
      .poll(
        async () =>
          (await call('GET', '/admin/audit?limit=1', admin.access_token)).json().entries[0],
      )
      .toMatchObject({ mode: 'god', method: 'POST', status_code: 201 });
  });

  it('refuses god mode to the safe superadmin account, and impersonating a superadmin', async () => {
    const safeAdmin = await superadmin('platform_superadmin_safe');
    const target = await owner();
    expect((await start(safeAdmin.access_token, target.id, 'god')).statusCode).toBe(403);
    expect((await start(safeAdmin.access_token, target.id, 'safe')).statusCode).toBe(200);
    const admin = await superadmin();
    expect((await start(admin.access_token, safeAdmin.id, 'safe')).statusCode).toBe(403);
    const lonely = await register();
    expect((await start(admin.access_token, lonely.id, 'safe')).statusCode).toBe(400);
  });
});
