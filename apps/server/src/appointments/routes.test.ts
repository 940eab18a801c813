// /appointments/* and /booking/* through app.inject on one in-memory PGlite with the demo data and
// masters, services and clients written straight into the demo license.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
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
import {
  appointmentFormMessages,
  cancellationMessages,
} from '@beautydesk/domain/messages/appointments';
import { addDays } from '@beautydesk/domain/rules/dates';
import { appointments, users } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { DEMO_LOGINS } from '../seed.ts';
import { setUpDemoTestServer } from '../testing/app-fixture.ts';
import { appointmentServerMessages as m } from './messages.ts';
import { HttpError } from '../http/errors.ts';
import { slotWrite } from './store.ts';
import { linkMasterAccount, fixtureClock, seedBookingData, type BookingData } from './testing.ts';

const server = setUpDemoTestServer('a');
const { call, login } = server;
const tokens = { owner: '', admin: '', master: '', ownerB: '', plain: '' };
let data: BookingData;
let dataB: BookingData;

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
    lic: string;
  };

const today = fixtureClock().today;
/** Days ahead of today, inside the 14-day search horizon. */
const day = (n: number) => addDays(today, n);
const listSchema = z.object({ appointments: z.array(appointmentWireSchema) });
const relationsSchema = z.object({ appointments: z.array(appointmentWithRelationsSchema) });
const monthSchema = z.object({ appointments: z.array(appointmentMonthSchema) });

beforeAll(async () => {
  tokens.owner = await login('owner');
  tokens.admin = await login('administrator');
  tokens.master = await login('master');
  tokens.ownerB = (await server.newLicenseOwner('appointments-b@example.com', 'Лицензия B')).token;
  tokens.plain = (await server.registerUser('appointments-plain@example.com')).access_token;
  data = await seedBookingData(server.database.db, claims(tokens.owner).lic);
  dataB = await seedBookingData(server.database.db, claims(tokens.ownerB).lic);
  await linkMasterAccount(server.database.db, DEMO_LOGINS.master.email, data.master);
});

