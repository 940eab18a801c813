// /api/v1/auth/*: register, login, refresh, me, logout (part 1 §4, §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginPayloadSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerPayloadSchema,
  registerResponseSchema,
  userSchema,
  type LoginResponse,
  type RefreshResponse,
  type RegisterResponse,
} from '@beautydesk/domain/schemas/auth';
import {
  permissionsQuerySchema,
  permissionsResponseSchema,
} from '@beautydesk/domain/schemas/permissions';
import { looksLikeEmail } from '@beautydesk/domain/rules/validation/common';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { AppContext, RateLimits } from '../context.ts';
import { eq } from 'drizzle-orm';
import { sqlState, SQLSTATE } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { authErrors, confirmationEmail, serverMessages } from '../messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { accessOf } from './access.ts';
import {
  permissionMap,
  permissionsHash,
  PERMISSIONS_TTL_SECONDS,
  PERMISSIONS_VERSION,
} from './permissions.ts';
import { issueAccess, startSession as startSessionFor, TOKEN_TYPE } from './session.ts';
import { familyOf, revokeFamily, rotateRefreshToken } from './refresh-tokens.ts';
import { authOf, requireAuth, unauthorized } from './require-auth.ts';
import {
  confirmEmail,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  toUser,
  type UserRow,
} from './users.ts';

export { TOKEN_TYPE };

/** Upper bounds on the auth payloads' text (the spec sets none; these stop abuse, not people). */
const MAX = { email: 254, password: 256, fullName: 200, refreshToken: 4096 } as const;

const registerBody = strictBody(registerPayloadSchema, {
  email: MAX.email,
  password: MAX.password,
  confirm_password: MAX.password,
  full_name: MAX.fullName,
});
const loginBody = strictBody(loginPayloadSchema, { email: MAX.email, password: MAX.password });
const refreshBody = strictBody(refreshRequestSchema, { refresh_token: MAX.refreshToken });
const logoutBody = refreshBody.nullish();
/** Sign-in requests per minute and address, as a multiple of the failures allowed. */
const LOGIN_BURST_FACTOR = 6;

