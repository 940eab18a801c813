// /clients/*: a license's client directory (spec part 2 §3, §5, §7, §8): clients.read to read (and to
// recompute statistics), clients.create / edit / delete to write, always through withTenant.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, gte, inArray, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CLIENT_SORT_FIELDS,
  clientDeleteQuerySchema,
  clientFormPayloadSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientWireSchema,
  contactPayloadSchema,
  type ClientWire,
} from '@beautydesk/domain/schemas/clients';
import {
  isoDateSchema,
  limitSchema,
  numericSchema,
  requiredTextSchema,
  skipSchema,
} from '@beautydesk/domain/schemas/common';
import { phoneSearchDigits } from '@beautydesk/domain/rules/phone';
import { storedContactValue } from '@beautydesk/domain/rules/validation/client-form';
import type { AppContext } from '../context.ts';
import { licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { sqlState, SQLSTATE } from '../db/database.ts';
import { clientCounts, clientPhones, clients, type ClientContact } from '../db/schema.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { contactErrors, likePattern, phonesOf, searchTextOf } from './contacts.ts';
import { clientMessages } from './messages.ts';
import { appointmentCount, statisticsOf, tallyAppointments } from './stats.ts';

type ClientRow = typeof clients.$inferSelect;

/** Text caps (the domain names none): long enough for any real client, short of abuse. */
export const CLIENT_MAX = { name: 200, notes: 5000 } as const;
export const CONTACT_MAX = { value: 200, notes: 500, count: 20 } as const;
export const CLIENT_LIST_MAX_LIMIT = 1000;
export const CLIENT_SEARCH_MAX = 200;

/**
 * A contact in a body: the domain's payload shape, strict, with caps. A blank value passes the
 * schema so the handler can answer with the spec's 'Контакт N: Значение контакта обязательно'.
 */
const contactBody = contactPayloadSchema
  .extend({
    value: z.string().trim().max(CONTACT_MAX.value),
    notes: z
      .string()
      .trim()
      .max(CONTACT_MAX.notes)
      .nullish()
      .transform((value) => (value ? value : undefined)),
  })
  .strict();
const contactsBody = z.array(contactBody).max(CONTACT_MAX.count);

const createBody = strictBody(
  clientFormPayloadSchema.extend({ contacts: contactsBody.default([]) }),
  CLIENT_MAX,
);

/** Optional text a PUT may clear: absent leaves it, null or '' clears it. */
function clearable<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .union([
      z.null(),
      z
        .string()
        .trim()
        .pipe(z.union([z.literal(''), schema])),
    ])
    .optional()
    .transform((value) => (value === '' ? null : (value as z.output<T> | null | undefined)));
}

const updateBody = strictBody(
  z.object({
    name: requiredTextSchema.optional(),
    birth_date: clearable(isoDateSchema),
    notes: clearable(z.string()),
    contacts: contactsBody.optional(),
    is_active: z.boolean().optional(),
  }),
  CLIENT_MAX,
).refine((body) => Object.values(body).some((value) => value !== undefined), {
  message: clientMessages.emptyUpdate,
});

