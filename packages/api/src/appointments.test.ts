import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calculateAppointmentPrice,
  cancelAppointment,
  completeAppointment,
  findOptimalSlots,
  listMonthAppointments,
  monthAppointmentsQuery,
} from './appointments.ts';
import { RequestValidationError } from './errors.ts';
import { configureTestApi, json } from './testing.ts';

const appointment = {
  id: 'a1',
  date: '2025-11-21',
  start_time: '10:00:00',
  end_time: '11:00:00',
  client_id: 'c1',
  master_id: 'm1',
  studio_id: 's1',
  service_ids: ['sv1'],
  total_price: '1500.00',
  status: 'scheduled',
};

afterEach(() => vi.useRealTimers());

describe('appointments', () => {
  it('month data: the first and last day of the month, limit 1000, the studio', async () => {
    expect(monthAppointmentsQuery({ year: 2024, month: 2 })).toEqual({
      date_from: '2024-02-01',
      date_to: '2024-02-29',
      limit: 1000,
    });
    const api = configureTestApi(() =>
      json(200, {
        appointments: [{ ...appointment, client: { name: 'Анна' } }],
      }),
    );
    const result = await listMonthAppointments({ year: 2025, month: 11, studioId: 's1' });
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/appointments/with-relations');
    expect(Object.fromEntries(api.requests[0]?.url.searchParams ?? [])).toEqual({
      date_from: '2025-11-01',
      date_to: '2025-11-30',
      limit: '1000',
      studio_id: 's1',
    });
    expect(result[0]).toMatchObject({ startTime: '10:00', price: 1500, clientName: 'Анна' });
  });

  it('the window search runs from today to today + 14 days unless told otherwise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 11, 25, 23, 30));
    const api = configureTestApi(() =>
      json(200, { slots: [{ date: '2025-12-26', start_time: '09:00:00', end_time: '10:00:00' }] }),
    );
    const result = await findOptimalSlots({
      service_ids: ['sv1'],
      master_id: 'm1',
      studio_id: 's1',
    });
    expect(api.requests[0]?.body).toEqual({
      service_ids: ['sv1'],
      master_id: 'm1',
      studio_id: 's1',
      from_date: '2025-12-25',
      to_date: '2026-01-08',
    });
    expect(result.slots[0]).toEqual({ date: '2025-12-26', start_time: '09:00', end_time: '10:00' });
  });

  it('cancel sends the trimmed reason; a too-short one is refused before sending', async () => {
    const api = configureTestApi(() => json(200, { ...appointment, status: 'cancelled' }));
    await cancelAppointment('a1', '  Клиент заболел  ');
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/appointments/a1/cancel');
    expect(api.requests[0]?.body).toEqual({ cancellation_reason: 'Клиент заболел' });
    await expect(cancelAppointment('a1', ' x ')).rejects.toBeInstanceOf(RequestValidationError);
    expect(api.requests).toHaveLength(1);
  });

  it('complete patches the status, then the notes when given', async () => {
    const api = configureTestApi(() => json(200, appointment));
    await completeAppointment('a1', ' Всё хорошо ');
    expect(api.requests.map((request) => [request.method, request.body])).toEqual([
      ['PATCH', { status: 'completed' }],
      ['PATCH', { notes: 'Всё хорошо' }],
    ]);
  });

  it('price: rounded to 2 decimals, RUB when no currency comes', async () => {
    configureTestApi(() => json(200, { total_price: '1234.5678' }));
    await expect(
      calculateAppointmentPrice({
        service_ids: ['sv1'],
        master_id: 'm1',
        client_id: 'c1',
        studio_id: 's1',
      }),
    ).resolves.toEqual({ total_price: 1234.57, currency: 'RUB' });
  });
});
