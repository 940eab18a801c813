// Contract tests for the team: packages/api's users and invitations calls against a real server
// process with the demo data, so every answer passes the client's domain schemas and every failure
// its error classes and the screens' toast mapping.
import { beforeEach, describe, expect, it } from 'vitest';
import { getMe, login } from '@beautydesk/api/auth';
import { AccessDeniedError, ApiError } from '@beautydesk/api/errors';
import {
  acceptInvitation,
  declineInvitation,
  getInvitationDetails,
  listInvitations,
  regenerateInvitation,
  setInvitationPassword,
} from '@beautydesk/api/invitations';
import { listRoles } from '@beautydesk/api/roles';
import { toastMessage } from '@beautydesk/api/toast-messages';
import type { TokenStorage } from '@beautydesk/api/token-storage';
import {
  activateBusinessUser,
  assignMaster,
  changeUserRole,
  deleteBusinessUser,
  getBusinessUser,
  inviteUser,
  listAvailableMasters,
  listBusinessUsers,
  setUserActive,
  updateBusinessUser,
} from '@beautydesk/api/users';
import { invitationMessages } from '@beautydesk/domain/messages/invitations';
import { teamUserStatus } from '@beautydesk/domain/rules/team';
import { DEMO_ACCOUNTS } from '../support/api-client.ts';
import { failureOf, setUpContractServer, signInAgainst } from '../support/contract.ts';

const [OWNER_EMAIL, OWNER_PASSWORD] = DEMO_ACCOUNTS.owner;
const [MASTER_EMAIL, MASTER_PASSWORD] = DEMO_ACCOUNTS.master;
let n = 0;
const newEmail = (tag: string) => `contract-team-${tag}-${(n += 1)}-${Date.now()}@example.com`;

describe('packages/api users and invitations against the real server', () => {
  const server = setUpContractServer({ SEED: 'on', PUBLIC_URL: 'https://contract.example.test' });
  let tokens: TokenStorage;
  const roleIds: Record<string, string> = {};

  beforeEach(async () => {
    tokens = await signInAgainst(server, 'owner');
    for (const role of await listRoles()) roleIds[role.name] = role.id;
  });

  /** The accept-link token of the newest invitation e-mail to `to` (the dev outbox). */
  async function tokenFromMail(to: string): Promise<string> {
    const response = await fetch(
      `${server.url}/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`,
    );
    const body = (await response.json()) as { messages: { text: string }[] };
    const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(body.messages[0]?.text ?? '');
    return match?.[1] as string;
  }

  it('invite, the public page, accept: every answer parses, and accepting signs the new account in', async () => {
    const email = newEmail('accept');
    const sent = await inviteUser({
      email,
      business_role_id: roleIds['Мастер'] as string,
      personal_message: 'Ждём вас!',
    });
    expect(sent.invitation_token).toBe(await tokenFromMail(email));

    const page = await listBusinessUsers({ status_filter: 'pending', size: 100 });
    const row = page.users.find((user) => user.email === email);
    expect(row && teamUserStatus(row, Date.now())).toBe('pending');
    expect(row?.inviteExpiresAt).toBe(sent.expires_at);

    const invitations = await listInvitations();
    expect(invitations.find((i) => i.email === email)).toMatchObject({
      status: 'pending',
      businessRole: { name: 'Мастер' },
    });

    tokens.clear();
    const details = await getInvitationDetails(sent.invitation_token);
    expect(details).toMatchObject({
      email,
      companyName: 'Laser Room',
      invitedByEmail: OWNER_EMAIL,
      businessRole: { name: 'Мастер' },
      personalMessage: 'Ждём вас!',
      status: 'pending',
    });
    const accepted = await acceptInvitation(sent.invitation_token, {
      name: 'Контракт Мастер',
      phone: '+375291112233',
      position: 'Мастер',
    });
    expect(accepted.password_required).toBe(true);
    // The client stored the new session: /auth/me answers the new account.
    expect((await getMe()).email).toBe(email);
    await setInvitationPassword(sent.invitation_token, { password: 'secret7' });

    await login({ email: OWNER_EMAIL, password: OWNER_PASSWORD });
    const found = await listBusinessUsers({ search: email });
    expect(found.total).toBe(1);
    const member = found.users[0];
    expect(member).toMatchObject({
      fullName: 'Контракт Мастер',
      phone: '+375291112233',
      inviteStatus: 'accepted',
      isActive: true,
    });
    const id = member?.id as string;
    expect((await getBusinessUser(id)).businessRole?.name).toBe('Мастер');
    expect((await changeUserRole(id, roleIds['Администратор'] as string)).businessRole?.name).toBe(
      'Администратор',
    );
    expect((await updateBusinessUser(id, { position: 'Старший мастер' })).position).toBe(
      'Старший мастер',
    );
    expect((await setUserActive(id, false)).isActive).toBe(false);
    expect((await activateBusinessUser(id)).isActive).toBe(true);
    expect((await assignMaster(id, null)).masterId).toBeNull();
    expect(Array.isArray(await listAvailableMasters())).toBe(true);
    await deleteBusinessUser(id, { reason: 'Контракт окончен' });
    const error = await failureOf(() => getBusinessUser(id));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('resend and decline; an unknown link and a refused invite give the spec and server texts', async () => {
    const email = newEmail('decline');
    const sent = await inviteUser({ email, business_role_id: roleIds['Мастер'] as string });
    const id = sent.invitation_id as string;
    const { new_token: fresh } = await regenerateInvitation(id);
    expect(fresh).not.toBe(sent.invitation_token);
    expect(await tokenFromMail(email)).toBe(fresh);

    tokens.clear();
    const gone = await failureOf(() => getInvitationDetails(sent.invitation_token));
    expect(gone).toBeInstanceOf(ApiError);
    expect(toastMessage(gone)).toBe('Запрашиваемый ресурс не найден');
    expect((gone as ApiError).detail).toBe(invitationMessages.notFound);
    await declineInvitation(fresh, { reason: 'Не подходит' });
    expect((await getInvitationDetails(fresh)).status).toBe('declined');

    await login({ email: OWNER_EMAIL, password: OWNER_PASSWORD });
    const taken = await failureOf(() =>
      inviteUser({ email: MASTER_EMAIL, business_role_id: roleIds['Мастер'] as string }),
    );
    expect((taken as ApiError).status).toBe(409);
    expect(toastMessage(taken)).toBe('Пользователь с таким email уже есть в команде');
  });

  it('the demo master is refused with an access-denied error', async () => {
    await login({ email: MASTER_EMAIL, password: MASTER_PASSWORD });
    const error = await failureOf(() => listBusinessUsers());
    expect(error).toBeInstanceOf(AccessDeniedError);
    const invitations = await failureOf(() => listInvitations());
    expect(invitations).toBeInstanceOf(AccessDeniedError);
  });
});
