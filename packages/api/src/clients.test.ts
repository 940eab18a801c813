import { describe, expect, it } from 'vitest';
import {
  createClient,
  deleteClient,
  getClient,
  listClients,
  listUnreliableClients,
  listVipClients,
  refreshClientStats,
  searchClients,
  setClientActive,
} from './clients.ts';
import { AreaApiError, NetworkError, RequestValidationError } from './errors.ts';
import { configureTestApi, json } from './testing.ts';

const wire = {
  id: 'c1',
  name: 'Анна',
  birth_date: null,
  notes: null,
  contacts: [{ type: 'whatsapp', value: '+375291234567', preferred: true }],
  total_visits: '3',
  total_spent: '4500.00',
  last_visit: '2025-11-01',
  ltv: 4500,
  reliability: '95',
  cancelled: 0,
  rescheduled: 1,
  attended: 3,
  is_active: true,
  created_at: '2025-01-01T10:00:00Z',
  updated_at: '2025-11-01T10:00:00Z',
};
const list = { clients: [wire], total: 1, stats: {} };

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('client lists and their default queries', () => {
  it('the list view: limit 1000, sort_by name, asc; mapped to the UI client', async () => {
    const api = configureTestApi(() => json(200, list));
    const result = await listClients();
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/clients/');
    expect(query(api.requests[0]?.url.search ?? '')).toEqual({
      limit: '1000',
      sort_by: 'name',
      sort_order: 'asc',
    });
    expect(result.total).toBe(1);
    expect(result.clients[0]).toMatchObject({
      id: 'c1',
      totalVisits: 3,
      totalSpent: 4500,
      reliability: 95,
      isActive: true,
    });
  });

  it('any default may be overridden and filters added', async () => {
    const api = configureTestApi(() => json(200, list));
    await listClients({ is_active: false, limit: 20 });
    expect(query(api.requests[0]?.url.search ?? '')).toEqual({
      limit: '20',
      sort_by: 'name',
      sort_order: 'asc',
      is_active: 'false',
    });
  });

  it('search: limit 50', async () => {
    const api = configureTestApi(() => json(200, list));
    await searchClients(' Анна ');
    expect(query(api.requests[0]?.url.search ?? '')).toEqual({ limit: '50', search: 'Анна' });
  });

  it('VIP: ltv descending, limit 100, ltv at or above 1000', async () => {
    const api = configureTestApi(() => json(200, list));
    await listVipClients();
    expect(query(api.requests[0]?.url.search ?? '')).toEqual({
      sort_by: 'ltv',
      sort_order: 'desc',
      limit: '100',
      min_ltv: '1000',
    });
    await listVipClients(5000);
    expect(api.requests[1]?.url.searchParams.get('min_ltv')).toBe('5000');
  });

  it('unreliable: reliability ascending, limit 100, reliability at or below 80', async () => {
    const api = configureTestApi(() => json(200, list));
    await listUnreliableClients();
    expect(query(api.requests[0]?.url.search ?? '')).toEqual({
      sort_by: 'reliability',
      sort_order: 'asc',
      limit: '100',
      max_reliability: '80',
    });
  });
});

describe('client writes', () => {
  it('create drops blank contacts and trims and omits empty fields', async () => {
    const api = configureTestApi(() => json(201, wire));
    await createClient({
      name: '  Анна ',
      birth_date: '',
      notes: '  ',
      contacts: [
        { type: 'whatsapp', value: '+375291234567', preferred: true },
        { type: 'email', value: '   ' },
      ],
    });
    expect(api.requests[0]?.method).toBe('POST');
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/clients/');
    expect(api.requests[0]?.body).toEqual({
      name: 'Анна',
      contacts: [{ type: 'whatsapp', value: '+375291234567', preferred: true, verified: false }],
    });
  });

  it('a payload the schema rejects is refused before any request', async () => {
    const api = configureTestApi(() => json(201, wire));
    const error = await createClient({ name: '  ' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as Error).message).toMatch(
      /^Invalid payload for POST \/api\/v1\/clients\/: name/,
    );
    expect(api.requests).toHaveLength(0);
  });

  it('a 400 about the phone becomes the area message; about contacts too', async () => {
    configureTestApi(() => json(400, { detail: 'Client with this phone already exists' }));
    const error = await createClient({ name: 'Анна' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AreaApiError);
    expect((error as Error).message).toBe('Клиент с таким номером телефона уже существует');
    configureTestApi(() => json(400, { detail: 'Invalid contacts' }));
    await expect(setClientActive('c1', false)).rejects.toThrow('Некорректный формат контактов');
  });

  it('other failures are rethrown unchanged', async () => {
    configureTestApi(() => {
      throw new TypeError('offline');
    });
    await expect(getClient('c1')).rejects.toBeInstanceOf(NetworkError);
  });

  it('activation is a PUT of is_active; delete is soft unless hard; stats refresh is a POST', async () => {
    const api = configureTestApi((request) =>
      request.method === 'DELETE' ? json(204) : json(200, wire),
    );
    await setClientActive('c1', false);
    await deleteClient('c1');
    await deleteClient('c1', { hard: true });
    await refreshClientStats('c1');
    expect(
      api.requests.map(
        (request) => `${request.method} ${request.url.pathname}${request.url.search}`,
      ),
    ).toEqual([
      'PUT /api/v1/clients/c1',
      'DELETE /api/v1/clients/c1?hard=false',
      'DELETE /api/v1/clients/c1?hard=true',
      'POST /api/v1/clients/c1/refresh-stats',
    ]);
    expect(api.requests[0]?.body).toEqual({ is_active: false });
  });
});
