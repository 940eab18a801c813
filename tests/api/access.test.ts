// Roles, permissions, onboarding, impersonation and the demo data over HTTP against a real server
// process: on PGlite always, and on PostgreSQL when TEST_DATABASE_URL names one (a fresh database).
import { describe, expect, it } from 'vitest';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import {
  API_ENGINES,
  createLicense,
  DEMO_ACCOUNTS,
  jsonClient,
  registerUser,
  setUpDemoServer,
  signInAll,
} from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';

if (!testDatabaseUrl) console.info(`[tests/api/access] ${SKIP_POSTGRES_REASON}`);

const DEMO = DEMO_ACCOUNTS;

interface Role {
  id: string;
  name: string;
  is_system_role: boolean;
  user_count?: number;
}

describe.each(API_ENGINES)('roles and impersonation API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const tokens: Partial<Record<keyof typeof DEMO, string>> = {};
    const server = setUpDemoServer(engine, 'access-secret');
    const call = jsonClient(server);
    const token = (who: keyof typeof DEMO) => tokens[who] as string;
    /** The newest audit entry once it matches: the log is written after the answer is sent. */
    const latestAudit = (expected: object) =>
      expect
        .poll(
          async () =>
            (await call('GET', '/admin/audit?limit=1', token('superadmin'))).body.entries[0],
          {
            timeout: 5000,
          },
        )
        .toMatchObject(expected);

    it('prints the demo logins and lets every demo account sign in', async () => {
      expect(server.output()).toContain('owner@demo.beautydesk.local');
      expect(server.output()).toContain('superadmin123');
      await signInAll(call, DEMO, tokens);
      expect(parseAccessToken(token('owner'))?.licenseId).toEqual(expect.any(String));
    });

    it('answers permissions, then 304 for the current hash', async () => {
      const first = await call('GET', '/auth/permissions', token('master'));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ ttl_seconds: 3600, scope_type: 'license' });
      // The demo master reads only her own appointments (issue 27).
      expect(first.body.permissions['appointments.view_own']).toBe(true);
      expect(first.body.permissions['appointments.view']).toBeUndefined();
      expect(first.body.permissions_hash).toBe(parseAccessToken(token('master'))?.permsHash);
      const again = await call(
        'GET',
        `/auth/permissions?hash=${first.body.permissions_hash}`,
        token('master'),
      );
      expect(again.status).toBe(304);
    });

    it('manages roles with the permission checks on the server', async () => {
      const list = await call(
        'GET',
        '/users/business-roles/?include_user_count=true',
        token('owner'),
      );
      expect(list.status).toBe(200);
      const roles = list.body.roles as Role[];
      expect(roles.filter((role) => role.is_system_role)).toHaveLength(3);
      expect(roles.every((role) => role.user_count === 1)).toBe(true);

      const payload = { name: `Ресепшн ${engine}`, permissions: ['clients.read'] };
      expect((await call('POST', '/users/business-roles/', token('master'), payload)).status).toBe(
        403,
      );
      expect((await call('GET', '/users/business-roles/', token('master'))).status).toBe(403);
      const created = await call('POST', '/users/business-roles/', token('owner'), payload);
      expect(created.status).toBe(201);
      const updated = await call(
        'PUT',
        `/users/business-roles/${created.body.id}`,
        token('owner'),
        {
          permissions: ['clients.read', 'clients.edit'],
        },
      );
      expect(updated.body.permissions).toEqual({ 'clients.read': true, 'clients.edit': true });
      const wildcard = await call(
        'PUT',
        `/users/business-roles/${created.body.id}`,
        token('owner'),
        {
          permissions: ['*'],
        },
      );
      expect(wildcard.status).toBe(400);

      const system = roles.find((role) => role.is_system_role) as Role;
      const refused = await call('PUT', `/users/business-roles/${system.id}`, token('owner'), {
        name: 'Другое имя',
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        detail: 'Системные роли нельзя редактировать',
        code: 'SYSTEM_ROLE_READONLY',
      });
      const removed = await call(
        'DELETE',
        `/users/business-roles/${created.body.id}`,
        token('owner'),
      );
      expect(removed.status).toBe(204);

      const catalog = await call(
        'GET',
        '/meta/permission-catalog?scope_type=license',
        token('owner'),
      );
      expect(catalog.body.permissions.length).toBeGreaterThan(30);
    });

    it('creates a license for a new user; the refreshed token carries lic and brole', async () => {
      const email = `onboard-${engine}-${Date.now()}@example.com`;
      const registered = await registerUser(call, email);
      expect(registered.status).toBe(201);
      const created = await createLicense(call, registered.body.access_token, {
        name: 'Новая студия',
      });
      expect(created.status).toBe(201);
      const again = await createLicense(call, registered.body.access_token, {});
      expect(again.status).toBe(409);
      const refreshed = await call('POST', '/auth/refresh', undefined, {
        refresh_token: registered.body.refresh_token,
      });
      expect(parseAccessToken(refreshed.body.access_token)).toMatchObject({
        licenseId: created.body.license_id,
        businessRoleId: created.body.business_role_id,
      });
    });

    it('refuses impersonation to non-superadmins', async () => {
      const accounts = await call('GET', '/admin/platform-accounts', token('owner'));
      expect(accounts.status).toBe(403);
      const ownerId = parseAccessToken(token('owner'))?.userId;
      for (const [method, path, body] of [
        ['POST', `/admin/impersonation/${ownerId}/start`, { mode: 'safe', reason: 'x' }],
        ['POST', '/admin/impersonation/end', {}],
        ['GET', '/admin/impersonation/sessions', undefined],
        ['GET', '/admin/audit', undefined],
      ] as const) {
        expect((await call(method, path, token('administrator'), body)).status, path).toBe(403);
      }
    });

    it('safe mode refuses writes (audited); god mode writes (audited); end gives the admin back', async () => {
      const accounts = await call('GET', '/admin/platform-accounts', token('superadmin'));
      const ownerAccount = (accounts.body.accounts as { id: string; email: string }[]).find(
        (account) => account.email === DEMO.owner[0],
      );
      expect(ownerAccount).toBeDefined();
      const path = `/admin/impersonation/${ownerAccount?.id}/start`;

      const safe = await call('POST', path, token('superadmin'), {
        mode: 'safe',
        reason: 'UI impersonation',
      });
      expect(safe.status).toBe(200);
      const safeToken = safe.body.access_token as string;
      expect(parseAccessToken(safeToken)).toMatchObject({
        safe: true,
        impersonation: { mode: 'safe' },
      });
      const write = await call('POST', '/users/business-roles/', safeToken, {
        name: `Safe ${engine}`,
        permissions: ['clients.read'],
      });
      expect(write.status).toBe(403);
      await latestAudit({
        mode: 'safe',
        method: 'POST',
        path: '/api/v1/users/business-roles',
        status_code: 403,
        target_account_id: ownerAccount?.id,
      });

      const god = await call('POST', path, token('superadmin'), {
        mode: 'god',
        reason: 'UI impersonation',
      });
      const godToken = god.body.access_token as string;
      // Starting again ended the safe session: its token is dead.
      expect((await call('GET', '/auth/permissions', safeToken)).status).toBe(401);
      const created = await call('POST', '/users/business-roles/', godToken, {
        name: `God ${engine}`,
        permissions: ['clients.read'],
      });
      expect(created.status).toBe(201);
      await latestAudit({ mode: 'god', method: 'POST', status_code: 201 });

      const sessions = await call('GET', '/admin/impersonation/sessions', token('superadmin'));
      expect(sessions.body.sessions.map((s: { mode: string }) => s.mode)).toEqual(['god', 'safe']);
      const ended = await call('POST', '/admin/impersonation/end', godToken, {});
      expect(ended.status).toBe(200);
      expect(parseAccessToken(ended.body.access_token)?.impersonation).toBeNull();
    });
  });
});