const finiteNumber = numericSchema.pipe(z.number());
const listQuery = clientListQuerySchema.extend({
  // A blank search is no search; longer than any name plus contact is refused.
  search: z
    .string()
    .trim()
    .max(CLIENT_SEARCH_MAX)
    .optional()
    .transform((value) => (value ? value : undefined)),
  skip: skipSchema.pipe(z.number().max(Number.MAX_SAFE_INTEGER)).default(0),
  limit: limitSchema.pipe(z.number().max(CLIENT_LIST_MAX_LIMIT)).default(100),
  sort_by: z.enum(CLIENT_SORT_FIELDS).default('name'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  min_ltv: finiteNumber.optional(),
  max_reliability: finiteNumber.optional(),
});
const idParams = z.object({ id: z.uuid() });

export function toClientWire(row: ClientRow): ClientWire {
  return {
    id: row.id,
    name: row.name,
    birth_date: row.birth_date,
    notes: row.notes,
    personal_discounts: row.personal_discounts,
    medical_info: row.medical_info,
    contacts: row.contacts.map((contact) => ({
      type: contact.type as ClientWire['contacts'][number]['type'],
      value: contact.value,
      preferred: contact.preferred,
      verified: contact.verified,
      notes: contact.notes,
    })),
    total_visits: row.total_visits,
    total_spent: row.total_spent,
    last_visit: row.last_visit,
    ltv: row.ltv,
    reliability: row.reliability,
    cancelled: row.cancelled,
    rescheduled: row.rescheduled,
    attended: row.attended,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

type ContactBody = z.output<typeof contactBody>;

/**
 * Search: the query inside the name or any contact value; a phone-looking query also finds the
 * stored E.164 numbers by its digits, with or without a national trunk prefix (issue 28).
 */
function searchFilter(search: string): SQL | undefined {
  const patterns = [likePattern(search), ...(phoneSearchDigits(search) ?? []).map(likePattern)];
  return or(...patterns.map((pattern) => like(clients.search_text, pattern)));
}

/** The contacts as stored: a phone contact's value in E.164 (issue 28), the others as sent. */
function storedContacts(contacts: readonly ContactBody[]): ClientContact[] {
  return contacts.map((contact) => ({
    type: contact.type,
    value: storedContactValue(contact),
    preferred: contact.preferred,
    verified: contact.verified,
    notes: contact.notes ?? null,
  }));
}

/**
 * The contacts to store; 400 with the spec's per-contact messages when one is malformed (a phone
 * that is not a valid international number among them).
 */
function checkedContacts(contacts: readonly ContactBody[]): ClientContact[] {
  const problems = contactErrors(contacts);
  if (Object.keys(problems).length > 0) {
    throw new HttpError(400, clientMessages.invalidContacts, { errors: problems });
  }
  return storedContacts(contacts);
}

function duplicatePhone(phone: string, index?: number): HttpError {
  return new HttpError(400, clientMessages.duplicatePhone(phone), {
    errors: {
      [index === undefined ? 'contacts' : `contacts.${index}.value`]:
        clientMessages.duplicatePhoneField,
    },
  });
}

/**
 * Replaces the client's rows in client_phones: 400 when another client of the license has one of
 * the phones (the unique key catches a concurrent writer; see withPhoneConflicts).
 */
async function storePhones(
  t: TenantScope,
  clientId: string,
  contacts: readonly ClientContact[],
  replacing: boolean,
): Promise<void> {
  const phones = phonesOf(contacts);
  if (phones.length > 0) {
    const taken = await t.tx
      .select({ phone: clientPhones.phone })
      .from(clientPhones)
      .where(
        t.scoped(
          clientPhones,
          and(
            inArray(
              clientPhones.phone,
              phones.map((entry) => entry.phone),
            ),
            ne(clientPhones.client_id, clientId),
          ),
        ),
      );
    const clash = phones.find((entry) => taken.some((row) => row.phone === entry.phone));
    if (clash) throw duplicatePhone(clash.phone, clash.index);
  }
  if (replacing) await t.delete(clientPhones, eq(clientPhones.client_id, clientId));
  await t.insert(
    clientPhones,
    phones.map((entry) => ({ client_id: clientId, phone: entry.phone })),
  );
}

/** A unique violation on client_phones that slipped past the check (a concurrent write): the same 400. */
async function withPhoneConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) {
      throw new HttpError(400, clientMessages.duplicatePhone(), {
        errors: { contacts: clientMessages.duplicatePhoneField },
      });
    }
    throw error;
  }
}

/** The columns sort_by names; a name sorts by its folded key (migration 0007). */
const SORT_COLUMNS = {
  name: clients.name_sort,
  created_at: clients.created_at,
  updated_at: clients.updated_at,
  last_visit: clients.last_visit,
  total_visits: clients.total_visits,
  total_spent: clients.total_spent,
  ltv: clients.ltv,
  reliability: clients.reliability,
} as const satisfies Record<(typeof CLIENT_SORT_FIELDS)[number], unknown>;

