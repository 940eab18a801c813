// GET /analytics/summary (issue 33): the owner's figures for a period, for roles with reports.view.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { analyticsQuerySchema, analyticsSummarySchema } from '@beautydesk/domain/schemas/analytics';
import { FALLBACK_TIME_ZONE, wallClockAt } from '@beautydesk/domain/rules/time-zones';
import type { AppContext } from '../context.ts';
import { licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { studios } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { analyticsServerMessages as msg } from './messages.ts';
import { analyticsSummary } from './service.ts';

/** The permission behind every analytics call (domain PERMISSION_CATALOGUE). */
export const REPORTS_PERMISSION = 'reports.view';

export async function analyticsRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/analytics/summary',
    {
      preValidation: [requireAuth(ctx.tokens), requirePermission(db, REPORTS_PERMISSION)],
      schema: {
        tags: ['analytics'],
        summary:
          'Revenue, visits, rates, utilisation, clients and services for a period (one studio or all, per currency), with the period before and the same period a year before',
        security: [{ bearerAuth: [] }],
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const { date_from: from, date_to: to, studio_id: studioId = null } = request.query;
      return withTenant(db, licenseId, async (t) => {
        let zone = FALLBACK_TIME_ZONE;
        if (studioId) {
          const [studio] = await t.tx
            .select({ zone: studios.time_zone })
            .from(studios)
            .where(t.scoped(studios, and(eq(studios.id, studioId))));
          if (!studio) throw new HttpError(404, msg.studioNotFound);
          zone = studio.zone;
        }
        // "Today" for the at-risk regulars: the studio's date (the fallback zone across studios).
        const today = wallClockAt(zone, ctx.now()).today;
        return analyticsSummary({ t, studioId }, { from, to }, today);
      });
    },
  );
}
