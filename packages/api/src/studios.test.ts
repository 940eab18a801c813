import { describe, expect, it } from 'vitest';
import {
  createStudio,
  listStudios,
  listStudiosForSelect,
  listStudiosWithCountries,
} from './studios.ts';
import { configureTestApi, json } from './testing.ts';

const studio = {
  id: 's1',
  name: 'Центр',
  country_id: 'by',
  city: 'Минск',
  address: 'пр. Независимости, 1',
  phone: '+375291234567',
  created_at: '2025-01-01T10:00:00Z',
  updated_at: '2025-01-01T10:00:00Z',
};

describe('studios', () => {
  it('the page: skip 0, limit 100; selectors: limit 1000', async () => {
    const api = configureTestApi(() => json(200, { studios: [studio], total: 1 }));
    const page = await listStudios();
    await listStudiosForSelect();
    expect(api.requests.map((request) => request.url.pathname + request.url.search)).toEqual([
      '/api/v1/studios/?skip=0&limit=100',
      '/api/v1/studios/?skip=0&limit=1000',
    ]);
    expect(page).toMatchObject({ total: 1, studios: [{ id: 's1', masterIds: [], country: null }] });
  });

  it('with countries: each studio carries its country and currency', async () => {
    configureTestApi(() =>
      json(200, [
        { ...studio, country: { id: 'by', name: 'Беларусь', code: 'BY', currency_code: 'BYN' } },
      ]),
    );
    const [first] = await listStudiosWithCountries();
    expect(first?.country).toEqual({ id: 'by', name: 'Беларусь', code: 'BY', currencyCode: 'BYN' });
  });

  it('create sends master_ids as an empty list', async () => {
    const api = configureTestApi(() => json(201, studio));
    await createStudio({
      name: 'Центр',
      country_id: 'by',
      city: 'Минск',
      address: 'пр. Независимости, 1',
      phone: '+375291234567',
      email: '',
    });
    expect(api.requests[0]?.body).toEqual({
      name: 'Центр',
      country_id: 'by',
      city: 'Минск',
      address: 'пр. Независимости, 1',
      phone: '+375291234567',
      master_ids: [],
    });
  });
});
