// Business users and invitations (part 2 §3, §4, §5, §7): the team list (accounts of the license and
// its open invitations), invite / resend by e-mail, edit, activate, delete, master assignment — all
// behind users.manage — and the public invitation page's details, accept, decline and set-password.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  assignMasterPayloadSchema,
  availableMasterSchema,
  businessUserListQuerySchema,
  businessUserListSchema,
  businessUserSchema,
  businessUserUpdatePayloadSchema,
  deleteUserPayloadSchema,
  invitePayloadSchema,
  inviteResponseSchema,
  type BusinessUserWire,
} from '@beautydesk/domain/schemas/users';
import {
  acceptInvitationPayloadSchema,
  declineInvitationPayloadSchema,
  invitationActionResponseSchema,
  invitationDetailsSchema,
  invitationSchema,
  regenerateInvitationResponseSchema,
  setInvitationPasswordPayloadSchema,
  type InvitationWire,
} from '@beautydesk/domain/schemas/invitations';
import { WILDCARD_PERMISSION } from '@beautydesk/domain/schemas/roles';
import { isLicenseOwner, isPlatformSuperadmin } from '@beautydesk/domain/rules/claims';
import { hasPermission, isInvitableRole } from '@beautydesk/domain/rules/permissions';
import {
  isInvitationExpired,
  teamUserStatus,
  TEAM_USER_STATUSES,
  type TeamUserStatus,
} from '@beautydesk/domain/rules/team';
import { looksLikeEmail } from '@beautydesk/domain/rules/validation/common';
import type { AppContext } from '../context.ts';
import { licensedAccess, requirePermission, type Access } from '../auth/access.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issueRefreshToken } from '../auth/refresh-tokens.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { issueAccess } from '../auth/session.ts';
import { normalizeEmail, type UserRow } from '../auth/users.ts';
import { sqlState, SQLSTATE, type Db, type Tx } from '../db/database.ts';
import { businessRoles, licenses, masters, refreshTokens, users } from '../db/schema.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { serverMessages } from '../messages.ts';
import {
  invitationEmail,
  invitationMessages,
  setPasswordEmail,
  teamMessages as m,
} from './messages.ts';
import { INVITATION_STATUS, invitations, type InvitationRow } from './tables.ts';
import {
  hashInvitationToken,
  invitationExpiry,
  licenseOfToken,
  newInvitationToken,
} from './tokens.ts';

type RoleRow = typeof businessRoles.$inferSelect;

/** Text caps (the spec names none): enough for any real value, short of abuse. */
export const TEAM_MAX = {
  email: 254,
  full_name: 200,
  name: 200,
  phone: 50,
  position: 100,
  personal_message: 2000,
  reason: 500,
  password: 256,
  search: 200,
} as const;
export const MAX_TEAM_PAGE_SIZE = 100;

const listQuery = businessUserListQuerySchema.extend({
  size: businessUserListQuerySchema.shape.size.pipe(z.number().max(MAX_TEAM_PAGE_SIZE)),
  search: z.string().trim().max(TEAM_MAX.search).optional(),
  role_filter: z.string().trim().min(1).max(TEAM_MAX.search).optional(),
  status_filter: z.enum(TEAM_USER_STATUSES).optional(),
  roleId: z.uuid().optional(),
});
const inviteBody = strictBody(invitePayloadSchema.extend({ business_role_id: z.uuid() }), {
  email: TEAM_MAX.email,
  personal_message: TEAM_MAX.personal_message,
});
const updateBody = strictBody(
  businessUserUpdatePayloadSchema.extend({ business_role_id: z.uuid().optional() }),
  { full_name: TEAM_MAX.full_name, phone: TEAM_MAX.phone, position: TEAM_MAX.position },
);
const deleteBody = strictBody(deleteUserPayloadSchema, { reason: TEAM_MAX.reason }).nullish();
const assignBody = strictBody(
  assignMasterPayloadSchema.extend({ master_id: z.uuid().nullable() }),
  {},
);
const acceptBody = strictBody(acceptInvitationPayloadSchema, {
  name: TEAM_MAX.name,
  phone: TEAM_MAX.phone,
  position: TEAM_MAX.position,
  password: TEAM_MAX.password,
});
// The client's generated id is accepted and not used: the server names the account (decisions).
const acceptQuery = z.object({ auth_user_id: z.string().max(100).optional() });
const declineBody = strictBody(declineInvitationPayloadSchema, {
  reason: TEAM_MAX.reason,
}).nullish();
const passwordBody = strictBody(setInvitationPasswordPayloadSchema, {
  password: TEAM_MAX.password,
});
const idParams = z.object({ id: z.uuid() });
/** Public routes: any text up to a sane length; a token not shaped like ours is simply unknown. */
const tokenParams = z.object({ token: z.string().min(1).max(200) });

