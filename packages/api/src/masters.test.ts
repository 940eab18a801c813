import { describe, expect, it } from 'vitest';
import {
  changeMasterStudio,
  listActiveMasters,
  listMastersByStudio,
  setMasterCoefficient,
  toggleMaster,
} from './masters.ts';
import { RequestValidationError } from './errors.ts';
import { configureTestApi, json } from './testing.ts';

const master = {
  id: 'm1',
  name: 'Ольга',
  phone: '+375291234567',
  studio_id: 's1',
  qualification: 'Лазер',
  coefficient: '1.2',
  created_at: '2025-01-01T10:00:00Z',
  updated_at: '2025-01-01T10:00:00Z',
};

describe('masters', () => {
  it('the active list: is_active=true, limit 1000, optionally one studio', async () => {
    const api = configureTestApi(() => json(200, { masters: [master], total: 1 }));
    const result = await listActiveMasters();
    await listActiveMasters('s1');
    await listMastersByStudio('s2');
    expect(
      api.requests.map((request) => [request.url.pathname, Object.fromEntries(request.query)]),
    ).toEqual([
      ['/api/v1/masters/', { is_active: 'true', limit: '1000' }],
      ['/api/v1/masters/', { is_active: 'true', limit: '1000', studio_id: 's1' }],
      ['/api/v1/masters/', { studio_id: 's2' }],
    ]);
    expect(result.masters[0]).toMatchObject({ coefficient: 1.2, isActive: true, schedule: null });
  });

  it('toggle, coefficient and studio are separate PATCH calls', async () => {
    const api = configureTestApi(() => json(200, master));
    await toggleMaster('m1');
    await setMasterCoefficient('m1', 1.5);
    await changeMasterStudio('m1', 's2');
    expect(api.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['PATCH', '/masters/m1/toggle', undefined],
      ['PATCH', '/masters/m1/coefficient', { coefficient: 1.5 }],
      ['PATCH', '/masters/m1/studio', { studio_id: 's2' }],
    ]);
  });

  it('a coefficient outside 0.5–2.0 is refused before sending', async () => {
    const api = configureTestApi(() => json(200, master));
    await expect(setMasterCoefficient('m1', 2.5)).rejects.toBeInstanceOf(RequestValidationError);
    expect(api.requests).toHaveLength(0);
  });
});
