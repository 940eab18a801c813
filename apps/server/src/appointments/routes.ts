// Appointments and the booking helper (part 2 §3, §4, §5, §7): lists, CRUD, cancel, price and
// optimal-slot search; every write of a slot re-checks it under the master's lock and the
// appointments_no_overlap constraint, and answers 409 when it lost.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  appointmentCreatePayloadSchema,
  appointmentPatchPayloadSchema,
  appointmentWireSchema,
  appointmentMonthSchema,
  appointmentWithRelationsSchema,
  calculatePriceResponseSchema,
  freeTimesResponseSchema,
  slotsResponseSchema,
} from '@beautydesk/domain/schemas/appointments';
import {
  bookingCalculatePriceResponseSchema,
  bookingValidateResponseSchema,
} from '@beautydesk/domain/schemas/booking';
import { isoDateSchema, limitSchema, timeSchema } from '@beautydesk/domain/schemas/common';
import { appointmentFormMessages } from '@beautydesk/domain/messages/appointments';
import { canTransition } from '@beautydesk/domain/rules/appointment-status';
import {
  APPOINTMENT_READ_PERMISSIONS,
  appointmentReadScope,
  hasAnyPermission,
} from '@beautydesk/domain/rules/permissions';
import type { AppointmentPrice } from '@beautydesk/domain/rules/pricing';
import {
  findFreeWindows,
  MIN_FREE_WINDOW_MIN,
  NON_OCCUPYING_STATUSES,
  SLOT_GRID_MIN,
} from '@beautydesk/domain/rules/slots';
import { effectiveDay, workingSlots } from '@beautydesk/domain/rules/schedule';
import { ceilToStep, formatTime, parseTime } from '@beautydesk/domain/rules/dates';
import { validateCancellationReason } from '@beautydesk/domain/rules/validation/cancellation-reason';
import type { AppContext } from '../context.ts';
import { licensedAccess, requirePermission, type Access } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { appointments, masters } from '../db/schema.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { accessMessages } from '../messages.ts';
import { appointmentServerMessages as m } from './messages.ts';
import {
  appointmentOrder,
  appointmentsWithRelations,
  monthAppointments,
  claimFreeTime,
  findAppointment,
  freeTimesFor,
  liveAppointmentsOf,
  insertAppointment,
  optimalSlotsForServices,
  quote,
  overlapping,
  priceOf,
  requireClient,
  requireMaster,
  requireServices,
  requireStudio,
  scheduleOf,
  servicesById,
  slotWrite,
  studioClock,
  studioCurrency,
  toAppointmentWire,
  toWire,
  toWires,
  totalDuration,
  type AppointmentRow,
  type ClientRow,
  type MasterRow,
  type StudioRow,
} from './store.ts';

/** The month query's limit (part 2 §9). */
export const MAX_APPOINTMENTS_LIMIT = 1000;
const MAX = { notes: 2000, reminder_status: 50, cancellation_reason: 2000 } as const;
const END_AFTER_START = 'Время окончания должно быть позже времени начала';

const uuids = z.array(z.uuid()).min(1);
/** A query-string list: repeated (?a=1&a=2) or comma-separated (?a=1,2). */
const queryUuids = z.preprocess(
  (value) =>
    typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value,
  uuids,
);