const availableMastersAnswer = z.object({ masters: z.array(availableMasterSchema) });
const invitationListAnswer = z.object({ invitations: z.array(invitationSchema) });

/** The owner role, a role holding '*' or a superadmin-like name: never invited nor assigned (§5). */
function isAssignableRole(role: RoleRow): boolean {
  return (
    role.system_key !== 'owner' &&
    !role.permissions.includes(WILDCARD_PERMISSION) &&
    isInvitableRole({ name: role.name })
  );
}

/** Whether the actor holds every permission of `role` (no one hands out more than they have). */
function withinRights(access: Access, role: RoleRow | null): boolean {
  return (role?.permissions ?? []).every((name) => hasPermission(access.permissions, name));
}

const isOwnerAccount = (user: UserRow, role: RoleRow | null) =>
  isLicenseOwner(user.platform_role) || role?.system_key === 'owner';

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function roleWire(role: RoleRow | null): BusinessUserWire['business_role'] {
  return role
    ? {
        id: role.id,
        name: role.name,
        description: role.description,
        is_system_role: role.is_system_role,
        scope_type: role.scope_type,
        scope_ref: role.scope_ref,
      }
    : null;
}

function accountWire(
  user: UserRow,
  role: RoleRow | null,
  invitationId: string | null,
): BusinessUserWire {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    name: user.full_name,
    is_active: user.is_active,
    business_role: roleWire(role),
    master_id: user.master_id,
    // Accounts that came through an invitation say so; the owner registered (null reads as accepted).
    invite_status: invitationId ? INVITATION_STATUS.accepted : null,
    invite_expires_at: null,
    invite_token: null,
    invitation_id: invitationId,
    created_at: user.created_at.toISOString(),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    phone: user.phone,
    position: user.position,
  };
}

/** An open invitation as a row of the team table (no account yet: status pending or expired). */
function pendingWire(invitation: InvitationRow, role: RoleRow | null): BusinessUserWire {
  return {
    id: invitation.id,
    email: invitation.email,
    full_name: null,
    name: null,
    is_active: true,
    business_role: roleWire(role),
    master_id: null,
    invite_status: INVITATION_STATUS.pending,
    invite_expires_at: invitation.expires_at.toISOString(),
    // Only the hash is kept: the token is in the e-mail and in the invite / resend answers.
    invite_token: null,
    invitation_id: invitation.id,
    created_at: invitation.created_at.toISOString(),
    last_login_at: null,
    phone: null,
    position: null,
  };
}

/** The stored status, with a pending invitation past its expiry read as expired. */
function invitationStatus(invitation: InvitationRow, now = Date.now()): string {
  return invitation.status === INVITATION_STATUS.pending &&
    isInvitationExpired(invitation.expires_at.toISOString(), now)
    ? INVITATION_STATUS.expired
    : invitation.status;
}

const displayStatus = (user: BusinessUserWire, now: number): TeamUserStatus =>
  teamUserStatus(
    {
      isActive: user.is_active,
      inviteStatus: user.invite_status,
      inviteExpiresAt: user.invite_expires_at,
    },
    now,
  );

const roleJoin = (column: typeof users.business_role_id | typeof invitations.business_role_id) =>
  eq(businessRoles.id, column);