export async function authRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, tokens } = ctx;
  const authenticated = requireAuth(tokens);
  const limit = (key: keyof RateLimits): { rateLimit: RateLimitOptions | false } => ({
    rateLimit: ctx.rateLimits ? { max: ctx.rateLimits[key], timeWindow: '1 minute' } : false,
  });

  const startSession = (user: UserRow) => startSessionFor(db, tokens, user);

  const accessFor = (user: UserRow, sessionId: string) => issueAccess(db, tokens, user, sessionId);

  app.post(
    '/register',
    {
      config: limit('register'),
      schema: {
        tags: ['auth'],
        summary: 'Create an account (pending e-mail confirmation, or signed in at once)',
        body: registerBody,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request, reply): Promise<RegisterResponse> => {
      const { email, password, full_name } = request.body;
      if (!looksLikeEmail(email)) {
        throw fieldError('email', serverMessages.invalidEmail);
      }
      let user: UserRow;
      try {
        user = await createUser(db, {
          email,
          passwordHash: await hashPassword(password),
          fullName: full_name ?? null,
          confirmed: !ctx.emailConfirmation,
        });
      } catch (error) {
        if (sqlState(error) === SQLSTATE.uniqueViolation) {
          throw fieldError('email', serverMessages.emailTaken, 409);
        }
        throw error;
      }
      const session = await startSession(user);
      reply.code(201);
      if (!ctx.emailConfirmation) {
        return {
          status: 'confirmed',
          message: serverMessages.registered,
          ...session,
          user: toUser(user),
        };
      }
      // The link carries a session in its fragment (part 1 §2): the tokens exist only in the e-mail,
      // so their first use proves the address (see confirmEmail in /me and /refresh).
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        expires_in: String(session.expires_in),
        token_type: TOKEN_TYPE,
      });
      const link = `${ctx.publicUrl.replace(/\/+$/, '')}/auth/confirm#${fragment.toString()}`;
      try {
        await ctx.mailer.send({
          to: user.email,
          subject: confirmationEmail.subject,
          text: confirmationEmail.text(link, user.full_name),
        });
      } catch (error) {
        request.log.error({ err: error }, 'confirmation e-mail failed');
        await deleteUser(db, user.id);
        throw new HttpError(503, serverMessages.mailFailed);
      }
      return {
        status: 'pending_confirmation',
        message: serverMessages.confirmationSent,
        expires_in: session.expires_in,
      };
    },
  );

  app.post(
    '/login',
    {
      // Throttled by failures (ctx.signInThrottle), not by a count of requests: a right password
      // is never refused for the attempts before it, unless the account or address is locked. The
      // request brake, at six times the failure limit, only stops parallel guesses outrunning the
      // failure count (a burst sent before any of them has failed).
      config: {
        rateLimit: ctx.rateLimits
          ? { max: ctx.rateLimits.login * LOGIN_BURST_FACTOR, timeWindow: '1 minute' }
          : false,
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request): Promise<LoginResponse> => {
      const { email, password } = request.body;
      const throttle = ctx.signInThrottle;
      await throttle?.check(email, request.ip);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.password_hash, password);
      if (!user || !valid) {
        await throttle?.failed(email, request.ip);
        throw unauthorized(authErrors.invalidCredentials);
      }
      await throttle?.succeeded(email);
      if (!user.is_active) throw new HttpError(403, serverMessages.accountDisabled);
      if (ctx.emailConfirmation && !user.email_confirmed_at) {
        throw new HttpError(403, serverMessages.emailNotConfirmed);
      }
      // The team screen shows when each account last signed in.
      await db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
      return { ...(await startSession(user)), user: toUser(user) };
    },
  );

  app.post(
    '/refresh',
    {
      config: limit('refresh'),
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new pair (the old one is spent)',
        body: refreshBody,
        response: { 200: refreshResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request): Promise<RefreshResponse> => {
      const result = await rotateRefreshToken(db, request.body.refresh_token);
      if (result.outcome !== 'rotated') {
        if (result.outcome === 'reused')
          request.log.warn('refresh token reused: its family is revoked');
        throw unauthorized(authErrors.invalidRefreshToken, 'invalid_token');
      }
      const user = await findUserById(db, result.userId);
      if (!user) throw unauthorized(authErrors.invalidRefreshToken, 'invalid_token');
      if (!user.email_confirmed_at) await confirmEmail(db, user.id);
      return { refresh_token: result.token, ...(await accessFor(user, result.familyId)) };
    },
  );

  app.get(
    '/me',
    {
      preValidation: authenticated,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      // The signed-in account (the admin while impersonating), checked like any protected request.
      const { actor } = await accessOf(db, request);
      if (!actor.email_confirmed_at) await confirmEmail(db, actor.id);
      return toUser(actor);
    },
  );

  app.get(
    '/permissions',
    {
      preValidation: authenticated,
      schema: {
        tags: ['auth'],
        summary: "The caller's permissions (304 when ?hash= is still current)",
        description:
          "While impersonating: the impersonated account's permissions. The hash is the one the " +
          'access token carries as perms_hash, computed from the current role.',
        security: [{ bearerAuth: [] }],
        querystring: permissionsQuerySchema,
        response: {
          200: permissionsResponseSchema,
          304: z.null().describe('Unchanged'),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const { subject, permissions } = await accessOf(db, request);
      const hash = permissionsHash(permissions);
      if (request.query.hash === hash) return reply.code(304).send(null);
      return {
        permissions: permissionMap(permissions),
        permissions_hash: hash,
        permissions_version: PERMISSIONS_VERSION,
        scope_type: 'license',
        scope_ref: subject.license_id,
        license_id: subject.license_id,
        ttl_seconds: PERMISSIONS_TTL_SECONDS,
      };
    },
  );

  app.post(
    '/logout',
    {
      preValidation: authenticated,
      schema: {
        tags: ['auth'],
        summary: "Sign out: ends this session's refresh and access tokens",
        description:
          'Revokes the refresh-token family of the access token used (and of `refresh_token`, when ' +
          "given and owned by the same user), and that session's access tokens: the next request " +
          'made with one of them answers 401.',
        security: [{ bearerAuth: [] }],
        body: logoutBody,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await revokeFamily(db, auth.sessionId, auth.userId);
      const other = request.body?.refresh_token;
      if (other) {
        const family = await familyOf(db, other, auth.userId);
        if (family) await revokeFamily(db, family, auth.userId);
      }
      return reply.code(204).send(null);
    },
  );
}
