// GET /api/v1/events (issue 27, "A live calendar"): one server-sent-events stream per tab, carrying
// the license's appointment changes that the viewer may see (events/hub.ts). Authenticated like every
// request (the Bearer header: the staff app opens it with fetch, docs/decisions/live-calendar-events.md),
// it ends when the session ends, the access is revoked or the token expires.
import type { FastifyInstance } from 'fastify';
import fastifySse from '@fastify/sse';
import {
  APPOINTMENTS_VIEW,
  APPOINTMENTS_VIEW_OWN,
  mayFollowAppointments,
} from '@beautydesk/domain/rules/appointment-events';
import { z } from 'zod';
import { LIVE_EVENT_NAMES } from '@beautydesk/domain/schemas/appointment-events';
import type { AppContext } from '../context.ts';
import { licensedAccess, requirePermission, settleAccessCheck } from '../auth/access.ts';
import { authOf, requireAuth } from '../auth/require-auth.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { accessMessages } from '../messages.ts';
import { viewerOf, type EndReason, type LiveEventHub, type LiveStream } from './hub.ts';

/** A comment line this often keeps proxies and the browser from taking a quiet stream for dead. */
export const HEARTBEAT_MS = 15_000;
/** How soon a tab reconnects after the stream ended (the SSE `retry` field; the client backs off). */
const RETRY_MS = 1000;
/** The longest a timer may wait (setTimeout's 32-bit limit). */
const MAX_TIMER_MS = 2_147_483_647;

export interface LiveEventsOptions extends AppContext {
  /** The process's hub, started at the first stream (and with it the LISTEN connection). */
  hub: () => Promise<LiveEventHub>;
}

export async function liveEventRoutes(app: FastifyInstance, ctx: LiveEventsOptions) {
  const { db, tokens } = ctx;
  await app.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS });

  app.get(
    '/events',
    {
      sse: 'only',
      preValidation: [
        requireAuth(tokens),
        requirePermission(db, APPOINTMENTS_VIEW, APPOINTMENTS_VIEW_OWN),
      ],
      schema: {
        tags: ['appointments'],
        summary: 'Live appointment changes of the license, as server-sent events',
        description:
          'A `text/event-stream` that stays open: `event: appointment` with `data` ' +
          '`{id, action: created|updated|deleted, places: [{studio_id, master_id, client_id, date}]}` ' +
          'for every change to an appointment the caller may read (a caller holding only ' +
          '`appointments.view_own` gets the places of its own master only), `event: resync` when ' +
          'changes may have been missed (re-read what is shown), and `event: end` with `data` ' +
          '`{reason: session-ended|access-revoked|token-expired|server-closing}` just before the ' +
          'server closes it. A comment line every 15 s keeps it alive. Authenticated by the Bearer ' +
          'header like every request (open it with fetch, not EventSource); 403 without ' +
          '`appointments.view` or `appointments.view_own`.',
        security: [{ bearerAuth: [] }],
        response: {
          // The stream itself, never one body: documented so a client (and the fuzz suite) knows
          // the status and the type it answers with.
          200: {
            description: 'Server-sent events, open until the session or the access ends',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 403, 406),
        },
      },
    },
    async (request, reply) => {
      const { licenseId, access } = await licensedAccess(db, request);
      // A stream outlives any deferred check: the access must be current before it opens.
      await settleAccessCheck(db, request);
      const viewer = viewerOf(access);
      if (!mayFollowAppointments(viewer)) throw new HttpError(403, accessMessages.forbidden);
      const hub = await ctx.hub();
      const auth = authOf(request);

      let ended = false;
      let remove = () => {};
      let expiry: NodeJS.Timeout | undefined;
      const sse = reply.sse;
      const write = (event: string, data: unknown) => {
        if (ended || !sse.isConnected) return;
        sse.send({ event, data }).catch(() => undefined);
      };
      const stream: LiveStream = {
        licenseId,
        auth,
        viewer,
        deliver: (event) => write(LIVE_EVENT_NAMES.appointment, event),
        resync: () => write(LIVE_EVENT_NAMES.resync, {}),
        end: (reason: EndReason) => {
          write('end', { reason });
          ended = true;
          sse.close();
        },
      };
      sse.onClose(() => {
        ended = true;
        clearTimeout(expiry);
        remove();
      });
      sse.keepAlive();
      remove = hub.add(stream);
      // A tab gone while its access was checked or the hub was starting is not kept.
      if (!sse.isConnected || request.raw.socket.destroyed) {
        remove();
        return;
      }
      // The token ends the stream when it expires; the tab opens the next one with a fresh token.
      if (auth.expiresAt !== null) {
        const left = Math.max(0, auth.expiresAt * 1000 - Date.now());
        expiry = setTimeout(() => stream.end('token-expired'), Math.min(left, MAX_TIMER_MS));
        expiry.unref();
      }
      // The first bytes: the tab knows the stream is open (and that it may have missed changes
      // while it was closed), and how soon to come back if it drops.
      await sse.send({ retry: RETRY_MS, event: LIVE_EVENT_NAMES.resync, data: {} });
    },
  );
}
