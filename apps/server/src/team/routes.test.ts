// The team routes through app.inject on one in-memory PGlite with the demo data: the list, invite by
// e-mail, the public invitation page's calls, edits and their guards, master assignment.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
import { masters } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { readOutbox } from '../mail/mailer.ts';
import { DEMO_LOGINS } from '../seed.ts';
import { setUpDemoTestServer } from '../testing/app-fixture.ts';
import { teamMessages } from './messages.ts';
import { invitations } from './tables.ts';
import { licenseOfToken, newInvitationToken } from './tokens.ts';

const server = setUpDemoTestServer('t', { publicUrl: 'https://app.example.test' });
const { call } = server;

type Who = 'owner' | 'admin' | 'master' | 'ownerB';
const tokens: Record<Who, string> = { owner: '', admin: '', master: '', ownerB: '' };
let licenseA = '';

async function login(email: string, password: string) {
  const response = await call('POST', '/auth/login', undefined, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access_token: string; user: { id: string; license_id: string } };
}

async function roleId(name: string, token = tokens.owner): Promise<string> {
  const response = await call('GET', '/users/business-roles/', token);
  const roles = (response.json() as { roles: { id: string; name: string }[] }).roles;
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

async function invite(email: string, role = 'Мастер', extra: object = {}) {
  const response = await call('POST', '/users/business-users/', tokens.owner, {
    email,
    business_role_id: await roleId(role),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return inviteResponseSchema.parse(response.json());
}

const lastMailTo = async (email: string) => (await readOutbox(server.database.db, email, 1))[0];

beforeAll(async () => {
  tokens.owner = await server.login('owner');
  const owner = await login(DEMO_LOGINS.owner.email, DEMO_LOGINS.owner.password);
  licenseA = owner.user.license_id;
  tokens.admin = await server.login('administrator');
  tokens.master = await server.login('master');
  tokens.ownerB = (await server.newLicenseOwner('team-b@example.com', 'Студия B')).token;
});

describe('invitation tokens', () => {
  it('carry the license and 256 random bits, and name the license back', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const token = newInvitationToken(id);
    expect(token).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/);
    expect(licenseOfToken(token)).toBe(id);
    expect(newInvitationToken(id)).not.toBe(token);
    expect(licenseOfToken('not-a-token')).toBeNull();
  });
});

describe('invite, the public page, accept', () => {
  it('e-mails the accept link, shows the details without sign-in, and accepting creates a signed-in account with the role', async () => {
    const sent = await invite('New.Master@Example.com', 'Мастер', {
      personal_message: 'Ждём вас в команде!',
    });
    expect(sent.invitation_token.length).toBeGreaterThanOrEqual(64);
    const mail = await lastMailTo('new.master@example.com');
    expect(mail?.subject).toContain('Laser Room');
    expect(mail?.text).toContain(`https://app.example.test/invite/${sent.invitation_token}`);
    expect(mail?.text).toContain('Ждём вас в команде!');

    const details = await call('GET', `/users/invitations/${sent.invitation_token}`);
    expect(details.statusCode).toBe(200);
    expect(invitationDetailsSchema.parse(details.json())).toMatchObject({
      email: 'new.master@example.com',
      company_name: 'Laser Room',
      invited_by_email: DEMO_LOGINS.owner.email,
      invited_by_name: DEMO_LOGINS.owner.fullName,
      business_role_name: 'Мастер',
      personal_message: 'Ждём вас в команде!',
      status: 'pending',
    });

    const listed = businessUserListSchema.parse(
      (await call('GET', '/users/business-users/?status_filter=pending', tokens.owner)).json(),
    );
    expect(listed.users.map((u) => u.email)).toContain('new.master@example.com');

    const accepted = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/accept?auth_user_id=${crypto.randomUUID()}`,
      undefined,
      {
        name: 'Анна Новикова',
        phone: '+375 29 111-22-33',
        position: 'Мастер лазера',
        password: 'secret7',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const answer = invitationActionResponseSchema.parse(accepted.json());
    expect(answer.access_token).toBeTruthy();
    expect(answer.password_required).toBe(false);
    const me = await call('GET', '/auth/me', answer.access_token);
    expect(me.json()).toMatchObject({ email: 'new.master@example.com', license_id: licenseA });

    const signedIn = await login('new.master@example.com', 'secret7');
    const member = businessUserSchema.parse(
      (await call('GET', `/users/business-users/${signedIn.user.id}`, tokens.owner)).json(),
    );
    expect(member).toMatchObject({
      full_name: 'Анна Новикова',
      phone: '+375 29 111-22-33',
      position: 'Мастер лазера',
      invite_status: 'accepted',
      is_active: true,
      business_role: { name: 'Мастер' },
    });
    expect(member.last_login_at).not.toBeNull();

    // The link is spent: accepting again is refused, the details say accepted.
    const again = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/accept`,
      undefined,
      {
        name: 'Анна',
        password: 'secret7',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(teamMessages.invitationAccepted);
    const after = await call('GET', `/users/invitations/${sent.invitation_token}`);
    expect(after.json().status).toBe('accepted');
  });

  it('without a password: the account is signed in and a set-password link is e-mailed, usable once', async () => {
    const sent = await invite('no-password@example.com');
    const accepted = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/accept`,
      undefined,
      { name: 'Без Пароля' },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const answer = invitationActionResponseSchema.parse(accepted.json());
    expect(answer.password_required).toBe(true);
    expect(answer.message).toBe(teamMessages.welcomeSetPassword);
    const mail = await lastMailTo('no-password@example.com');
    expect(mail?.text).toContain(
      `https://app.example.test/invite/${sent.invitation_token}/password`,
    );

    const short = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/password`,
      undefined,
      {
        password: '123',
      },
    );
    expect(short.statusCode).toBe(400);
    const set = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/password`,
      undefined,
      {
        password: 'newpass1',
      },
    );
    expect(set.statusCode, set.body).toBe(200);
    await login('no-password@example.com', 'newpass1');
    const twice = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/password`,
      undefined,
      {
        password: 'another1',
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(teamMessages.passwordAlreadySet);
  });

  it('refuses unknown tokens, a missing name, an expired invitation; declining is final', async () => {
    for (const token of ['nothing', newInvitationToken(licenseA)]) {
      const response = await call('GET', `/users/invitations/${token}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(invitationMessages.notFound);
    }
    const sent = await invite('late@example.com');
    const noName = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/accept`,
      undefined,
      {
        name: '  ',
      },
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toHaveProperty('name');

    await withTenant(server.database.db, licenseA, (t) =>
      t.update(
        invitations,
        { expires_at: new Date(Date.now() - 1000) },
        eq(invitations.email, 'late@example.com'),
      ),
    );
    const details = await call('GET', `/users/invitations/${sent.invitation_token}`);
    expect(details.json().status).toBe('expired');
    const late = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/accept`,
      undefined,
      {
        name: 'Опоздавший',
        password: 'secret1',
      },
    );
    expect(late.statusCode).toBe(410);
    expect(late.json().detail).toBe(invitationMessages.expired);
    const expiredRows = businessUserListSchema.parse(
      (await call('GET', '/users/business-users/?status_filter=expired', tokens.owner)).json(),
    );
    expect(expiredRows.users.map((u) => u.email)).toEqual(['late@example.com']);

    // Resending gives a new token and a new week; the old link stops working.
    const list = invitationListSchema.parse(
      (await call('GET', '/users/invitations/', tokens.owner)).json(),
    );
    const late1 = list.find((i) => i.email === 'late@example.com');
    expect(late1?.status).toBe('expired');
    const resent = await call('POST', `/users/invitations/${late1?.id}/regenerate`, tokens.owner);
    expect(resent.statusCode, resent.body).toBe(200);
    const { new_token: fresh } = regenerateInvitationResponseSchema.parse(resent.json());
    expect((await call('GET', `/users/invitations/${sent.invitation_token}`)).statusCode).toBe(404);
    expect((await call('GET', `/users/invitations/${fresh}`)).json().status).toBe('pending');
    expect((await lastMailTo('late@example.com'))?.text).toContain(fresh);

    const declined = await call('POST', `/users/invitations/${fresh}/decline`, undefined, {
      reason: 'Уже работаю в другом месте',
    });
    expect(declined.statusCode).toBe(200);
    expect((await call('POST', `/users/invitations/${fresh}/decline`)).statusCode).toBe(200);
    const refused = await call('POST', `/users/invitations/${fresh}/accept`, undefined, {
      name: 'Передумал',
      password: 'secret1',
    });
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', `/users/invitations/${fresh}`)).json().status).toBe('declined');
  });

  it('refuses the owner role, an e-mail already in the team, and invites from people without users.manage', async () => {
    const owner = await call('POST', '/users/business-users/', tokens.owner, {
      email: 'boss@example.com',
      business_role_id: await roleId('Владелец'),
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors.business_role_id).toBe(teamMessages.roleNotAssignable);

    const taken = await call('POST', '/users/business-users/', tokens.owner, {
      email: DEMO_LOGINS.administrator.email.toUpperCase(),
      business_role_id: await roleId('Мастер'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(teamMessages.alreadyInTeam);

    const elsewhere = await call('POST', '/users/business-users/', tokens.owner, {
      email: 'team-b@example.com',
      business_role_id: await roleId('Мастер'),
    });
    expect(elsewhere.statusCode).toBe(409);

    const master = await call('POST', '/users/business-users/', tokens.master, {
      email: 'x@example.com',
      business_role_id: await roleId('Мастер'),
    });
    expect(master.statusCode).toBe(403);
    const badEmail = await call('POST', '/users/business-users/', tokens.owner, {
      email: 'not-an-email',
      business_role_id: await roleId('Мастер'),
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toHaveProperty('email');
  });

  it('an account without a license joins with its own password', async () => {
    const registered = await call('POST', '/auth/register', undefined, {
      email: 'loner@example.com',
      password: 'mypass1',
      confirm_password: 'mypass1',
    });
    expect(registered.statusCode).toBe(201);
    const sent = await invite('loner@example.com', 'Администратор');
    const accepted = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/accept`,
      undefined,
      {
        name: 'Одиночка',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().password_required).toBe(false);
    const signedIn = await login('loner@example.com', 'mypass1');
    expect(signedIn.user.license_id).toBe(licenseA);
  });
});

describe('the team list and edits', () => {
  it('pages, searches and filters by role and status', async () => {
    const all = businessUserListSchema.parse(
      (await call('GET', '/users/business-users/?size=100', tokens.owner)).json(),
    );
    expect(all.total).toBe(all.users.length);
    const page = businessUserListSchema.parse(
      (await call('GET', '/users/business-users/?page=2&size=2', tokens.owner)).json(),
    );
    expect(page.total).toBe(all.total);
    expect(page.users.map((u) => u.id)).toEqual(all.users.slice(2, 4).map((u) => u.id));
    const defaultPage = businessUserListSchema.parse(
      (await call('GET', '/users/business-users/', tokens.owner)).json(),
    );
    expect(defaultPage.users.length).toBe(Math.min(10, all.total));

    const search = businessUserListSchema.parse(
      (
        await call(
          'GET',
          `/users/business-users/?search=${encodeURIComponent('кузнецова')}`,
          tokens.owner,
        )
      ).json(),
    );
    expect(search.users.map((u) => u.email)).toEqual([DEMO_LOGINS.administrator.email]);
    // %, _ and \ in the search are the characters themselves, not LIKE wildcards.
    for (const text of ['%', '_', '\\']) {
      const literal = businessUserListSchema.parse(
        (
          await call(
            'GET',
            `/users/business-users/?search=${encodeURIComponent(text)}`,
            tokens.owner,
          )
        ).json(),
      );
      expect(literal.total, text).toBe(0);
    }

    const masterRole = await roleId('Мастер');
    const byRole = businessUserListSchema.parse(
      (await call('GET', `/users/business-users/?roleId=${masterRole}`, tokens.owner)).json(),
    );
    expect(byRole.users.every((u) => u.business_role?.name === 'Мастер')).toBe(true);
    const byName = businessUserListSchema.parse(
      (
        await call(
          'GET',
          `/users/business-users/?role_filter=${encodeURIComponent('мастер')}`,
          tokens.owner,
        )
      ).json(),
    );
    expect(byName.total).toBe(byRole.total);

    const active = businessUserListSchema.parse(
      (
        await call('GET', '/users/business-users/?status_filter=active&size=100', tokens.owner)
      ).json(),
    );
    expect(active.users.every((u) => u.is_active && u.invite_status !== 'pending')).toBe(true);
    await invite('still-open@example.com');
    const pending = businessUserListSchema.parse(
      (
        await call('GET', '/users/business-users/?status_filter=pending&size=100', tokens.owner)
      ).json(),
    );
    expect(pending.users.map((u) => u.email)).toContain('still-open@example.com');
    expect(pending.total).toBe(pending.users.length);
    expect(
      pending.users.every(
        (u) => u.invite_status === 'pending' && Date.parse(u.invite_expires_at ?? '') > Date.now(),
      ),
    ).toBe(true);
    expect(
      (await call('GET', '/users/business-users/?status_filter=gone', tokens.owner)).statusCode,
    ).toBe(400);
    expect((await call('GET', '/users/business-users/?size=1000', tokens.owner)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/users/business-users/', tokens.master)).statusCode).toBe(403);
  });

  it('changes role and active state, with the guards: not oneself, not the owner, not beyond your rights', async () => {
    const admin = await login(DEMO_LOGINS.administrator.email, DEMO_LOGINS.administrator.password);
    const owner = await login(DEMO_LOGINS.owner.email, DEMO_LOGINS.owner.password);
    const sent = await invite('editable@example.com');
    const accepted = await call(
      'POST',
      `/users/invitations/${sent.invitation_token}/accept`,
      undefined,
      {
        name: 'Редактируемый',
        password: 'secret1',
      },
    );
    const userId = (await login('editable@example.com', 'secret1')).user.id;
    expect(accepted.statusCode).toBe(200);

    const changed = await call('PUT', `/users/business-users/${userId}`, tokens.admin, {
      business_role_id: await roleId('Администратор'),
      position: 'Старший мастер',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      business_role: { name: 'Администратор' },
      position: 'Старший мастер',
    });

    const off = await call('PUT', `/users/business-users/${userId}`, tokens.owner, {
      is_active: false,
    });
    expect(off.json().is_active).toBe(false);
    const inactive = businessUserListSchema.parse(
      (await call('GET', '/users/business-users/?status_filter=inactive', tokens.owner)).json(),
    );
    expect(inactive.users.map((u) => u.id)).toContain(userId);
    const loginOff = await call('POST', '/auth/login', undefined, {
      email: 'editable@example.com',
      password: 'secret1',
    });
    expect(loginOff.statusCode).toBe(403);
    const on = await call('POST', `/users/business-users/${userId}/activate`, tokens.owner);
    expect(on.json().is_active).toBe(true);

    const self = await call('PUT', `/users/business-users/${admin.user.id}`, tokens.admin, {
      is_active: false,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(teamMessages.cannotDeactivateSelf);
    const ownerOff = await call('PUT', `/users/business-users/${owner.user.id}`, tokens.admin, {
      is_active: false,
    });
    expect(ownerOff.statusCode).toBe(409);
    expect(ownerOff.json().detail).toBe(teamMessages.cannotChangeOwner);
    const ownerRole = await call('PUT', `/users/business-users/${userId}`, tokens.owner, {
      business_role_id: await roleId('Владелец'),
    });
    expect(ownerRole.statusCode).toBe(400);

    // A custom role holding roles.manage: the administrator lacks it, so cannot hand it out.
    const custom = await call('POST', '/users/business-roles/', tokens.owner, {
      name: 'Менеджер ролей',
      permissions: ['roles.manage', 'clients.read'],
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const beyond = await call('PUT', `/users/business-users/${userId}`, tokens.admin, {
      business_role_id: custom.json().id,
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().detail).toBe(teamMessages.roleBeyondYourRights);

    const unknown = await call(
      'PUT',
      `/users/business-users/${crypto.randomUUID()}`,
      tokens.owner,
      {
        is_active: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
    const otherTenant = await call('PUT', `/users/business-users/${userId}`, tokens.ownerB, {
      is_active: false,
    });
    expect(otherTenant.statusCode).toBe(404);
    expect((await call('GET', `/users/business-users/${userId}`, tokens.ownerB)).statusCode).toBe(
      404,
    );
    const extra = await call('PUT', `/users/business-users/${userId}`, tokens.owner, {
      license_id: 'x',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('removes a member (owner only: the administrator lacks users.delete); an open invitation is withdrawn', async () => {
    const sent = await invite('leaving@example.com');
    await call('POST', `/users/invitations/${sent.invitation_token}/accept`, undefined, {
      name: 'Уходящий',
      password: 'secret1',
    });
    const userId = (await login('leaving@example.com', 'secret1')).user.id;
    const byAdmin = await call('DELETE', `/users/business-users/${userId}`, tokens.admin, {
      reason: 'x',
    });
    expect(byAdmin.statusCode).toBe(403);
    const removed = await call('DELETE', `/users/business-users/${userId}`, tokens.owner, {
      reason: 'Уволился',
    });
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/users/business-users/${userId}`, tokens.owner)).statusCode).toBe(
      404,
    );
    const loginGone = await call('POST', '/auth/login', undefined, {
      email: 'leaving@example.com',
      password: 'secret1',
    });
    expect(loginGone.statusCode).toBe(403);

    const open = await invite('withdrawn@example.com');
    expect(
      (await call('DELETE', `/users/business-users/${open.invitation_id}`, tokens.owner))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/users/invitations/${open.invitation_token}`)).statusCode).toBe(404);

    const owner = await login(DEMO_LOGINS.owner.email, DEMO_LOGINS.owner.password);
    const self = await call('DELETE', `/users/business-users/${owner.user.id}`, tokens.owner);
    expect(self.statusCode).toBe(409);
  });

  it('assigns a master of the license (one account per master) and lists the free ones', async () => {
    const studios = (await call('GET', '/studios', tokens.owner)).json().studios as {
      id: string;
    }[];
    const [free, taken] = await withTenant(server.database.db, licenseA, (t) =>
      t.insert(masters, [
        {
          name: 'Яна Свободная',
          phone: '+375291112233',
          studio_id: studios[0]?.id as string,
          qualification: 'senior',
        },
        {
          name: 'Юлия Занятая',
          phone: '+375291112244',
          studio_id: studios[0]?.id as string,
          qualification: 'junior',
        },
      ]),
    );
    const sent = await invite('linked@example.com');
    await call('POST', `/users/invitations/${sent.invitation_token}/accept`, undefined, {
      name: 'Связанный',
      password: 'secret1',
    });
    const userId = (await login('linked@example.com', 'secret1')).user.id;
    const assigned = await call(
      'PUT',
      `/users/business-users/${userId}/assign-master`,
      tokens.owner,
      {
        master_id: taken?.id,
      },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().master_id).toBe(taken?.id);

    const available = availableMastersSchema.parse(
      (await call('GET', '/users/business-users/available-masters', tokens.owner)).json(),
    );
    expect(available.map((m) => m.id)).toContain(free?.id);
    expect(available.map((m) => m.id)).not.toContain(taken?.id);

    const admin = await login(DEMO_LOGINS.administrator.email, DEMO_LOGINS.administrator.password);
    const twice = await call(
      'PUT',
      `/users/business-users/${admin.user.id}/assign-master`,
      tokens.owner,
      {
        master_id: taken?.id,
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(teamMessages.masterTaken);
    const unknown = await call(
      'PUT',
      `/users/business-users/${userId}/assign-master`,
      tokens.owner,
      {
        master_id: crypto.randomUUID(),
      },
    );
    expect(unknown.statusCode).toBe(400);
    const cleared = await call(
      'PUT',
      `/users/business-users/${userId}/assign-master`,
      tokens.owner,
      {
        master_id: null,
      },
    );
    expect(cleared.json().master_id).toBeNull();
    const fromB = await call(
      'PUT',
      `/users/business-users/${userId}/assign-master`,
      tokens.ownerB,
      {
        master_id: null,
      },
    );
    expect(fromB.statusCode).toBe(404);
    const bMasters = availableMastersSchema.parse(
      (await call('GET', '/users/business-users/available-masters', tokens.ownerB)).json(),
    );
    expect(bMasters).toEqual([]);
  });
});
