import { describe, expect, it } from 'vitest';
import { createService, listServices, updateServiceStudioPricing } from './services.ts';
import { configureTestApi, json } from './testing.ts';

const service = { id: 'sv1', name: 'Лазер', type: 'laser', duration_min: 60 };

describe('services', () => {
  it('lists /services/ with active_only false by default', async () => {
    const api = configureTestApi(() => json(200, { services: [service] }));
    const [first] = await listServices();
    await listServices({ active_only: true, studio_id: 's1' });
    expect(api.requests.map((request) => request.url.pathname + request.url.search)).toEqual([
      '/api/v1/services/?active_only=false',
      '/api/v1/services/?active_only=true&studio_id=s1',
    ]);
    expect(first).toMatchObject({ durationMin: 60, isActive: false, pricesByStudio: {} });
  });

  it('creates inactive, 60 minutes, no masters, with the studio prices', async () => {
    const api = configureTestApi(() => json(201, service));
    await createService({
      name: 'Лазер',
      type: 'laser',
      studio_pricing: { s1: { price: '1500', currency: 'rub' } },
    });
    expect(api.requests[0]?.body).toEqual({
      name: 'Лазер',
      type: 'laser',
      duration_min: 60,
      is_active: false,
      available_for_masters: [],
      studio_pricing: { s1: { price: 1500, currency: 'RUB', is_available: true } },
    });
  });

  it("sets one studio's price", async () => {
    const api = configureTestApi(() =>
      json(200, {
        id: 'p1',
        service_id: 'sv1',
        studio_id: 's1',
        base_price: '1600.00',
        currency: 'RUB',
      }),
    );
    await expect(
      updateServiceStudioPricing('sv1', 's1', { price: 1600, currency: 'RUB' }),
    ).resolves.toMatchObject({ basePrice: 1600 });
    expect(api.requests[0]?.method).toBe('PUT');
    expect(api.requests[0]?.path).toBe('/services/sv1/studios/s1/pricing');
  });
});