const createBody = strictBody(
  z.object({
    ...appointmentCreatePayloadSchema.shape,
    client_id: z.uuid(),
    master_id: z.uuid(),
    studio_id: z.uuid(),
    service_ids: uuids,
  }),
  { notes: MAX.notes },
).refine((body) => body.start_time < body.end_time, {
  path: ['end_time'],
  message: END_AFTER_START,
});
const patchBody = strictBody(
  z.object({
    ...appointmentPatchPayloadSchema.shape,
    master_id: z.uuid().optional(),
    studio_id: z.uuid().optional(),
    service_ids: uuids.optional(),
  }),
  MAX,
);
// The reason's own rules (and messages) are the domain's: checked in the handler.
const cancelBodyLoose = strictBody(z.object({ cancellation_reason: z.string() }), {
  cancellation_reason: MAX.cancellation_reason,
});
const priceBody = strictBody(
  z.object({ service_ids: uuids, master_id: z.uuid(), client_id: z.uuid(), studio_id: z.uuid() }),
  {},
);
const slotsBody = strictBody(
  z.object({
    service_ids: uuids,
    master_id: z.uuid(),
    studio_id: z.uuid(),
    from_date: isoDateSchema,
    to_date: isoDateSchema,
  }),
  {},
);
const freeTimesQuery = z.object({
  master_id: z.uuid(),
  date: isoDateSchema,
  service_ids: queryUuids,
  studio_id: z.uuid().optional(),
});
const listQuery = z.object({
  client_id: z.uuid().optional(),
  master_id: z.uuid().optional(),
  studio_id: z.uuid().optional(),
  date: isoDateSchema.optional(),
});
const withRelationsQuery = z.object({
  date_from: isoDateSchema,
  date_to: isoDateSchema,
  studio_id: z.uuid().optional(),
  limit: limitSchema.pipe(z.number().max(MAX_APPOINTMENTS_LIMIT)).default(MAX_APPOINTMENTS_LIMIT),
});
const idParams = z.object({ id: z.uuid() });
const appointmentIdParams = z.object({ appointmentId: z.uuid() });

// Booking helper bodies and queries (the domain's shapes, ids checked as uuids).
const availableSlotsQuery = z.object({
  master_id: z.uuid(),
  date: isoDateSchema,
  studio_id: z.uuid().optional(),
  service_ids: queryUuids.optional(),
  duration_min: z.coerce.number().int().min(1).max(1440).optional(),
});
const validateBody = strictBody(
  z.object({
    master_id: z.uuid(),
    studio_id: z.uuid().optional(),
    service_ids: uuids,
    date: isoDateSchema,
    start_time: timeSchema,
    end_time: timeSchema,
    appointment_id: z.uuid().optional(),
  }),
  {},
);
const bookingPriceBody = strictBody(
  z.object({
    service_ids: uuids,
    master_id: z.uuid(),
    client_id: z.uuid().optional(),
    studio_id: z.uuid().optional(),
  }),
  {},
);
const detailedQuery = z.object({
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  studio_id: z.uuid().optional(),
  master_id: z.uuid().optional(),
});
const rescheduleBody = strictBody(
  z.object({ date: isoDateSchema, startTime: timeSchema, endTime: timeSchema }),
  {},
).refine((body) => body.startTime < body.endTime, {
  path: ['endTime'],
  message: END_AFTER_START,
});

const listSchema = z.object({ appointments: z.array(appointmentWireSchema) });
const withRelationsListSchema = z.object({ appointments: z.array(appointmentWithRelationsSchema) });
const monthListSchema = z.object({ appointments: z.array(appointmentMonthSchema) });

/** Whether the subject may act on this appointment: `any` on every one, `own` on their master's. */
function assertMay(access: Access, row: { master_id: string }, any: string, own: string): void {
  if (hasAnyPermission(access.permissions, [any])) return;
  if (
    hasAnyPermission(access.permissions, [own]) &&
    access.subject.master_id !== null &&
    access.subject.master_id === row.master_id
  ) {
    return;
  }
  throw new HttpError(
    403,
    hasAnyPermission(access.permissions, [own]) ? m.notOwnAppointment : accessMessages.forbidden,
  );
}

/**
 * The appointments the subject may read, as a condition on `appointments` (issue 27): none for
 * appointments.view; the linked master's own for appointments.view_own; nothing else otherwise.
 */
function readable(access: Access): SQL | undefined {
  const scope = appointmentReadScope(access.permissions, access.subject.master_id);
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'own') return eq(appointments.master_id, scope.masterId);
  return sql`false`;
}

/** The price of the services for this master, client and studio; 400 when one has no price there. */
async function priceFor(
  t: TenantScope,
  serviceIds: readonly string[],
  parties: { master: MasterRow; client: ClientRow | null; studio: StudioRow },
): Promise<AppointmentPrice> {
  const chosen = await requireServices(t, serviceIds, parties.studio.id);
  const price = await quote(t, { chosen, ...parties });
  if (!price) throw fieldError('service_ids', m.priceUnavailable);
  return price;
}

