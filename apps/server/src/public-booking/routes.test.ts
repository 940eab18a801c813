// The public booking API through app.inject on in-memory PGlite: studio info, optimal slots,
// booking (client by phone), no double booking, CORS and the per-address rate limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  publicBookingResponseSchema,
  publicStudioInfoSchema,
} from '@beautydesk/domain/schemas/public-booking';
import { slotsResponseSchema } from '@beautydesk/domain/schemas/appointments';
import { publicBookingMessages } from '@beautydesk/domain/messages/public-booking';
import { addDays } from '@beautydesk/domain/rules/dates';
import { appointments, clientPhones, clients, studios } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { DEMO_LICENSE_NAME } from '../seed.ts';
import { setUpDemoTestServer, setUpTestServer } from '../testing/app-fixture.ts';
import { appointmentServerMessages } from '../appointments/messages.ts';
import { fixtureClock, seedBookingData, type BookingData } from '../appointments/testing.ts';
import { publicBookingServerMessages as m } from './messages.ts';
import { normalizePhone } from './routes.ts';

const server = setUpDemoTestServer('p');
let data: BookingData;

const call = (method: 'GET' | 'POST' | 'OPTIONS', url: string, payload?: object, headers = {}) =>
  server.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });

const today = fixtureClock().today;
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  const token = await server.login('owner');
  const licenseId = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString())
    .lic as string;
  data = await seedBookingData(server.database.db, licenseId);
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  client_data: { name: 'Новая Клиентка', phone: '+375 (29) 765-43-21', email: 'new@example.com' },
  master_id: data.master,
  service_ids: [data.laser],
  date: day(3),
  start_time: '10:00',
  end_time: '11:00',
  total_price: 1,
  notes: '  Впервые  ',
  ...overrides,
});

const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.database.db, data.licenseId, fn);

describe('studio info', () => {
  it("answers the studio, the license's name, its priced active services and active masters", async () => {
    const response = await call('GET', `/public/studios/${data.studioA}/info`);
    expect(response.statusCode).toBe(200);
    const info = publicStudioInfoSchema.parse(response.json());
    expect(info.studio).toMatchObject({ id: data.studioA, address: 'ул. Тестовая, 1' });
    expect(info.license).toEqual({ name: DEMO_LICENSE_NAME });
    expect(info.services.map((s) => [s.id, s.price, s.currency, s.duration_min])).toEqual(
      expect.arrayContaining([
        [data.laser, 100, 'BYN', 60],
        [data.wax, 45.5, 'BYN', 30],
      ]),
    );
    const serviceIds = info.services.map((s) => s.id);
    expect(serviceIds).not.toContain(data.inactiveService);
    expect(serviceIds).not.toContain(data.unpriced);
    const masterIds = info.masters.map((master) => master.id);
    expect(masterIds).toEqual(expect.arrayContaining([data.master, data.master2]));
    expect(masterIds).not.toContain(data.inactiveMaster);
    expect(masterIds).not.toContain(data.masterB);
  });

  it('answers 404 for an unknown or inactive studio and 400 for an id that is no uuid', async () => {
    const unknown = await call('GET', `/public/studios/${crypto.randomUUID()}/info`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: publicBookingMessages.studioNotFound });
    await inTenant((t) => t.update(studios, { is_active: false }, eq(studios.id, data.studioB)));
    const inactive = await call('GET', `/public/studios/${data.studioB}/info`);
    expect(inactive.statusCode).toBe(404);
    const booked = await call('POST', `/public/studios/${data.studioB}/booking`, booking());
    expect(booked.statusCode).toBe(404);
    await inTenant((t) => t.update(studios, { is_active: true }, eq(studios.id, data.studioB)));
    expect((await call('GET', '/public/studios/not-a-uuid/info')).statusCode).toBe(400);
  });

  it('is open to any origin (CORS) without a token', async () => {
    const preflight = await call('OPTIONS', `/public/studios/${data.studioA}/booking`, undefined, {
      origin: 'https://studio-site.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://studio-site.example');
  });
});

