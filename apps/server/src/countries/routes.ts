// /countries/*: read-only reference data (spec part 2 §3, §7, §8). Every staff form needs the list,
// so reading asks for a license and countries.view or any studios permission; writes answer 405.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  currencyCodeSchema,
  limitSchema,
  queryBooleanSchema,
  skipSchema,
} from '@beautydesk/domain/schemas/common';
import {
  countryListQuerySchema,
  countrySchema,
  type CountryWire,
} from '@beautydesk/domain/schemas/countries';
import { countryMessages } from '@beautydesk/domain/messages/studios';
import type { AppContext } from '../context.ts';
import { containsPattern } from '../db/rows.ts';
import { licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { countries } from '../db/schema.ts';
import { errorBodySchema, errorResponses, HttpError } from '../http/errors.ts';
import { studioMessages } from '../messages.ts';

type CountryRow = typeof countries.$inferSelect;

/** Who may read countries: the reference list every studio form and selector loads. */
export const COUNTRY_READERS = ['countries.view', 'studios.view', 'studios.create', 'studios.edit'];

export const MAX_LIST_LIMIT = 1000;

/** Text search over names and codes: letters (any script), spaces, dots, apostrophes, hyphens. */
export const countrySearchSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\s.'’-]+$/u, { message: studioMessages.searchInvalid });

const listQuery = countryListQuerySchema.extend({
  skip: skipSchema.default(0),
  limit: limitSchema.pipe(z.number().max(MAX_LIST_LIMIT)).default(100),
  is_active: queryBooleanSchema.optional(),
  search: countrySearchSchema.optional(),
});
const idParams = z.object({ id: z.uuid() });
const codeParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase()),
});
const currencyParams = z.object({ currency: currencyCodeSchema });
const searchParams = z.object({ query: countrySearchSchema });

const countryList = z.array(countrySchema);
export function toCountryWire(row: CountryRow): CountryWire {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    currency_code: row.currency_code,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Name contains the text (any case), or the code is the text. */
function matching(text: string): SQL {
  return or(
    ilike(countries.name, containsPattern(text)),
    eq(countries.code, text.toUpperCase()),
  ) as SQL;
}

export async function countryRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const readers = requirePermission(db, ...COUNTRY_READERS);
  /** A license is required too: a superadmin outside impersonation reads no tenant forms. */
  const licensed = async (request: FastifyRequest) => {
    await licensedAccess(db, request);
  };
  const preValidation = [authenticated, readers, licensed];
  const security = [{ bearerAuth: [] }];
  const tags = ['countries'];

  const select = (where?: SQL) =>
    db.select().from(countries).where(where).orderBy(asc(countries.name), asc(countries.code));

  async function findById(id: string): Promise<CountryRow> {
    const [row] = await db.select().from(countries).where(eq(countries.id, id));
    if (!row) throw new HttpError(404, studioMessages.countryNotFound);
    return row;
  }

  app.get(
    '/countries',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Countries (paged; is_active, search by name or code)',
        security,
        querystring: listQuery,
        response: { 200: countryList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { skip, limit, is_active: isActive, search } = request.query;
      const rows = await select(
        and(
          isActive === undefined ? undefined : eq(countries.is_active, isActive),
          search ? matching(search) : undefined,
        ),
      )
        .limit(limit)
        .offset(skip);
      return rows.map(toCountryWire);
    },
  );

  app.get(
    '/countries/active/list',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Active countries (the forms’ list)',
        security,
        response: { 200: countryList, ...errorResponses(400, 401, 403) },
      },
    },
    async () => (await select(eq(countries.is_active, true))).map(toCountryWire),
  );

  app.get(
    '/countries/currencies/list',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Currency codes of the active countries',
        security,
        response: { 200: z.array(currencyCodeSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async () => {
      const rows = await db
        .selectDistinct({ code: countries.currency_code })
        .from(countries)
        .where(eq(countries.is_active, true))
        .orderBy(asc(countries.currency_code));
      return rows.map((row) => row.code);
    },
  );

  app.get(
    '/countries/code/:code',
    {
      preValidation,
      schema: {
        tags,
        summary: 'One country by its ISO 3166 alpha-2 code',
        security,
        params: codeParams,
        response: { 200: countrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await select(eq(countries.code, request.params.code));
      if (!row) throw new HttpError(404, studioMessages.countryNotFound);
      return toCountryWire(row);
    },
  );

  app.get(
    '/countries/currency/:currency',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Countries paying in one currency (ISO 4217)',
        security,
        params: currencyParams,
        response: { 200: countryList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      (await select(eq(countries.currency_code, request.params.currency))).map(toCountryWire),
  );

  app.get(
    '/countries/search/:query',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Countries whose name contains the text, or whose code it is',
        security,
        params: searchParams,
        response: { 200: countryList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => (await select(matching(request.params.query))).map(toCountryWire),
  );

  app.get(
    '/countries/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'One country',
        security,
        params: idParams,
        response: { 200: countrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toCountryWire(await findById(request.params.id)),
  );

  // Writes: countries are read-only reference data (part 2 §8). An unknown id answers 404 first.
  const readOnly = (): never => {
    throw new HttpError(405, countryMessages.readOnly, { headers: { allow: 'GET, HEAD' } });
  };
  const refused = { 405: errorBodySchema, ...errorResponses(400, 401, 403, 404) };

  app.post(
    '/countries',
    {
      preValidation,
      schema: { tags, summary: 'Refused: countries are read-only', security, response: refused },
    },
    async () => readOnly(),
  );
  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/countries/:id',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Refused: countries are read-only',
          security,
          params: idParams,
          response: refused,
        },
      },
      async (request) => {
        await findById(request.params.id);
        return readOnly();
      },
    );
  }
}

/** Whether a country with this id exists (studio writes check it before the foreign key does). */
export async function countryExists(db: AppContext['db'], id: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}
