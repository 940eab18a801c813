// Business users and invitations over HTTP against a real server process with the demo data: on
// PGlite always, and on PostgreSQL when TEST_DATABASE_URL names one (a fresh database per run).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  availableMastersSchema,
  businessUserListSchema,
  businessUserSchema,
  inviteResponseSchema,
} from '@beautydesk/domain/schemas/users';
import {
  invitationActionResponseSchema,
  invitationDetailsSchema,
  invitationListSchema,
  regenerateInvitationResponseSchema,
} from '@beautydesk/domain/schemas/invitations';
import { invitationMessages } from '@beautydesk/domain/messages/invitations';
import {
  API_ENGINES,
  DEMO_STAFF,
  jsonClient,
  licenseOwnerToken,
  setUpDemoServer,
  signInAll,
} from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';

if (!testDatabaseUrl) console.info(`[tests/api/team] ${SKIP_POSTGRES_REASON}`);

const DEMO = DEMO_STAFF;
const PUBLIC_URL = 'https://team.example.test';

describe.each(API_ENGINES)('team API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const tokens: Partial<Record<keyof typeof DEMO | 'ownerB', string>> = {};
    const server = setUpDemoServer(engine, 'team', { PUBLIC_URL });
    const call = jsonClient(server);
    const token = (who: keyof typeof tokens) => tokens[who] as string;
    const roles: Record<string, string> = {};
    let n = 0;
    const email = (tag: string) => `team-${tag}-${(n += 1)}-${engine}@example.com`;

    beforeAll(async () => {
      await signInAll<keyof typeof DEMO>(call, DEMO, tokens);
      tokens.ownerB = await licenseOwnerToken(
        call,
        `team-owner-b-${engine}@example.com`,
        'Студия B',
      );
      const list = await call('GET', '/users/business-roles/', token('owner'));
      for (const role of list.body.roles as { id: string; name: string }[]) {
        roles[role.name] = role.id;
      }
    });

    /** The newest outbox e-mail to `to`. */
    async function mailTo(to: string): Promise<{ subject: string; text: string }> {
      const answer = await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
      expect(answer.status).toBe(200);
      return answer.body.messages[0];
    }

    /** The token in the accept link of the newest invitation e-mail to `to`. */
    async function tokenFromMail(to: string): Promise<string> {
      const mail = await mailTo(to);
      const match = new RegExp(`${PUBLIC_URL}/invite/([A-Za-z0-9_-]+)`).exec(mail.text);
      expect(match, mail.text).not.toBeNull();
      return match?.[1] as string;
    }

    async function invite(
      address: string,
      role = 'Мастер',
      who: 'owner' | 'administrator' = 'owner',
    ) {
      const answer = await call('POST', '/users/business-users/', token(who), {
        email: address,
        business_role_id: roles[role],
        personal_message: 'Добро пожаловать!',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return inviteResponseSchema.parse(answer.body);
    }

    async function joined(address: string, role = 'Мастер') {
      const sent = await invite(address, role);
      const accepted = await call(
        'POST',
        `/users/invitations/${sent.invitation_token}/accept?auth_user_id=${randomUUID()}`,
        undefined,
        { name: 'Новый Сотрудник', password: 'secret1' },
      );
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const signedIn = await call('POST', '/auth/login', undefined, {
        email: address,
        password: 'secret1',
      });
      expect(signedIn.status).toBe(200);
      return { id: signedIn.body.user.id as string, token: signedIn.body.access_token as string };
    }

    it('invite e-mails the accept link; the page reads it without sign-in; accepting creates the account with the role', async () => {
      const address = email('invitee');
      const sent = await invite(address, 'Мастер', 'administrator');
      const mail = await mailTo(address);
      expect(mail.subject).toContain('Laser Room');
      expect(await tokenFromMail(address)).toBe(sent.invitation_token);

      const details = await call('GET', `/users/invitations/${sent.invitation_token}`);
      expect(details.status).toBe(200);
      expect(invitationDetailsSchema.parse(details.body)).toMatchObject({
        email: address,
        company_name: 'Laser Room',
        invited_by_email: DEMO.administrator[0],
        business_role_name: 'Мастер',
        personal_message: 'Добро пожаловать!',
        status: 'pending',
      });
      const pending = businessUserListSchema.parse(
        (await call('GET', '/users/business-users/?status_filter=pending&size=100', token('owner')))
          .body,
      );
      expect(pending.users.find((u) => u.email === address)).toMatchObject({
        invite_status: 'pending',
        business_role: { name: 'Мастер' },
      });

      const accepted = await call(
        'POST',
        `/users/invitations/${sent.invitation_token}/accept?auth_user_id=${randomUUID()}`,
        undefined,
        { name: 'Анна Новикова', phone: '+375291234567', position: 'Мастер', password: 'secret9' },
      );
      expect(accepted.status).toBe(200);
      const session = invitationActionResponseSchema.parse(accepted.body);
      const me = await call('GET', '/auth/me', session.access_token);
      expect(me.body).toMatchObject({ email: address, full_name: 'Анна Новикова' });

      const active = businessUserListSchema.parse(
        (
          await call(
            'GET',
            `/users/business-users/?search=${encodeURIComponent(address)}`,
            token('owner'),
          )
        ).body,
      );
      expect(active.total).toBe(1);
      expect(active.users[0]).toMatchObject({
        email: address,
        is_active: true,
        invite_status: 'accepted',
        phone: '+375291234567',
        business_role: { name: 'Мастер' },
      });
      const permissions = await call('GET', '/auth/permissions', session.access_token);
      expect(permissions.body.permissions).toHaveProperty('appointments.view_own', true);
      expect(permissions.body.permissions).not.toHaveProperty('users.manage');

      const list = invitationListSchema.parse(
        (await call('GET', '/users/invitations/', token('owner'))).body,
      );
      expect(list.find((i) => i.email === address)).toMatchObject({
        status: 'accepted',
        business_role_name: 'Мастер',
        invited_by: expect.any(String),
      });
    });

    it('declines, resends and refuses unknown links', async () => {
      const unknown = await call('GET', `/users/invitations/${'a'.repeat(75)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe(invitationMessages.notFound);
      expect(
        (await call('POST', '/users/invitations/nope/accept', undefined, { name: 'X' })).status,
      ).toBe(404);

      const address = email('decliner');
      const first = await invite(address);
      // Resend: a new token, the old link stops working, the e-mail carries the new one.
      const list = invitationListSchema.parse(
        (await call('GET', '/users/invitations/', token('owner'))).body,
      );
      const id = list.find((i) => i.email === address)?.id as string;
      const resent = await call(
        'POST',
        `/users/invitations/${id}/regenerate`,
        token('administrator'),
      );
      expect(resent.status).toBe(200);
      const { new_token: fresh } = regenerateInvitationResponseSchema.parse(resent.body);
      expect(await tokenFromMail(address)).toBe(fresh);
      expect((await call('GET', `/users/invitations/${first.invitation_token}`)).status).toBe(404);

      const declined = await call('POST', `/users/invitations/${fresh}/decline`, undefined, {
        reason: 'Не подходит график',
      });
      expect(declined.status).toBe(200);
      expect((await call('GET', `/users/invitations/${fresh}`)).body.status).toBe('declined');
      const late = await call('POST', `/users/invitations/${fresh}/accept`, undefined, {
        name: 'Передумал',
        password: 'secret1',
      });
      expect(late.status).toBe(409);
    });

    it('answers validation errors per field', async () => {
      const noRole = await call('POST', '/users/business-users/', token('owner'), {
        email: email('x'),
      });
      expect(noRole.status).toBe(400);
      expect(noRole.body.errors).toHaveProperty('business_role_id');
      const badEmail = await call('POST', '/users/business-users/', token('owner'), {
        email: 'nobody',
        business_role_id: roles['Мастер'],
      });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.errors).toHaveProperty('email');
      const unknownRole = await call('POST', '/users/business-users/', token('owner'), {
        email: email('y'),
        business_role_id: randomUUID(),
      });
      expect(unknownRole.status).toBe(400);
      expect(unknownRole.body.errors).toHaveProperty('business_role_id');
      const ownerRole = await call('POST', '/users/business-users/', token('owner'), {
        email: email('z'),
        business_role_id: roles['Владелец'],
      });
      expect(ownerRole.status).toBe(400);
      const extra = await call('POST', '/users/business-users/', token('owner'), {
        email: email('w'),
        business_role_id: roles['Мастер'],
        is_admin: true,
      });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toHaveProperty('is_admin');
      const taken = await call('POST', '/users/business-users/', token('owner'), {
        email: DEMO.master[0],
        business_role_id: roles['Мастер'],
      });
      expect(taken.status).toBe(409);

      const sent = await invite(email('validation'));
      const noName = await call(
        'POST',
        `/users/invitations/${sent.invitation_token}/accept`,
        undefined,
        {
          phone: '+375291234567',
        },
      );
      expect(noName.status).toBe(400);
      expect(noName.body.errors).toHaveProperty('name');
      const shortPassword = await call(
        'POST',
        `/users/invitations/${sent.invitation_token}/accept`,
        undefined,
        {
          name: 'Имя',
          password: '123',
        },
      );
      expect(shortPassword.status).toBe(400);
      expect(shortPassword.body.errors).toHaveProperty('password');
      expect(
        (await call('GET', '/users/business-users/?status_filter=other', token('owner'))).status,
      ).toBe(400);
      expect((await call('GET', '/users/business-users/not-a-uuid', token('owner'))).status).toBe(
        400,
      );
    });

    it('refuses the demo master everywhere, the administrator on delete, and tokens-less calls', async () => {
      const member = await joined(email('guarded'));
      const protectedCalls: [string, string, unknown?][] = [
        ['GET', '/users/business-users/'],
        [
          'POST',
          '/users/business-users/',
          { email: email('m'), business_role_id: roles['Мастер'] },
        ],
        ['GET', `/users/business-users/${member.id}`],
        ['PUT', `/users/business-users/${member.id}`, { is_active: false }],
        ['DELETE', `/users/business-users/${member.id}`, { reason: 'x' }],
        ['POST', `/users/business-users/${member.id}/activate`],
        ['PUT', `/users/business-users/${member.id}/assign-master`, { master_id: null }],
        ['GET', '/users/business-users/available-masters'],
        ['GET', '/users/invitations/'],
        ['POST', `/users/invitations/${randomUUID()}/regenerate`],
      ];
      for (const [method, path, body] of protectedCalls) {
        expect(
          (await call(method, path, token('master'), body)).status,
          `master ${method} ${path}`,
        ).toBe(403);
        expect(
          (await call(method, path, undefined, body)).status,
          `anonymous ${method} ${path}`,
        ).toBe(401);
      }
      const byAdmin = await call(
        'DELETE',
        `/users/business-users/${member.id}`,
        token('administrator'),
        {
          reason: 'x',
        },
      );
      expect(byAdmin.status).toBe(403);
      const byOwner = await call('DELETE', `/users/business-users/${member.id}`, token('owner'), {
        reason: 'Больше не работает',
      });
      expect(byOwner.status).toBe(204);
      expect((await call('GET', '/auth/me', member.token)).status).toBe(401);
    });

    it("license B never reaches license A's members or invitations", async () => {
      const member = await joined(email('tenant'));
      const sent = await invite(email('tenant-invite'));
      for (const [method, path, body] of [
        ['GET', `/users/business-users/${member.id}`],
        ['PUT', `/users/business-users/${member.id}`, { is_active: false }],
        ['DELETE', `/users/business-users/${member.id}`, {}],
        ['POST', `/users/business-users/${member.id}/activate`],
        ['PUT', `/users/business-users/${member.id}/assign-master`, { master_id: null }],
        ['GET', `/users/business-users/${sent.invitation_id}`],
        ['POST', `/users/invitations/${sent.invitation_id}/regenerate`],
      ] as [string, string, unknown?][]) {
        const answer = await call(method, path, token('ownerB'), body);
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
      const listB = businessUserListSchema.parse(
        (await call('GET', '/users/business-users/?size=100', token('ownerB'))).body,
      );
      expect(listB.users.map((u) => u.email)).toEqual([`team-owner-b-${engine}@example.com`]);
      expect(
        invitationListSchema.parse(
          (await call('GET', '/users/invitations/', token('ownerB'))).body,
        ),
      ).toEqual([]);
      const still = businessUserSchema.parse(
        (await call('GET', `/users/business-users/${member.id}`, token('owner'))).body,
      );
      expect(still.is_active).toBe(true);
      // B cannot hand out A's role either.
      const crossRole = await call('POST', '/users/business-users/', token('ownerB'), {
        email: email('cross'),
        business_role_id: roles['Мастер'],
      });
      expect(crossRole.status).toBe(400);
    });

    it('changes role and active state; never oneself or the owner', async () => {
      const member = await joined(email('edited'));
      const promoted = await call(
        'PUT',
        `/users/business-users/${member.id}`,
        token('administrator'),
        {
          business_role_id: roles['Администратор'],
          full_name: 'Повышенный Сотрудник',
        },
      );
      expect(promoted.status).toBe(200);
      expect(businessUserSchema.parse(promoted.body)).toMatchObject({
        full_name: 'Повышенный Сотрудник',
        business_role: { name: 'Администратор' },
      });
      const off = await call('PUT', `/users/business-users/${member.id}`, token('owner'), {
        is_active: false,
      });
      expect(off.body.is_active).toBe(false);
      const inactive = businessUserListSchema.parse(
        (
          await call(
            'GET',
            '/users/business-users/?status_filter=inactive&size=100',
            token('owner'),
          )
        ).body,
      );
      expect(inactive.users.map((u) => u.id)).toContain(member.id);
      const on = await call('POST', `/users/business-users/${member.id}/activate`, token('owner'));
      expect(on.body.is_active).toBe(true);

      const me = await call('GET', '/auth/me', token('administrator'));
      const self = await call(
        'PUT',
        `/users/business-users/${me.body.id}`,
        token('administrator'),
        {
          is_active: false,
        },
      );
      expect(self.status).toBe(409);
      const ownerMe = await call('GET', '/auth/me', token('owner'));
      const ownerOff = await call(
        'DELETE',
        `/users/business-users/${ownerMe.body.id}`,
        token('owner'),
      );
      expect(ownerOff.status).toBe(409);

      const masters = availableMastersSchema.parse(
        (await call('GET', '/users/business-users/available-masters', token('owner'))).body,
      );
      expect(Array.isArray(masters)).toBe(true);
      const noMaster = await call(
        'PUT',
        `/users/business-users/${member.id}/assign-master`,
        token('owner'),
        {
          master_id: randomUUID(),
        },
      );
      expect(noMaster.status).toBe(400);
      expect(noMaster.body.errors).toHaveProperty('master_id');
    });
  });
});
