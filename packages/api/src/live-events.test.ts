// Which SWR keys a live appointment event revalidates: the ones showing a place it touched, and no others.
import { describe, expect, it } from 'vitest';
import type { AppointmentEvent } from '@beautydesk/domain/schemas/appointment-events';
import { eventKeyFilter, reconnectDelay, touchedBy } from './live-events.ts';
import type { ApiKey } from './swr.ts';

const L = 'license-1';
const move: AppointmentEvent = {
  id: 'a1',
  action: 'updated',
  places: [
    { studio_id: 's1', master_id: 'm1', client_id: 'c1', date: '2026-12-07' },
    { studio_id: 's1', master_id: 'm2', client_id: 'c1', date: '2026-12-09' },
  ],
};
const key = (area: ApiKey[1], call: string, params: Record<string, unknown> = {}): ApiKey => [
  L,
  area,
  call,
  params,
];
const month = (from: string, to: string, studio_id?: string) =>
  key('appointments', 'with-relations', {
    date_from: from,
    date_to: to,
    limit: 1000,
    ...(studio_id ? { studio_id } : {}),
  });

describe('touchedBy', () => {
  it('revalidates the month and the day of that studio, and the appointment itself', () => {
    expect(touchedBy(month('2026-12-01', '2026-12-31', 's1'), move)).toBe(true);
    expect(touchedBy(month('2026-12-01', '2026-12-31'), move)).toBe(true);
    expect(touchedBy(key('appointments', 'detail', { appointmentId: 'a1' }), move)).toBe(true);
    expect(
      touchedBy(key('appointments', 'list', { date: '2026-12-09', master_id: 'm2' }), move),
    ).toBe(true);
  });

  it('leaves other months, other studios, other days and other appointments alone', () => {
    expect(touchedBy(month('2026-11-01', '2026-11-30', 's1'), move)).toBe(false);
    expect(touchedBy(month('2026-12-01', '2026-12-31', 's2'), move)).toBe(false);
    expect(touchedBy(key('appointments', 'list', { date: '2026-12-08' }), move)).toBe(false);
    expect(
      touchedBy(key('appointments', 'list', { date: '2026-12-09', master_id: 'm1' }), move),
    ).toBe(false);
    expect(touchedBy(key('appointments', 'detail', { appointmentId: 'a2' }), move)).toBe(false);
  });

  it('revalidates the client’s card and history, not another client’s, nor unrelated areas', () => {
    expect(touchedBy(key('clients', 'detail', { clientId: 'c1' }), move)).toBe(true);
    expect(touchedBy(key('appointments', 'list', { client_id: 'c1' }), move)).toBe(true);
    expect(touchedBy(key('clients', 'detail', { clientId: 'c2' }), move)).toBe(false);
    expect(touchedBy(key('appointments', 'list', { client_id: 'c2' }), move)).toBe(false);
    expect(touchedBy(key('clients', 'list', { page: 1 }), move)).toBe(false);
    expect(touchedBy(key('services', 'list'), move)).toBe(false);
    expect(touchedBy(key('masters', 'list'), move)).toBe(false);
  });

  it('revalidates the booking helper’s lists of that day', () => {
    expect(
      touchedBy(key('booking', 'available-slots', { date: '2026-12-07', studio_id: 's1' }), move),
    ).toBe(true);
    expect(
      touchedBy(key('booking', 'available-slots', { date: '2026-12-08', studio_id: 's1' }), move),
    ).toBe(false);
  });
});

describe('eventKeyFilter', () => {
  it('never reaches another license’s keys', () => {
    const filter = eventKeyFilter(L, move);
    expect(filter(month('2026-12-01', '2026-12-31'))).toBe(true);
    expect(filter(['license-2', 'appointments', 'detail', { appointmentId: 'a1' }])).toBe(false);
    expect(filter('not a key')).toBe(false);
  });
});

describe('reconnectDelay', () => {
  it('backs off from 1 s, doubling, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
