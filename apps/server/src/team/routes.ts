// Business users and invitations, signed in (part 2 §3, §4, §5, §7): the team list (accounts of the license and
// its open invitations, paged and filtered in SQL), invite / resend by e-mail, edit, activate, delete and master
// assignment, all behind users.manage. Reads and checks are in store.ts, the wire shapes in wire.ts, and the
// public invitation page's calls in public-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
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
} from '@beautydesk/domain/schemas/users';
import {
  invitationSchema,
  regenerateInvitationResponseSchema,
} from '@beautydesk/domain/schemas/invitations';
import { TEAM_USER_STATUSES } from '@beautydesk/domain/rules/team';
import { looksLikeEmail } from '@beautydesk/domain/rules/validation/common';
import type { AppContext } from '../context.ts';
import { licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { normalizeEmail, type UserRow } from '../auth/users.ts';
import { sqlState, SQLSTATE } from '../db/database.ts';
import { masters, refreshTokens, users } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { serverMessages } from '../messages.ts';
import { sendInvitation } from './mail.ts';
import { teamMessages as m } from './messages.ts';
import { invitationPublicRoutes } from './public-routes.ts';
import {
  accountAnswer,
  assertEmailFree,
  assertMayChange,
  assignableRole,
  availableMasters,
  findMember,
  findRole,
  invitationList,
  isOwnerAccount,
  teamPage,
  withinRights,
} from './store.ts';
import { INVITATION_STATUS, invitations, type InvitationRow } from './tables.ts';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from './tokens.ts';
import { MAX_TEAM_PAGE_SIZE, pendingWire, TEAM_MAX } from './wire.ts';

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
const idParams = z.object({ id: z.uuid() });

const availableMastersAnswer = z.object({ masters: z.array(availableMasterSchema) });
const invitationListAnswer = z.object({ invitations: z.array(invitationSchema) });

export async function teamRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = [authenticated, requirePermission(db, 'users.manage')];
  const security = [{ bearerAuth: [] }];
  const tags = ['team'];

  // ---------------------------------------------------------------------------------------------
  // Business users

  app.get(
    '/users/business-users',
    {
      preValidation: guard,
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
      return withTenant(db, licenseId, (t) => teamPage(t, request.query));
    },
  );

  app.post(
    '/users/business-users',
    {
      preValidation: guard,
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
        await sendInvitation(ctx, licenseId, created, token, access);
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
      preValidation: guard,
      schema: {
        tags,
        summary: 'Active masters of the license not yet assigned to an account',
        security,
        response: { 200: availableMastersAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => ({ masters: await availableMasters(t) }));
    },
  );

  app.get(
    '/users/business-users/:id',
    {
      preValidation: guard,
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
      preValidation: guard,
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
        const profileChange = ['full_name', 'phone', 'position'].some((key) => key in changes);
        if (profileChange && user.id !== access.subject.id) {
          // The owner's name and contacts are the owner's own: an administrator with users.manage
          // may manage the team, not rename the person the license belongs to.
          const role = await findRole(t, user.business_role_id);
          if (isOwnerAccount(user, role)) throw new HttpError(409, m.ownerProfileOwnOnly);
        }
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
      preValidation: [...guard, requirePermission(db, 'users.delete')],
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
      preValidation: guard,
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
      preValidation: guard,
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
      preValidation: guard,
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
      return withTenant(db, licenseId, async (t) => ({
        invitations: await invitationList(t, Date.now()),
      }));
    },
  );

  app.post(
    '/users/invitations/:id/regenerate',
    {
      preValidation: guard,
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
        await sendInvitation(ctx, licenseId, invitation, token, access);
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

  await invitationPublicRoutes(parent, ctx);
}
