// Platform-admin impersonation (part 1 §2, §4, §7): the accounts, start/end, the sessions, the
// audit log; and the hooks that keep safe mode read-only and log every impersonated request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { isPlatformSuperadmin } from '@beautydesk/domain/rules/claims';
import {
  impersonationSessionSchema,
  impersonationStartPayloadSchema,
  impersonationTokenResponseSchema,
  platformAccountSchema,
  auditPageSchema,
  auditQuerySchema,
} from '@beautydesk/domain/schemas/impersonation';
import type { AppContext } from '../context.ts';
import { auditLog, impersonationSessions, users } from '../db/schema.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { accessMessages } from '../messages.ts';
import { accessOf, requireSuperadmin } from '../auth/access.ts';
import { authOf, requireAuth, unauthorized } from '../auth/require-auth.ts';
import { issueAccess } from '../auth/session.ts';

/** What the audit hook writes for a request made under impersonation. */
export interface ImpersonationAudit {
  sessionId: string;
  adminId: string;
  targetId: string;
  targetLicenseId: string | null;
  mode: 'safe' | 'god';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for requests carrying a live impersonation token; the onSend hook logs them. */
    impersonationAudit?: ImpersonationAudit;
  }
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]{1,4096})$/i;

function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Hooks on the API scope: a request whose valid token carries an impersonation session is checked
 * against that session (ended or foreign: 401), refused when it writes in safe mode (403; ending
 * the impersonation and signing out stay open), and written to audit_log once answered (before the answer is sent).
 */
export function installImpersonationHooks(api: FastifyInstance, ctx: AppContext, prefix: string) {
  const writable = new Set([`${prefix}/admin/impersonation/end`, `${prefix}/auth/logout`]);
  api.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) return;
    const auth = await ctx.tokens.verifyAccessToken(match[1] as string);
    const imp = auth?.impersonation;
    if (!auth || !imp) return;
    const [session] = UUID.test(imp.sessionId)
      ? await ctx.db
          .select()
          .from(impersonationSessions)
          .where(eq(impersonationSessions.id, imp.sessionId))
      : [];
    if (!session || session.ended_at || session.admin_user_id !== auth.userId) {
      throw unauthorized(accessMessages.impersonationEnded, 'invalid_token');
    }
    request.impersonationAudit = {
      sessionId: session.id,
      adminId: session.admin_user_id,
      targetId: session.target_account_id,
      targetLicenseId: session.target_license_id,
      mode: session.mode,
    };
    if (session.mode === 'safe' && !READ_METHODS.has(request.method)) {
      if (!writable.has(pathOf(request))) throw new HttpError(403, accessMessages.safeModeReadOnly);
    }
  });
  // onSend, not onResponse: the row is written before the answer leaves, so a read made right after
  // (the audit screen, a test) always sees it, on PGlite and PostgreSQL alike.
  api.addHook('onSend', async (request, reply, payload) => {
    const audit = request.impersonationAudit;
    if (!audit) return payload;
    request.impersonationAudit = undefined;
    try {
      await ctx.db.insert(auditLog).values({
        admin_user_id: audit.adminId,
        target_account_id: audit.targetId,
        target_license_id: audit.targetLicenseId,
        impersonation_session_id: audit.sessionId,
        mode: audit.mode,
        method: request.method,
        path: pathOf(request),
        status_code: reply.statusCode,
        request_id: String(request.id),
      });
    } catch (error) {
      request.log.error({ err: error, audit }, 'audit log write failed');
    }
    return payload;
  });
}

const sessionWireSchema = impersonationSessionSchema.extend({
  admin_user_id: z.string(),
  reason: z.string(),
});
/** The role shown for accounts without a platform role (business users). */
export const MEMBER_ROLE = 'member';

