// The appointment data layer shared by the staff routes and the public booking: wire shapes, the
// per-master write lock and overlap re-check (no double booking), prices and the optimal-slot search.
import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  appointmentMonthSchema,
  appointmentWireSchema,
  appointmentWithRelationsSchema,
} from '@beautydesk/domain/schemas/appointments';
import { masterScheduleSchema, type MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import { DEFAULT_CURRENCY } from '@beautydesk/domain/schemas/common';
import { DAY_LIST_STATUS_ORDER } from '@beautydesk/domain/rules/calendar';
import { addDays, ceilToStep, maxDate, minDate, parseTime } from '@beautydesk/domain/rules/dates';
import { appointmentPrice, type AppointmentPrice } from '@beautydesk/domain/rules/pricing';
import { wallClockAt, type WallClock } from '@beautydesk/domain/rules/time-zones';
import { defaultSchedule, effectiveDay, workingSlots } from '@beautydesk/domain/rules/schedule';
import { freeStartTimes, slotProblems } from '@beautydesk/domain/rules/free-time';
import {
  findOptimalSlots,
  SLOT_GRID_MIN,
  SLOT_SEARCH_HORIZON_DAYS,
  workingIntervals,
  type OptimalSlot,
} from '@beautydesk/domain/rules/slots';
import { sqlState, SQLSTATE } from '../db/database.ts';
import {
  appointments,
  clients,
  countries,
  LIVE_APPOINTMENT,
  masters,
  serviceStudioPricing,
  services,
  studios,
  type ClientContact,
} from '../db/schema.ts';
import type { TenantScope } from '../db/tenant.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { appointmentServerMessages as m } from './messages.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type MasterRow = typeof masters.$inferSelect;
export type StudioRow = typeof studios.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type PricingRow = typeof serviceStudioPricing.$inferSelect;

export type AppointmentWireOut = z.output<typeof appointmentWireSchema>;
export type AppointmentWithRelationsOut = z.output<typeof appointmentWithRelationsSchema>;
export type AppointmentMonthOut = z.output<typeof appointmentMonthSchema>;

// ---------------------------------------------------------------------------------------------
// Studio wall-clock

/** Today and the time now on a studio's wall clock (its own IANA zone, never the server's TZ). */
export type Clock = WallClock;

/** The clock of a studio in `timeZone` at `at` (the domain's wallClockAt; issue 18). */
export function studioClock(timeZone: string, at: Date): Clock {
  return wallClockAt(timeZone, at);
}

const hhmm = (time: string) => time.slice(0, 5);

// ---------------------------------------------------------------------------------------------
// Wire shapes

/** The appointment as the API answers it; `serviceNames` maps service id → name. */
export function toAppointmentWire(
  row: AppointmentRow,
  serviceNames: ReadonlyMap<string, string>,
): AppointmentWireOut {
  return {
    id: row.id,
    date: row.date,
    start_time: hhmm(row.start_time),
    end_time: hhmm(row.end_time),
    client_id: row.client_id,
    master_id: row.master_id,
    studio_id: row.studio_id,
    service_id: row.service_ids[0] ?? null,
    service_ids: row.service_ids,
    service_names: row.service_ids.flatMap((id) => {
      const name = serviceNames.get(id);
      return name === undefined ? [] : [name];
    }),
    total_price: row.total_price,
    price: row.total_price,
    currency: row.currency,
    status: row.status as AppointmentWireOut['status'],
    reminder_status: row.reminder_status,
    notes: row.notes,
    client_confirmed: row.client_confirmed,
    is_online_booking: row.is_online_booking,
    is_new_online_booking: row.is_new_online_booking,
    source: row.is_online_booking ? 'online' : 'admin',
    cancellation_reason: row.cancellation_reason,
    out_of_schedule: row.out_of_schedule,
    price_set_by_hand: row.price_set_by_hand,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Names (and durations) of the services the rows refer to, in one query. */
export async function servicesById(
  t: TenantScope,
  ids: Iterable<string>,
): Promise<Map<string, ServiceRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await t.select(services, inArray(services.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function toWires(
  t: TenantScope,
  rows: readonly AppointmentRow[],
): Promise<AppointmentWireOut[]> {
  const byId = await servicesById(
    t,
    rows.flatMap((row) => row.service_ids),
  );
  const names = new Map([...byId].map(([id, service]) => [id, service.name]));
  return rows.map((row) => toAppointmentWire(row, names));
}

/** One row as the API answers it. */
export async function toWire(t: TenantScope, row: AppointmentRow): Promise<AppointmentWireOut> {
  return (await toWires(t, [row]))[0] as AppointmentWireOut;
}

/** Ordering of the lists: date, start time, then the day list's status priority (part 2 §4). */
export const appointmentOrder: SQL[] = [
  asc(appointments.date),
  asc(appointments.start_time),
  sql`case ${appointments.status} ${sql.join(
    DAY_LIST_STATUS_ORDER.map((status, index) => sql`when ${status} then ${index}`),
    sql` `,
  )} else ${DAY_LIST_STATUS_ORDER.length} end`,
  asc(appointments.id),
];

const PHONE_TYPES = new Set(['call', 'sms', 'whatsapp', 'viber', 'telegram']);

/** A client's phone for the lists: the preferred phone-like contact, else the first one. */
export function clientPhone(contacts: readonly ClientContact[]): string | null {
  const phones = contacts.filter(
    (contact) => PHONE_TYPES.has(contact.type) && contact.value.startsWith('+'),
  );
  return (phones.find((contact) => contact.preferred) ?? phones[0])?.value ?? null;
}

/** An appointment with the client, master and studio rows it names. */
interface RelatedRow {
  appointment: AppointmentRow;
  client: { id: string; name: string; contacts: ClientContact[]; is_active: boolean } | null;
  master: { id: string; name: string } | null;
  studio: { id: string; name: string; currency: string | null } | null;
}

/**
 * Appointments matching `where` with their client, master and studio (one page). The related rows
 * are read once per distinct id, not joined onto every appointment: a month of 1,000 appointments
 * names a few hundred clients and a handful of masters and studios, and a join would carry each
 * client's contacts once per appointment.
 */
async function withRelatedRows(
  t: TenantScope,
  where: SQL | undefined,
  limit: number,
): Promise<RelatedRow[]> {
  const found = await t.tx
    .select()
    .from(appointments)
    .where(t.scoped(appointments, where))
    .orderBy(...appointmentOrder)
    .limit(limit);
  if (found.length === 0) return [];
  const idsOf = (pick: (row: AppointmentRow) => string) => [...new Set(found.map(pick))];
  const [clientRows, masterRows, studioRows] = await Promise.all([
    t.tx
      .select({
        id: clients.id,
        name: clients.name,
        contacts: clients.contacts,
        is_active: clients.is_active,
      })
      .from(clients)
      .where(
        t.scoped(
          clients,
          inArray(
            clients.id,
            idsOf((row) => row.client_id),
          ),
        ),
      ),
    t.tx
      .select({ id: masters.id, name: masters.name })
      .from(masters)
      .where(
        t.scoped(
          masters,
          inArray(
            masters.id,
            idsOf((row) => row.master_id),
          ),
        ),
      ),
    t.tx
      .select({ id: studios.id, name: studios.name, currency: countries.currency_code })
      .from(studios)
      .leftJoin(countries, eq(countries.id, studios.country_id))
      .where(
        t.scoped(
          studios,
          inArray(
            studios.id,
            idsOf((row) => row.studio_id),
          ),
        ),
      ),
  ]);
  const clientOf = new Map(clientRows.map((row) => [row.id, row]));
  const masterOf = new Map(masterRows.map((row) => [row.id, row]));
  const studioOf = new Map(studioRows.map((row) => [row.id, row]));
  return found.map((appointment) => ({
    appointment,
    client: clientOf.get(appointment.client_id) ?? null,
    master: masterOf.get(appointment.master_id) ?? null,
    studio: studioOf.get(appointment.studio_id) ?? null,
  }));
}

/**
 * The calendar month (GET /appointments/with-relations): the spec's fields and the names of the
 * client, master and studio, nothing a screen does not read (domain `appointmentMonthSchema`).
 */
export async function monthAppointments(
  t: TenantScope,
  where: SQL | undefined,
  limit: number,
): Promise<AppointmentMonthOut[]> {
  const rows = await withRelatedRows(t, where, limit);
  const wires = await toWires(
    t,
    rows.map((row) => row.appointment),
  );
  const named = (party: { name: string } | null) => (party ? { name: party.name } : null);
  return rows.map(({ client, master, studio }, index) => {
    const { service_id: _first, price: _price, source: _source, ...wire } = wires[index]!;
    return { ...wire, client: named(client), master: named(master), studio: named(studio) };
  });
}

/** Appointments with their client (and phone), master, studio and services with their prices. */
export async function appointmentsWithRelations(
  t: TenantScope,
  where: SQL | undefined,
  limit: number,
): Promise<AppointmentWithRelationsOut[]> {
  const rows = await withRelatedRows(t, where, limit);
  const serviceIds = [...new Set(rows.flatMap((row) => row.appointment.service_ids))];
  const byId = await servicesById(t, serviceIds);
  const prices =
    serviceIds.length === 0
      ? []
      : await t.select(serviceStudioPricing, inArray(serviceStudioPricing.service_id, serviceIds));
  const priceByKey = new Map(prices.map((p) => [`${p.service_id}/${p.studio_id}`, p.base_price]));
  const priceOf = (serviceId: string, studioId: string) =>
    priceByKey.get(`${serviceId}/${studioId}`) ?? null;
  const names = new Map([...byId].map(([id, service]) => [id, service.name]));
  return rows.map(({ appointment, client, master, studio }) => ({
    ...toAppointmentWire(appointment, names),
    client: client
      ? {
          id: client.id,
          name: client.name,
          phone: clientPhone(client.contacts),
          is_active: client.is_active,
        }
      : null,
    master: master ? { id: master.id, name: master.name } : null,
    studio: studio ? { id: studio.id, name: studio.name, currency: studio.currency ?? null } : null,
    services: appointment.service_ids.flatMap((id) => {
      const service = byId.get(id);
      return service
        ? [
            {
              id,
              name: service.name,
              duration_min: service.duration_min,
              price: priceOf(id, appointment.studio_id),
            },
          ]
        : [];
    }),
  }));
}

// ---------------------------------------------------------------------------------------------
// Lookups

/** One appointment, 404 when it is not there (or not among the `visible` ones). */
export async function findAppointment(
  t: TenantScope,
  id: string,
  visible?: SQL,
): Promise<AppointmentRow> {
  const [row] = await t.select(appointments, and(eq(appointments.id, id), visible) as SQL);
  if (!row) throw new HttpError(404, m.appointmentNotFound);
  return row;
}

export async function requireMaster(t: TenantScope, id: string): Promise<MasterRow> {
  const [row] = await t.select(masters, eq(masters.id, id));
  if (!row) throw fieldError('master_id', m.masterNotFound);
  return row;
}

export async function requireClient(t: TenantScope, id: string): Promise<ClientRow> {
  const [row] = await t.select(clients, eq(clients.id, id));
  if (!row) throw fieldError('client_id', m.clientNotFound);
  return row;
}

export async function requireStudio(t: TenantScope, id: string): Promise<StudioRow> {
  const [row] = await t.select(studios, eq(studios.id, id));
  if (!row) throw fieldError('studio_id', m.studioNotFound);
  return row;
}

/** The studio's currency: its country's, else RUB. */
export async function studioCurrency(t: TenantScope, studio: StudioRow): Promise<string> {
  const [row] = await t.tx
    .select({ code: countries.currency_code })
    .from(countries)
    .where(eq(countries.id, studio.country_id));
  return row?.code ?? DEFAULT_CURRENCY;
}

export interface ChosenService {
  service: ServiceRow;
  /** The service's price in the studio asked about, if it has one. */
  pricing: PricingRow | null;
}

/** The chosen services, in the order given (duplicates dropped); unknown ids → 400. */
export async function requireServices(
  t: TenantScope,
  ids: readonly string[],
  studioId: string,
): Promise<ChosenService[]> {
  const unique = [...new Set(ids)];
  const byId = await servicesById(t, unique);
  if (unique.some((id) => !byId.has(id))) throw fieldError('service_ids', m.serviceNotFound);
  const pricing = await t.select(
    serviceStudioPricing,
    and(
      inArray(serviceStudioPricing.service_id, unique),
      eq(serviceStudioPricing.studio_id, studioId),
    ),
  );
  return unique.map((id) => ({
    service: byId.get(id) as ServiceRow,
    pricing: pricing.find((p) => p.service_id === id) ?? null,
  }));
}

export function totalDuration(chosen: readonly ChosenService[]): number {
  return chosen.reduce((sum, { service }) => sum + service.duration_min, 0);
}

/** A client's personal discount in percent, when personal_discounts carries a numeric `percent`. */
function discountOf(client: ClientRow | null): number {
  const percent = client?.personal_discounts?.percent;
  return typeof percent === 'number' && Number.isFinite(percent) ? percent : 0;
}

/** The domain's appointment price for these services in this studio with this master (and client). */
export function priceOf(input: {
  chosen: readonly ChosenService[];
  studioId: string;
  master: MasterRow;
  client?: ClientRow | null;
  fallbackCurrency: string;
}): AppointmentPrice | null {
  return appointmentPrice({
    services: input.chosen.map(({ service, pricing }) => ({
      id: service.id,
      available_in_studios_pricing: pricing
        ? {
            [input.studioId]: {
              price: pricing.base_price,
              currency: pricing.currency,
              is_available: pricing.is_available,
            },
          }
        : {},
    })),
    studioId: input.studioId,
    coefficient: input.master.coefficient,
    discountPercent: discountOf(input.client ?? null),
    fallbackCurrency: input.fallbackCurrency,
  });
}

/**
 * The price of the chosen services in this studio with this master (and client): the studio's
 * currency stands in where the prices name none. Null when a service has no price there.
 */
export async function quote(
  t: TenantScope,
  input: {
    chosen: readonly ChosenService[];
    studio: StudioRow;
    master: MasterRow;
    client?: ClientRow | null;
  },
): Promise<AppointmentPrice | null> {
  return priceOf({
    chosen: input.chosen,
    studioId: input.studio.id,
    master: input.master,
    client: input.client ?? null,
    fallbackCurrency: await studioCurrency(t, input.studio),
  });
}

// ---------------------------------------------------------------------------------------------
// Slots

/** The master's schedule: the stored one when it reads as the domain's shape, the default when none is stored. */
export function scheduleOf(master: MasterRow, today: string): MasterSchedule | null {
  if (master.schedule === null) return defaultSchedule(today);
  const parsed = masterScheduleSchema.safeParse(master.schedule);
  return parsed.success ? parsed.data : null;
}

/** The master's live appointments between two dates. */
export async function liveAppointmentsOf(
  t: TenantScope,
  masterId: string,
  from: string,
  to: string,
): Promise<AppointmentRow[]> {
  return t.select(
    appointments,
    and(
      eq(appointments.master_id, masterId),
      sql`${appointments.date} between ${from} and ${to}`,
      LIVE_APPOINTMENT,
    ),
  );
}

/** The domain's optimal slots for one master between two dates (clamped to today … today + 14). */
export async function optimalSlotsFor(
  t: TenantScope,
  input: { master: MasterRow; durationMin: number; fromDate: string; toDate: string; clock: Clock },
): Promise<OptimalSlot[]> {
  const { master, durationMin, fromDate, toDate, clock } = input;
  if (fromDate > toDate) throw fieldError('to_date', m.dateRange);
  const schedule = scheduleOf(master, clock.today);
  if (!schedule) return [];
  const first = maxDate(fromDate, clock.today);
  const last = minDate(toDate, addDays(clock.today, SLOT_SEARCH_HORIZON_DAYS));
  if (first > last) return [];
  const rows = await liveAppointmentsOf(t, master.id, first, last);
  return findOptimalSlots({
    schedule,
    appointments: rows.map((row) => ({
      date: row.date,
      startTime: hhmm(row.start_time),
      endTime: hhmm(row.end_time),
      status: row.status,
    })),
    durationMin,
    fromDate: first,
    toDate: last,
    today: clock.today,
    now: clock.now,
  });
}

/** The optimal slots (as optimalSlotsFor) for the chosen services' total duration, from the studio's now. */
export async function optimalSlotsForServices(
  t: TenantScope,
  input: {
    master: MasterRow;
    chosen: readonly ChosenService[];
    fromDate: string;
    toDate: string;
    /** The studio booked in: its zone gives "today" and "now" at `at`. */
    studio: StudioRow;
    at: Date;
  },
): Promise<OptimalSlot[]> {
  return optimalSlotsFor(t, {
    master: input.master,
    durationMin: totalDuration(input.chosen),
    fromDate: input.fromDate,
    toDate: input.toDate,
    clock: studioClock(input.studio.time_zone, input.at),
  });
}

/** The rows as the domain's slot rules read them. */
function asSlotAppointments(rows: readonly AppointmentRow[]) {
  return rows.map((row) => ({
    startTime: hhmm(row.start_time),
    endTime: hhmm(row.end_time),
    status: row.status,
  }));
}

/**
 * Every start time of `date` at which `durationMin` fits the master (the domain's freeStartTimes;
 * issue 27). Before the studio's today nothing is offered, and on today nothing already past.
 */
export async function freeTimesFor(
  t: TenantScope,
  input: { master: MasterRow; date: string; durationMin: number; clock: Clock },
): Promise<string[]> {
  const { master, date, durationMin, clock } = input;
  if (date < clock.today) return [];
  const rows = await liveAppointmentsOf(t, master.id, date, date);
  return freeStartTimes({
    schedule: scheduleOf(master, clock.today),
    date,
    appointments: asSlotAppointments(rows),
    durationMin,
    earliest: date === clock.today ? ceilToStep(parseTime(clock.now) ?? 0, SLOT_GRID_MIN) : 0,
  });
}

/**
 * Locks the master and checks [start, end) by the domain's free-time rule (issue 27): 409 when it
 * overlaps another appointment (the same answer as a lost race) or reaches into a 15-minute buffer,
 * whatever the request says; 409 when it
 * lies outside the master's schedule or is shorter than the services take, unless the request is
 * made "вне графика" (`outOfSchedule`; the route has checked the permission). Answers whether the
 * time is out of schedule, which the appointment records.
 */
export async function claimFreeTime(
  t: TenantScope,
  slot: {
    master: MasterRow;
    date: string;
    start: string;
    end: string;
    durationMin: number;
    outOfSchedule: boolean;
    today: string;
    exceptId?: string;
  },
): Promise<boolean> {
  await lockMaster(t, slot.master.id);
  const rows = (await liveAppointmentsOf(t, slot.master.id, slot.date, slot.date)).filter(
    (row) => row.id !== slot.exceptId,
  );
  const problems = slotProblems(
    {
      schedule: scheduleOf(slot.master, slot.today),
      date: slot.date,
      appointments: asSlotAppointments(rows),
    },
    slot.start,
    slot.end,
    slot.durationMin,
  );
  if (problems.includes('overlaps')) throw new HttpError(409, m.slotTaken);
  if (problems.includes('buffer')) throw new HttpError(409, m.withinBuffer);
  if (problems.length > 0 && !slot.outOfSchedule) {
    throw new HttpError(
      409,
      problems.includes('outside_schedule')
        ? m.outsideSchedule
        : m.shorterThanServices(slot.durationMin),
    );
  }
  return problems.length > 0;
}

/** Whether [start, end) lies inside one stretch of the master's working time that day. */
export function withinWorkingHours(
  master: MasterRow,
  date: string,
  start: string,
  end: string,
  today: string,
): boolean {
  const schedule = scheduleOf(master, today);
  if (!schedule) return false;
  const from = parseTime(start);
  const to = parseTime(end);
  if (from === null || to === null) return false;
  return workingIntervals(workingSlots(effectiveDay(schedule, date))).some(
    (stretch) => stretch.start <= from && to <= stretch.end,
  );
}

// ---------------------------------------------------------------------------------------------
// No double booking

/**
 * Serialises the writes of one master's appointments for the rest of the transaction, so the
 * overlap re-check below sees every booking committed before it (PGlite and PostgreSQL alike); the
 * exclusion constraint appointments_no_overlap stays the last word.
 */
export async function lockMaster(t: TenantScope, masterId: string): Promise<void> {
  await t.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`appointments:${t.licenseId}:${masterId}`}, 0))`,
  );
}

/** Ids of the master's live appointments overlapping [start, end) on `date` (but `exceptId`). */
export async function overlapping(
  t: TenantScope,
  slot: { masterId: string; date: string; start: string; end: string; exceptId?: string },
): Promise<string[]> {
  const rows = await t.tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      t.scoped(
        appointments,
        and(
          eq(appointments.master_id, slot.masterId),
          eq(appointments.date, slot.date),
          lt(appointments.start_time, slot.end),
          gt(appointments.end_time, slot.start),
          LIVE_APPOINTMENT,
          slot.exceptId ? ne(appointments.id, slot.exceptId) : undefined,
        ),
      ),
    )
    .orderBy(asc(appointments.start_time));
  return rows.map((row) => row.id);
}

/** Locks the master and answers 409 when the slot overlaps a live appointment. */
export async function claimSlot(
  t: TenantScope,
  slot: { masterId: string; date: string; start: string; end: string; exceptId?: string },
): Promise<void> {
  await lockMaster(t, slot.masterId);
  if ((await overlapping(t, slot)).length > 0) throw new HttpError(409, m.slotTaken);
}

/** Runs a write whose exclusion-constraint violation means "the slot was taken": 409. */
export async function slotWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === SQLSTATE.exclusionViolation) throw new HttpError(409, m.slotTaken);
    throw error;
  }
}

/**
 * Books a slot: locks the master, answers 409 when [start_time, end_time) overlaps a live
 * appointment (or the exclusion constraint refuses the row), else inserts the appointment.
 */
export async function insertAppointment(
  t: TenantScope,
  values: Omit<typeof appointments.$inferInsert, 'license_id'>,
): Promise<AppointmentRow> {
  await claimSlot(t, {
    masterId: values.master_id,
    date: values.date,
    start: values.start_time,
    end: values.end_time,
  });
  const [row] = await slotWrite(() => t.insert(appointments, values));
  return row as AppointmentRow;
}
