import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublicBooking, findPublicOptimalSlots, getPublicStudioInfo } from './public.ts';
import { configureTestApi, json } from './testing.ts';

afterEach(() => vi.useRealTimers());

describe('the public booking API', () => {
  it('reads the studio info without a token, even when one is stored', async () => {
    const api = configureTestApi(() =>
      json(200, {
        studio: { id: 's1', name: 'Центр' },
        license: { name: 'Beauty' },
        services: [
          {
            id: 'sv1',
            name: 'Лазер',
            duration_min: 60,
            price: '1500.00',
            currency: 'RUB',
            type: 'laser',
          },
        ],
        masters: [{ id: 'm1', name: 'Ольга' }],
      }),
    );
    const info = await getPublicStudioInfo('s1');
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/public/studios/s1/info');
    expect(api.requests[0]?.headers.has('authorization')).toBe(false);
    expect(info.licenseName).toBe('Beauty');
    expect(info.services[0]).toMatchObject({ durationMin: 60, price: 1500 });
  });

  it('searches slots from today to today + 14 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 21, 9, 0));
    const api = configureTestApi(() => json(200, { slots: [] }));
    await findPublicOptimalSlots('s1', { service_ids: ['sv1'], master_id: 'm1' });
    expect(api.requests[0]?.body).toEqual({
      service_ids: ['sv1'],
      master_id: 'm1',
      from_date: '2025-11-21',
      to_date: '2025-12-05',
    });
  });

  it('books without a token; empty notes are left out', async () => {
    const api = configureTestApi(() =>
      json(201, { message: 'Запись создана', appointment_id: 'a1' }),
    );
    await expect(
      createPublicBooking('s1', {
        client_data: { name: 'Анна', phone: '+375291234567', email: '', notes: '' },
        master_id: 'm1',
        service_ids: ['sv1'],
        date: '2025-11-21',
        start_time: '10:00',
        end_time: '11:00',
        notes: '  ',
      }),
    ).resolves.toEqual({ message: 'Запись создана', appointment_id: 'a1' });
    expect(api.requests[0]?.headers.has('authorization')).toBe(false);
    expect(api.requests[0]?.body).toEqual({
      client_data: { name: 'Анна', phone: '+375291234567' },
      master_id: 'm1',
      service_ids: ['sv1'],
      date: '2025-11-21',
      start_time: '10:00',
      end_time: '11:00',
    });
  });
});