describe('optimal slots', () => {
  it("offers the master's optimal slots and refuses masters and services the studio does not offer", async () => {
    const date = day(4);
    const response = await call('POST', `/public/studios/${data.studioA}/optimal-slots`, {
      service_ids: [data.laser],
      master_id: data.master2,
      from_date: date,
      to_date: date,
    });
    expect(response.statusCode).toBe(200);
    expect(slotsResponseSchema.parse(response.json()).slots.map((s) => s.start_time)).toEqual([
      '09:00',
      '10:00',
      '17:00',
    ]);
    for (const [field, overrides] of [
      ['master_id', { master_id: data.inactiveMaster }],
      ['master_id', { master_id: data.masterB }],
      ['service_ids', { service_ids: [data.inactiveService] }],
      ['service_ids', { service_ids: [data.unpriced] }],
      ['service_ids', { service_ids: [crypto.randomUUID()] }],
    ] as const) {
      const refused = await call('POST', `/public/studios/${data.studioA}/optimal-slots`, {
        service_ids: [data.laser],
        master_id: data.master2,
        from_date: date,
        to_date: date,
        ...overrides,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
  });
});

describe('booking', () => {
  it('creates the client with phone and e-mail, and an online appointment waiting for confirmation', async () => {
    const response = await call('POST', `/public/studios/${data.studioA}/booking`, booking());
    expect(response.statusCode, response.body).toBe(201);
    const answer = publicBookingResponseSchema.parse(response.json());
    expect(answer.message).toBe(m.booked);
    const stored = await inTenant(async (t) => {
      const [row] = await t.select(appointments, eq(appointments.id, answer.appointment_id));
      const [phone] = await t.select(clientPhones, eq(clientPhones.phone, '+375297654321'));
      const [client] = await t.select(clients, eq(clients.id, row?.client_id as string));
      return { row, phone, client };
    });
    expect(stored.row).toMatchObject({
      status: 'scheduled',
      is_online_booking: true,
      is_new_online_booking: true,
      reminder_status: 'pending',
      // The studio's price × the master's coefficient 1.5; the page's total is not trusted.
      total_price: 150,
      currency: 'BYN',
      notes: 'Впервые',
      start_time: '10:00:00',
    });
    expect(stored.phone?.client_id).toBe(stored.client?.id);
    expect(stored.client).toMatchObject({ name: 'Новая Клиентка', is_active: true });
    expect(stored.client?.contacts.map((c) => [c.type, c.value])).toEqual([
      ['call', '+375297654321'],
      ['email', 'new@example.com'],
    ]);
  });

  it('finds a known client by phone, whatever its formatting', async () => {
    const digits = data.clientPhone.slice(1);
    const phone = `+${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
    const response = await call(
      'POST',
      `/public/studios/${data.studioA}/booking`,
      booking({ client_data: { name: 'Ольга', phone }, start_time: '12:00', end_time: '13:00' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await inTenant(async (t) => {
      const [found] = await t.select(
        appointments,
        eq(appointments.id, response.json().appointment_id),
      );
      return found;
    });
    expect(row?.client_id).toBe(data.client);
    const namesakes = await inTenant((t) => t.select(clients, and(eq(clients.name, 'Ольга'))));
    expect(namesakes).toEqual([]);
  });

  it('answers 409 when the slot is taken, leaving one live appointment', async () => {
    const slot = { date: day(5), start_time: '14:00', end_time: '15:00' };
    const first = await call('POST', `/public/studios/${data.studioA}/booking`, booking(slot));
    expect(first.statusCode).toBe(201);
    const second = await call(
      'POST',
      `/public/studios/${data.studioA}/booking`,
      booking({
        ...slot,
        start_time: '14:30',
        end_time: '15:30',
        client_data: { name: 'Другая', phone: '+375291230000' },
      }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: appointmentServerMessages.slotTaken });
    const live = await inTenant((t) =>
      t.select(
        appointments,
        and(eq(appointments.master_id, data.master), eq(appointments.date, slot.date)),
      ),
    );
    expect(live).toHaveLength(1);
    // The losing booking left no client behind.
    const [lost] = await inTenant((t) =>
      t.select(clientPhones, eq(clientPhones.phone, '+375291230000')),
    );
    expect(lost).toBeUndefined();
  });

  it('refuses times in the past, beyond 14 days, outside working hours or not matching the services', async () => {
    for (const [field, overrides, detail] of [
      ['start_time', { date: day(-1) }, appointmentServerMessages.inThePast],
      ['date', { date: day(15) }, appointmentServerMessages.beyondHorizon],
      [
        'start_time',
        { start_time: '17:30', end_time: '18:30' },
        appointmentServerMessages.outsideWorkingHours,
      ],
      ['end_time', { start_time: '10:00', end_time: '10:30' }, m.durationMismatch],
      [
        'client_data.phone',
        { client_data: { name: 'Имя', phone: 'позвоните мне' } },
        m.invalidPhone,
      ],
      [
        'client_data.email',
        { client_data: { name: 'Имя', phone: '+375290000001', email: 'нет' } },
        m.invalidEmail,
      ],
      ['master_id', { master_id: data.masterB }, m.masterUnavailable],
      ['service_ids', { service_ids: [data.inactiveService] }, m.serviceUnavailable],
    ] as const) {
      const response = await call(
        'POST',
        `/public/studios/${data.studioA}/booking`,
        booking({ date: day(6), ...overrides }),
      );
      expect(response.statusCode, `${field} ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ detail, errors: { [field]: detail } });
    }
    for (const body of [
      booking({ client_data: { name: '', phone: '+375290000001' } }),
      booking({ client_data: { name: 'Имя' } }),
      booking({ service_ids: [] }),
      booking({ master_id: 'not-a-uuid' }),
      booking({ start_time: '11:00', end_time: '10:00' }),
      booking({ extra: true }),
      booking({ client_data: { name: 'Имя', phone: '+375290000001', role: 'admin' } }),
    ]) {
      const response = await call('POST', `/public/studios/${data.studioA}/booking`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the per-address rate limit', () => {
  const limited = setUpTestServer({
    environment: 'test',
    jwtSecret: 'q'.repeat(40),
    emailConfirmation: false,
    rateLimits: { login: 10, register: 10, refresh: 30, publicBooking: 3 },
  });

  it('answers 429 after the configured number of calls a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await limited.app.inject({
        method: 'GET',
        url: `/api/v1/public/studios/${crypto.randomUUID()}/info`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('normalizePhone', () => {
  it('keeps the digits after a +, and refuses what cannot be a phone', () => {
    expect(normalizePhone('+375 (29) 765-43-21')).toBe('+375297654321');
    expect(normalizePhone('8 029 765 43 21')).toBe('+80297654321');
    expect(normalizePhone('123')).toBeNull();
    expect(normalizePhone('звоните')).toBeNull();
    expect(normalizePhone('+1234567890123456')).toBeNull();
  });
});
