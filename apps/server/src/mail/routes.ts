// GET /api/v1/dev/outbox: the development outbox, for tests and the end-to-end suite (never with SMTP
// or in production), readable only by a platform superadmin, or from this machine when the server
// is reachable from nowhere else (docs/decisions/dev-outbox-access.md).
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { requireSuperadmin } from '../auth/access.ts';
import { requireAuth, unauthorized } from '../auth/require-auth.ts';
import { errorResponses } from '../http/errors.ts';
import { authErrors } from '../messages.ts';
import { readOutbox } from './mailer.ts';

const outboxQuerySchema = z
  .object({
    to: z.string().trim().min(1).max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      created_at: z.string(),
    }),
  ),
});

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

/**
 * A request from this machine to a server that listens on loopback only (or on no socket at all:
 * an in-process test), with no proxy in front (a local proxy would make every visitor loopback).
 */
export function fromLoopbackOnlyServer(request: FastifyRequest, trustProxy: boolean): boolean {
  if (trustProxy) return false;
  const listening = request.server.addresses();
  // A string is a Unix socket: reachable from this machine only.
  const local = (address: string | { address: string }) =>
    typeof address === 'string' || isLoopback(address.address);
  if (!listening.every(local)) return false;
  return isLoopback(request.socket.remoteAddress);
}

export interface DevOutboxOptions extends AppContext {
  /** The server trusts X-Forwarded-*: a proxy is in front, so no address counts as loopback. */
  trustProxy: boolean;
}

export async function devOutboxRoutes(parent: FastifyInstance, ctx: DevOutboxOptions) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const authenticated = requireAuth(ctx.tokens);
  const superadmin = requireSuperadmin(ctx.db);
  app.get(
    '/outbox',
    {
      // The outbox holds confirmation links with working tokens and invitation tokens: it is an
      // account-takeover path for anyone who can read it.
      preValidation: async (request, reply) => {
        if (request.headers.authorization === undefined) {
          if (fromLoopbackOnlyServer(request, ctx.trustProxy)) return;
          throw unauthorized(authErrors.notAuthenticated);
        }
        await authenticated.call(app, request, reply);
        await superadmin.call(app, request, reply);
      },
      schema: {
        tags: ['development'],
        summary: 'Messages the development outbox kept, newest first',
        description:
          'Only without SMTP and outside production; for a platform superadmin, or without a ' +
          'token from loopback to a server listening on loopback only.',
        security: [{ bearerAuth: [] }, {}],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      messages: await readOutbox(ctx.db, request.query.to, request.query.limit),
    }),
  );
}
