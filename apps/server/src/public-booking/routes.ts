// The public booking API (part 2 §3, §4, §7): studio info, optimal slots and booking, without a
// sign-in; CORS is open for /public (http/security.ts) and each route is rate-limited per address.
import type { FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  publicBookingResponseSchema,
  publicOptimalSlotsResponseSchema,
  publicStudioInfoSchema,
} from '@beautydesk/domain/schemas/public-booking';
import {
  isoDateSchema,
  priceSchema,
  SIMPLE_EMAIL_PATTERN,
  timeSchema,
} from '@beautydesk/domain/schemas/common';
import { addDays, parseTime } from '@beautydesk/domain/rules/dates';
import { SLOT_SEARCH_HORIZON_DAYS } from '@beautydesk/domain/rules/slots';
import type { AppContext } from '../context.ts';
import { clientPhones, clients, masters } from '../db/schema.ts';
import type { ClientContact } from '../db/schema.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { normalisePhone, searchTextOf } from '../clients/contacts.ts';
import { appointmentServerMessages } from '../appointments/messages.ts';
import {
  insertAppointment,
  optimalSlotsForServices,
  quote,
  requireServices,
  studioClock,
  totalDuration,
  withinWorkingHours,
  type ChosenService,
  type MasterRow,
} from '../appointments/store.ts';
import { publicBookingServerMessages as m } from './messages.ts';
import { findPublicStudio, publicStudioInfo } from './store.ts';

/** Requests per minute and address on each public route when the context names none. */
export const DEFAULT_PUBLIC_RATE_LIMIT = 60;
const MAX = { name: 200, phone: 50, email: 254, notes: 2000 } as const;

const idParams = z.object({ id: z.uuid() });
const uuids = z.array(z.uuid()).min(1).max(50);
const slotsBody = strictBody(
  z.object({
    service_ids: uuids,
    master_id: z.uuid(),
    from_date: isoDateSchema,
    to_date: isoDateSchema,
  }),
  {},
);
const trimmed = (max: number) => z.string().trim().max(max);
const bookingBody = strictBody(
  z.object({
    client_data: z
      .object({
        name: trimmed(MAX.name).min(1),
        phone: trimmed(MAX.phone).min(1),
        email: trimmed(MAX.email).optional(),
        notes: trimmed(MAX.notes).optional(),
      })
      .strict(),
    master_id: z.uuid(),
    service_ids: uuids,
    date: isoDateSchema,
    start_time: timeSchema,
    end_time: timeSchema,
    total_price: priceSchema.optional(),
    notes: trimmed(MAX.notes).optional(),
  }),
  {},
).refine((body) => body.start_time < body.end_time, {
  path: ['end_time'],
  message: 'Время окончания должно быть позже времени начала',
});

/**
 * A phone as client_phones keeps it: its digits with a leading '+', or null when it cannot be a
 * phone number (fewer than 5 or more than 15 digits, E.164's bound).
 */
export function normalizePhone(value: string): string | null {
  if (!/^[+\d\s()./-]+$/.test(value.trim())) return null;
  const phone = normalisePhone(value);
  return phone && phone.length >= 6 && phone.length <= 16 ? phone : null;
}

/** An active master of this studio, else 400. */
async function bookableMaster(t: TenantScope, id: string, studioId: string): Promise<MasterRow> {
  const [master] = await t.select(masters, eq(masters.id, id));
  if (!master || !master.is_active || master.studio_id !== studioId) {
    throw fieldError('master_id', m.masterUnavailable);
  }
  return master;
}

/** Active services with an available price in this studio, else 400. */
async function bookableServices(
  t: TenantScope,
  ids: readonly string[],
  studioId: string,
): Promise<ChosenService[]> {
  let chosen: ChosenService[];
  try {
    chosen = await requireServices(t, ids, studioId);
  } catch (error) {
    if (error instanceof HttpError) throw fieldError('service_ids', m.serviceUnavailable);
    throw error;
  }
  if (chosen.some(({ service, pricing }) => !service.is_active || !pricing?.is_available)) {
    throw fieldError('service_ids', m.serviceUnavailable);
  }
  return chosen;
}

/**
 * The client with this phone, or a new one with the phone (and e-mail) as contacts. Concurrent
 * bookings with one phone wait for each other here, so the phone stays one client's.
 */