function assertMasterInStudio(master: MasterRow, studioId: string): void {
  if (master.studio_id !== studioId) throw fieldError('master_id', m.masterNotInStudio);
}

interface Change {
  date?: string;
  start_time?: string;
  end_time?: string;
  master_id?: string;
  studio_id?: string;
  total_price?: number;
  status?: AppointmentRow['status'];
  reminder_status?: string;
  notes?: string;
  service_ids?: string[];
  client_confirmed?: boolean | null;
  out_of_schedule?: boolean;
  price_set_by_hand?: boolean;
  recompute_price?: boolean;
}

/** The permission behind a booking "вне графика" (issue 27). */
const OUT_OF_SCHEDULE = 'appointments.book_outside_schedule';

/** A request made "вне графика" needs the permission for it: 403 otherwise. */
function assertMayBookOutOfSchedule(access: Access, requested: boolean | undefined): void {
  if (requested && !hasAnyPermission(access.permissions, [OUT_OF_SCHEDULE])) {
    throw new HttpError(403, m.outOfScheduleForbidden);
  }
}

/**
 * The price after a change (issue 27): a price given is kept (marked by hand as the request says,
 * else as before); moving to another master recomputes it with her coefficient through the domain's
 * pricing rule, unless it was set by hand and recomputing was not asked for; `recompute_price`
 * recomputes in any case. Nothing changes when the services have no price in the studio.
 */
async function repriced(
  t: TenantScope,
  current: AppointmentRow,
  body: Change,
  next: {
    master: MasterRow;
    studioId: string;
    serviceIds: readonly string[];
    masterChanged: boolean;
  },
): Promise<{ total_price?: number; price_set_by_hand?: boolean }> {
  if (body.total_price !== undefined) {
    return {
      total_price: body.total_price,
      price_set_by_hand: body.price_set_by_hand ?? current.price_set_by_hand,
    };
  }
  const recompute =
    body.recompute_price === true || (next.masterChanged && !current.price_set_by_hand);
  if (!recompute) return {};
  const [client, studio, chosen] = await Promise.all([
    requireClient(t, current.client_id),
    requireStudio(t, next.studioId),
    requireServices(t, next.serviceIds, next.studioId),
  ]);
  const price = await quote(t, { chosen, master: next.master, client, studio });
  return price ? { total_price: price.total, price_set_by_hand: false } : {};
}