export async function adminRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const guard = [requireAuth(ctx.tokens), requireSuperadmin(db)];
  const security = [{ bearerAuth: [] }];

  /** Ends the caller's open sessions (the token's one, or all when the token has none). */
  async function endSessions(request: FastifyRequest): Promise<number> {
    const auth = authOf(request);
    const ended = await db
      .update(impersonationSessions)
      .set({ ended_at: new Date() })
      .where(
        and(
          eq(impersonationSessions.admin_user_id, auth.userId),
          isNull(impersonationSessions.ended_at),
          auth.impersonation
            ? eq(impersonationSessions.id, auth.impersonation.sessionId)
            : undefined,
        ),
      )
      .returning({ id: impersonationSessions.id });
    return ended.length;
  }

  app.get(
    '/platform-accounts',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'Accounts a platform superadmin may impersonate (every other active account)',
        security,
        response: {
          200: z.object({ accounts: z.array(platformAccountSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const rows = await db
        .select({ id: users.id, email: users.email, platform_role: users.platform_role })
        .from(users)
        .where(and(eq(users.is_active, true), ne(users.id, authOf(request).userId)))
        .orderBy(asc(users.email));
      return {
        accounts: rows.map((row) => ({ ...row, platform_role: row.platform_role ?? MEMBER_ROLE })),
      };
    },
  );

  app.post(
    '/impersonation/:targetAccountId/start',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'Act as another account: a token with imp_session, imp_mode and imp_target',
        description:
          "The token carries the target's license, business role and permission hash; safe mode " +
          'is read-only (every write answers 403) and shows as the safe platform role. Every ' +
          'request made with it is written to the audit log.',
        security,
        params: z.object({ targetAccountId: z.uuid() }),
        body: impersonationStartPayloadSchema,
        response: { 200: impersonationTokenResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { actor } = await accessOf(db, request);
      const { mode, reason } = request.body;
      if (mode === 'god' && actor.platform_role?.endsWith('safe')) {
        throw new HttpError(403, accessMessages.safeAccountGodMode);
      }
      const [target] = await db
        .select()
        .from(users)
        .where(eq(users.id, request.params.targetAccountId));
      if (!target?.is_active) throw new HttpError(404, accessMessages.targetNotFound);
      if (target.id === actor.id || isPlatformSuperadmin(target.platform_role)) {
        throw new HttpError(403, accessMessages.targetInvalid);
      }
      if (!target.license_id) throw new HttpError(400, accessMessages.targetWithoutLicense);
      await endSessions(request);
      const [session] = await db
        .insert(impersonationSessions)
        .values({
          admin_user_id: actor.id,
          target_account_id: target.id,
          target_license_id: target.license_id,
          mode,
          reason,
        })
        .returning();
      request.log.warn(
        { admin: actor.id, target: target.id, mode, session: session?.id },
        'impersonation started',
      );
      return issueAccess(db, ctx.tokens, actor, auth.sessionId, {
        session: { sessionId: session?.id as string, mode, target: target.id },
        target,
      });
    },
  );

  app.post(
    '/impersonation/end',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: "End the impersonation: a fresh token of the admin's own",
        security,
        response: { 200: impersonationTokenResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { actor } = await accessOf(db, request);
      await endSessions(request);
      return issueAccess(db, ctx.tokens, actor, authOf(request).sessionId);
    },
  );

  app.get(
    '/impersonation/sessions',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: "The caller's impersonation sessions, newest first (the last 100)",
        security,
        response: {
          200: z.object({ sessions: z.array(sessionWireSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(impersonationSessions)
        .where(eq(impersonationSessions.admin_user_id, authOf(request).userId))
        .orderBy(desc(impersonationSessions.started_at))
        .limit(100);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          admin_user_id: row.admin_user_id,
          target_account_id: row.target_account_id,
          mode: row.mode,
          reason: row.reason,
          started_at: row.started_at.toISOString(),
          ended_at: row.ended_at?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/audit',
    {
      preValidation: guard,
      schema: {
        tags: ['admin'],
        summary: 'Requests made under impersonation, newest first',
        security,
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const rows = await db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.created_at), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(auditLog);
      return {
        entries: rows.map(({ request_id: _requestId, ...row }) => ({
          ...row,
          created_at: row.created_at.toISOString(),
        })),
        total: total?.n ?? 0,
        limit,
        offset,
      };
    },
  );
}
