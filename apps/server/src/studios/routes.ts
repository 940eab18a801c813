// /studios/*: a license's studios (spec part 2 §3, §7): studios.view to read, studios.create / edit /
// delete to write (the domain's hasPermission, so its sibling rules apply), always through withTenant.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq, and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { limitSchema } from '@beautydesk/domain/schemas/common';
import { defaultTimeZoneForCountry } from '@beautydesk/domain/rules/time-zones';
import {
  studioCreatePayloadSchema,
  studioListQuerySchema,
  studioListSchema,
  studioSchema,
  studioUpdatePayloadSchema,
  studioWithCountrySchema,
  type StudioWire,
} from '@beautydesk/domain/schemas/studios';
import type { AppContext } from '../context.ts';
import { licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { MAX_LIST_LIMIT } from '../countries/routes.ts';
import { appointments, countries, masters, studios } from '../db/schema.ts';
import { sqlState, SQLSTATE } from '../db/database.ts';
import { hasRows, pageRead } from '../db/rows.ts';
import { keptAnswers } from '../db/tenant-epochs.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { sendSerialized, type Serialized } from '../http/serialized.ts';
import { strictBody } from '../http/validation.ts';
import { studioMessages } from '../messages.ts';
import { studioMasterMessages } from '../masters/messages.ts';

type StudioRow = typeof studios.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

/** Text caps (the domain names none): long enough for any real studio, short of abuse. */
export const STUDIO_MAX = {
  name: 200,
  city: 100,
  address: 300,
  phone: 50,
  email: 254,
  description: 2000,
  image_url: 2000,
} as const;

// Country ids are uuids here: checked before they reach the database.
const createBody = strictBody(
  studioCreatePayloadSchema.extend({ country_id: z.uuid() }),
  STUDIO_MAX,
);
const updateBody = strictBody(
  studioUpdatePayloadSchema.extend({ country_id: z.uuid().optional() }),
  STUDIO_MAX,
);
const listQuery = studioListQuerySchema.extend({
  limit: limitSchema.pipe(z.number().max(MAX_LIST_LIMIT)).default(100),
  country_id: z.uuid().optional(),
});
const idParams = z.object({ id: z.uuid() });
const withCountriesSchema = z.object({ studios: z.array(studioWithCountrySchema) });

/** `row` on the wire; `masterIds` are the ids of the masters working there (masters.studio_id). */
export function toStudioWire(row: StudioRow, masterIds: readonly string[] = []): StudioWire {
  return {
    id: row.id,
    name: row.name,
    country_id: row.country_id,
    city: row.city,
    address: row.address,
    phone: row.phone,
    email: row.email,
    master_ids: [...masterIds],
    description: row.description,
    image_url: row.image_url,
    is_active: row.is_active,
    time_zone: row.time_zone,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function countryRef(row: CountryRow | null) {
  return row
    ? { id: row.id, name: row.name, code: row.code, currency_code: row.currency_code }
    : null;
}

/**
 * The ids of the masters working at the studio of the row being read (masters.studio_id), ordered
 * by name then id, as a correlated subquery: a page of studios and its masters in one statement.
 * Tenant-scoped like every read (t.scoped), so it never counts another license's masters.
 */
function studioMasterIds(scoped: TenantScope['scoped']): SQL<string[]> {
  const ids = sql`array_agg(${masters.id}::text order by ${masters.name}, ${masters.id})`;
  const where = scoped(masters, eq(masters.studio_id, studios.id));
  return sql<string[]>`coalesce((select ${ids} from ${masters} where ${where}), '{}'::text[])`;
}

/** The ids of one studio's masters, in the list's order (name, id). */
async function masterIdsOf(t: TenantScope, studioId: string): Promise<string[]> {
  const rows = await t.tx
    .select({ id: masters.id })
    .from(masters)
    .where(t.scoped(masters, eq(masters.studio_id, studioId)))
    .orderBy(asc(masters.name), asc(masters.id));
  return rows.map((row) => row.id);
}

/**
 * Masters move between studios through PATCH /masters/{id}/studio (a master always has one
 * studio, so a studio cannot simply drop one). The form sends an empty list, which changes
 * nothing; a list naming exactly the studio's current masters (a studio sent back as read) is
 * accepted too; anything else is refused.
 */
function assertMastersUnchanged(
  masterIds: readonly string[] | undefined,
  current: readonly string[],
): void {
  if (!masterIds || masterIds.length === 0) return;
  const same =
    new Set(masterIds).size === current.length && masterIds.every((id) => current.includes(id));
  if (!same) {
    throw fieldError('master_ids', studioMasterMessages.mastersReadOnly);
  }
}

/** The country by id (its code gives a new studio's default zone); unknown → 400. */
async function assertCountry(t: TenantScope, id: string): Promise<{ code: string }> {
  const [row] = await t.tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, id));
  if (!row) {
    throw fieldError('country_id', studioMessages.countryNotFound);
  }
  return row;
}

export async function studioRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = (name: string) => [authenticated, requirePermission(db, name)];
  const security = [{ bearerAuth: [] }];
  const tags = ['studios'];

  // The list is the hot read: its query is built once per filter combination (is_active,
  // country_id given or not), its values filled in per request.
  const listPage = (byActive: boolean, byCountry: boolean) =>
    pageRead(db, studios, (scoped) => ({
      where: and(
        byActive ? eq(studios.is_active, sql.placeholder('is_active')) : undefined,
        byCountry ? eq(studios.country_id, sql.placeholder('country_id')) : undefined,
      ),
      orderBy: [asc(studios.created_at), asc(studios.name), asc(studios.id)],
      extra: { master_ids: studioMasterIds(scoped) },
    }));
  const listPages = [
    [listPage(false, false), listPage(false, true)],
    [listPage(true, false), listPage(true, true)],
  ] as const;
  // Its answers are kept while the license's studios and masters stay as they are.
  const listAnswers = keptAnswers<Serialized>(db, 'studios');

  async function findStudio(t: TenantScope, id: string): Promise<StudioRow> {
    const [row] = await t.select(studios, eq(studios.id, id));
    if (!row) throw new HttpError(404, studioMessages.studioNotFound);
    return row;
  }

  app.get(
    '/studios',
    {
      preValidation: guard('studios.view'),
      schema: {
        tags,
        summary: "The license's studios (paged; is_active, country_id)",
        security,
        querystring: listQuery,
        response: { 200: studioListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      const { skip, limit, is_active: isActive, country_id: countryId } = request.query;
      const page = listPages[isActive === undefined ? 0 : 1][countryId === undefined ? 0 : 1];
      const answer = await listAnswers.answer(
        licenseId,
        JSON.stringify([skip, limit, isActive, countryId]),
        async () => {
          // The page is the read's only statement of the tenant: on PostgreSQL it goes with the
          // tenant's setting in one round trip.
          const { rows, extras, total } = await page.alone(licenseId, {
            values: { is_active: isActive, country_id: countryId },
            skip,
            limit,
          });
          return reply.serialize({
            studios: rows.map((row, index) => toStudioWire(row, extras[index]?.master_ids)),
            total,
          });
        },
      );
      return sendSerialized(reply, answer);
    },
  );

  app.get(
    '/studios/with-countries',
    {
      preValidation: guard('studios.view'),
      schema: {
        tags,
        summary: "The license's studios, each with its country (id, name, code, currency_code)",
        security,
        response: { 200: withCountriesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const rows = await t.tx
          .select({ studio: studios, country: countries, master_ids: studioMasterIds(t.scoped) })
          .from(studios)
          .leftJoin(countries, eq(countries.id, studios.country_id))
          .where(t.scoped(studios))
          .orderBy(asc(studios.created_at), asc(studios.name), asc(studios.id));
        return {
          studios: rows.map((row) => ({
            ...toStudioWire(row.studio, row.master_ids),
            country: countryRef(row.country),
          })),
        };
      });
    },
  );

  app.get(
    '/studios/:id',
    {
      preValidation: guard('studios.view'),
      schema: {
        tags,
        summary: 'One studio',
        security,
        params: idParams,
        response: { 200: studioSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const row = await findStudio(t, request.params.id);
        return toStudioWire(row, await masterIdsOf(t, row.id));
      });
    },
  );

  app.post(
    '/studios',
    {
      preValidation: guard('studios.create'),
      schema: {
        tags,
        summary: 'Create a studio',
        security,
        body: createBody,
        response: { 201: studioSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      // A new studio has no masters yet.
      assertMastersUnchanged(body.master_ids, []);
      const row = await withTenant(db, licenseId, async (t) => {
        const country = await assertCountry(t, body.country_id);
        const [created] = await t.insert(studios, {
          time_zone: body.time_zone ?? defaultTimeZoneForCountry(country.code),
          name: body.name,
          country_id: body.country_id,
          city: body.city,
          address: body.address,
          phone: body.phone,
          email: body.email ?? null,
          description: body.description ?? null,
          image_url: body.image_url ?? null,
          ...(body.is_active === undefined ? {} : { is_active: body.is_active }),
        });
        return created as StudioRow;
      });
      reply.code(201);
      return toStudioWire(row);
    },
  );

  app.put(
    '/studios/:id',
    {
      preValidation: guard('studios.edit'),
      schema: {
        tags,
        summary: 'Change a studio (any subset of its fields)',
        security,
        params: idParams,
        body: updateBody,
        response: { 200: studioSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const current = await findStudio(t, request.params.id);
        const masterIds = await masterIdsOf(t, current.id);
        assertMastersUnchanged(body.master_ids, masterIds);
        if (body.country_id !== undefined) await assertCountry(t, body.country_id);
        const changes = Object.fromEntries(
          (
            [
              'name',
              'country_id',
              'city',
              'address',
              'phone',
              'email',
              'description',
              'image_url',
              'is_active',
              'time_zone',
            ] as const
          ).flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]])),
        );
        const [updated] = await t.update(
          studios,
          { ...changes, updated_at: new Date() },
          eq(studios.id, current.id),
        );
        return toStudioWire(updated as StudioRow, masterIds);
      });
    },
  );

  app.delete(
    '/studios/:id',
    {
      preValidation: guard('studios.delete'),
      schema: {
        tags,
        summary:
          'Delete a studio without masters or appointments (409 otherwise); its prices go with it',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      try {
        await withTenant(db, licenseId, async (t) => {
          const current = await findStudio(t, request.params.id);
          if (await hasRows(t, masters, eq(masters.studio_id, current.id))) {
            throw new HttpError(409, studioMasterMessages.hasMasters);
          }
          if (await hasRows(t, appointments, eq(appointments.studio_id, current.id))) {
            throw new HttpError(409, studioMasterMessages.hasAppointments);
          }
          await t.delete(studios, eq(studios.id, current.id));
        });
      } catch (error) {
        // A master or an appointment added between the checks and the delete.
        if (sqlState(error) === SQLSTATE.foreignKeyViolation) {
          throw new HttpError(409, studioMasterMessages.hasMasters);
        }
        throw error;
      }
      return reply.code(204).send(null);
    },
  );
}