export async function appointmentRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = (...names: string[]) => [authenticated, requirePermission(db, ...names)];
  const security = [{ bearerAuth: [] }];
  const tags = ['appointments'];
  const bookingTags = ['booking'];
  const READ = APPOINTMENT_READ_PERMISSIONS;
  const EDIT = ['appointments.edit', 'appointments.edit_own'];
  const CANCEL = ['appointments.cancel', 'appointments.cancel_own'];
  // The wizard searches windows and prices while creating or editing.
  const PLAN = ['appointments.create', ...EDIT];

  /**
   * Applies a change to an appointment (PATCH and the reschedule helper): status transitions as
   * the domain allows them, and a moved live appointment re-checked for overlaps.
   */
  async function change(
    t: TenantScope,
    access: Access,
    current: AppointmentRow,
    body: Change,
  ): Promise<AppointmentRow> {
    assertMay(access, current, 'appointments.edit', 'appointments.edit_own');
    assertMayBookOutOfSchedule(access, body.out_of_schedule);
    const masterId = body.master_id ?? current.master_id;
    const studioId = body.studio_id ?? current.studio_id;
    const masterChanged = masterId !== current.master_id;
    if (masterChanged) {
      // One who may edit only their own appointments may not hand them to another master.
      assertMay(access, { master_id: masterId }, 'appointments.edit', 'appointments.edit_own');
    }
    const master = await requireMaster(t, masterId);
    if (masterChanged || studioId !== current.studio_id) {
      await requireStudio(t, studioId);
      assertMasterInStudio(master, studioId);
    }
    if (body.service_ids) await requireServices(t, body.service_ids, studioId);
    const serviceIds = body.service_ids ?? current.service_ids;

    const status = body.status ?? current.status;
    if (status !== current.status) {
      if (!canTransition(current.status as never, status as never)) {
        throw fieldError('status', m.statusChange(current.status, status), 409);
      }
      if (status === 'cancelled') {
        assertMay(access, current, 'appointments.cancel', 'appointments.cancel_own');
      }
    }

    const date = body.date ?? current.date;
    const start = body.start_time ?? current.start_time.slice(0, 5);
    const end = body.end_time ?? current.end_time.slice(0, 5);
    if (!(start < end)) throw fieldError('end_time', END_AFTER_START);
    const moved =
      date !== current.date ||
      start !== current.start_time.slice(0, 5) ||
      end !== current.end_time.slice(0, 5) ||
      masterChanged;
    const live = !NON_OCCUPYING_STATUSES.includes(status);
    // A moved live appointment, or one whose services or "вне графика" choice changed, is checked
    // by the free-time rule as a new booking would be (issue 27).
    let outOfSchedule = current.out_of_schedule;
    if (live && (moved || body.service_ids || body.out_of_schedule !== undefined)) {
      const studio = await requireStudio(t, studioId);
      const services = await servicesById(t, serviceIds);
      outOfSchedule = await claimFreeTime(t, {
        master,
        date,
        start,
        end,
        durationMin: serviceIds.reduce((sum, id) => sum + (services.get(id)?.duration_min ?? 0), 0),
        outOfSchedule: body.out_of_schedule === true,
        today: studioClock(studio.time_zone, ctx.now()).today,
        exceptId: current.id,
      });
    }
    const rescheduled = date !== current.date || start !== current.start_time.slice(0, 5);
    const price = await repriced(t, current, body, { master, studioId, serviceIds, masterChanged });

    const [updated] = await slotWrite(() =>
      t.update(
        appointments,
        {
          date,
          start_time: start,
          end_time: end,
          master_id: masterId,
          studio_id: studioId,
          status,
          ...(body.service_ids ? { service_ids: [...new Set(body.service_ids)] } : {}),
          ...price,
          out_of_schedule: outOfSchedule,
          ...(body.reminder_status !== undefined ? { reminder_status: body.reminder_status } : {}),
          ...(body.notes !== undefined ? { notes: body.notes === '' ? null : body.notes } : {}),
          ...(body.client_confirmed !== undefined
            ? { client_confirmed: body.client_confirmed }
            : {}),
          ...(status === 'confirmed' && current.status !== 'confirmed'
            ? { is_new_online_booking: false }
            : {}),
          ...(status === 'cancelled' && current.status !== 'cancelled'
            ? { cancelled_at: new Date() }
            : {}),
          ...(rescheduled ? { reschedule_count: current.reschedule_count + 1 } : {}),
          updated_at: new Date(),
        },
        eq(appointments.id, current.id),
      ),
    );
    return updated as AppointmentRow;
  }

  // ------------------------------------------------------------------------------------------
  // /appointments

  app.get(
    '/appointments',
    {
      preValidation: guard(...READ),
      schema: {
        tags,
        summary: 'Appointments by client, master, studio and date',
        security,
        querystring: listQuery,
        response: { 200: listSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const q = request.query;
      return withTenant(db, licenseId, async (t) => {
        const rows = await t.tx
          .select()
          .from(appointments)
          .where(
            t.scoped(
              appointments,
              and(
                readable(access),
                q.client_id ? eq(appointments.client_id, q.client_id) : undefined,
                q.master_id ? eq(appointments.master_id, q.master_id) : undefined,
                q.studio_id ? eq(appointments.studio_id, q.studio_id) : undefined,
                q.date ? eq(appointments.date, q.date) : undefined,
              ) as SQL | undefined,
            ),
          )
          .orderBy(...appointmentOrder)
          .limit(MAX_APPOINTMENTS_LIMIT);
        return { appointments: await toWires(t, rows) };
      });
    },
  );

  app.get(
    '/appointments/with-relations',
    {
      preValidation: guard(...READ),
      schema: {
        tags,
        summary:
          "Appointments of a date range (a month) with their client's, master's and studio's names",
        security,
        querystring: withRelationsQuery,
        response: { 200: monthListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const q = request.query;
      if (q.date_from > q.date_to) throw fieldError('date_to', m.dateRange);
      return withTenant(db, licenseId, async (t) => ({
        appointments: await monthAppointments(
          t,
          and(
            readable(access),
            sql`${appointments.date} between ${q.date_from} and ${q.date_to}`,
            q.studio_id ? eq(appointments.studio_id, q.studio_id) : undefined,
          ) as SQL,
          q.limit,
        ),
      }));
    },
  );

  app.post(
    '/appointments/calculate-price',
    {
      preValidation: guard(...PLAN),
      schema: {
        tags,
        summary: "The price: the studio's service prices × the master's coefficient, 2 decimals",
        security,
        body: priceBody,
        response: { 200: calculatePriceResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const client = await requireClient(t, body.client_id);
        const master = await requireMaster(t, body.master_id);
        const studio = await requireStudio(t, body.studio_id);
        const price = await priceFor(t, body.service_ids, { master, client, studio });
        return { total_price: price.total, currency: price.currency };
      });
    },
  );

  app.post(
    '/appointments/find-optimal-slots',
    {
      preValidation: guard(...PLAN),
      schema: {
        tags,
        summary: "The master's optimal slots for the services (today … today + 14 days)",
        security,
        body: slotsBody,
        response: { 200: slotsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const master = await requireMaster(t, body.master_id);
        const studio = await requireStudio(t, body.studio_id);
        const chosen = await requireServices(t, body.service_ids, body.studio_id);
        const slots = await optimalSlotsForServices(t, {
          master,
          studio,
          at: ctx.now(),
          chosen,
          fromDate: body.from_date,
          toDate: body.to_date,
        });
        return { slots };
      });
    },
  );

  app.get(
    '/appointments/free-times',
    {
      preValidation: guard(...PLAN),
      schema: {
        tags,
        summary:
          "Every start time of a date (5-minute grid) at which the services fit the master's " +
          'schedule without touching another appointment or its 15-minute buffer',
        security,
        querystring: freeTimesQuery,
        response: { 200: freeTimesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const q = request.query;
      return withTenant(db, licenseId, async (t) => {
        const master = await requireMaster(t, q.master_id);
        const studio = await requireStudio(t, q.studio_id ?? master.studio_id);
        const durationMin = totalDuration(await requireServices(t, q.service_ids, studio.id));
        const startTimes = await freeTimesFor(t, {
          master,
          date: q.date,
          durationMin,
          clock: studioClock(studio.time_zone, ctx.now()),
        });
        return { date: q.date, duration_min: durationMin, start_times: startTimes };
      });
    },
  );

  app.get(
    '/appointments/:id',
    {
      preValidation: guard(...READ),
      schema: {
        tags,
        summary: 'One appointment',
        security,
        params: idParams,
        response: { 200: appointmentWireSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        // Another master's appointment is not there for one who reads only her own.
        return toWire(t, await findAppointment(t, request.params.id, readable(access)));
      });
    },
  );

  app.post(
    '/appointments',
    {
      preValidation: guard('appointments.create'),
      schema: {
        tags,
        summary:
          'Create an appointment (status scheduled); 409 when it overlaps another (+15 min) or, ' +
          'unless out_of_schedule (403 without appointments.book_outside_schedule), lies outside ' +
          "the master's schedule or is shorter than the services",
        security,
        body: createBody,
        response: { 201: appointmentWireSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const body = request.body;
      assertMayBookOutOfSchedule(access, body.out_of_schedule);
      const wire = await withTenant(db, licenseId, async (t) => {
        const client = await requireClient(t, body.client_id);
        if (!client.is_active) {
          throw fieldError('client_id', appointmentFormMessages.inactiveClient);
        }
        const master = await requireMaster(t, body.master_id);
        if (!master.is_active) throw fieldError('master_id', m.masterInactive);
        const studio = await requireStudio(t, body.studio_id);
        assertMasterInStudio(master, studio.id);
        const chosen = await requireServices(t, body.service_ids, studio.id);
        const currency =
          priceOf({ chosen, studioId: studio.id, master, client, fallbackCurrency: '' })
            ?.currency || (await studioCurrency(t, studio));
        const outOfSchedule = await claimFreeTime(t, {
          master,
          date: body.date,
          start: body.start_time,
          end: body.end_time,
          durationMin: totalDuration(chosen),
          outOfSchedule: body.out_of_schedule === true,
          today: studioClock(studio.time_zone, ctx.now()).today,
        });
        const row = await insertAppointment(t, {
          client_id: client.id,
          master_id: master.id,
          studio_id: studio.id,
          service_ids: chosen.map(({ service }) => service.id),
          date: body.date,
          start_time: body.start_time,
          end_time: body.end_time,
          status: 'scheduled',
          total_price: body.total_price,
          currency,
          notes: body.notes ?? null,
          out_of_schedule: outOfSchedule,
          price_set_by_hand: body.price_set_by_hand ?? false,
          created_by: access.actor.id,
        });
        return toAppointmentWire(
          row,
          new Map(chosen.map(({ service }) => [service.id, service.name])),
        );
      });
      reply.code(201);
      return wire;
    },
  );

  app.patch(
    '/appointments/:id',
    {
      preValidation: guard(...EDIT),
      schema: {
        tags,
        summary:
          'Change an appointment (any subset; status as the transitions allow); a move is checked ' +
          'as a booking is (409, out_of_schedule); a move to another master recomputes the price ' +
          'unless it was set by hand (recompute_price forces it)',
        security,
        params: idParams,
        body: patchBody,
        response: { 200: appointmentWireSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const current = await findAppointment(t, request.params.id);
        const updated = await change(t, access, current, request.body);
        return toWire(t, updated);
      });
    },
  );

  app.delete(
    '/appointments/:id',
    {
      preValidation: guard('appointments.delete', 'appointments.edit'),
      schema: {
        tags,
        summary: 'Delete an appointment',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      await withTenant(db, licenseId, async (t) => {
        const current = await findAppointment(t, request.params.id);
        await t.delete(appointments, eq(appointments.id, current.id));
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/appointments/:id/cancel',
    {
      preValidation: guard(...CANCEL),
      schema: {
        tags,
        summary: 'Cancel with a reason (trimmed, 3–500 characters)',
        security,
        params: idParams,
        body: cancelBodyLoose,
        response: { 200: appointmentWireSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const verdict = validateCancellationReason(request.body.cancellation_reason);
      if (!verdict.valid) {
        const message = verdict.errors.reason as string;
        throw fieldError('cancellation_reason', message);
      }
      const reason = request.body.cancellation_reason.trim();
      return withTenant(db, licenseId, async (t) => {
        const current = await findAppointment(t, request.params.id);
        assertMay(access, current, 'appointments.cancel', 'appointments.cancel_own');
        if (!canTransition(current.status as never, 'cancelled')) {
          const message = m.statusChange(current.status, 'cancelled');
          throw fieldError('status', message, 409);
        }
        const [updated] = await t.update(
          appointments,
          {
            status: 'cancelled',
            cancellation_reason: reason,
            cancelled_at: new Date(),
            updated_at: new Date(),
          },
          eq(appointments.id, current.id),
        );
        return toWire(t, updated as AppointmentRow);
      });
    },
  );

  // ------------------------------------------------------------------------------------------
  // /booking helper

  app.get(
    '/booking/available-slots',
    {
      preValidation: guard(...PLAN),
      schema: {
        tags: bookingTags,
        summary: "A date's free windows of the master (at least 40 minutes, or the duration asked)",
        security,
        querystring: availableSlotsQuery,
        response: { 200: slotsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const q = request.query;
      return withTenant(db, licenseId, async (t) => {
        const master = await requireMaster(t, q.master_id);
        const studioId = q.studio_id ?? master.studio_id;
        const duration =
          q.duration_min ??
          (q.service_ids ? totalDuration(await requireServices(t, q.service_ids, studioId)) : 0);
        const studio = await requireStudio(t, studioId);
        const clock = studioClock(studio.time_zone, ctx.now());
        const schedule = scheduleOf(master, clock.today);
        if (!schedule || q.date < clock.today) return { slots: [] };
        // On today, what is already past is not offered.
        const earliest =
          q.date === clock.today ? ceilToStep(parseTime(clock.now) ?? 0, SLOT_GRID_MIN) : 0;
        const booked = await liveAppointmentsOf(t, master.id, q.date, q.date);
        const windows = findFreeWindows(
          workingSlots(effectiveDay(schedule, q.date)),
          booked.map((row) => ({
            startTime: row.start_time,
            endTime: row.end_time,
            status: row.status,
          })),
        )
          .map((window) => ({ start: Math.max(window.start, earliest), end: window.end }))
          .filter((window) => window.end - window.start >= Math.max(duration, MIN_FREE_WINDOW_MIN));
        return {
          slots: windows.map((window) => ({
            date: q.date,
            start_time: formatTime(window.start),
            end_time: formatTime(window.end),
          })),
        };
      });
    },
  );

  app.post(
    '/booking/validate',
    {
      preValidation: guard(...PLAN),
      schema: {
        tags: bookingTags,
        summary: 'Would this booking fit? (master, services, end after start, no overlap)',
        security,
        body: validateBody,
        response: { 200: bookingValidateResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const problems: string[] = [];
        const masterId = body.master_id;
        const [master] = await t.select(masters, eq(masters.id, masterId));
        if (!master) problems.push(m.masterNotFound);
        else if (!master.is_active) problems.push(m.masterInactive);
        else if (body.studio_id && master.studio_id !== body.studio_id) {
          problems.push(m.masterNotInStudio);
        }
        const found = await servicesById(t, body.service_ids);
        if (body.service_ids.some((id) => !found.has(id))) problems.push(m.serviceNotFound);
        if (!(body.start_time < body.end_time)) problems.push(END_AFTER_START);
        const conflicts =
          body.start_time < body.end_time
            ? await overlapping(t, {
                masterId,
                date: body.date,
                start: body.start_time,
                end: body.end_time,
                ...(body.appointment_id ? { exceptId: body.appointment_id } : {}),
              })
            : [];
        if (conflicts.length > 0) problems.push(m.slotTaken);
        return { valid: problems.length === 0, errors: problems, conflicts };
      });
    },
  );

  app.post(
    '/booking/calculate-price',
    {
      preValidation: guard(...PLAN),
      schema: {
        tags: bookingTags,
        summary: 'The price as finalPrice (studio: the given one, else the master’s)',
        security,
        body: bookingPriceBody,
        response: { 200: bookingCalculatePriceResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const master = await requireMaster(t, body.master_id);
        const client = body.client_id ? await requireClient(t, body.client_id) : null;
        const studio = await requireStudio(t, body.studio_id ?? master.studio_id);
        const price = await priceFor(t, body.service_ids, { master, client, studio });
        return { finalPrice: price.total, currency: price.currency };
      });
    },
  );

  app.get(
    '/booking/appointments-detailed',
    {
      preValidation: guard(...READ),
      schema: {
        tags: bookingTags,
        summary: 'Appointments with their relations (date range, studio, master; up to 1000)',
        security,
        querystring: detailedQuery,
        response: { 200: withRelationsListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const q = request.query;
      return withTenant(db, licenseId, async (t) => ({
        appointments: await appointmentsWithRelations(
          t,
          and(
            readable(access),
            q.date_from ? sql`${appointments.date} >= ${q.date_from}` : undefined,
            q.date_to ? sql`${appointments.date} <= ${q.date_to}` : undefined,
            q.studio_id ? eq(appointments.studio_id, q.studio_id) : undefined,
            q.master_id ? eq(appointments.master_id, q.master_id) : undefined,
          ) as SQL | undefined,
          MAX_APPOINTMENTS_LIMIT,
        ),
      }));
    },
  );

  app.patch(
    '/booking/reschedule/:appointmentId',
    {
      preValidation: guard(...EDIT),
      schema: {
        tags: bookingTags,
        summary: 'Move an appointment (date, startTime, endTime); 409 when the slot is taken',
        security,
        params: appointmentIdParams,
        body: rescheduleBody,
        response: { 200: appointmentWireSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { licenseId, access } = await licensedAccess(db, request);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const current = await findAppointment(t, request.params.appointmentId);
        const updated = await change(t, access, current, {
          date: body.date,
          start_time: body.startTime,
          end_time: body.endTime,
        });
        return toWire(t, updated);
      });
    },
  );
}
