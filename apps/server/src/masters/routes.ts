// Masters, their schedules and /stats/master/me (part 2 §3, §5, §7): masters.read to read,
// masters.create / edit / delete to write (edit covers toggle, coefficient, studio and schedule).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  isWebUrl,
  limitSchema,
  numericSchema,
  optionalTextOf,
} from '@beautydesk/domain/schemas/common';
import {
  masterCreatePayloadSchema,
  masterListQuerySchema,
  masterListSchema,
  masterSchema,
  masterSchedulePutSchema,
  masterUpdatePayloadSchema,
  type MasterWire,
} from '@beautydesk/domain/schemas/masters';
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { masterFormMessages } from '@beautydesk/domain/messages/masters';
import { scheduleMessages } from '@beautydesk/domain/messages/schedule';
import { isValidCoefficient } from '@beautydesk/domain/rules/pricing';
import { defaultSchedule, validateSchedule } from '@beautydesk/domain/rules/schedule';
import type { AppContext } from '../context.ts';
import { accessOf, licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { MAX_LIST_LIMIT } from '../countries/routes.ts';
import { sqlState, SQLSTATE } from '../db/database.ts';
import { appointments, masters, services, studios, users } from '../db/schema.ts';
import { hasRows, pageOf } from '../db/rows.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { serverMessages } from '../messages.ts';
import { masterServerMessages as msg } from './messages.ts';
import { masterStats, masterStatsResponseSchema } from './stats.ts';
import { wallClockAt } from '@beautydesk/domain/rules/time-zones';

type MasterRow = typeof masters.$inferSelect;

/** Text caps (the domain names none). */
export const MASTER_MAX = {
  name: 200,
  phone: 50,
  email: 254,
  qualification: 200,
  notes: 2000,
  photo_url: 2000,
} as const;

/** The form's rules with the spec's texts (the generic validation texts would not name them). */
const phoneField = z
  .string()
  .trim()
  .min(1)
  .refine((value) => value.startsWith('+'), { message: masterFormMessages.phoneFormat });
const emailField = optionalTextOf(
  z.string().refine((value) => value.includes('@'), { message: masterFormMessages.invalidEmail }),
);
const photoField = optionalTextOf(
  z
    .string()
    // http(s) only: a stored javascript: or data: address must never reach a page.
    .refine(isWebUrl, { message: masterFormMessages.invalidPhotoUrl }),
);
const coefficientField = z
  .union([z.number(), z.string()])
  .refine((value) => isValidCoefficient(value), { message: masterFormMessages.coefficientRange })
  .transform((value) => numericSchema.parse(value));
const ids = { studio_id: z.uuid() };

const createBody = strictBody(
  masterCreatePayloadSchema.extend({
    ...ids,
    phone: phoneField,
    email: emailField,
    photo_url: photoField,
    coefficient: coefficientField.default(1),
  }),
  MASTER_MAX,
);
const updateBody = strictBody(
  masterUpdatePayloadSchema.extend({
    studio_id: ids.studio_id.optional(),
    phone: phoneField.optional(),
    email: emailField,
    photo_url: photoField,
    coefficient: coefficientField.optional(),
  }),
  MASTER_MAX,
);
const coefficientBody = strictBody(z.object({ coefficient: coefficientField }), {});
const studioBody = strictBody(z.object(ids), {});
const scheduleBody = strictBody(masterSchedulePutSchema, {});
const listQuery = masterListQuerySchema.extend({
  skip: z.coerce.number().int().min(0).default(0),
  limit: limitSchema.pipe(z.number().max(MAX_LIST_LIMIT)).default(100),
  studio_id: z.uuid().optional(),
});
const idParams = z.object({ id: z.uuid() });

export function toMasterWire(row: MasterRow): MasterWire {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    photo_url: row.photo_url,
    studio_id: row.studio_id,
    is_active: row.is_active,
    qualification: row.qualification,
    coefficient: Number(row.coefficient),
    schedule: (row.schedule as MasterSchedule | null) ?? null,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The domain's save checks, plus the active dates in order; 400 with every message. */
export function assertValidSchedule(schedule: MasterSchedule): void {
  const problems = validateSchedule(schedule);
  if (schedule.activeFrom > schedule.activeUntil) problems.push(scheduleMessages.dateRangeOrder);
  if (problems.length > 0) {
    throw new HttpError(400, problems.join('\n'), { errors: { schedule: problems.join('\n') } });
  }
}

async function assertStudio(t: TenantScope, id: string): Promise<typeof studios.$inferSelect> {
  const [row] = await t.select(studios, eq(studios.id, id));
  if (!row) {
    throw fieldError('studio_id', msg.studioNotFound);
  }
  return row;
}

async function findMaster(t: TenantScope, id: string): Promise<MasterRow> {
  const [row] = await t.select(masters, eq(masters.id, id));
  if (!row) throw new HttpError(404, msg.masterNotFound);
  return row;
}

async function changeMaster(
  t: TenantScope,
  id: string,
  changes: Partial<Omit<typeof masters.$inferInsert, 'license_id' | 'id'>>,
): Promise<MasterRow> {
  const [row] = await t.update(masters, { ...changes, updated_at: new Date() }, eq(masters.id, id));
  if (!row) throw new HttpError(404, msg.masterNotFound);
  return row;
}

export async function masterRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = (name: string) => [authenticated, requirePermission(db, name)];
  const security = [{ bearerAuth: [] }];
  const tags = ['masters'];

  /** One master of the caller's license, changed by `change` in the same transaction. */
  async function editMaster(
    request: FastifyRequest,
    id: string,
    change: (t: TenantScope, current: MasterRow) => Promise<MasterRow>,
  ): Promise<MasterWire> {
    const { licenseId } = await licensedAccess(db, request);
    const row = await withTenant(db, licenseId, async (t) => change(t, await findMaster(t, id)));
    return toMasterWire(row);
  }

  app.get(
    '/masters',
    {
      preValidation: guard('masters.read'),
      schema: {
        tags,
        summary: "The license's masters (paged; is_active, studio_id), by name",
        security,
        querystring: listQuery,
        response: { 200: masterListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const { skip, limit, is_active: isActive, studio_id: studioId } = request.query;
      return withTenant(db, licenseId, async (t) => {
        const { rows, total } = await pageOf(t, masters, {
          where: and(
            isActive === undefined ? undefined : eq(masters.is_active, isActive),
            studioId === undefined ? undefined : eq(masters.studio_id, studioId),
          ),
          orderBy: [asc(masters.name), asc(masters.id)],
          skip,
          limit,
        });
        return { masters: rows.map(toMasterWire), total };
      });
    },
  );

  app.get(
    '/masters/:id',
    {
      preValidation: guard('masters.read'),
      schema: {
        tags,
        summary: 'One master',
        security,
        params: idParams,
        response: { 200: masterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return toMasterWire(await withTenant(db, licenseId, (t) => findMaster(t, request.params.id)));
    },
  );

  app.post(
    '/masters',
    {
      preValidation: guard('masters.create'),
      schema: {
        tags,
        summary: 'Create a master (default schedule when none is sent)',
        security,
        body: createBody,
        response: { 201: masterSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      if (body.schedule) assertValidSchedule(body.schedule);
      const row = await withTenant(db, licenseId, async (t) => {
        const studio = await assertStudio(t, body.studio_id);
        // A new master's default schedule starts on their studio's today (issue 18).
        const schedule =
          body.schedule ?? defaultSchedule(wallClockAt(studio.time_zone, ctx.now()).today);
        const [created] = await t.insert(masters, {
          name: body.name,
          phone: body.phone,
          email: body.email ?? null,
          photo_url: body.photo_url ?? null,
          studio_id: body.studio_id,
          qualification: body.qualification,
          coefficient: body.coefficient,
          schedule,
          notes: body.notes ?? null,
        });
        return created as MasterRow;
      });
      reply.code(201);
      return toMasterWire(row);
    },
  );

  app.put(
    '/masters/:id',
    {
      preValidation: guard('masters.edit'),
      schema: {
        tags,
        summary: 'Change a master (any subset of its fields)',
        security,
        params: idParams,
        body: updateBody,
        response: { 200: masterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.schedule) assertValidSchedule(body.schedule);
      return editMaster(request, request.params.id, async (t, current) => {
        if (body.studio_id !== undefined) await assertStudio(t, body.studio_id);
        const changes = Object.fromEntries(
          (
            [
              'name',
              'phone',
              'email',
              'photo_url',
              'studio_id',
              'qualification',
              'coefficient',
              'schedule',
              'notes',
            ] as const
          ).flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]])),
        );
        return changeMaster(t, current.id, changes);
      });
    },
  );

  app.delete(
    '/masters/:id',
    {
      preValidation: guard('masters.delete'),
      schema: {
        tags,
        summary: 'Delete a master without appointments (409 otherwise: deactivate instead)',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      try {
        await withTenant(db, licenseId, async (t) => {
          const current = await findMaster(t, request.params.id);
          if (await hasRows(t, appointments, eq(appointments.master_id, current.id))) {
            throw new HttpError(409, msg.hasAppointments);
          }
          // Accounts linked to this master and services offered by it forget it.
          await t.update(users, { master_id: null }, eq(users.master_id, current.id));
          await t.tx
            .update(services)
            .set({
              available_for_masters: sql`array_remove(${services.available_for_masters}, ${current.id}::uuid)`,
            })
            .where(
              t.scoped(services, sql`${current.id}::uuid = any(${services.available_for_masters})`),
            );
          await t.delete(masters, eq(masters.id, current.id));
        });
      } catch (error) {
        // An appointment booked between the check and the delete.
        if (sqlState(error) === SQLSTATE.foreignKeyViolation) {
          throw new HttpError(409, msg.hasAppointments);
        }
        throw error;
      }
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/masters/:id/toggle',
    {
      preValidation: guard('masters.edit'),
      schema: {
        tags,
        summary: 'Switch a master active ↔ inactive',
        security,
        params: idParams,
        response: { 200: masterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      editMaster(request, request.params.id, (t, current) =>
        changeMaster(t, current.id, { is_active: !current.is_active }),
      ),
  );

  app.patch(
    '/masters/:id/coefficient',
    {
      preValidation: guard('masters.edit'),
      schema: {
        tags,
        summary: "Set a master's price coefficient (0.5–2.0, step 0.1)",
        security,
        params: idParams,
        body: coefficientBody,
        response: { 200: masterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      editMaster(request, request.params.id, (t, current) =>
        changeMaster(t, current.id, { coefficient: request.body.coefficient }),
      ),
  );

  app.patch(
    '/masters/:id/studio',
    {
      preValidation: guard('masters.edit'),
      schema: {
        tags,
        summary: 'Move a master to another studio of the license',
        security,
        params: idParams,
        body: studioBody,
        response: { 200: masterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      editMaster(request, request.params.id, async (t, current) => {
        await assertStudio(t, request.body.studio_id);
        return changeMaster(t, current.id, { studio_id: request.body.studio_id });
      }),
  );

  app.put(
    '/masters/:id/schedule',
    {
      preValidation: guard('masters.edit'),
      schema: {
        tags,
        summary: "Replace a master's schedule (checked with the domain's save rules)",
        security,
        params: idParams,
        body: scheduleBody,
        response: { 200: masterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { schedule } = request.body;
      assertValidSchedule(schedule);
      return editMaster(request, request.params.id, (t, current) =>
        changeMaster(t, current.id, { schedule }),
      );
    },
  );

  app.get(
    '/stats/master/me',
    {
      preValidation: [authenticated],
      schema: {
        tags,
        summary: "The signed-in master's profile, salary, forecast and last six months",
        security,
        response: { 200: masterStatsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const access = await accessOf(db, request);
      const masterId = access.subject.master_id;
      // Anyone not linked to a master (a platform admin, an office account) gets the dashboard's text.
      if (!masterId) throw new HttpError(403, msg.notAMaster);
      if (!access.licenseId) throw new HttpError(400, serverMessages.licenseRequired);
      const stats = await withTenant(db, access.licenseId, (t) =>
        masterStats(t, masterId, ctx.now()),
      );
      if (!stats) throw new HttpError(403, msg.notAMaster);
      return stats;
    },
  );
}
