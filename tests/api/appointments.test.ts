// /appointments/* and /booking/* over HTTP against a real server process, on PGlite always and on
// PostgreSQL when TEST_DATABASE_URL names one: every endpoint's happy path, validation errors,
// permission refusals and another tenant's ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appointmentWireSchema,
  appointmentMonthSchema,
  appointmentWithRelationsSchema,
  calculatePriceResponseSchema,
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
import {
  API_ENGINES,
  DEMO_STAFF,
  jsonClient,
  licenseOwnerToken,
  signInAll,
} from '../support/api-client.ts';
import { setUpBookingServers } from '../support/booking-server.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

if (!testDatabaseUrl) console.info(`[tests/api/appointments] ${SKIP_POSTGRES_REASON}`);

const SLOT_TAKEN = 'Это время уже занято. Выберите другое окно.';
const today = STUDIO_TODAY;
const day = (n: number) => addDays(today, n);
const listSchema = z.object({ appointments: z.array(appointmentWireSchema) });
const relationsSchema = z.object({ appointments: z.array(appointmentWithRelationsSchema) });
const monthSchema = z.object({ appointments: z.array(appointmentMonthSchema) });

describe.each(API_ENGINES)('appointments API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const setup = setUpBookingServers(engine, {
      NODE_ENV: 'test',
      JWT_SECRET: `api-appointments-${engine}-`.padEnd(48, 'x'),
      EMAIL_CONFIRMATION: 'off',
      AUTH_RATE_LIMIT: 'off',
    });
    const tokens: Partial<Record<'owner' | 'administrator' | 'master' | 'ownerB', string>> = {};
    const token = (who: keyof typeof tokens) => tokens[who] as string;
    const call = (method: string, path: string, who?: keyof typeof tokens, body?: unknown) =>
      jsonClient(setup.server)(method, path, who ? token(who) : undefined, body);

    beforeAll(async () => {
      const client = jsonClient(setup.server);
      await signInAll<keyof typeof DEMO_STAFF>(client, DEMO_STAFF, tokens);
      tokens.ownerB = await licenseOwnerToken(
        client,
        `appointments-api-${engine}@example.com`,
        'B',
      );
    });

    const payload = (overrides: Record<string, unknown> = {}) => ({
      date: day(2),
      start_time: '10:00',
      end_time: '11:00',
      client_id: setup.data.client,
      master_id: setup.data.master,
      studio_id: setup.data.studioA,
      service_ids: [setup.data.laser],
      total_price: 150,
      ...overrides,
    });

    it('creates, reads, lists, changes, cancels and deletes an appointment', async () => {
      const { data } = setup;
      const created = await call('POST', '/appointments', 'administrator', payload());
      expect(created.status).toBe(201);
      const appointment = appointmentWireSchema.parse(created.body);
      expect(appointment).toMatchObject({
        status: 'scheduled',
        start_time: '10:00',
        service_names: ['Лазер: голени'],
        currency: 'BYN',
      });

      const one = await call('GET', `/appointments/${appointment.id}`, 'master');
      expect(appointmentWireSchema.parse(one.body).id).toBe(appointment.id);
      const list = listSchema.parse(
        (await call('GET', `/appointments?master_id=${data.master}&date=${day(2)}`, 'owner')).body,
      );
      expect(list.appointments.map((a) => a.id)).toEqual([appointment.id]);
      const month = monthSchema.parse(
        (
          await call(
            'GET',
            `/appointments/with-relations?date_from=${day(2)}&date_to=${day(2)}&studio_id=${data.studioA}&limit=1000`,
            'owner',
          )
        ).body,
      );
      expect(month.appointments.find((a) => a.id === appointment.id)).toMatchObject({
        client: { name: 'Ольга Клиентова' },
        master: { name: 'Анна Лазерова' },
        studio_id: data.studioA,
        currency: 'BYN',
      });

      const confirmed = await call('PATCH', `/appointments/${appointment.id}`, 'master', {
        status: 'confirmed',
        notes: 'Подтверждено по телефону',
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        status: 'confirmed',
        notes: 'Подтверждено по телефону',
      });
      const backwards = await call('PATCH', `/appointments/${appointment.id}`, 'owner', {
        status: 'scheduled',
      });
      expect(backwards.status).toBe(409);

      const short = await call('POST', `/appointments/${appointment.id}/cancel`, 'master', {
        cancellation_reason: 'ok',
      });
      expect(short.status).toBe(400);
      expect(short.body.detail).toBe(cancellationMessages.reasonTooShort);
      const cancelled = await call('POST', `/appointments/${appointment.id}/cancel`, 'master', {
        cancellation_reason: 'Клиент перенёс визит',
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        cancellation_reason: 'Клиент перенёс визит',
      });

      expect((await call('DELETE', `/appointments/${appointment.id}`, 'master')).status).toBe(403);
      expect((await call('DELETE', `/appointments/${appointment.id}`, 'owner')).status).toBe(204);
      expect((await call('GET', `/appointments/${appointment.id}`, 'owner')).status).toBe(404);
    });

    it('answers 409 for an overlapping appointment, by create and by move', async () => {
      const first = await call('POST', '/appointments', 'owner', payload({ date: day(3) }));
      expect(first.status).toBe(201);
      const clash = await call(
        'POST',
        '/appointments',
        'owner',
        payload({ date: day(3), start_time: '10:30', end_time: '11:30' }),
      );
      expect(clash.status).toBe(409);
      expect(clash.body).toEqual({ detail: SLOT_TAKEN });
      const later = await call(
        'POST',
        '/appointments',
        'owner',
        payload({ date: day(3), start_time: '12:00', end_time: '13:00' }),
      );
      expect(later.status).toBe(201);
      const moved = await call('PATCH', `/appointments/${later.body.id}`, 'owner', {
        start_time: '10:45',
        end_time: '11:45',
      });
      expect(moved.status).toBe(409);
      const rescheduled = await call('PATCH', `/booking/reschedule/${later.body.id}`, 'owner', {
        date: day(3),
        startTime: '10:30',
        endTime: '11:30',
      });
      expect(rescheduled.status).toBe(409);
      expect(rescheduled.body.detail).toBe(SLOT_TAKEN);
    });

    it('refuses invalid input with field messages', async () => {
      const { data } = setup;
      const inactive = await call(
        'POST',
        '/appointments',
        'owner',
        payload({ client_id: data.inactiveClient, date: day(4) }),
      );
      expect(inactive.status).toBe(400);
      expect(inactive.body.detail).toBe(appointmentFormMessages.inactiveClient);
      for (const body of [
        payload({ end_time: '09:00' }),
        payload({ service_ids: [] }),
        payload({ client_id: 'abc' }),
        payload({ date: '2026-13-01' }),
        payload({ unknown: 1 }),
        {},
      ]) {
        const response = await call('POST', '/appointments', 'owner', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(typeof response.body.detail).toBe('string');
      }
      const month = await call(
        'GET',
        `/appointments/with-relations?date_from=${day(1)}&date_to=${day(2)}&limit=5000`,
        'owner',
      );
      expect(month.status).toBe(400);
    });

    it('keeps a master to their own appointments, and another license out', async () => {
      const { data } = setup;
      const others = await call(
        'POST',
        '/appointments',
        'owner',
        payload({ date: day(5), master_id: data.master2 }),
      );
      expect(others.status).toBe(201);
      const own = await call(
        'POST',
        '/appointments',
        'owner',
        payload({ date: day(5), start_time: '12:00', end_time: '13:00', total_price: 987.65 }),
      );
      expect(own.status).toBe(201);
      // The demo master holds appointments.view_own: her list, month and one record show only hers.
      const masterList = await call('GET', `/appointments?date=${day(5)}`, 'master');
      expect(masterList.status).toBe(200);
      const listed = listSchema.parse(masterList.body).appointments;
      expect(listed.map((a) => a.id)).toContain(own.body.id);
      expect(listed.map((a) => a.id)).not.toContain(others.body.id);
      expect(listed.every((a) => a.master_id === data.master)).toBe(true);
      // Nor their prices: the other master's 150 is nowhere in her answer, her own 987.65 is.
      expect(listed.map((a) => a.total_price)).not.toContain(150);
      expect(listed.map((a) => a.total_price)).toContain(987.65);
      const month = monthSchema.parse(
        (
          await call(
            'GET',
            `/appointments/with-relations?date_from=${day(5)}&date_to=${day(5)}`,
            'master',
          )
        ).body,
      ).appointments;
      expect(month.map((a) => a.id)).toContain(own.body.id);
      expect(month.every((a) => a.master_id === data.master)).toBe(true);
      expect((await call('GET', `/appointments/${others.body.id}`, 'master')).status).toBe(404);
      const everyone = listSchema.parse(
        (await call('GET', `/appointments?date=${day(5)}`, 'administrator')).body,
      ).appointments;
      expect(everyone.map((a) => a.id)).toEqual(
        expect.arrayContaining([own.body.id, others.body.id]),
      );
      const edit = await call('PATCH', `/appointments/${others.body.id}`, 'master', { notes: 'x' });
      expect(edit.status).toBe(403);
      const cancel = await call('POST', `/appointments/${others.body.id}/cancel`, 'master', {
        cancellation_reason: 'Не моя',
      });
      expect(cancel.status).toBe(403);
      for (const [method, path, body] of [
        ['GET', `/appointments/${others.body.id}`, undefined],
        ['PATCH', `/appointments/${others.body.id}`, { notes: 'B' }],
        ['DELETE', `/appointments/${others.body.id}`, undefined],
        ['POST', `/appointments/${others.body.id}/cancel`, { cancellation_reason: 'Чужая' }],
      ] as const) {
        expect((await call(method, path, 'ownerB', body)).status, `${method} ${path}`).toBe(404);
      }
      const foreign = await call('POST', '/appointments/calculate-price', 'ownerB', {
        service_ids: [data.laser],
        master_id: data.master,
        client_id: data.client,
        studio_id: data.studioA,
      });
      expect(foreign.status).toBe(400);
      const listB = await call('GET', `/appointments?master_id=${data.master2}`, 'ownerB');
      expect(listB.body).toEqual({ appointments: [] });
      expect((await call('GET', '/appointments')).status).toBe(401);
    });

    it('prices, finds windows, and answers the booking helper', async () => {
      const { data } = setup;
      const price = await call('POST', '/appointments/calculate-price', 'master', {
        service_ids: [data.laser, data.wax],
        master_id: data.master,
        client_id: data.client,
        studio_id: data.studioA,
      });
      expect(calculatePriceResponseSchema.parse(price.body)).toEqual({
        total_price: 218.25,
        currency: 'BYN',
      });
      const date = day(6);
      const slots = await call('POST', '/appointments/find-optimal-slots', 'master', {
        service_ids: [data.laser],
        master_id: data.master2,
        studio_id: data.studioA,
        from_date: date,
        to_date: date,
      });
      expect(slotsResponseSchema.parse(slots.body).slots.map((s) => s.start_time)).toEqual([
        '09:00',
        '10:00',
        '17:00',
      ]);
      const windows = await call(
        'GET',
        `/booking/available-slots?master_id=${data.master2}&date=${date}&duration_min=60`,
        'owner',
      );
      expect(slotsResponseSchema.parse(windows.body).slots).toEqual([
        { date, start_time: '09:00', end_time: '18:00' },
      ]);
      const valid = await call('POST', '/booking/validate', 'owner', {
        master_id: data.master2,
        service_ids: [data.laser],
        date,
        start_time: '09:00',
        end_time: '10:00',
      });
      expect(bookingValidateResponseSchema.parse(valid.body)).toEqual({
        valid: true,
        errors: [],
        conflicts: [],
      });
      const helperPrice = await call('POST', '/booking/calculate-price', 'owner', {
        service_ids: [data.wax],
        master_id: data.master,
      });
      expect(bookingCalculatePriceResponseSchema.parse(helperPrice.body)).toEqual({
        finalPrice: 68.25,
        currency: 'BYN',
      });
      const created = await call('POST', '/appointments', 'owner', payload({ date }));
      const detailed = await call(
        'GET',
        `/booking/appointments-detailed?date_from=${date}&date_to=${date}&master_id=${data.master}`,
        'master',
      );
      expect(relationsSchema.parse(detailed.body).appointments.map((a) => a.id)).toEqual([
        created.body.id,
      ]);
      const moved = await call('PATCH', `/booking/reschedule/${created.body.id}`, 'master', {
        date: day(7),
        startTime: '15:00',
        endTime: '16:00',
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ date: day(7), start_time: '15:00', end_time: '16:00' });
      expect((await call('POST', '/booking/validate', 'owner', {})).status).toBe(400);
    });
  });
});
