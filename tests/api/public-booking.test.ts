// The public booking API over HTTP against a real server process (PGlite always, PostgreSQL when
// TEST_DATABASE_URL names one): no token, open CORS, studio info, slots, booking and its refusals.
import { describe, expect, it } from 'vitest';
import {
  publicBookingResponseSchema,
  publicStudioInfoSchema,
} from '@beautydesk/domain/schemas/public-booking';
import { slotsResponseSchema } from '@beautydesk/domain/schemas/appointments';
import { publicBookingMessages } from '@beautydesk/domain/messages/public-booking';
import { addDays } from '@beautydesk/domain/rules/dates';
import { API_ENGINES, jsonClient } from '../support/api-client.ts';
import { setUpBookingServers } from '../support/booking-server.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

if (!testDatabaseUrl) console.info(`[tests/api/public-booking] ${SKIP_POSTGRES_REASON}`);

const SLOT_TAKEN = 'Это время уже занято. Выберите другое окно.';
const today = STUDIO_TODAY;
const day = (n: number) => addDays(today, n);

describe.each(API_ENGINES)('public booking API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const setup = setUpBookingServers(engine, {
      NODE_ENV: 'test',
      JWT_SECRET: `api-public-${engine}-`.padEnd(48, 'x'),
      AUTH_RATE_LIMIT: 'off',
    });
    const call = (method: string, path: string, body?: unknown) =>
      jsonClient(setup.server)(method, path, undefined, body);

    it('serves the studio info to any origin, without a token', async () => {
      const { data } = setup;
      const response = await fetch(
        `${setup.server.url}/api/v1/public/studios/${data.studioA}/info`,
        { headers: { origin: 'https://studio-site.example' } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(
        'https://studio-site.example',
      );
      const info = publicStudioInfoSchema.parse(await response.json());
      expect(info.license?.name).toBe('Laser Room');
      expect(info.services.map((s) => s.id)).toEqual(
        expect.arrayContaining([data.laser, data.wax]),
      );
      expect(info.masters.map((m) => m.id)).toEqual(
        expect.arrayContaining([data.master, data.master2]),
      );
      const missing = await call('GET', `/public/studios/${crypto.randomUUID()}/info`);
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe(publicBookingMessages.studioNotFound);
    });

    it('offers slots, books one, and answers 409 for the same slot', async () => {
      const { data } = setup;
      const date = day(2);
      const slots = await call('POST', `/public/studios/${data.studioA}/optimal-slots`, {
        service_ids: [data.wax],
        master_id: data.master,
        from_date: date,
        to_date: date,
      });
      expect(slots.status).toBe(200);
      const [slot] = slotsResponseSchema.parse(slots.body).slots;
      expect(slot).toEqual({ date, start_time: '09:00', end_time: '09:30' });
      const body = {
        client_data: { name: 'Елена', phone: '+375 29 555-11-22', email: 'elena@example.com' },
        master_id: data.master,
        service_ids: [data.wax],
        date,
        start_time: slot?.start_time,
        end_time: slot?.end_time,
        total_price: 68.25,
      };
      const booked = await call('POST', `/public/studios/${data.studioA}/booking`, body);
      expect(booked.status).toBe(201);
      expect(publicBookingResponseSchema.parse(booked.body).message).toMatch(/подтвержд/);
      const again = await call('POST', `/public/studios/${data.studioA}/booking`, {
        ...body,
        client_data: { name: 'Кто-то ещё', phone: '+375295551123' },
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ detail: SLOT_TAKEN });
      const next = await call('POST', `/public/studios/${data.studioA}/optimal-slots`, {
        service_ids: [data.wax],
        master_id: data.master,
        from_date: date,
        to_date: date,
      });
      expect(slotsResponseSchema.parse(next.body).slots.map((s) => s.start_time)).not.toContain(
        '09:00',
      );
    });

    it('refuses bookings it cannot take, with the reason', async () => {
      const { data } = setup;
      const base = {
        client_data: { name: 'Ирина', phone: '+375296660000' },
        master_id: data.master,
        service_ids: [data.laser],
        date: day(3),
        start_time: '10:00',
        end_time: '11:00',
      };
      for (const body of [
        { ...base, date: day(20) },
        { ...base, start_time: '20:00', end_time: '21:00' },
        { ...base, master_id: data.inactiveMaster },
        { ...base, service_ids: [data.unpriced] },
        { ...base, client_data: { name: 'Ирина', phone: 'нет' } },
        { ...base, client_data: { phone: '+375296660000' } },
        { ...base, end_time: '10:15' },
      ]) {
        const response = await call('POST', `/public/studios/${data.studioA}/booking`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(typeof response.body.detail).toBe('string');
      }
      const nowhere = await call('POST', `/public/studios/${crypto.randomUUID()}/booking`, base);
      expect(nowhere.status).toBe(404);
      const bad = await call('POST', '/public/studios/nope/optimal-slots', {});
      expect(bad.status).toBe(400);
    });
  });
});
