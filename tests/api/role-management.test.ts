// /role-management/* (the role audit log and role stats) over HTTP against a real server process:
// on PGlite always, and on PostgreSQL when TEST_DATABASE_URL names one (a fresh database per run).
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import { roleStatsSchema } from '@beautydesk/domain/schemas/roles';
import {
  API_ENGINES,
  createLicense,
  DEMO_STAFF,
  jsonClient,
  registerUser,
  setUpDemoServer,
  signInAll,
} from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';

if (!testDatabaseUrl) console.info(`[tests/api/role-management] ${SKIP_POSTGRES_REASON}`);

const DEMO = DEMO_STAFF;

interface Role {
  id: string;
  name: string;
}

describe.each(API_ENGINES)('role-management API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const tokens: Partial<Record<keyof typeof DEMO, string>> = {};
    let roles: Role[] = [];

    const server = setUpDemoServer(engine, 'role-management');
    const call = jsonClient(server);
    const token = (who: keyof typeof DEMO) => tokens[who] as string;
    const userId = (who: keyof typeof DEMO) => parseAccessToken(token(who))?.userId as string;
    const roleId = (name: string) => roles.find((role) => role.name === name)?.id as string;

    beforeAll(async () => {
      await signInAll(call, DEMO, tokens);
      roles = (await call('GET', '/users/business-roles/', token('owner'))).body.roles;
    });

    it('logs an assignment and a permission change (201) and reports them in the stats', async () => {
      const master = roleId('Мастер');
      const assigned = await call('POST', '/role-management/assignment-log', token('owner'), {
        role_id: master,
        user_id: userId('master'),
        reason: `API ${engine}`,
      });
      expect(assigned.status).toBe(201);
      expect(assigned.body).toMatchObject({
        kind: 'assignment',
        role_id: master,
        user_id: userId('master'),
        actor_user_id: userId('owner'),
        details: { previous_role_id: null, reason: `API ${engine}` },
      });
      const changed = await call(
        'POST',
        '/role-management/permission-log',
        token('administrator'),
        { role_id: master, added: ['clients.edit'], removed: ['clients.create'] },
      );
      expect(changed.status).toBe(201);
      expect(changed.body).toMatchObject({
        kind: 'permission',
        user_id: null,
        actor_user_id: userId('administrator'),
        details: { added: ['clients.edit'], removed: ['clients.create'] },
      });

      const stats = await call('GET', `/role-management/roles/${master}/stats`, token('owner'));
      expect(stats.status).toBe(200);
      expect(stats.body).toMatchObject({
        role_id: master,
        role_name: 'Мастер',
        user_count: 1,
        active_user_count: 1,
        scope_distribution: { license: 1 },
        average_session_duration: null,
        assignment_count: 1,
        assignment_counts: { [userId('master')]: 1 },
        last_assignment_at: assigned.body.created_at,
      });
      expect(roleStatsSchema.safeParse(stats.body).success).toBe(true);
    });

    it('refuses a master (403) and an anonymous caller (401)', async () => {
      const master = roleId('Мастер');
      for (const [method, path, body] of [
        ['POST', '/role-management/assignment-log', { role_id: master, user_id: userId('master') }],
        ['POST', '/role-management/permission-log', { role_id: master, added: ['clients.edit'] }],
        ['GET', `/role-management/roles/${master}/stats`, undefined],
      ] as const) {
        expect((await call(method, path, token('master'), body)).status, path).toBe(403);
        expect((await call(method, path, undefined, body)).status, path).toBe(401);
      }
    });

    it("answers 404 for another license's role", async () => {
      const email = `role-mgmt-${engine}-${Date.now()}@example.com`;
      const registered = await registerUser(call, email);
      expect(registered.status).toBe(201);
      const created = await createLicense(call, registered.body.access_token, {
        name: 'Чужая студия',
      });
      expect(created.status).toBe(201);
      const foreignRole = created.body.business_role_id as string;
      const stats = await call(
        'GET',
        `/role-management/roles/${foreignRole}/stats`,
        token('owner'),
      );
      expect(stats.status).toBe(404);
      const logged = await call('POST', '/role-management/permission-log', token('owner'), {
        role_id: foreignRole,
        added: ['clients.edit'],
      });
      expect(logged.status).toBe(404);
      const assigned = await call('POST', '/role-management/assignment-log', token('owner'), {
        role_id: roleId('Мастер'),
        user_id: registered.body.user.id,
      });
      expect(assigned.status).toBe(404);
    });

    it('refuses invalid bodies with 400 and field errors', async () => {
      const master = roleId('Мастер');
      for (const [path, body, field] of [
        ['/role-management/assignment-log', { role_id: master }, 'user_id'],
        ['/role-management/assignment-log', { role_id: 'x', user_id: userId('master') }, 'role_id'],
        ['/role-management/permission-log', { role_id: master, added: [], bogus: true }, 'bogus'],
        ['/role-management/permission-log', { role_id: master }, 'added'],
      ] as const) {
        const response = await call('POST', path, token('owner'), body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.errors, JSON.stringify(body)).toHaveProperty(field);
      }
      expect((await call('GET', '/role-management/roles/1/stats', token('owner'))).status).toBe(
        400,
      );
    });
  });
});
