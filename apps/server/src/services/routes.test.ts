// /services, per-studio pricing and /pricing-analysis through app.inject on one in-memory PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  publicServiceSchema,
  serviceDetailedPricingSchema,
  serviceListSchema,
  serviceSchema,
  studioPricingEntrySchema,
} from '@beautydesk/domain/schemas/services';
import { pricingAnalysisResponseSchema } from '@beautydesk/domain/schemas/pricing';
import { serviceFormMessages } from '@beautydesk/domain/messages/services';
import { appointments, clients } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { setUpDemoTestServer } from '../testing/app-fixture.ts';
import { activeMastersOfStudio } from '../masters/queries.ts';
import { serviceServerMessages } from './messages.ts';
import { servicesWithStudioPrices } from './queries.ts';

const server = setUpDemoTestServer('v');
const { call, login } = server;

type Who = 'owner' | 'master' | 'ownerB';
const tokens = {} as Record<Who, string>;
let licenseB = '';
let minsk = '';
let moscow = '';
let studioA = '';

async function newStudio(name: string, code: string): Promise<string> {
  const country = (await call('GET', `/countries/code/${code}`, tokens.ownerB)).json().id as string;
  const response = await call('POST', '/studios', tokens.ownerB, {
    name,
    country_id: country,
    city: 'Город',
    address: 'ул. Центральная, 1',
    phone: '+375 17 000-00-00',
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function createService(body: object): Promise<string> {
  const response = await call('POST', '/services', tokens.ownerB, body);
  expect(response.statusCode, response.body).toBe(201);
  return serviceSchema.parse(response.json()).id;
}

beforeAll(async () => {
  tokens.owner = await login('owner');
  tokens.master = await login('master');
  const ownerB = await server.newLicenseOwner('services-b@example.com', 'Студия услуг');
  licenseB = ownerB.licenseId;
  tokens.ownerB = ownerB.token;
  minsk = await newStudio('Б Минск', 'BY');
  moscow = await newStudio('Б Москва', 'RU');
  studioA = (await call('GET', '/studios', tokens.owner)).json().studios[0].id;
});

describe('services', () => {
  it('creates a service inactive, 60 minutes, priced per studio in its currency', async () => {
    const response = await call('POST', '/services', tokens.ownerB, {
      name: '  Лазер: голени ',
      type: 'laser',
      studio_pricing: {
        [minsk]: { price: 80 },
        [moscow]: { price: '2500.50', is_available: false },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const service = serviceSchema.parse(response.json());
    expect(service).toMatchObject({
      name: 'Лазер: голени',
      type: 'laser',
      duration_min: 60,
      is_active: false,
      description: null,
    });
    expect(service.available_in_studios_pricing).toEqual({
      [minsk]: { price: 80, currency: 'BYN', is_available: true },
      [moscow]: { price: 2500.5, currency: 'RUB', is_available: false },
    });
    expect(
      service.studio_pricing.map((p) => [
        p.studio_id,
        p.base_price,
        p.studio?.name,
        p.studio?.country?.name,
      ]),
    ).toEqual([
      [minsk, 80, 'Б Минск', 'Беларусь'],
      [moscow, 2500.5, 'Б Москва', 'Россия'],
    ]);
    const read = serviceSchema.parse(
      (await call('GET', `/services/${service.id}`, tokens.ownerB)).json(),
    );
    expect(read).toEqual(service);
    const detailed = serviceDetailedPricingSchema.parse(
      (await call('GET', `/services/${service.id}/pricing/detailed`, tokens.ownerB)).json(),
    );
    expect(detailed).toEqual({
      service_id: service.id,
      service_name: 'Лазер: голени',
      pricing: service.studio_pricing,
    });
  });

  it('refuses bad services and prices with clear texts', async () => {
    const cases: [object, string, string | undefined][] = [
      [
        { name: 'X', type: 'laser', duration_min: 0 },
        'duration_min',
        serviceFormMessages.durationMin,
      ],
      [
        { name: 'X', type: 'laser', studio_pricing: { [minsk]: { price: -1 } } },
        `studio_pricing.${minsk}.price`,
        serviceFormMessages.priceInvalid,
      ],
      [
        { name: 'X', type: 'laser', studio_pricing: { [minsk]: { price: 1.005 } } },
        `studio_pricing.${minsk}.price`,
        serviceFormMessages.priceStep,
      ],
      [
        { name: 'X', type: 'laser', studio_pricing: { [studioA]: { price: 10 } } },
        `studio_pricing.${studioA}`,
        serviceServerMessages.studioNotFound,
      ],
      [{ name: 'X', type: 'others' }, 'type', undefined],
      [{ name: ' ', type: 'wax' }, 'name', undefined],
      [
        { name: 'X', type: 'wax', available_for_masters: ['00000000-0000-4000-8000-000000000000'] },
        'available_for_masters',
        serviceServerMessages.masterNotFound,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', '/services', tokens.ownerB, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const errors = response.json().errors as Record<string, string>;
      expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
      if (message) expect(errors[field]).toBe(message);
    }
  });

  it('lists all or active ones, and per studio with that studio price only', async () => {
    const wax = await createService({
      name: 'Воск: руки',
      type: 'wax',
      duration_min: 30,
      is_active: true,
      studio_pricing: { [minsk]: { price: 25 } },
    });
    const consult = await createService({
      name: 'Консультация',
      type: 'consultation',
      is_active: true,
      studio_pricing: { [minsk]: { price: 0 }, [moscow]: { price: 500 } },
    });
    const all = serviceListSchema.parse((await call('GET', '/services/', tokens.ownerB)).json());
    expect(all.map((s) => s.name)).toEqual([...all.map((s) => s.name)].sort());
    expect(all.length).toBeGreaterThanOrEqual(3);
    const active = serviceListSchema.parse(
      (await call('GET', '/services?active_only=true', tokens.ownerB)).json(),
    );
    expect(active.every((s) => s.is_active)).toBe(true);
    expect(active.map((s) => s.id)).toEqual(expect.arrayContaining([wax, consult]));
    const inMoscow = serviceListSchema.parse(
      (await call('GET', `/services?studio_id=${moscow}&active_only=true`, tokens.ownerB)).json(),
    );
    expect(inMoscow.map((s) => s.id)).toEqual([consult]);
    expect(inMoscow[0]?.available_in_studios_pricing).toEqual({
      [moscow]: { price: 500, currency: 'RUB', is_available: true },
    });
    expect(inMoscow[0]?.studio_pricing.map((p) => p.studio_id)).toEqual([moscow]);
    // The unavailable laser price in Moscow does not list it there.
    const anyInMoscow = serviceListSchema.parse(
      (await call('GET', `/services?studio_id=${moscow}`, tokens.ownerB)).json(),
    );
    expect(anyInMoscow.map((s) => s.name)).not.toContain('Лазер: голени');

    // The public helpers: active, available, with the studio's price.
    const publicList = await withTenant(server.database.db, licenseB, (t) =>
      servicesWithStudioPrices(t, minsk),
    );
    expect(publicList.map((s) => publicServiceSchema.parse(s))).toEqual([
      expect.objectContaining({
        id: wax,
        price: 25,
        currency: 'BYN',
        duration_min: 30,
        type: 'wax',
      }),
      expect.objectContaining({ id: consult, price: 0, currency: 'BYN', type: 'consultation' }),
    ]);
    expect(
      await withTenant(server.database.db, licenseB, (t) => activeMastersOfStudio(t, minsk)),
    ).toEqual([]);
  });

  it('updates fields, replaces prices, and sets one studio price with PUT, POST and DELETE', async () => {
    const id = await createService({ name: 'Электро: лицо', type: 'electro', duration_min: 45 });
    // A studio's prices are in its own currency (issue 28): another one is refused.
    const foreign = await call('PUT', `/services/${id}`, tokens.ownerB, {
      studio_pricing: { [moscow]: { price: 1800, currency: 'usd' } },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      [`studio_pricing.${moscow}.currency`]: 'Валюта цены должна совпадать с валютой студии: RUB',
    });
    const updated = await call('PUT', `/services/${id}`, tokens.ownerB, {
      is_active: true,
      description: 'Точечно',
      studio_pricing: { [moscow]: { price: 1800, currency: 'rub' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(serviceSchema.parse(updated.json())).toMatchObject({
      is_active: true,
      description: 'Точечно',
      duration_min: 45,
      available_in_studios_pricing: {
        [moscow]: { price: 1800, currency: 'RUB', is_available: true },
      },
    });
    const renamed = serviceSchema.parse(
      (await call('PUT', `/services/${id}`, tokens.ownerB, { name: 'Электро: подбородок' })).json(),
    );
    expect(Object.keys(renamed.available_in_studios_pricing)).toEqual([moscow]);

    const added = await call('POST', `/services/${id}/studios/${minsk}/pricing`, tokens.ownerB, {
      price: 60,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(studioPricingEntrySchema.parse(added.json())).toMatchObject({
      service_id: id,
      studio_id: minsk,
      base_price: 60,
      currency: 'BYN',
      is_available: true,
      studio: { name: 'Б Минск', country: { name: 'Беларусь' } },
    });
    const again = await call('POST', `/services/${id}/studios/${minsk}/pricing`, tokens.ownerB, {
      price: 61,
    });
    expect(again.statusCode).toBe(409);
    const changed = await call('PUT', `/services/${id}/studios/${minsk}/pricing`, tokens.ownerB, {
      price: 65.5,
      is_available: false,
    });
    expect(changed.json()).toMatchObject({ base_price: 65.5, is_available: false });
    expect(
      (await call('DELETE', `/services/${id}/studios/${minsk}/pricing`, tokens.ownerB)).statusCode,
    ).toBe(204);
    const missing = await call('DELETE', `/services/${id}/studios/${minsk}/pricing`, tokens.ownerB);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(serviceServerMessages.pricingNotFound);
    const foreignStudio = await call(
      'PUT',
      `/services/${id}/studios/${studioA}/pricing`,
      tokens.ownerB,
      {
        price: 1,
      },
    );
    expect(foreignStudio.statusCode).toBe(404);
  });

  it('deletes a service no appointment names; 409 otherwise', async () => {
    const id = await createService({
      name: 'Удаляемая',
      type: 'wax',
      studio_pricing: { [minsk]: { price: 5 } },
    });
    expect((await call('DELETE', `/services/${id}`, tokens.ownerB)).statusCode).toBe(204);
    expect((await call('GET', `/services/${id}`, tokens.ownerB)).statusCode).toBe(404);
    const used = await createService({ name: 'В записи', type: 'wax' });
    const master = await call('POST', '/masters', tokens.ownerB, {
      name: 'Мастер',
      phone: '+375290000000',
      qualification: 'Воск',
      studio_id: minsk,
    });
    await withTenant(server.database.db, licenseB, async (t) => {
      const [client] = await t.insert(clients, { name: 'Клиент' });
      await t.insert(appointments, {
        client_id: client!.id,
        master_id: master.json().id,
        studio_id: minsk,
        service_ids: [used],
        date: '2026-03-02',
        start_time: '10:00',
        end_time: '11:00',
      });
    });
    const refused = await call('DELETE', `/services/${used}`, tokens.ownerB);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(serviceServerMessages.inAppointments);
  });

  it('checks permissions: the demo master reads services but may not write', async () => {
    expect((await call('GET', '/services', tokens.master)).statusCode).toBe(200);
    const body = { name: 'Нельзя', type: 'laser' };
    expect((await call('POST', '/services', tokens.master, body)).statusCode).toBe(403);
    const some = serviceListSchema.parse((await call('GET', '/services', tokens.owner)).json());
    const id = some[0]?.id ?? '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/services/${id}`, tokens.master, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/services/${id}`, tokens.master)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/services/${id}/studios/${studioA}/pricing`, tokens.master, { price: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/services')).statusCode).toBe(401);
  });

  it("never shows or changes another license's services", async () => {
    const id = await createService({
      name: 'Секретная услуга',
      type: 'laser',
      studio_pricing: { [minsk]: { price: 10 } },
    });
    const list = await call('GET', '/services', tokens.owner);
    expect(list.body).not.toContain(id);
    const byStudio = await call('GET', `/services?studio_id=${minsk}`, tokens.owner);
    expect(byStudio.json()).toEqual({ services: [] });
    for (const [method, url, body] of [
      ['GET', `/services/${id}`, undefined],
      ['GET', `/services/${id}/pricing/detailed`, undefined],
      ['PUT', `/services/${id}`, { name: 'Взлом' }],
      ['DELETE', `/services/${id}`, undefined],
      ['PUT', `/services/${id}/studios/${minsk}/pricing`, { price: 1 }],
      ['POST', `/services/${id}/studios/${studioA}/pricing`, { price: 1 }],
      ['DELETE', `/services/${id}/studios/${minsk}/pricing`, undefined],
      ['GET', `/pricing-analysis/${minsk}`, undefined],
    ] as const) {
      const response = await call(method, url, tokens.owner, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Секретная');
    }
    expect((await call('GET', `/services/${id}`, tokens.ownerB)).json().name).toBe(
      'Секретная услуга',
    );
  });
});

describe('GET /pricing-analysis/{studioId}', () => {
  it("prices the studio's active services against the target hourly rate", async () => {
    const studio = await newStudio('Б Анализ', 'RU');
    await createService({
      name: 'А: 30 минут',
      type: 'laser',
      duration_min: 30,
      is_active: true,
      studio_pricing: { [studio]: { price: 1000 } },
    });
    await createService({
      name: 'Б: 90 минут',
      type: 'electro',
      duration_min: 90,
      is_active: true,
      studio_pricing: { [studio]: { price: 2500 } },
    });
    await createService({
      name: 'В: неактивная',
      type: 'wax',
      duration_min: 30,
      studio_pricing: { [studio]: { price: 1 } },
    });
    const response = await call(
      'GET',
      `/pricing-analysis/${studio}?target_hourly_rate=2500`,
      tokens.ownerB,
    );
    expect(response.statusCode, response.body).toBe(200);
    const analysis = pricingAnalysisResponseSchema.parse(response.json());
    expect(analysis).toMatchObject({
      studio_id: studio,
      studio_name: 'Б Анализ',
      currency: 'RUB',
      target_hourly_rate: 2500,
    });
    expect(
      analysis.items.map((i) => [
        i.service_name,
        i.current_price,
        i.duration_minutes,
        i.target_price,
        i.current_hourly_rate,
        i.deviation_percent,
      ]),
    ).toEqual([
      ['А: 30 минут', 1000, 30, 1250, 2000, -20],
      ['Б: 90 минут', 2500, 90, 3750, 1667, -33.33],
    ]);
    const byDefault = pricingAnalysisResponseSchema.parse(
      (await call('GET', `/pricing-analysis/${studio}`, tokens.ownerB)).json(),
    );
    expect(byDefault.target_hourly_rate).toBe(2000);
    expect(byDefault.items[0]?.target_price).toBe(1000);
    for (const rate of ['0', '-5', 'abc']) {
      expect(
        (await call('GET', `/pricing-analysis/${studio}?target_hourly_rate=${rate}`, tokens.ownerB))
          .statusCode,
      ).toBe(400);
    }
    expect((await call('GET', '/pricing-analysis/not-a-uuid', tokens.ownerB)).statusCode).toBe(400);
    // The demo master holds services.read.
    const demo = await call('GET', `/pricing-analysis/${studioA}`, tokens.master);
    expect(demo.statusCode).toBe(200);
  });
});
