// Who sees which appointment event: everything with appointments.view, one's own master's places with only view_own.
import { describe, expect, it } from 'vitest';
import { appointmentEventFor, mayFollowAppointments } from './appointment-events.ts';

const place = (master_id: string, date = '2026-12-07') => ({
  studio_id: 's1',
  master_id,
  client_id: 'c1',
  date,
});
const move = {
  id: 'a1',
  action: 'updated' as const,
  places: [place('m1'), place('m2', '2026-12-08')],
};

describe('appointmentEventFor', () => {
  it('gives the whole event to a viewer who reads every appointment (or holds the wildcard)', () => {
    expect(appointmentEventFor({ permissions: ['appointments.view'], masterId: null }, move)).toBe(
      move,
    );
    expect(appointmentEventFor({ permissions: ['*'], masterId: 'm9' }, move)).toBe(move);
  });

  it('gives a viewer who reads only her own records the places of her own master only', () => {
    const own = { permissions: ['appointments.view_own'], masterId: 'm2' };
    expect(appointmentEventFor(own, move)).toEqual({
      ...move,
      places: [place('m2', '2026-12-08')],
    });
    expect(appointmentEventFor({ ...own, masterId: 'm3' }, move)).toBeNull();
  });

  it('gives nothing to a viewer without either permission, or with view_own but no master record', () => {
    expect(appointmentEventFor({ permissions: ['clients.view'], masterId: 'm1' }, move)).toBeNull();
    expect(
      appointmentEventFor({ permissions: ['appointments.view_own'], masterId: null }, move),
    ).toBeNull();
  });
});

describe('mayFollowAppointments', () => {
  it('admits viewers who may read some appointment', () => {
    expect(mayFollowAppointments({ permissions: ['appointments.view'], masterId: null })).toBe(
      true,
    );
    expect(mayFollowAppointments({ permissions: ['appointments.view_own'], masterId: 'm1' })).toBe(
      true,
    );
    expect(mayFollowAppointments({ permissions: ['appointments.view_own'], masterId: null })).toBe(
      false,
    );
    expect(mayFollowAppointments({ permissions: [], masterId: 'm1' })).toBe(false);
  });
});