const newAppointment = (overrides: Record<string, unknown> = {}) => ({
  date: day(2),
  start_time: '10:00',
  end_time: '11:00',
  client_id: data.client,
  master_id: data.master,
  studio_id: data.studioA,
  service_ids: [data.laser],
  total_price: 150,
  notes: '  Первый визит  ',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, token = tokens.owner) {
  const response = await call('POST', '/appointments', token, newAppointment(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return appointmentWireSchema.parse(response.json());
}

async function storedRow(id: string) {
  return withTenant(server.database.db, data.licenseId, async (t) => {
    const [row] = await t.select(appointments, eq(appointments.id, id));
    return row;
  });
}

describe('creating appointments', () => {
  it('creates a scheduled appointment with HH:MM times, service names and the studio currency', async () => {
    const created = await create();
    expect(created).toMatchObject({
      date: day(2),
      start_time: '10:00',
      end_time: '11:00',
      status: 'scheduled',
      service_ids: [data.laser],
      service_names: ['Лазер: голени'],
      total_price: 150,
      currency: 'BYN',
      notes: 'Первый визит',
      is_online_booking: false,
      is_new_online_booking: false,
    });
    const fetched = await call('GET', `/appointments/${created.id}`, tokens.master);
    expect(fetched.statusCode).toBe(200);
    expect(appointmentWireSchema.parse(fetched.json()).id).toBe(created.id);
  });

  it('answers 409 with a clear message when the master is busy or within the 15-minute buffer, and books after the buffer or other masters’ slots', async () => {
    await create({ date: day(3), start_time: '12:00', end_time: '13:00' });
    for (const [start_time, end_time, detail] of [
      ['12:30', '13:30', m.slotTaken],
      ['13:00', '14:00', m.withinBuffer],
      ['11:00', '11:50', m.withinBuffer],
    ] as const) {
      const clash = await call(
        'POST',
        '/appointments',
        tokens.owner,
        newAppointment({ date: day(3), start_time, end_time }),
      );
      expect(clash.statusCode, start_time).toBe(409);
      expect(clash.json()).toEqual({ detail });
    }
    await create({ date: day(3), start_time: '13:15', end_time: '14:15' });
    await create({ date: day(3), start_time: '12:30', end_time: '13:30', master_id: data.master2 });
  });

  it('maps the exclusion constraint to the same 409 when a write skips the re-check', async () => {
    const taken = await create({ date: day(3), start_time: '16:00', end_time: '17:00' });
    const attempt = withTenant(server.database.db, data.licenseId, (t) =>
      slotWrite(() =>
        t.insert(appointments, {
          client_id: data.client,
          master_id: data.master,
          studio_id: data.studioA,
          service_ids: [data.laser],
          date: taken.date,
          start_time: '16:30',
          end_time: '17:30',
        }),
      ),
    );
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, message: m.slotTaken });
    // A cancelled appointment leaves its time to others, in the database too.
    await call('POST', `/appointments/${taken.id}/cancel`, tokens.owner, {
      cancellation_reason: 'Освобождаем время',
    });
    await create({ date: day(3), start_time: '16:30', end_time: '17:30' });
  });

  it('refuses an inactive client, unknown references, a master of another studio and bad input', async () => {
    const inactive = await call(
      'POST',
      '/appointments',
      tokens.owner,
      newAppointment({ client_id: data.inactiveClient, date: day(4) }),
    );
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({
      detail: appointmentFormMessages.inactiveClient,
      errors: { client_id: appointmentFormMessages.inactiveClient },
    });
    for (const [field, overrides] of [
      ['client_id', { client_id: crypto.randomUUID() }],
      ['master_id', { master_id: crypto.randomUUID() }],
      ['studio_id', { studio_id: crypto.randomUUID() }],
      ['service_ids', { service_ids: [crypto.randomUUID()] }],
      ['master_id', { master_id: data.masterB }],
      ['master_id', { master_id: data.inactiveMaster }],
      ['end_time', { start_time: '11:00', end_time: '10:00' }],
      ['client_id', { client_id: 'not-a-uuid' }],
      ['start_time', { start_time: '25:00' }],
      ['extra', { extra: 1 }],
      ['notes', { notes: 'x'.repeat(2001) }],
    ] as const) {
      const response = await call(
        'POST',
        '/appointments',
        tokens.owner,
        newAppointment({ date: day(4), ...overrides }),
      );
      expect(response.statusCode, `${field} ${response.body}`).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), field).toContain(field);
    }
    // Another license's client, master and services are unknown here.
    const foreign = await call(
      'POST',
      '/appointments',
      tokens.owner,
      newAppointment({ date: day(4), client_id: dataB.client }),
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('needs appointments.create and a license', async () => {
    expect((await call('POST', '/appointments', undefined, newAppointment())).statusCode).toBe(401);
    const plain = await call('POST', '/appointments', tokens.plain, newAppointment());
    expect([400, 403]).toContain(plain.statusCode);
  });
});

describe('changing, cancelling and deleting', () => {
  it('confirms, starts and completes as the transitions allow; refuses the others with 409', async () => {
    const created = await create({ date: day(5) });
    const wrong = await call('PATCH', `/appointments/${created.id}`, tokens.owner, {
      status: 'completed',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().detail).toBe(m.statusChange('scheduled', 'completed'));
    for (const status of ['confirmed', 'in_progress', 'completed'] as const) {
      const response = await call('PATCH', `/appointments/${created.id}`, tokens.admin, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const notes = await call('PATCH', `/appointments/${created.id}`, tokens.admin, {
      notes: 'Всё прошло хорошо',
    });
    expect(notes.json()).toMatchObject({ status: 'completed', notes: 'Всё прошло хорошо' });
  });

  it('confirming a new online booking makes it confirmed and no longer new (the calendar’s Confirm)', async () => {
    const created = await create({ date: day(5), start_time: '16:00', end_time: '17:00' });
    // As the public booking leaves it: online, new, waiting for the administrator.
    await withTenant(server.database.db, data.licenseId, (t) =>
      t.update(
        appointments,
        { is_online_booking: true, is_new_online_booking: true },
        eq(appointments.id, created.id),
      ),
    );
    const confirmed = await call('PATCH', `/appointments/${created.id}`, tokens.admin, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      is_online_booking: true,
      is_new_online_booking: false,
    });
    expect((await storedRow(created.id))?.is_new_online_booking).toBe(false);
  });

  it('moves an appointment, counting the reschedule, and refuses a move onto a busy slot', async () => {
    await create({ date: day(6), start_time: '15:00', end_time: '16:00' });
    const created = await create({ date: day(6), start_time: '09:00', end_time: '10:00' });
    const clash = await call('PATCH', `/appointments/${created.id}`, tokens.owner, {
      start_time: '15:30',
      end_time: '16:30',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe(m.slotTaken);
    const moved = await call('PATCH', `/appointments/${created.id}`, tokens.owner, {
      date: day(7),
      start_time: '15:30',
      end_time: '16:30',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: day(7), start_time: '15:30', end_time: '16:30' });
    expect((await storedRow(created.id))?.reschedule_count).toBe(1);
    const notes = await call('PATCH', `/appointments/${created.id}`, tokens.owner, { notes: 'x' });
    expect(notes.statusCode).toBe(200);
    expect((await storedRow(created.id))?.reschedule_count).toBe(1);
    const backwards = await call('PATCH', `/appointments/${created.id}`, tokens.owner, {
      end_time: '15:00',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('cancels with a trimmed reason of 3–500 characters, which frees the slot', async () => {
    const created = await create({ date: day(8) });
    for (const [reason, message] of [
      ['   ', cancellationMessages.reasonRequired],
      [' ab ', cancellationMessages.reasonTooShort],
      ['x'.repeat(501), cancellationMessages.reasonTooLong],
    ] as const) {
      const response = await call('POST', `/appointments/${created.id}/cancel`, tokens.owner, {
        cancellation_reason: reason,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: message,
        errors: { cancellation_reason: message },
      });
    }
    const cancelled = await call('POST', `/appointments/${created.id}/cancel`, tokens.owner, {
      cancellation_reason: '  Клиент заболел  ',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Клиент заболел',
    });
    expect((await storedRow(created.id))?.cancelled_at).toBeInstanceOf(Date);
    const again = await call('POST', `/appointments/${created.id}/cancel`, tokens.owner, {
      cancellation_reason: 'Ещё раз',
    });
    expect(again.statusCode).toBe(409);
    await create({ date: day(8) });
  });

  it('lets a master change and cancel only their own appointments', async () => {
    const own = await create({ date: day(9) });
    const other = await create({ date: day(9), master_id: data.master2 });
    const ownPatch = await call('PATCH', `/appointments/${own.id}`, tokens.master, {
      notes: 'Моя запись',
    });
    expect(ownPatch.statusCode).toBe(200);
    const otherPatch = await call('PATCH', `/appointments/${other.id}`, tokens.master, {
      notes: 'Чужая',
    });
    expect(otherPatch.statusCode).toBe(403);
    expect(otherPatch.json().detail).toBe(m.notOwnAppointment);
    const handOver = await call('PATCH', `/appointments/${own.id}`, tokens.master, {
      master_id: data.master2,
    });
    expect(handOver.statusCode).toBe(403);
    const otherCancel = await call('POST', `/appointments/${other.id}/cancel`, tokens.master, {
      cancellation_reason: 'Не моя запись',
    });
    expect(otherCancel.statusCode).toBe(403);
    const ownCancel = await call('POST', `/appointments/${own.id}/cancel`, tokens.master, {
      cancellation_reason: 'Переношу',
    });
    expect(ownCancel.statusCode).toBe(200);
    // Deleting needs appointments.delete or appointments.edit: not the master's.
    expect((await call('DELETE', `/appointments/${other.id}`, tokens.master)).statusCode).toBe(403);
    expect((await call('DELETE', `/appointments/${other.id}`, tokens.admin)).statusCode).toBe(204);
    expect((await call('GET', `/appointments/${other.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it("shows a master (appointments.view_own) only her own appointments and prices, everyone's to the administrator", async () => {
    const date = day(21);
    const own = await create({ date, start_time: '09:00', end_time: '10:00', total_price: 111 });
    const other = await create({
      date,
      start_time: '09:00',
      end_time: '10:00',
      master_id: data.master2,
      total_price: 222,
    });
    const ids = (response: { json: () => unknown }) =>
      listSchema.parse(response.json()).appointments.map((a) => a.id);

    const masterList = await call('GET', `/appointments?date=${date}`, tokens.master);
    expect(masterList.statusCode).toBe(200);
    expect(ids(masterList)).toContain(own.id);
    expect(ids(masterList)).not.toContain(other.id);
    expect(masterList.body).not.toContain('222');
    expect(
      listSchema.parse(masterList.json()).appointments.every((a) => a.master_id === data.master),
    ).toBe(true);
    // Asking for another master by name does not open her appointments either.
    const asked = await call(
      'GET',
      `/appointments?date=${date}&master_id=${data.master2}`,
      tokens.master,
    );
    expect(ids(asked)).toEqual([]);

    const range = `date_from=${date}&date_to=${date}`;
    const month = monthSchema.parse(
      (await call('GET', `/appointments/with-relations?${range}`, tokens.master)).json(),
    );
    expect(month.appointments.map((a) => a.id)).toContain(own.id);
    expect(month.appointments.every((a) => a.master_id === data.master)).toBe(true);
    const detailed = relationsSchema.parse(
      (await call('GET', `/booking/appointments-detailed?${range}`, tokens.master)).json(),
    );
    expect(detailed.appointments.map((a) => a.id)).toContain(own.id);
    expect(detailed.appointments.every((a) => a.master_id === data.master)).toBe(true);

    expect((await call('GET', `/appointments/${own.id}`, tokens.master)).statusCode).toBe(200);
    const hidden = await call('GET', `/appointments/${other.id}`, tokens.master);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('222');

    // The administrator (appointments.view) reads both.
    const adminList = await call('GET', `/appointments?date=${date}`, tokens.admin);
    expect(ids(adminList)).toEqual(expect.arrayContaining([own.id, other.id]));
  });

  it('reads nothing for view_own without a linked master, nor for an account without either right', async () => {
    const date = day(22);
    const own = await create({ date, start_time: '09:00', end_time: '10:00' });
    await server.database.db
      .update(users)
      .set({ master_id: null })
      .where(eq(users.email, DEMO_LOGINS.master.email));
    try {
      const relogged = await login('master');
      const list = await call('GET', `/appointments?date=${date}`, relogged);
      expect(list.statusCode).toBe(200);
      expect(listSchema.parse(list.json()).appointments).toEqual([]);
      expect((await call('GET', `/appointments/${own.id}`, relogged)).statusCode).toBe(404);
    } finally {
      await linkMasterAccount(server.database.db, DEMO_LOGINS.master.email, data.master);
    }
    expect((await call('GET', `/appointments?date=${date}`, tokens.plain)).statusCode).not.toBe(
      200,
    );
  });

  it("keeps another license's appointments out of reach", async () => {
    const mine = await create({ date: day(10) });
    for (const [method, url, body] of [
      ['GET', `/appointments/${mine.id}`, undefined],
      ['PATCH', `/appointments/${mine.id}`, { notes: 'чужое' }],
      ['POST', `/appointments/${mine.id}/cancel`, { cancellation_reason: 'чужое' }],
      ['DELETE', `/appointments/${mine.id}`, undefined],
      [
        'PATCH',
        `/booking/reschedule/${mine.id}`,
        { date: day(11), startTime: '09:00', endTime: '10:00' },
      ],
    ] as const) {
      const response = await call(method, url, tokens.ownerB, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call('GET', `/appointments?master_id=${data.master}`, tokens.ownerB);
    expect(listSchema.parse(list.json()).appointments).toEqual([]);
    expect((await storedRow(mine.id))?.notes).toBe('Первый визит');
  });
});

describe('lists', () => {
  it('filters by client, master, studio and date, ordered by time then status priority', async () => {
    const date = day(11);
    const scheduled = await create({ date, start_time: '10:00', end_time: '11:00' });
    const confirmed = await create({
      date,
      start_time: '10:00',
      end_time: '11:00',
      master_id: data.master2,
    });
    await call('PATCH', `/appointments/${confirmed.id}`, tokens.owner, { status: 'confirmed' });
    const early = await create({
      date,
      start_time: '09:00',
      end_time: '09:30',
      master_id: data.master2,
      service_ids: [data.wax],
    });
    const byDate = listSchema.parse(
      (await call('GET', `/appointments?date=${date}`, tokens.admin)).json(),
    );
    // The demo data has appointments of its own that day: only ours are compared.
    const ours = new Set([early.id, confirmed.id, scheduled.id]);
    expect(byDate.appointments.every((a) => a.date === date)).toBe(true);
    expect(byDate.appointments.map((a) => a.id).filter((id) => ours.has(id))).toEqual([
      early.id,
      confirmed.id,
      scheduled.id,
    ]);
    const byMaster = listSchema.parse(
      (
        await call('GET', `/appointments?date=${date}&master_id=${data.master2}`, tokens.owner)
      ).json(),
    );
    expect(byMaster.appointments.map((a) => a.id)).toEqual([early.id, confirmed.id]);
    const byClient = listSchema.parse(
      (
        await call(
          'GET',
          `/appointments?client_id=${data.client}&studio_id=${data.studioA}`,
          tokens.owner,
        )
      ).json(),
    );
    expect(byClient.appointments.length).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/appointments?date=31-12-2026', tokens.owner)).statusCode).toBe(400);
    expect((await call('GET', '/appointments', undefined)).statusCode).toBe(401);
  });

  it('answers a month with relations (client, master, studio, services), limit at most 1000', async () => {
    const date = day(12);
    const created = await create({
      date,
      service_ids: [data.laser, data.wax],
      start_time: '12:00',
      end_time: '13:30',
    });
    const month = await call(
      'GET',
      `/appointments/with-relations?date_from=${date}&date_to=${date}&studio_id=${data.studioA}&limit=1000`,
      tokens.master,
    );
    expect(month.statusCode).toBe(200);
    const [found] = monthSchema.parse(month.json()).appointments.filter((a) => a.id === created.id);
    expect(found).toMatchObject({
      client_id: data.client,
      client: { name: 'Ольга Клиентова' },
      master_id: data.master,
      master: { name: 'Анна Лазерова' },
      studio_id: data.studioA,
      studio: { name: expect.any(String) },
      currency: 'BYN',
      service_ids: [data.laser, data.wax],
      service_names: ['Лазер: голени', 'Воск: руки'],
    });
    // The month carries what the calendar shows and nothing more (issue 13): no per-service prices
    // and durations, no client phone, no duplicated single service, price or source.
    const row = (month.json() as { appointments: Record<string, unknown>[] }).appointments.find(
      (a) => a.id === created.id,
    )!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'date',
        'start_time',
        'end_time',
        'client_id',
        'master_id',
        'studio_id',
        'service_ids',
        'service_names',
        'total_price',
        'currency',
        'status',
        'reminder_status',
        'notes',
        'client_confirmed',
        'is_online_booking',
        'is_new_online_booking',
        'cancellation_reason',
        'out_of_schedule',
        'price_set_by_hand',
        'created_at',
        'updated_at',
        'client',
        'master',
        'studio',
      ].sort(),
    );
    expect(row.client).toEqual({ name: 'Ольга Клиентова' });
    // The booking helper's detailed list keeps the relations in full.
    const detailed = await call(
      'GET',
      `/booking/appointments-detailed?date_from=${date}&date_to=${date}&master_id=${data.master}`,
      tokens.master,
    );
    expect(
      relationsSchema.parse(detailed.json()).appointments.find((a) => a.id === created.id),
    ).toMatchObject({
      client: { id: data.client, phone: data.clientPhone, is_active: true },
      studio: { id: data.studioA, currency: 'BYN' },
      services: [
        { id: data.laser, name: 'Лазер: голени', duration_min: 60, price: 100 },
        { id: data.wax, name: 'Воск: руки', duration_min: 30, price: 45.5 },
      ],
    });
    const other = await call(
      'GET',
      `/appointments/with-relations?date_from=${date}&date_to=${date}&studio_id=${data.studioB}`,
      tokens.owner,
    );
    expect(monthSchema.parse(other.json()).appointments).toEqual([]);
    for (const query of [
      `date_from=${date}&date_to=${date}&limit=1001`,
      `date_from=${date}`,
      `date_from=${day(13)}&date_to=${date}`,
    ]) {
      const response = await call('GET', `/appointments/with-relations?${query}`, tokens.owner);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('price and windows', () => {
  it("prices the services in the studio times the master's coefficient, 2 decimals", async () => {
    const response = await call('POST', '/appointments/calculate-price', tokens.master, {
      service_ids: [data.laser, data.wax],
      master_id: data.master,
      client_id: data.client,
      studio_id: data.studioA,
    });
    expect(response.statusCode).toBe(200);
    expect(calculatePriceResponseSchema.parse(response.json())).toEqual({
      total_price: 218.25,
      currency: 'BYN',
    });
    const unpriced = await call('POST', '/appointments/calculate-price', tokens.owner, {
      service_ids: [data.unpriced],
      master_id: data.master,
      client_id: data.client,
      studio_id: data.studioA,
    });
    expect(unpriced.statusCode).toBe(400);
    const helper = await call('POST', '/booking/calculate-price', tokens.owner, {
      service_ids: [data.laser],
      master_id: data.master2,
    });
    expect(bookingCalculatePriceResponseSchema.parse(helper.json())).toEqual({
      finalPrice: 100,
      currency: 'BYN',
    });
  });

  it("finds the domain's optimal windows around the master's appointments", async () => {
    const date = day(13);
    const free = await call('POST', '/appointments/find-optimal-slots', tokens.owner, {
      service_ids: [data.laser],
      master_id: data.master2,
      studio_id: data.studioA,
      from_date: date,
      to_date: date,
    });
    expect(free.statusCode).toBe(200);
    expect(slotsResponseSchema.parse(free.json()).slots).toEqual([
      { date, start_time: '09:00', end_time: '10:00' },
      { date, start_time: '10:00', end_time: '11:00' },
      { date, start_time: '17:00', end_time: '18:00' },
    ]);
    await create({ date, master_id: data.master2, start_time: '10:00', end_time: '11:00' });
    await create({ date, master_id: data.master2, start_time: '14:00', end_time: '15:00' });
    const busy = await call('POST', '/appointments/find-optimal-slots', tokens.owner, {
      service_ids: [data.laser],
      master_id: data.master2,
      studio_id: data.studioA,
      from_date: date,
      to_date: date,
    });
    expect(slotsResponseSchema.parse(busy.json()).slots.map((s) => s.start_time)).toEqual([
      '11:15',
      '12:45',
      '15:15',
    ]);
    const beyond = await call('POST', '/appointments/find-optimal-slots', tokens.owner, {
      service_ids: [data.laser],
      master_id: data.master2,
      studio_id: data.studioA,
      from_date: day(20),
      to_date: day(25),
    });
    expect(beyond.json()).toEqual({ slots: [] });
    const reversed = await call('POST', '/appointments/find-optimal-slots', tokens.owner, {
      service_ids: [data.laser],
      master_id: data.master2,
      studio_id: data.studioA,
      from_date: day(3),
      to_date: day(2),
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('the booking helper', () => {
  it('lists free windows, validates a slot, lists details and reschedules', async () => {
    const date = day(14);
    const taken = await create({
      date,
      master_id: data.master2,
      start_time: '12:00',
      end_time: '13:00',
    });
    const windows = await call(
      'GET',
      `/booking/available-slots?master_id=${data.master2}&date=${date}&service_ids=${data.laser}`,
      tokens.owner,
    );
    expect(windows.statusCode, windows.body).toBe(200);
    expect(slotsResponseSchema.parse(windows.json()).slots).toEqual([
      { date, start_time: '09:00', end_time: '12:00' },
      { date, start_time: '13:15', end_time: '18:00' },
    ]);
    const past = await call(
      'GET',
      `/booking/available-slots?master_id=${data.master2}&date=${day(-1)}&duration_min=30`,
      tokens.owner,
    );
    expect(past.json()).toEqual({ slots: [] });
    const clash = await call('POST', '/booking/validate', tokens.owner, {
      master_id: data.master2,
      service_ids: [data.laser],
      date,
      start_time: '12:30',
      end_time: '13:30',
    });
    expect(bookingValidateResponseSchema.parse(clash.json())).toEqual({
      valid: false,
      errors: [m.slotTaken],
      conflicts: [taken.id],
    });
    const self = await call('POST', '/booking/validate', tokens.owner, {
      master_id: data.master2,
      service_ids: [data.laser],
      date,
      start_time: '12:30',
      end_time: '13:30',
      appointment_id: taken.id,
    });
    expect(self.json()).toEqual({ valid: true, errors: [], conflicts: [] });
    const detailed = await call(
      'GET',
      `/booking/appointments-detailed?date_from=${date}&date_to=${date}&master_id=${data.master2}`,
      tokens.admin,
    );
    expect(relationsSchema.parse(detailed.json()).appointments.map((a) => a.id)).toEqual([
      taken.id,
    ]);
    const moved = await call('PATCH', `/booking/reschedule/${taken.id}`, tokens.owner, {
      date,
      startTime: '16:00',
      endTime: '17:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ start_time: '16:00', end_time: '17:00' });
    const other = await create({
      date,
      master_id: data.master2,
      start_time: '09:00',
      end_time: '10:00',
    });
    const onto = await call('PATCH', `/booking/reschedule/${other.id}`, tokens.owner, {
      date,
      startTime: '16:30',
      endTime: '17:30',
    });
    expect(onto.statusCode).toBe(409);
    const backwards = await call('PATCH', `/booking/reschedule/${other.id}`, tokens.owner, {
      date,
      startTime: '10:00',
      endTime: '09:00',
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('any free time (issue 27)', () => {
  it('refuses a staff booking at 03:00, a 5-minute slot for a 30-minute service and a date in 2020', async () => {
    for (const [overrides, detail] of [
      [{ start_time: '03:00', end_time: '04:00' }, m.outsideSchedule],
      [
        { service_ids: [data.wax], start_time: '11:00', end_time: '11:05' },
        m.shorterThanServices(30),
      ],
      [{ date: '2020-03-02' }, m.outsideSchedule],
      [{ start_time: '17:30', end_time: '18:30' }, m.outsideSchedule],
    ] as const) {
      const response = await call(
        'POST',
        '/appointments',
        tokens.admin,
        newAppointment({ date: day(21), ...overrides }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(409);
      expect(response.json()).toEqual({ detail });
    }
  });

  it('books "вне графика" only with the flag and the permission, records it, and never over another appointment', async () => {
    const outside = {
      date: day(22),
      start_time: '19:00',
      end_time: '20:00',
      out_of_schedule: true,
    };
    const byMaster = await call('POST', '/appointments', tokens.master, newAppointment(outside));
    expect(byMaster.statusCode).toBe(403);
    expect(byMaster.json()).toEqual({ detail: m.outOfScheduleForbidden });
    const booked = await create(outside, tokens.admin);
    expect(booked).toMatchObject({ start_time: '19:00', out_of_schedule: true });
    const short = await create(
      {
        date: day(22),
        service_ids: [data.wax],
        start_time: '12:00',
        end_time: '12:10',
        out_of_schedule: true,
      },
      tokens.owner,
    );
    expect(short.out_of_schedule).toBe(true);
    // The flag on a time that fits records nothing out of the ordinary.
    const inside = await create(
      { date: day(22), start_time: '14:00', end_time: '15:00', out_of_schedule: true },
      tokens.admin,
    );
    expect(inside.out_of_schedule).toBe(false);
    const onto = await call(
      'POST',
      '/appointments',
      tokens.admin,
      newAppointment({ ...outside, start_time: '19:30', end_time: '20:30' }),
    );
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toEqual({ detail: m.slotTaken });
  });

  it('checks a move the same way, and takes the moved appointment out of its own way', async () => {
    const created = await create({ date: day(23), start_time: '10:00', end_time: '11:00' });
    const night = await call('PATCH', `/appointments/${created.id}`, tokens.admin, {
      start_time: '03:00',
      end_time: '04:00',
    });
    expect(night.statusCode).toBe(409);
    expect(night.json()).toEqual({ detail: m.outsideSchedule });
    const later = await call('PATCH', `/appointments/${created.id}`, tokens.admin, {
      start_time: '10:30',
      end_time: '11:30',
    });
    expect(later.statusCode, later.body).toBe(200);
    const flagged = await call('PATCH', `/appointments/${created.id}`, tokens.admin, {
      start_time: '03:00',
      end_time: '04:00',
      out_of_schedule: true,
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()).toMatchObject({ start_time: '03:00', out_of_schedule: true });
    const back = await call('PATCH', `/appointments/${created.id}`, tokens.admin, {
      start_time: '10:00',
      end_time: '11:00',
    });
    expect(back.json()).toMatchObject({ start_time: '10:00', out_of_schedule: false });
  });

  it('lists every fitting start time of a date on a 5-minute grid, not only the optimal windows', async () => {
    const date = day(10);
    await create({ date, master_id: data.master2, start_time: '09:00', end_time: '13:35' });
    await create({ date, master_id: data.master2, start_time: '14:45', end_time: '18:00' });
    const response = await call(
      'GET',
      `/appointments/free-times?master_id=${data.master2}&date=${date}&service_ids=${data.wax}`,
      tokens.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(freeTimesResponseSchema.parse(response.json())).toEqual({
      date,
      duration_min: 30,
      start_times: ['13:50', '13:55', '14:00'],
    });
    const booked = await create({
      date,
      master_id: data.master2,
      service_ids: [data.wax],
      start_time: '14:00',
      end_time: '14:30',
    });
    expect(booked.start_time).toBe('14:00');
    const past = await call(
      'GET',
      `/appointments/free-times?master_id=${data.master2}&date=${day(-1)}&service_ids=${data.wax}`,
      tokens.admin,
    );
    expect(past.json()).toMatchObject({ start_times: [] });
    const unauthenticated = await call(
      'GET',
      `/appointments/free-times?master_id=${data.master2}&date=${date}&service_ids=${data.wax}`,
      undefined,
    );
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("recomputes the price with the new master's coefficient on a move, unless it was set by hand", async () => {
    // Laser: 100 BYN; master ×1.5, master2 ×1.0.
    const computed = await create({ date: day(24), start_time: '09:00', end_time: '10:00' });
    const moved = await call('PATCH', `/appointments/${computed.id}`, tokens.admin, {
      master_id: data.master2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ total_price: 100, price_set_by_hand: false });
    const byHand = await create({
      date: day(24),
      start_time: '11:00',
      end_time: '12:00',
      total_price: 120,
      price_set_by_hand: true,
    });
    const kept = await call('PATCH', `/appointments/${byHand.id}`, tokens.admin, {
      master_id: data.master2,
    });
    expect(kept.json()).toMatchObject({ total_price: 120, price_set_by_hand: true });
    const recomputed = await call('PATCH', `/appointments/${byHand.id}`, tokens.admin, {
      master_id: data.master,
      recompute_price: true,
    });
    expect(recomputed.json()).toMatchObject({ total_price: 150, price_set_by_hand: false });
  });
});
