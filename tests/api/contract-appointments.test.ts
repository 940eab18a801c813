// Contract tests: packages/api's appointment and booking-helper calls against a real server process.
// Every answer passes through the client's domain schemas (a drift is a ResponseShapeError) and
// every failure through its error classes.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  calculateAppointmentPrice,
  cancelAppointment,
  completeAppointment,
  confirmAppointment,
  createAppointment,
  deleteAppointment,
  findOptimalSlots,
  getAppointment,
  listAppointments,
  listAppointmentsWithRelations,
  listMonthAppointments,
  patchAppointment,
} from '@beautydesk/api/appointments';
import {
  calculateBookingPrice,
  getAvailableSlots,
  listAppointmentsDetailed,
  rescheduleAppointment,
  validateBooking,
} from '@beautydesk/api/booking';
import { AccessDeniedError, ApiError } from '@beautydesk/api/errors';
import { addDays } from '@beautydesk/domain/rules/dates';
import { setUpBookingServers } from '../support/booking-server.ts';
import { failureOf, signInAgainst } from '../support/contract.ts';
import { STUDIO_TODAY } from '../support/studio-today.ts';

const today = STUDIO_TODAY;
const day = (n: number) => addDays(today, n);

describe('packages/api appointments and booking helper against the real server', () => {
  const setup = setUpBookingServers('pglite', {
    NODE_ENV: 'contract',
    JWT_SECRET: 'contract-appointments-'.padEnd(48, 'x'),
    AUTH_RATE_LIMIT: 'off',
  });

  beforeEach(async () => {
    await signInAgainst(setup.server, 'owner');
  });

  it('creates, reads, lists, confirms, completes, cancels and deletes through the client', async () => {
    const { data } = setup;
    const created = await createAppointment({
      date: day(2),
      start_time: '10:00',
      // Laser (60 min) and wax (30 min): the slot is as long as the services take.
      end_time: '11:30',
      client_id: data.client,
      master_id: data.master,
      studio_id: data.studioA,
      service_ids: [data.laser, data.wax],
      total_price: 218.25,
      notes: '  ',
    });
    expect(created).toMatchObject({
      status: 'scheduled',
      startTime: '10:00',
      serviceId: data.laser,
      serviceNames: ['Лазер: голени', 'Воск: руки'],
      price: 218.25,
      currency: 'BYN',
      notes: null,
    });
    expect((await getAppointment(created.id)).id).toBe(created.id);
    expect(
      (await listAppointments({ master_id: data.master, date: day(2) })).map((a) => a.id),
    ).toEqual([created.id]);
    const month = await listMonthAppointments({
      year: Number(day(2).slice(0, 4)),
      month: Number(day(2).slice(5, 7)),
      studioId: data.studioA,
    });
    expect(month.find((a) => a.id === created.id)).toMatchObject({
      clientName: 'Ольга Клиентова',
      masterName: 'Анна Лазерова',
      studioName: expect.any(String),
    });
    const range = await listAppointmentsWithRelations({
      date_from: day(2),
      date_to: day(2),
      studio_id: data.studioA,
    });
    expect(range.map((a) => a.id)).toContain(created.id);

    expect((await confirmAppointment(created.id)).status).toBe('confirmed');
    expect((await patchAppointment(created.id, { status: 'in_progress' })).status).toBe(
      'in_progress',
    );
    const completed = await completeAppointment(created.id, 'Без осложнений');
    expect(completed).toMatchObject({ status: 'completed', notes: 'Без осложнений' });

    const second = await createAppointment({
      date: day(2),
      start_time: '12:00',
      end_time: '13:00',
      client_id: data.client,
      master_id: data.master,
      studio_id: data.studioA,
      service_ids: [data.laser],
      total_price: 150,
    });
    const cancelled = await cancelAppointment(second.id, '  Клиент заболел  ');
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Клиент заболел' });
    await deleteAppointment(second.id);
    const gone = await failureOf(() => getAppointment(second.id));
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(404);
  });

  it('a lost slot is an ApiError carrying the server detail', async () => {
    const { data } = setup;
    const slot = {
      date: day(3),
      client_id: data.client,
      master_id: data.master2,
      studio_id: data.studioA,
      service_ids: [data.laser],
      total_price: 100,
    };
    await createAppointment({ ...slot, start_time: '09:00', end_time: '10:00' });
    const lost = await failureOf(() =>
      createAppointment({ ...slot, start_time: '09:30', end_time: '10:30' }),
    );
    expect(lost).toBeInstanceOf(ApiError);
    expect(lost).toMatchObject({
      status: 409,
      detail: 'Это время уже занято. Выберите другое окно.',
    });
  });

  it('prices and finds windows', async () => {
    const { data } = setup;
    expect(
      await calculateAppointmentPrice({
        service_ids: [data.laser],
        master_id: data.master,
        client_id: data.client,
        studio_id: data.studioA,
      }),
    ).toEqual({ total_price: 150, currency: 'BYN' });
    const { slots } = await findOptimalSlots({
      service_ids: [data.laser],
      master_id: data.master2,
      studio_id: data.studioA,
      from_date: day(4),
      to_date: day(4),
    });
    expect(slots.map((s) => s.start_time)).toEqual(['09:00', '10:00', '17:00']);
    const horizon = await findOptimalSlots({
      service_ids: [data.wax],
      master_id: data.master2,
      studio_id: data.studioA,
    });
    expect(horizon.slots.length).toBeGreaterThan(0);
    expect(horizon.slots.every((s) => s.date >= today && s.date <= day(14))).toBe(true);
  });

  it('the booking helper calls parse', async () => {
    const { data } = setup;
    const date = day(5);
    expect(
      await getAvailableSlots({ master_id: data.master2, date, service_ids: [data.laser] }),
    ).toEqual({ slots: [{ date, start_time: '09:00', end_time: '18:00' }] });
    expect(
      await validateBooking({
        master_id: data.master2,
        service_ids: [data.laser],
        date,
        start_time: '09:00',
        end_time: '10:00',
      }),
    ).toEqual({ valid: true, errors: [], conflicts: [] });
    expect(
      await calculateBookingPrice({ service_ids: [data.laser], master_id: data.master2 }),
    ).toEqual({
      finalPrice: 100,
      currency: 'BYN',
    });
    const created = await createAppointment({
      date,
      start_time: '11:00',
      end_time: '12:00',
      client_id: data.client,
      master_id: data.master2,
      studio_id: data.studioA,
      service_ids: [data.laser],
      total_price: 100,
    });
    const detailed = await listAppointmentsDetailed({
      date_from: date,
      date_to: date,
      master_id: data.master2,
    });
    expect(detailed.map((a) => a.id)).toEqual([created.id]);
    expect(detailed[0]).toMatchObject({
      clientName: 'Ольга Клиентова',
      masterName: 'Вера Воскова',
    });
    const moved = await rescheduleAppointment(created.id, {
      date,
      startTime: '14:00',
      endTime: '15:00',
    });
    expect(moved).toMatchObject({ startTime: '14:00', endTime: '15:00' });
  });

  it("a master editing another master's appointment gets an AccessDeniedError", async () => {
    const { data } = setup;
    const created = await createAppointment({
      date: day(6),
      start_time: '09:00',
      end_time: '10:00',
      client_id: data.client,
      master_id: data.master2,
      studio_id: data.studioA,
      service_ids: [data.laser],
      total_price: 100,
    });
    await signInAgainst(setup.server, 'master');
    const refused = await failureOf(() => patchAppointment(created.id, { notes: 'чужая' }));
    expect(refused).toBeInstanceOf(AccessDeniedError);
  });
});
