// Services and per-studio pricing; pricing analysis (part 2 §3, §5, §7): services.read to read (the
// analysis too: it shows the same prices), services.create / edit / delete to write.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  currencyCodeSchema,
  PRICE_MAX,
  DEFAULT_CURRENCY,
  isMultipleOf,
  PRICE_STEP,
} from '@beautydesk/domain/schemas/common';
import {
  serviceCreatePayloadSchema,
  serviceDetailedPricingSchema,
  serviceListQuerySchema,
  serviceSchema,
  serviceUpdatePayloadSchema,
  studioPricingEntrySchema,
  type ServiceWire,
  type StudioPricingEntryWire,
} from '@beautydesk/domain/schemas/services';
import {
  pricingAnalysisQuerySchema,
  pricingAnalysisResponseSchema,
  type PricingAnalysisResponseWire,
} from '@beautydesk/domain/schemas/pricing';
import { serviceFormMessages } from '@beautydesk/domain/messages/services';
import { roundMoney } from '@beautydesk/domain/rules/currency';
import { hourlyRate, priceDeviationPercent, targetPrice } from '@beautydesk/domain/rules/pricing';
import type { AppContext } from '../context.ts';
import { licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import {
  appointments,
  countries,
  masters,
  serviceStudioPricing,
  services,
  studios,
} from '../db/schema.ts';
import { hasRows } from '../db/rows.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { bookableInStudio } from './queries.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { serviceServerMessages as msg } from './messages.ts';

type ServiceRow = typeof services.$inferSelect;
type PricingRow = typeof serviceStudioPricing.$inferSelect;

/** Text caps (the domain names none). */
export const SERVICE_MAX = { name: 200, description: 2000 } as const;
/** Upper bounds a real price list never reaches: the domain's price bound; a day has 1440 minutes. */
const MAX_PRICE = PRICE_MAX;
const MAX_DURATION_MIN = 24 * 60;
const MAX_HOURLY_RATE = 1_000_000_000;

/** A price the form may send (number or decimal text): not negative, at most two decimals. */
const priceField = z
  .union([z.number(), z.string()])
  .refine(
    (value) => {
      const price =
        typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
      return Number.isFinite(price) && price >= 0 && price <= MAX_PRICE;
    },
    { message: serviceFormMessages.priceInvalid },
  )
  .transform(Number)
  .refine((price) => isMultipleOf(price, PRICE_STEP), { message: serviceFormMessages.priceStep });

/** One studio's price; the currency defaults to the studio's country currency. */
const pricingBody = z.object({
  price: priceField,
  currency: currencyCodeSchema.optional(),
  is_available: z.boolean().default(true),
});
type PricingBody = z.output<typeof pricingBody>;

const durationField = z
  .number()
  .int()
  .max(MAX_DURATION_MIN)
  // A refinement, not .min(1): the generic "too small" text would not name the field.
  .refine((minutes) => minutes >= 1, { message: serviceFormMessages.durationMin });
const serviceExtras = {
  studio_pricing: z.record(z.uuid(), pricingBody),
  available_for_masters: z.array(z.uuid()).max(1000),
};
const createBody = strictBody(
  serviceCreatePayloadSchema.extend({
    duration_min: durationField.default(60),
    studio_pricing: serviceExtras.studio_pricing.default({}),
    available_for_masters: serviceExtras.available_for_masters.default([]),
  }),
  SERVICE_MAX,
);
const updateBody = strictBody(
  serviceUpdatePayloadSchema.extend({
    duration_min: durationField.optional(),
    studio_pricing: serviceExtras.studio_pricing.optional(),
    available_for_masters: serviceExtras.available_for_masters.optional(),
  }),
  SERVICE_MAX,
);
const pricingPayload = strictBody(pricingBody, {});
const listQuery = serviceListQuerySchema.extend({ studio_id: z.uuid().optional() });
const idParams = z.object({ id: z.uuid() });
const pricingParams = z.object({ id: z.uuid(), studioId: z.uuid() });
const analysisParams = z.object({ studioId: z.uuid() });
const analysisQuery = pricingAnalysisQuerySchema.extend({
  target_hourly_rate: pricingAnalysisQuerySchema.shape.target_hourly_rate.pipe(
    z.number().max(MAX_HOURLY_RATE),
  ),
});
const serviceListAnswer = z.object({ services: z.array(serviceSchema) });

// ----- reading

interface PricingWithStudio {
  pricing: PricingRow;
  studioName: string | null;
  countryName: string | null;
}

function toPricingEntry({
  pricing,
  studioName,
  countryName,
}: PricingWithStudio): StudioPricingEntryWire {
  return {
    id: pricing.id,
    service_id: pricing.service_id,
    studio_id: pricing.studio_id,
    base_price: Number(pricing.base_price),
    currency: pricing.currency,
    is_available: pricing.is_available,
    created_at: pricing.created_at.toISOString(),
    updated_at: pricing.updated_at.toISOString(),
    studio:
      studioName === null
        ? null
        : { name: studioName, country: countryName === null ? null : { name: countryName } },
  };
}

/** The pricing entries of `serviceIds` (only in `studioId` when given), with studio and country names. */
async function pricingOf(
  t: TenantScope,
  serviceIds: readonly string[],
  studioId?: string,
): Promise<PricingWithStudio[]> {
  if (serviceIds.length === 0) return [];
  return t.tx
    .select({
      pricing: serviceStudioPricing,
      studioName: studios.name,
      countryName: countries.name,
    })
    .from(serviceStudioPricing)
    .leftJoin(
      studios,
      and(
        eq(studios.license_id, serviceStudioPricing.license_id),
        eq(studios.id, serviceStudioPricing.studio_id),
      ),
    )
    .leftJoin(countries, eq(countries.id, studios.country_id))
    .where(
      t.scoped(
        serviceStudioPricing,
        and(
          inArray(serviceStudioPricing.service_id, [...serviceIds]),
          studioId === undefined ? undefined : eq(serviceStudioPricing.studio_id, studioId),
        ) as SQL,
      ),
    )
    .orderBy(asc(studios.created_at), asc(studios.name), asc(serviceStudioPricing.studio_id));
}

function toServiceWire(row: ServiceRow, pricing: readonly PricingWithStudio[]): ServiceWire {
  const entries = pricing.filter((entry) => entry.pricing.service_id === row.id);
  return {
    id: row.id,
    name: row.name,
    type: row.type as ServiceWire['type'],
    description: row.description,
    duration_min: row.duration_min,
    is_active: row.is_active,
    available_in_studios_pricing: Object.fromEntries(
      entries.map(({ pricing: price }) => [
        price.studio_id,
        {
          price: Number(price.base_price),
          currency: price.currency,
          is_available: price.is_available,
        },
      ]),
    ),
    studio_pricing: entries.map(toPricingEntry),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function findService(t: TenantScope, id: string): Promise<ServiceRow> {
  const [row] = await t.select(services, eq(services.id, id));
  if (!row) throw new HttpError(404, msg.serviceNotFound);
  return row;
}

async function serviceWire(t: TenantScope, row: ServiceRow): Promise<ServiceWire> {
  return toServiceWire(row, await pricingOf(t, [row.id]));
}

// ----- writing

/** Studio id → its country's currency, for the studios of this license among `ids` (404/400 otherwise). */
async function studioCurrencies(
  t: TenantScope,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await t.tx
    .select({ id: studios.id, currency: countries.currency_code })
    .from(studios)
    .leftJoin(countries, eq(countries.id, studios.country_id))
    .where(t.scoped(studios, inArray(studios.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.currency ?? DEFAULT_CURRENCY]));
}

/** Every id a master of this license, else 400 on available_for_masters. */
async function assertMasters(t: TenantScope, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await t.tx
    .select({ id: masters.id })
    .from(masters)
    .where(t.scoped(masters, inArray(masters.id, unique)));
  if (rows.length !== unique.length) {
    throw fieldError('available_for_masters', msg.masterNotFound);
  }
}

/**
 * The currency a studio's price is kept in: always the studio's own (its country's). A payload may
 * name it, but another one is refused: a price in XXX at a BYN studio would be shown and summed as
 * BYN everywhere else.
 */
function studioCurrency(given: string | undefined, own: string, field: string): string {
  if (given !== undefined && given !== own) {
    throw fieldError(field, `Валюта цены должна совпадать с валютой студии: ${own}`);
  }
  return own;
}

/** Replaces the prices of `serviceId` by `map` (studio id → price); studios must be this license's. */
async function replacePricing(
  t: TenantScope,
  serviceId: string,
  map: Readonly<Record<string, PricingBody>>,
): Promise<void> {
  const studioIds = Object.keys(map);
  const currencies = await studioCurrencies(t, studioIds);
  const missing = studioIds.find((id) => !currencies.has(id));
  if (missing) {
    throw fieldError(`studio_pricing.${missing}`, msg.studioNotFound);
  }
  await t.delete(serviceStudioPricing, eq(serviceStudioPricing.service_id, serviceId));
  await t.insert(
    serviceStudioPricing,
    studioIds.map((studioId) => {
      const price = map[studioId] as PricingBody;
      return {
        service_id: serviceId,
        studio_id: studioId,
        base_price: price.price,
        currency: studioCurrency(
          price.currency,
          currencies.get(studioId) as string,
          `studio_pricing.${studioId}.currency`,
        ),
        is_available: price.is_available,
      };
    }),
  );
}

export async function serviceRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = (name: string) => [authenticated, requirePermission(db, name)];
  const security = [{ bearerAuth: [] }];
  const tags = ['services'];

  /** The studio of this license named in the path (404 otherwise) and its currency. */
  async function studioInPath(t: TenantScope, studioId: string) {
    const [row] = await t.tx
      .select({ id: studios.id, name: studios.name, currency: countries.currency_code })
      .from(studios)
      .leftJoin(countries, eq(countries.id, studios.country_id))
      .where(t.scoped(studios, eq(studios.id, studioId)));
    if (!row) throw new HttpError(404, msg.studioNotFound);
    return { ...row, currency: row.currency ?? DEFAULT_CURRENCY };
  }

  app.get(
    '/services',
    {
      preValidation: guard('services.read'),
      schema: {
        tags,
        summary:
          "The license's services by name (active_only; studio_id: those available there, with that studio's price)",
        security,
        querystring: listQuery,
        response: { 200: serviceListAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const { active_only: activeOnly, studio_id: studioId } = request.query;
      return withTenant(db, licenseId, async (t) => {
        const availableThere =
          studioId === undefined
            ? undefined
            : sql`exists (select 1 from ${serviceStudioPricing} where ${serviceStudioPricing.license_id} = ${services.license_id} and ${serviceStudioPricing.service_id} = ${services.id} and ${serviceStudioPricing.studio_id} = ${studioId} and ${serviceStudioPricing.is_available})`;
        const rows = await t.tx
          .select()
          .from(services)
          .where(
            t.scoped(
              services,
              and(activeOnly ? eq(services.is_active, true) : undefined, availableThere) as
                SQL | undefined,
            ),
          )
          .orderBy(asc(services.name), asc(services.id));
        const pricing = await pricingOf(
          t,
          rows.map((row) => row.id),
          studioId,
        );
        return { services: rows.map((row) => toServiceWire(row, pricing)) };
      });
    },
  );

  app.get(
    '/services/:id',
    {
      preValidation: guard('services.read'),
      schema: {
        tags,
        summary: 'One service with its prices in every studio',
        security,
        params: idParams,
        response: { 200: serviceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) =>
        serviceWire(t, await findService(t, request.params.id)),
      );
    },
  );

  app.get(
    '/services/:id/pricing/detailed',
    {
      preValidation: guard('services.read'),
      schema: {
        tags,
        summary: "A service's pricing entries, each with its studio and country",
        security,
        params: idParams,
        response: { 200: serviceDetailedPricingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const row = await findService(t, request.params.id);
        const pricing = await pricingOf(t, [row.id]);
        return { service_id: row.id, service_name: row.name, pricing: pricing.map(toPricingEntry) };
      });
    },
  );

  app.post(
    '/services',
    {
      preValidation: guard('services.create'),
      schema: {
        tags,
        summary: 'Create a service (inactive and 60 minutes unless told), with its studio prices',
        security,
        body: createBody,
        response: { 201: serviceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      const wire = await withTenant(db, licenseId, async (t) => {
        await assertMasters(t, body.available_for_masters);
        const [created] = (await t.insert(services, {
          name: body.name,
          type: body.type,
          description: body.description ?? null,
          duration_min: body.duration_min,
          is_active: body.is_active,
          available_for_masters: [...new Set(body.available_for_masters)],
        })) as [ServiceRow];
        await replacePricing(t, created.id, body.studio_pricing);
        return serviceWire(t, created);
      });
      reply.code(201);
      return wire;
    },
  );

  app.put(
    '/services/:id',
    {
      preValidation: guard('services.edit'),
      schema: {
        tags,
        summary: 'Change a service (any subset; studio_pricing, when sent, replaces every price)',
        security,
        params: idParams,
        body: updateBody,
        response: { 200: serviceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const current = await findService(t, request.params.id);
        if (body.available_for_masters) await assertMasters(t, body.available_for_masters);
        const changes = Object.fromEntries(
          (['name', 'type', 'description', 'duration_min', 'is_active'] as const).flatMap(
            (field) => (body[field] === undefined ? [] : [[field, body[field]]]),
          ),
        );
        const [updated] = (await t.update(
          services,
          {
            ...changes,
            ...(body.available_for_masters
              ? { available_for_masters: [...new Set(body.available_for_masters)] }
              : {}),
            updated_at: new Date(),
          },
          eq(services.id, current.id),
        )) as [ServiceRow];
        if (body.studio_pricing) await replacePricing(t, current.id, body.studio_pricing);
        return serviceWire(t, updated);
      });
    },
  );

  app.delete(
    '/services/:id',
    {
      preValidation: guard('services.delete'),
      schema: {
        tags,
        summary: 'Delete a service no appointment names (409 otherwise), with its prices',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      await withTenant(db, licenseId, async (t) => {
        const current = await findService(t, request.params.id);
        const inUse = sql`${current.id}::uuid = any(${appointments.service_ids})`;
        if (await hasRows(t, appointments, inUse)) throw new HttpError(409, msg.inAppointments);
        await t.delete(services, eq(services.id, current.id));
      });
      return reply.code(204).send(null);
    },
  );

  /** Sets the price of a service in a studio; `mode` says whether one may already exist. */
  async function writePricing(
    request: FastifyRequest,
    params: { id: string; studioId: string },
    body: PricingBody,
    mode: 'create' | 'upsert',
  ): Promise<StudioPricingEntryWire> {
    const { licenseId } = await licensedAccess(db, request);
    return withTenant(db, licenseId, async (t) => {
      const service = await findService(t, params.id);
      const studio = await studioInPath(t, params.studioId);
      const where = and(
        eq(serviceStudioPricing.service_id, service.id),
        eq(serviceStudioPricing.studio_id, studio.id),
      ) as SQL;
      const [existing] = await t.select(serviceStudioPricing, where);
      if (existing && mode === 'create') throw new HttpError(409, msg.pricingExists);
      const values = {
        base_price: body.price,
        currency: studioCurrency(body.currency, studio.currency, 'currency'),
        is_available: body.is_available,
      };
      if (existing) {
        await t.update(serviceStudioPricing, { ...values, updated_at: new Date() }, where);
      } else {
        await t.insert(serviceStudioPricing, {
          service_id: service.id,
          studio_id: studio.id,
          ...values,
        });
      }
      const [entry] = await pricingOf(t, [service.id], studio.id);
      return toPricingEntry(entry as PricingWithStudio);
    });
  }

  app.put(
    '/services/:id/studios/:studioId/pricing',
    {
      preValidation: guard('services.edit'),
      schema: {
        tags,
        summary: "Set a service's price in a studio (created when there is none)",
        security,
        params: pricingParams,
        body: pricingPayload,
        response: { 200: studioPricingEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => writePricing(request, request.params, request.body, 'upsert'),
  );

  app.post(
    '/services/:id/studios/:studioId/pricing',
    {
      preValidation: guard('services.edit'),
      schema: {
        tags,
        summary: "Add a service's price in a studio that has none (409 otherwise)",
        security,
        params: pricingParams,
        body: pricingPayload,
        response: { 201: studioPricingEntrySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const entry = await writePricing(request, request.params, request.body, 'create');
      reply.code(201);
      return entry;
    },
  );

  app.delete(
    '/services/:id/studios/:studioId/pricing',
    {
      preValidation: guard('services.edit'),
      schema: {
        tags,
        summary: "Remove a service's price in a studio (the service is then not offered there)",
        security,
        params: pricingParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      await withTenant(db, licenseId, async (t) => {
        const service = await findService(t, request.params.id);
        const studio = await studioInPath(t, request.params.studioId);
        const deleted = await t.delete(
          serviceStudioPricing,
          and(
            eq(serviceStudioPricing.service_id, service.id),
            eq(serviceStudioPricing.studio_id, studio.id),
          ) as SQL,
        );
        if (deleted.length === 0) throw new HttpError(404, msg.pricingNotFound);
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/pricing-analysis/:studioId',
    {
      preValidation: guard('services.read'),
      schema: {
        tags: ['pricing'],
        summary:
          "A studio's active services against a target hourly rate: target price = rate × minutes / 60",
        security,
        params: analysisParams,
        querystring: analysisQuery,
        response: { 200: pricingAnalysisResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<PricingAnalysisResponseWire> => {
      const { licenseId } = await licensedAccess(db, request);
      const rate = request.query.target_hourly_rate;
      return withTenant(db, licenseId, async (t) => {
        const studio = await studioInPath(t, request.params.studioId);
        const rows = await bookableInStudio(t, studio.id);
        return {
          studio_id: studio.id,
          studio_name: studio.name,
          currency: studio.currency,
          target_hourly_rate: rate,
          items: rows.map(({ service, pricing }) => {
            const current = Number(pricing.base_price);
            const target = targetPrice(service.duration_min, rate) ?? 0;
            const deviation = priceDeviationPercent(current, target);
            return {
              service_id: service.id,
              service_name: service.name,
              current_price: current,
              duration_minutes: service.duration_min,
              target_price: target,
              current_hourly_rate: hourlyRate(current, service.duration_min),
              deviation_percent: deviation === null ? null : roundMoney(deviation),
            };
          }),
        };
      });
    },
  );
}