export async function clientRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = (name: string) => [authenticated, requirePermission(db, name)];
  const security = [{ bearerAuth: [] }];
  const tags = ['clients'];

  async function findClient(t: TenantScope, id: string): Promise<ClientRow> {
    const [row] = await t.select(clients, eq(clients.id, id));
    if (!row) throw new HttpError(404, clientMessages.notFound);
    return row;
  }

  app.get(
    '/clients',
    {
      preValidation: guard('clients.read'),
      schema: {
        tags,
        summary:
          "The license's clients: search (name or any contact value), is_active, min_ltv, max_reliability, sort_by, sort_order, skip, limit; with the directory's stats",
        security,
        querystring: listQuery,
        response: { 200: clientListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const query = request.query;
      return withTenant(db, licenseId, async (t) => {
        const filters = and(
          query.is_active === undefined ? undefined : eq(clients.is_active, query.is_active),
          query.search === undefined ? undefined : searchFilter(query.search),
          query.min_ltv === undefined ? undefined : gte(clients.ltv, query.min_ltv),
          query.max_reliability === undefined
            ? undefined
            : lte(clients.reliability, query.max_reliability),
        ) as SQL | undefined;
        const where = t.scoped(clients, filters);
        const direction = sql.raw(query.sort_order === 'desc' ? 'desc' : 'asc');
        const column = SORT_COLUMNS[query.sort_by];
        // With a search, the matches are sorted rather than found by walking an order index: the
        // planner cannot know that matches cluster (every 'Ольга' sorts under 'О') and may walk
        // most of the index for 50 rows; the trigram index or one scan plus a top-N sort is bounded.
        const key = query.search === undefined ? column : sql`coalesce(${column}, ${column})`;
        // Only last_visit may be null; elsewhere plain asc/desc matches the indexes' order.
        const nulls = sql.raw(query.sort_by === 'last_visit' ? ' nulls last' : '');
        // The stats are the license's counters (migration 0019), so no page counts the directory.
        const [counts] = await t.select(clientCounts);
        const total = counts?.total ?? 0;
        const active = counts?.active ?? 0;
        const stats = {
          total,
          active,
          inactive: total - active,
          vip: counts?.vip ?? 0,
          unreliable: counts?.unreliable ?? 0,
        };
        // With no search and no ltv/reliability bound, the counters also answer how many match;
        // otherwise the page's own query counts its matches in the same pass (a window count).
        const counted =
          query.search === undefined &&
          query.min_ltv === undefined &&
          query.max_reliability === undefined
            ? query.is_active === undefined
              ? total
              : query.is_active
                ? active
                : total - active
            : undefined;
        // First the page's ids in order (and, when needed, how many match, counted in the same
        // pass): only narrow tuples are sorted and windowed, however many match; then their rows.
        const page = await t.tx
          .select({
            id: clients.id,
            matching: (counted === undefined
              ? sql<number>`count(*) over ()`
              : sql<number>`0`
            ).mapWith(Number),
          })
          .from(clients)
          .where(where)
          .orderBy(
            sql`${key} ${direction}${nulls}`,
            // Ties (and equal folded names) in a stable, readable order.
            query.sort_by === 'name' ? sql`${clients.name} ${direction}` : asc(clients.name_sort),
            asc(clients.id),
          )
          .limit(query.limit)
          .offset(query.skip);
        let matching = counted ?? page[0]?.matching;
        if (matching === undefined) {
          // A page past the last match carries no window count: count them alone.
          const [found] = await t.tx
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(clients)
            .where(where);
          matching = found?.n ?? 0;
        }
        const ids = page.map((entry) => entry.id);
        const byId = new Map(
          ids.length === 0
            ? []
            : (await t.select(clients, inArray(clients.id, ids))).map((row) => [row.id, row]),
        );
        const rows = ids.flatMap((id) => byId.get(id) ?? []);
        return {
          clients: rows.map(toClientWire),
          total: matching,
          stats,
        };
      });
    },
  );

  app.get(
    '/clients/:id',
    {
      preValidation: guard('clients.read'),
      schema: {
        tags,
        summary: 'One client (active or not)',
        security,
        params: idParams,
        response: { 200: clientWireSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return toClientWire(await withTenant(db, licenseId, (t) => findClient(t, request.params.id)));
    },
  );

  app.post(
    '/clients',
    {
      preValidation: guard('clients.create'),
      schema: {
        tags,
        summary: 'Create a client (name, birth_date, notes, contacts)',
        security,
        body: createBody,
        response: { 201: clientWireSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      const contacts = checkedContacts(body.contacts);
      const row = await withPhoneConflicts(() =>
        withTenant(db, licenseId, async (t) => {
          const [created] = await t.insert(clients, {
            name: body.name,
            birth_date: body.birth_date ?? null,
            notes: body.notes ?? null,
            contacts,
            search_text: searchTextOf(body.name, contacts),
          });
          const client = created as ClientRow;
          await storePhones(t, client.id, contacts, false);
          return client;
        }),
      );
      reply.code(201);
      return toClientWire(row);
    },
  );

  app.put(
    '/clients/:id',
    {
      preValidation: guard('clients.edit'),
      schema: {
        tags,
        summary:
          'Change a client: any of name, birth_date, notes (null clears), contacts (replaced as a whole), is_active',
        security,
        params: idParams,
        body: updateBody,
        response: { 200: clientWireSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      const row = await withPhoneConflicts(() =>
        withTenant(db, licenseId, async (t) => {
          const current = await findClient(t, request.params.id);
          const contacts = body.contacts === undefined ? undefined : checkedContacts(body.contacts);
          if (contacts !== undefined) await storePhones(t, current.id, contacts, true);
          const name = body.name ?? current.name;
          const [updated] = await t.update(
            clients,
            {
              ...(body.name === undefined ? {} : { name: body.name }),
              ...(body.birth_date === undefined ? {} : { birth_date: body.birth_date }),
              ...(body.notes === undefined ? {} : { notes: body.notes }),
              ...(contacts === undefined ? {} : { contacts }),
              ...(body.is_active === undefined ? {} : { is_active: body.is_active }),
              search_text: searchTextOf(name, contacts ?? current.contacts),
              updated_at: new Date(),
            },
            eq(clients.id, current.id),
          );
          return updated as ClientRow;
        }),
      );
      return toClientWire(row);
    },
  );

  app.delete(
    '/clients/:id',
    {
      preValidation: guard('clients.delete'),
      schema: {
        tags,
        summary:
          'Deactivate a client (is_active false), or with hard=true delete it for good: 409 while appointments name it',
        security,
        params: idParams,
        querystring: clientDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      const { hard } = request.query;
      try {
        await withTenant(db, licenseId, async (t) => {
          const current = await findClient(t, request.params.id);
          if (!hard) {
            await t.update(
              clients,
              { is_active: false, updated_at: new Date() },
              eq(clients.id, current.id),
            );
            return;
          }
          if ((await appointmentCount(t, current.id)) > 0) {
            throw new HttpError(409, clientMessages.hasAppointments);
          }
          await t.delete(clients, eq(clients.id, current.id));
        });
      } catch (error) {
        // An appointment written between the count and the delete: the same answer.
        if (sqlState(error) === SQLSTATE.foreignKeyViolation) {
          throw new HttpError(409, clientMessages.hasAppointments);
        }
        throw error;
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/clients/:id/refresh-stats',
    {
      preValidation: guard('clients.read'),
      schema: {
        tags,
        summary:
          "Recompute the client's statistics from its appointments (visits, spent, ltv, reliability, cancelled, rescheduled, attended, last visit)",
        security,
        params: idParams,
        response: { 200: clientWireSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const row = await withTenant(db, licenseId, async (t) => {
        const current = await findClient(t, request.params.id);
        const statistics = statisticsOf(await tallyAppointments(t, current.id));
        // Derived data only: updated_at tells when the client's own data last changed.
        const [updated] = await t.update(clients, statistics, eq(clients.id, current.id));
        return updated as ClientRow;
      });
      return toClientWire(row);
    },
  );
}