export async function teamRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = [authenticated, requirePermission(db, 'users.manage')];
  const security = [{ bearerAuth: [] }];
  const tags = ['team'];
  const publicTags = ['invitations (public)'];
  const baseUrl = ctx.publicUrl.replace(/\/+$/, '');
  const acceptLink = (token: string) => `${baseUrl}/invite/${token}`;
  const passwordLink = (token: string) => `${baseUrl}/invite/${token}/password`;

  async function findRole(t: TenantScope, id: string | null): Promise<RoleRow | null> {
    if (!id) return null;
    const [role] = await t.select(businessRoles, eq(businessRoles.id, id));
    return role ?? null;
  }

  /** A role from a request body: of this license, assignable (§5), within the actor's rights. */
  async function assignableRole(t: TenantScope, access: Access, id: string): Promise<RoleRow> {
    const role = await findRole(t, id);
    if (!role) throw fieldError('business_role_id', m.roleNotFound);
    if (!isAssignableRole(role)) throw fieldError('business_role_id', m.roleNotAssignable);
    if (!withinRights(access, role)) throw new HttpError(403, m.roleBeyondYourRights);
    return role;
  }

  async function findAccount(t: TenantScope, id: string): Promise<UserRow | undefined> {
    const [row] = await t.tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.license_id, t.licenseId)));
    return row;
  }

  async function findOpenInvitation(
    t: TenantScope,
    id: string,
  ): Promise<InvitationRow | undefined> {
    const [row] = await t.select(
      invitations,
      and(eq(invitations.id, id), eq(invitations.status, INVITATION_STATUS.pending)),
    );
    return row;
  }

  async function acceptedInvitationOf(t: TenantScope, userId: string): Promise<string | null> {
    const [row] = await t.tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(t.scoped(invitations, eq(invitations.accepted_user_id, userId)))
      .orderBy(desc(invitations.responded_at))
      .limit(1);
    return row?.id ?? null;
  }

  async function accountAnswer(t: TenantScope, user: UserRow): Promise<BusinessUserWire> {
    return accountWire(
      user,
      await findRole(t, user.business_role_id),
      await acceptedInvitationOf(t, user.id),
    );
  }

  /** The team member `id` names: an account of the license, else an open invitation, else 404. */
  async function findMember(
    t: TenantScope,
    id: string,
  ): Promise<{ account: UserRow } | { invitation: InvitationRow }> {
    const account = await findAccount(t, id);
    if (account) return { account };
    const invitation = await findOpenInvitation(t, id);
    if (invitation) return { invitation };
    throw new HttpError(404, m.userNotFound);
  }

  /** Deactivating, deleting or re-roling: never oneself, never the owner, never someone above you. */
  async function assertMayChange(
    t: TenantScope,
    access: Access,
    user: UserRow,
    what: { self: boolean },
  ): Promise<RoleRow | null> {
    const role = await findRole(t, user.business_role_id);
    if (isOwnerAccount(user, role)) throw new HttpError(409, m.cannotChangeOwner);
    if (what.self && user.id === access.subject.id) {
      throw new HttpError(409, m.cannotDeactivateSelf);
    }
    if (!withinRights(access, role)) throw new HttpError(403, m.targetBeyondYourRights);
    return role;
  }

  async function sendInvitation(
    licenseId: string,
    invitation: InvitationRow,
    token: string,
    access: Access,
  ): Promise<void> {
    const [license] = await db.select().from(licenses).where(eq(licenses.id, licenseId));
    const role = await withTenant(db, licenseId, (t) => findRole(t, invitation.business_role_id));
    await ctx.mailer.send({
      to: invitation.email,
      subject: invitationEmail.subject(license?.name ?? ''),
      text: invitationEmail.text({
        company: license?.name ?? '',
        inviter: access.subject.full_name ?? access.subject.email,
        role: role?.name ?? '',
        message: invitation.personal_message,
        link: acceptLink(token),
        expiresAt: invitation.expires_at,
      }),
    });
  }

  /** Who already holds this address: refused unless it is an account without a license (§ decisions). */
  async function assertEmailFree(
    tx: Tx,
    licenseId: string,
    email: string,
  ): Promise<UserRow | null> {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (!existing) return null;
    if (existing.license_id === licenseId) throw fieldError('email', m.alreadyInTeam, 409);
    if (existing.license_id || isPlatformSuperadmin(existing.platform_role)) {
      throw fieldError('email', m.emailUsedElsewhere, 409);
    }
    return existing;
  }

  // ---------------------------------------------------------------------------------------------
  // Business users

  app.get(
    '/users/business-users',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'The team: accounts of the license and its open invitations (page, size, search, role_filter, status_filter, roleId)',
        security,
        querystring: listQuery,
        response: { 200: businessUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const query = request.query;
      const now = Date.now();
      const search = query.search ? likePattern(query.search) : undefined;
      // roleId, and role_filter as a role id or a role name (any case).
      const roleFilter = () =>
        and(
          query.roleId ? eq(businessRoles.id, query.roleId) : undefined,
          query.role_filter
            ? z.uuid().safeParse(query.role_filter).success
              ? eq(businessRoles.id, query.role_filter)
              : eq(sql`lower(${businessRoles.name})`, query.role_filter.toLowerCase())
            : undefined,
        );
      const rows = await withTenant(db, licenseId, async (t) => {
        const accounts = await t.tx
          .select({ user: users, role: businessRoles })
          .from(users)
          .leftJoin(
            businessRoles,
            and(eq(businessRoles.license_id, licenseId), roleJoin(users.business_role_id)),
          )
          .where(
            and(
              eq(users.license_id, licenseId),
              search ? or(ilike(users.full_name, search), ilike(users.email, search)) : undefined,
              roleFilter(),
            ),
          )
          .orderBy(asc(users.created_at), asc(users.id));
        const accepted = await t.tx
          .select({ id: invitations.id, userId: invitations.accepted_user_id })
          .from(invitations)
          .where(t.scoped(invitations, eq(invitations.status, INVITATION_STATUS.accepted)))
          .orderBy(asc(invitations.responded_at));
        const invitationOf = new Map(accepted.map((row) => [row.userId, row.id]));
        const open = await t.tx
          .select({ invitation: invitations, role: businessRoles })
          .from(invitations)
          .leftJoin(
            businessRoles,
            and(eq(businessRoles.license_id, licenseId), roleJoin(invitations.business_role_id)),
          )
          .where(
            t.scoped(
              invitations,
              and(
                eq(invitations.status, INVITATION_STATUS.pending),
                search ? ilike(invitations.email, search) : undefined,
                roleFilter(),
              ) as SQL,
            ),
          )
          .orderBy(asc(invitations.created_at), asc(invitations.id));
        return [
          ...accounts.map(({ user, role }) =>
            accountWire(user, role, invitationOf.get(user.id) ?? null),
          ),
          ...open.map(({ invitation, role }) => pendingWire(invitation, role)),
        ];
      });
      const matching = query.status_filter
        ? rows.filter((row) => displayStatus(row, now) === query.status_filter)
        : rows;
      const start = (query.page - 1) * query.size;
      return { users: matching.slice(start, start + query.size), total: matching.length };
    },
  );

  app.post(
    '/users/business-users',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: `Invite by e-mail with a role; the e-mail carries ${ctx.publicUrl}/invite/{token} (valid 7 days)`,
        security,
        body: inviteBody,
        response: { 201: inviteResponseSchema, ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const body = request.body;
      if (!looksLikeEmail(body.email)) {
        throw fieldError('email', serverMessages.invalidEmail);
      }
      const email = normalizeEmail(body.email);
      const token = newInvitationToken(licenseId);
      const created = await withTenant(db, licenseId, async (t) => {
        const role = await assignableRole(t, access, body.business_role_id);
        await assertEmailFree(t.tx, licenseId, email);
        // A new invite replaces the open one for the same address (its link stops working).
        await t.delete(
          invitations,
          and(eq(invitations.email, email), eq(invitations.status, INVITATION_STATUS.pending)),
        );
        const [row] = await t.insert(invitations, {
          email,
          business_role_id: role.id,
          personal_message: body.personal_message ?? null,
          token_hash: hashInvitationToken(token),
          expires_at: invitationExpiry(),
          invited_by: access.subject.id,
        });
        return row as InvitationRow;
      }).catch((error: unknown) => {
        // Another invite to the same address won the race for the one open invitation.
        if (sqlState(error) === SQLSTATE.uniqueViolation) {
          throw fieldError('email', m.alreadyInvited, 409);
        }
        throw error;
      });
      try {
        await sendInvitation(licenseId, created, token, access);
      } catch (error) {
        request.log.error({ err: error }, 'invitation e-mail failed');
        await withTenant(db, licenseId, (t) =>
          t.delete(invitations, eq(invitations.id, created.id)),
        );
        throw new HttpError(503, m.mailFailed);
      }
      reply.code(201);
      return {
        invitation_token: token,
        invitation_id: created.id,
        expires_at: created.expires_at.toISOString(),
        message: m.inviteSent,
      };
    },
  );

  app.get(
    '/users/business-users/available-masters',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Active masters of the license not yet assigned to an account',
        security,
        response: { 200: availableMastersAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const rows = await t.tx
          .select({ id: masters.id, name: masters.name, studio_id: masters.studio_id })
          .from(masters)
          .leftJoin(
            users,
            and(eq(users.license_id, masters.license_id), eq(users.master_id, masters.id)),
          )
          .where(t.scoped(masters, and(eq(masters.is_active, true), isNull(users.id)) as SQL))
          .orderBy(asc(masters.name), asc(masters.id));
        return { masters: rows };
      });
    },
  );

  app.get(
    '/users/business-users/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'One team member (an account, or an open invitation by its id)',
        security,
        params: idParams,
        response: { 200: businessUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const member = await findMember(t, request.params.id);
        if ('account' in member) return accountAnswer(t, member.account);
        return pendingWire(
          member.invitation,
          await findRole(t, member.invitation.business_role_id),
        );
      });
    },
  );

  app.put(
    '/users/business-users/:id',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Change a member: business_role_id (change role), is_active (toggle), full_name, phone, position',
        security,
        params: idParams,
        body: updateBody,
        response: { 200: businessUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const member = await findMember(t, request.params.id);
        if ('invitation' in member) {
          // An open invitation: only its role can change until it is accepted.
          const { business_role_id: roleId, ...rest } = body;
          if (Object.values(rest).some((value) => value !== undefined)) {
            throw new HttpError(409, m.notAcceptedYet);
          }
          let invitation = member.invitation;
          if (roleId !== undefined) {
            const role = await assignableRole(t, access, roleId);
            [invitation] = (await t.update(
              invitations,
              { business_role_id: role.id, updated_at: new Date() },
              eq(invitations.id, invitation.id),
            )) as [InvitationRow];
          }
          return pendingWire(invitation, await findRole(t, invitation.business_role_id));
        }
        const user = member.account;
        const changes: Partial<UserRow> = {};
        if (
          body.business_role_id !== undefined &&
          body.business_role_id !== user.business_role_id
        ) {
          await assertMayChange(t, access, user, { self: false });
          changes.business_role_id = (await assignableRole(t, access, body.business_role_id)).id;
        }
        if (body.is_active !== undefined && body.is_active !== user.is_active) {
          if (!body.is_active) await assertMayChange(t, access, user, { self: true });
          changes.is_active = body.is_active;
        }
        if (body.full_name !== undefined) changes.full_name = body.full_name;
        if (body.phone !== undefined) changes.phone = body.phone;
        if (body.position !== undefined) changes.position = body.position;
        let updated = user;
        if (Object.keys(changes).length > 0) {
          [updated] = (await t.tx
            .update(users)
            .set({ ...changes, updated_at: new Date() })
            .where(and(eq(users.id, user.id), eq(users.license_id, licenseId)))
            .returning()) as [UserRow];
        }
        return accountAnswer(t, updated);
      });
    },
  );

  app.delete(
    '/users/business-users/:id',
    {
      // Removing someone also needs users.delete (the administrator's role lacks it).
      preHandler: [...guard, requirePermission(db, 'users.delete')],
      schema: {
        tags,
        summary:
          'Remove a member (body: reason): the account leaves the license and is deactivated; an open invitation is withdrawn',
        security,
        params: idParams,
        body: deleteBody,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { licenseId, access } = await licensedAccess(db, request);
      await withTenant(db, licenseId, async (t) => {
        const member = await findMember(t, request.params.id);
        if ('invitation' in member) {
          await t.delete(invitations, eq(invitations.id, member.invitation.id));
          return;
        }
        const user = member.account;
        await assertMayChange(t, access, user, { self: true });
        // The row stays (sessions, logs and invitations point at it): it leaves the license, off.
        await t.tx
          .update(users)
          .set({
            license_id: null,
            business_role_id: null,
            master_id: null,
            is_active: false,
            updated_at: new Date(),
          })
          .where(and(eq(users.id, user.id), eq(users.license_id, licenseId)));
        await t.tx
          .update(refreshTokens)
          .set({ revoked_at: sql`now()` })
          .where(and(eq(refreshTokens.user_id, user.id), isNull(refreshTokens.revoked_at)));
        request.log.info(
          { removedUser: user.id, by: access.actor.id, reason: request.body?.reason ?? null },
          'team member removed',
        );
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/business-users/:id/activate',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Turn an account back on',
        security,
        params: idParams,
        response: { 200: businessUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const member = await findMember(t, request.params.id);
        if ('invitation' in member) throw new HttpError(409, m.notAcceptedYet);
        const user = member.account;
        if (!withinRights(access, await findRole(t, user.business_role_id))) {
          throw new HttpError(403, m.targetBeyondYourRights);
        }
        const [updated] = (await t.tx
          .update(users)
          .set({ is_active: true, updated_at: new Date() })
          .where(and(eq(users.id, user.id), eq(users.license_id, licenseId)))
          .returning()) as [UserRow];
        return accountAnswer(t, updated);
      });
    },
  );

  app.put(
    '/users/business-users/:id/assign-master',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Link the account to a master of the license (null unlinks); one account per master',
        security,
        params: idParams,
        body: assignBody,
        response: { 200: businessUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const masterId = request.body.master_id;
      return withTenant(db, licenseId, async (t) => {
        const member = await findMember(t, request.params.id);
        if ('invitation' in member) throw new HttpError(409, m.notAcceptedYet);
        const user = member.account;
        if (masterId !== null && masterId !== user.master_id) {
          const [master] = await t.select(masters, eq(masters.id, masterId));
          if (!master) throw fieldError('master_id', m.masterNotFound);
          if (!master.is_active) throw fieldError('master_id', m.masterInactive);
          const [holder] = await t.tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.license_id, licenseId), eq(users.master_id, masterId)));
          if (holder) throw fieldError('master_id', m.masterTaken, 409);
        }
        const [updated] = (await t.tx
          .update(users)
          .set({ master_id: masterId, updated_at: new Date() })
          .where(and(eq(users.id, user.id), eq(users.license_id, licenseId)))
          .returning()) as [UserRow];
        return accountAnswer(t, updated);
      }).catch((error: unknown) => {
        if (sqlState(error) === SQLSTATE.uniqueViolation) {
          throw fieldError('master_id', m.masterTaken, 409);
        }
        throw error;
      });
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Invitations (signed in)

  app.get(
    '/users/invitations',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          "The license's invitations, newest first (status pending, expired, accepted, declined)",
        security,
        response: { 200: invitationListAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const now = Date.now();
      return withTenant(db, licenseId, async (t) => {
        const rows = await t.tx
          .select({ invitation: invitations, role: businessRoles, inviter: users })
          .from(invitations)
          .leftJoin(
            businessRoles,
            and(eq(businessRoles.license_id, licenseId), roleJoin(invitations.business_role_id)),
          )
          .leftJoin(users, eq(users.id, invitations.invited_by))
          .where(t.scoped(invitations))
          .orderBy(desc(invitations.created_at), desc(invitations.id));
        return {
          invitations: rows.map(({ invitation, role, inviter }): InvitationWire => ({
            id: invitation.id,
            email: invitation.email,
            business_role_name: role?.name ?? null,
            business_role: role ? { name: role.name, description: role.description } : null,
            status: invitationStatus(invitation, now),
            expires_at: invitation.expires_at.toISOString(),
            invited_by: inviter ? (inviter.full_name ?? inviter.email) : null,
          })),
        };
      });
    },
  );

  app.post(
    '/users/invitations/:id/regenerate',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Resend: a new token and 7 more days (the old link stops working); e-mailed again',
        security,
        params: idParams,
        response: {
          200: regenerateInvitationResponseSchema.extend({
            invitation_id: z.string(),
            expires_at: z.string(),
          }),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const token = newInvitationToken(licenseId);
      const invitation = await withTenant(db, licenseId, async (t) => {
        const [current] = await t.select(invitations, eq(invitations.id, request.params.id));
        if (!current) throw new HttpError(404, m.invitationNotFound);
        if (current.status === INVITATION_STATUS.accepted) {
          throw new HttpError(409, m.invitationAccepted);
        }
        const role = await findRole(t, current.business_role_id);
        if (!role) throw new HttpError(409, m.invitationRoleGone);
        if (!withinRights(access, role)) throw new HttpError(403, m.roleBeyondYourRights);
        await assertEmailFree(t.tx, licenseId, current.email);
        const [updated] = (await t.update(
          invitations,
          {
            token_hash: hashInvitationToken(token),
            status: INVITATION_STATUS.pending,
            expires_at: invitationExpiry(),
            decline_reason: null,
            responded_at: null,
            invited_by: access.subject.id,
            updated_at: new Date(),
          },
          eq(invitations.id, current.id),
        )) as [InvitationRow];
        return updated;
      }).catch((error: unknown) => {
        // A declined invitation reopened while another one to the address is open.
        if (sqlState(error) === SQLSTATE.uniqueViolation) {
          throw new HttpError(409, m.alreadyInvited);
        }
        throw error;
      });
      try {
        await sendInvitation(licenseId, invitation, token, access);
      } catch (error) {
        request.log.error({ err: error }, 'invitation e-mail failed');
        throw new HttpError(503, m.mailFailed);
      }
      return {
        new_token: token,
        invitation_id: invitation.id,
        expires_at: invitation.expires_at.toISOString(),
      };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Invitations (public: the /invite/{token} page, no sign-in)

  /** The invitation a token names, with its license's id; unknown or malformed: 404. */
  async function byToken<T>(
    token: string,
    fn: (t: TenantScope, invitation: InvitationRow) => Promise<T>,
  ): Promise<T> {
    const licenseId = licenseOfToken(token);
    const notFound = new HttpError(404, invitationMessages.notFound);
    if (!licenseId) throw notFound;
    return withTenant(db, licenseId, async (t) => {
      const [invitation] = await t.select(
        invitations,
        eq(invitations.token_hash, hashInvitationToken(token)),
      );
      if (!invitation) throw notFound;
      return fn(t, invitation);
    });
  }

  /** Accepting or declining: only a pending invitation within its time. */
  function assertOpen(invitation: InvitationRow): void {
    const status = invitationStatus(invitation);
    if (status === INVITATION_STATUS.expired) throw new HttpError(410, invitationMessages.expired);
    if (status === INVITATION_STATUS.accepted) throw new HttpError(409, m.invitationAccepted);
    if (status === INVITATION_STATUS.declined) throw new HttpError(409, m.invitationDeclined);
  }

  app.get(
    '/users/invitations/:token',
    {
      schema: {
        tags: publicTags,
        summary:
          'Invitation details for /invite/{token} (no sign-in); status says expired, accepted or declined',
        params: tokenParams,
        response: { 200: invitationDetailsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      byToken(request.params.token, async (t, invitation) => {
        const [license] = await t.tx
          .select({ name: licenses.name })
          .from(licenses)
          .where(eq(licenses.id, t.licenseId));
        const role = await findRole(t, invitation.business_role_id);
        const [inviter] = invitation.invited_by
          ? await t.tx
              .select({ full_name: users.full_name, email: users.email })
              .from(users)
              .where(eq(users.id, invitation.invited_by))
          : [];
        return {
          email: invitation.email,
          company_name: license?.name ?? null,
          invited_by_name: inviter?.full_name ?? null,
          invited_by_email: inviter?.email ?? null,
          business_role_name: role?.name ?? null,
          business_role_description: role?.description ?? null,
          business_role: role ? { name: role.name, description: role.description } : null,
          personal_message: invitation.personal_message,
          expires_at: invitation.expires_at.toISOString(),
          status: invitationStatus(invitation),
        };
      }),
  );

  app.post(
    '/users/invitations/:token/accept',
    {
      schema: {
        tags: publicTags,
        summary:
          'Accept (no sign-in): creates the account in the license with the invited role and signs it in; without a password a set-password link is e-mailed',
        params: tokenParams,
        querystring: acceptQuery,
        body: acceptBody,
        response: { 200: invitationActionResponseSchema, ...errorResponses(400, 404, 409, 410) },
      },
    },
    async (request) => {
      const body = request.body;
      const token = request.params.token;
      // Hashing is slow on purpose: done before the transaction, even if the token turns out bad.
      const passwordHash = await hashPassword(
        body.password ?? randomBytes(32).toString('base64url'),
      );
      const accepted = await byToken(token, async (t, invitation) => {
        assertOpen(invitation);
        const role = await findRole(t, invitation.business_role_id);
        if (!role || !isAssignableRole(role)) throw new HttpError(409, m.invitationRoleGone);
        const existing = await assertEmailFree(t.tx, t.licenseId, invitation.email);
        const profile = {
          full_name: body.name,
          phone: body.phone ?? null,
          position: body.position ?? null,
          license_id: t.licenseId,
          business_role_id: role.id,
          is_active: true,
          email_confirmed_at: new Date(),
          last_login_at: new Date(),
          updated_at: new Date(),
        };
        // An account without a license (registered, never onboarded) joins with its own password.
        const passwordPending = !existing && body.password === undefined;
        const [user] = existing
          ? ((await t.tx
              .update(users)
              .set(profile)
              .where(and(eq(users.id, existing.id), isNull(users.license_id)))
              .returning()) as UserRow[])
          : ((await t.tx
              .insert(users)
              .values({ ...profile, email: invitation.email, password_hash: passwordHash })
              .returning()) as UserRow[]);
        if (!user) throw fieldError('email', m.emailUsedElsewhere, 409);
        await t.update(
          invitations,
          {
            status: INVITATION_STATUS.accepted,
            accepted_user_id: user.id,
            responded_at: new Date(),
            password_pending: passwordPending,
            // The set-password link (the same token) gets a fresh week.
            ...(passwordPending ? { expires_at: invitationExpiry() } : {}),
            updated_at: new Date(),
          },
          eq(invitations.id, invitation.id),
        );
        const [license] = await t.tx
          .select({ name: licenses.name })
          .from(licenses)
          .where(eq(licenses.id, t.licenseId));
        return { user, passwordPending, company: license?.name ?? '' };
      }).catch((error: unknown) => {
        if (sqlState(error) === SQLSTATE.uniqueViolation) {
          throw fieldError('email', m.emailUsedElsewhere, 409);
        }
        throw error;
      });

      if (accepted.passwordPending) {
        try {
          await ctx.mailer.send({
            to: accepted.user.email,
            subject: setPasswordEmail.subject(accepted.company),
            text: setPasswordEmail.text(passwordLink(token), invitationExpiry()),
          });
        } catch (error) {
          // The account exists and is signed in below; the link can be asked for again by resending.
          request.log.error({ err: error }, 'set-password e-mail failed');
        }
      }
      const session = await startSession(db, ctx, accepted.user);
      return {
        message: accepted.passwordPending ? m.welcomeSetPassword : m.welcome,
        ...session,
        password_required: accepted.passwordPending,
      };
    },
  );

  app.post(
    '/users/invitations/:token/decline',
    {
      schema: {
        tags: publicTags,
        summary: 'Decline (no sign-in), with an optional reason',
        params: tokenParams,
        body: declineBody,
        response: { 200: invitationActionResponseSchema, ...errorResponses(400, 404, 409, 410) },
      },
    },
    async (request) => {
      const reason = request.body?.reason ?? null;
      return byToken(request.params.token, async (t, invitation) => {
        // Declining twice changes nothing.
        if (invitation.status === INVITATION_STATUS.declined) {
          return { message: m.invitationDeclined };
        }
        assertOpen(invitation);
        await t.update(
          invitations,
          {
            status: INVITATION_STATUS.declined,
            decline_reason: reason,
            responded_at: new Date(),
            updated_at: new Date(),
          },
          eq(invitations.id, invitation.id),
        );
        return { message: m.invitationDeclined };
      });
    },
  );

  app.post(
    '/users/invitations/:token/password',
    {
      schema: {
        tags: publicTags,
        summary:
          'Set the password of an account created by accepting without one (no sign-in; the link e-mailed after accepting)',
        params: tokenParams,
        body: passwordBody,
        response: { 200: invitationActionResponseSchema, ...errorResponses(400, 404, 409, 410) },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      return byToken(request.params.token, async (t, invitation) => {
        if (invitation.status !== INVITATION_STATUS.accepted || !invitation.accepted_user_id) {
          if (invitationStatus(invitation) === INVITATION_STATUS.expired) {
            throw new HttpError(410, invitationMessages.expired);
          }
          throw new HttpError(409, m.acceptFirst);
        }
        if (!invitation.password_pending) throw new HttpError(409, m.passwordAlreadySet);
        if (isInvitationExpired(invitation.expires_at.toISOString(), Date.now())) {
          throw new HttpError(410, invitationMessages.expired);
        }
        await t.tx
          .update(users)
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where(and(eq(users.id, invitation.accepted_user_id), eq(users.license_id, t.licenseId)));
        await t.update(
          invitations,
          { password_pending: false, updated_at: new Date() },
          eq(invitations.id, invitation.id),
        );
        return { message: m.passwordSet };
      });
    },
  );
}

/** A sign-in session for an account that just accepted its invitation (as /auth/login answers). */
async function startSession(db: Db, ctx: AppContext, user: UserRow) {
  const refresh = await issueRefreshToken(db, user.id);
  const access = await issueAccess(db, ctx.tokens, user, refresh.familyId);
  return { refresh_token: refresh.token, ...access };
}
