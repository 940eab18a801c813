// The public invitation page's calls (part 2 §2, §7; no sign-in): details for /invite/{token}, accept (creates the
// account and signs it in; without a password a set-password link is e-mailed), decline, and set-password.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  acceptInvitationPayloadSchema,
  declineInvitationPayloadSchema,
  invitationActionResponseSchema,
  invitationDetailsSchema,
  setInvitationPasswordPayloadSchema,
} from '@beautydesk/domain/schemas/invitations';
import { isInvitationExpired } from '@beautydesk/domain/rules/team';
import type { AppContext } from '../context.ts';
import { hashPassword } from '../auth/passwords.ts';
import { startSession } from '../auth/session.ts';
import type { UserRow } from '../auth/users.ts';
import { sqlState, SQLSTATE } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { sendSetPasswordLink } from './mail.ts';
import { invitationMessages, teamMessages as m } from './messages.ts';
import { assertEmailFree, findRole, isAssignableRole, licenseName } from './store.ts';
import { INVITATION_STATUS, invitations, type InvitationRow } from './tables.ts';
import { hashInvitationToken, invitationExpiry, licenseOfToken } from './tokens.ts';
import { invitationStatus, TEAM_MAX } from './wire.ts';

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
/** Any text up to a sane length; a token not shaped like ours is simply unknown. */
// At most Fastify's maxParamLength (100): a longer path segment is refused by the router (414)
// before this schema is asked, so the document must not promise more (issue 28).
const tokenParams = z.object({ token: z.string().min(1).max(100) });

export async function invitationPublicRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const publicTags = ['invitations (public)'];

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
        const company = await licenseName(t.tx, t.licenseId);
        const role = await findRole(t, invitation.business_role_id);
        const [inviter] = invitation.invited_by
          ? await t.tx
              .select({ full_name: users.full_name, email: users.email })
              .from(users)
              .where(eq(users.id, invitation.invited_by))
          : [];
        return {
          email: invitation.email,
          company_name: company || null,
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
        return { user, passwordPending, company: await licenseName(t.tx, t.licenseId) };
      }).catch((error: unknown) => {
        if (sqlState(error) === SQLSTATE.uniqueViolation) {
          throw fieldError('email', m.emailUsedElsewhere, 409);
        }
        throw error;
      });

      if (accepted.passwordPending) {
        try {
          await sendSetPasswordLink(
            ctx,
            accepted.user.email,
            accepted.company,
            token,
            invitationExpiry(),
          );
        } catch (error) {
          // The account exists and is signed in below; the link can be asked for again by resending.
          request.log.error({ err: error }, 'set-password e-mail failed');
        }
      }
      const session = await startSession(db, ctx.tokens, accepted.user);
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