async function clientForPhone(
  t: TenantScope,
  data: { name: string; phone: string; email?: string | undefined; notes?: string | undefined },
): Promise<string> {
  await t.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`client-phone:${t.licenseId}:${data.phone}`}, 0))`,
  );
  const [known] = await t.select(clientPhones, eq(clientPhones.phone, data.phone));
  if (known) return known.client_id;
  const contacts: ClientContact[] = [
    { type: 'call', value: data.phone, preferred: true, verified: false, notes: null },
    ...(data.email
      ? [{ type: 'email', value: data.email, preferred: false, verified: false, notes: null }]
      : []),
  ];
  const [client] = await t.insert(clients, {
    name: data.name,
    notes: data.notes ?? null,
    contacts,
    search_text: searchTextOf(data.name, contacts),
  });
  const clientId = (client as { id: string }).id;
  await t.insert(clientPhones, { client_id: clientId, phone: data.phone });
  return clientId;
}

export async function publicBookingRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = ['public'];
  const config: { rateLimit: RateLimitOptions | false } = {
    rateLimit: ctx.rateLimits
      ? {
          max: ctx.rateLimits.publicBooking ?? DEFAULT_PUBLIC_RATE_LIMIT,
          timeWindow: '1 minute',
        }
      : false,
  };

  app.get(
    '/public/studios/:id/info',
    {
      config,
      schema: {
        tags,
        summary: "A studio's booking page: studio, license name, services with prices, masters",
        params: idParams,
        response: { 200: publicStudioInfoSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      return publicStudioInfo(db, request.params.id);
    },
  );

  app.post(
    '/public/studios/:id/optimal-slots',
    {
      config,
      schema: {
        tags,
        summary: "A master's optimal slots for the services (today … today + 14 days)",
        params: idParams,
        body: slotsBody,
        response: { 200: publicOptimalSlotsResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { licenseId, studio } = await findPublicStudio(db, request.params.id);
      const body = request.body;
      return withTenant(db, licenseId, async (t) => {
        const master = await bookableMaster(t, body.master_id, studio.id);
        const chosen = await bookableServices(t, body.service_ids, studio.id);
        return {
          slots: await optimalSlotsForServices(t, {
            master,
            studio,
            at: ctx.now(),
            chosen,
            fromDate: body.from_date,
            toDate: body.to_date,
          }),
        };
      });
    },
  );

  app.post(
    '/public/studios/:id/booking',
    {
      config,
      schema: {
        tags,
        summary: 'Book online: the client found by phone or created; waits for confirmation',
        params: idParams,
        body: bookingBody,
        response: { 201: publicBookingResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { licenseId, studio } = await findPublicStudio(db, request.params.id);
      const body = request.body;
      const phone = normalizePhone(body.client_data.phone);
      if (!phone) throw fieldError('client_data.phone', m.invalidPhone);
      const email = body.client_data.email || undefined;
      if (email && !SIMPLE_EMAIL_PATTERN.test(email)) {
        throw fieldError('client_data.email', m.invalidEmail);
      }
      const clock = studioClock(studio.time_zone, ctx.now());
      if (body.date < clock.today || (body.date === clock.today && body.start_time < clock.now)) {
        throw fieldError('start_time', appointmentServerMessages.inThePast);
      }
      if (body.date > addDays(clock.today, SLOT_SEARCH_HORIZON_DAYS)) {
        throw fieldError('date', appointmentServerMessages.beyondHorizon);
      }

      const appointmentId = await withTenant(db, licenseId, async (t) => {
        const master = await bookableMaster(t, body.master_id, studio.id);
        const chosen = await bookableServices(t, body.service_ids, studio.id);
        const length = (parseTime(body.end_time) ?? 0) - (parseTime(body.start_time) ?? 0);
        if (length !== totalDuration(chosen)) throw fieldError('end_time', m.durationMismatch);
        if (!withinWorkingHours(master, body.date, body.start_time, body.end_time, clock.today)) {
          throw fieldError('start_time', appointmentServerMessages.outsideWorkingHours);
        }
        const price = await quote(t, { chosen, studio, master });
        const clientId = await clientForPhone(t, {
          name: body.client_data.name,
          phone,
          email,
          notes: body.client_data.notes || undefined,
        });
        const row = await insertAppointment(t, {
          client_id: clientId,
          master_id: master.id,
          studio_id: studio.id,
          service_ids: chosen.map(({ service }) => service.id),
          date: body.date,
          start_time: body.start_time,
          end_time: body.end_time,
          status: 'scheduled',
          reminder_status: 'pending',
          is_online_booking: true,
          is_new_online_booking: true,
          total_price: price?.total ?? null,
          currency: price?.currency ?? null,
          notes: body.notes || null,
        });
        return row.id;
      });
      reply.code(201);
      return { message: m.booked, appointment_id: appointmentId };
    },
  );
}
