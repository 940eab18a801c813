// /studios and /countries over HTTP against a real server process with the demo data: on PGlite
// always, and on PostgreSQL when TEST_DATABASE_URL names one (a fresh database per run).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countryListSchema,
  countrySchema,
  currencyListSchema,
} from '@beautydesk/domain/schemas/countries';
import {
  studioListSchema,
  studioSchema,
  studiosWithCountriesSchema,
} from '@beautydesk/domain/schemas/studios';
import { countryMessages } from '@beautydesk/domain/messages/studios';
import {
  API_ENGINES,
  DEMO_STAFF,
  jsonClient,
  licenseOwnerToken,
  setUpDemoServer,
  signInAll,
} from '../support/api-client.ts';
import { SKIP_POSTGRES_REASON, testDatabaseUrl } from '../support/postgres.ts';

if (!testDatabaseUrl) console.info(`[tests/api/studios] ${SKIP_POSTGRES_REASON}`);

const DEMO = DEMO_STAFF;

describe.each(API_ENGINES)('studios and countries API on $engine', ({ engine, skip }) => {
  describe.skipIf(skip)('', () => {
    const tokens: Partial<Record<keyof typeof DEMO | 'ownerB', string>> = {};
    const server = setUpDemoServer(engine, 'studios');
    const call = jsonClient(server);
    const token = (who: keyof typeof tokens) => tokens[who] as string;
    const countryId = async (code: string) =>
      countrySchema.parse((await call('GET', `/countries/code/${code}`, token('owner'))).body).id;

    beforeAll(async () => {
      await signInAll<keyof typeof DEMO>(call, DEMO, tokens);
      tokens.ownerB = await licenseOwnerToken(
        call,
        `studios-api-${engine}@example.com`,
        'Студия B',
      );
    });

    it('serves the seeded countries, their currencies, and refuses writes with 405', async () => {
      const list = countryListSchema.parse(
        (await call('GET', '/countries?limit=1000', token('master'))).body,
      );
      expect(list.map((c) => c.code)).toEqual(
        expect.arrayContaining(['BY', 'RU', 'US', 'DE', 'AU', 'KZ']),
      );
      const active = countryListSchema.parse(
        (await call('GET', '/countries/active/list', token('administrator'))).body,
      );
      expect(active.length).toBeGreaterThanOrEqual(6);
      const currencies = currencyListSchema.parse(
        (await call('GET', '/countries/currencies/list', token('master'))).body,
      );
      expect(currencies).toEqual(
        expect.arrayContaining(['BYN', 'RUB', 'USD', 'EUR', 'AUD', 'KZT']),
      );
      const rub = countryListSchema.parse(
        (await call('GET', '/countries/currency/RUB', token('master'))).body,
      );
      expect(rub.map((c) => c.name)).toEqual(['Россия']);
      const search = countryListSchema.parse(
        (await call('GET', `/countries/search/${encodeURIComponent('герм')}`, token('owner'))).body,
      );
      expect(search.map((c) => c.code)).toEqual(['DE']);
      const id = await countryId('BY');
      const one = await call('GET', `/countries/${id}`, token('master'));
      expect(countrySchema.parse(one.body)).toMatchObject({
        name: 'Беларусь',
        currency_code: 'BYN',
      });

      for (const [method, path] of [
        ['POST', '/countries'],
        ['PUT', `/countries/${id}`],
        ['DELETE', `/countries/${id}`],
      ] as const) {
        const refused = await call(method, path, token('owner'), { name: 'Новая страна' });
        expect(refused.status, `${method} ${path}`).toBe(405);
        expect(refused.body).toEqual({ detail: countryMessages.readOnly });
      }
    });

    it('lists the two demo studios, with their countries; a master has no studios screen', async () => {
      const list = studioListSchema.parse(
        (await call('GET', '/studios', token('administrator'))).body,
      );
      expect(list.total).toBe(2);
      // Masters work in their own studio: no selector, no studio list (part 2 §6).
      expect((await call('GET', '/studios', token('master'))).status).toBe(403);
      const withCountries = studiosWithCountriesSchema.parse(
        (await call('GET', '/studios/with-countries', token('owner'))).body,
      );
      expect(withCountries.map((s) => [s.city, s.country?.name, s.country?.currency_code])).toEqual(
        [
          ['Минск', 'Беларусь', 'BYN'],
          ['Москва', 'Россия', 'RUB'],
        ],
      );
    });

    it('creates, changes and deletes a studio; the master may not; license B sees nothing', async () => {
      const body = {
        name: 'Laser Room Берлин',
        country_id: await countryId('DE'),
        city: 'Берлин',
        address: 'Friedrichstraße 100',
        phone: '+49 30 000000',
        master_ids: [],
      };
      expect((await call('POST', '/studios', token('master'), body)).status).toBe(403);
      const created = await call('POST', '/studios', token('administrator'), body);
      expect(created.status).toBe(201);
      const studio = studioSchema.parse(created.body);
      expect(studio).toMatchObject({ name: body.name, email: null, master_ids: [] });

      expect((await call('GET', `/studios/${studio.id}`, token('ownerB'))).status).toBe(404);
      expect(
        (await call('PUT', `/studios/${studio.id}`, token('ownerB'), { city: 'Чужой' })).status,
      ).toBe(404);
      expect((await call('DELETE', `/studios/${studio.id}`, token('ownerB'))).status).toBe(404);
      expect((await call('GET', '/studios', token('ownerB'))).body).toEqual({
        studios: [],
        total: 0,
      });

      const changed = await call('PUT', `/studios/${studio.id}`, token('administrator'), {
        phone: '+49 30 111111',
        email: 'berlin@example.com',
      });
      expect(changed.status).toBe(200);
      expect(studioSchema.parse(changed.body)).toMatchObject({
        city: 'Берлин',
        phone: '+49 30 111111',
        email: 'berlin@example.com',
      });
      const invalid = await call('PUT', `/studios/${studio.id}`, token('owner'), { email: 'x' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toHaveProperty('email');

      expect((await call('DELETE', `/studios/${studio.id}`, token('master'))).status).toBe(403);
      expect((await call('DELETE', `/studios/${studio.id}`, token('owner'))).status).toBe(204);
      expect((await call('GET', `/studios/${studio.id}`, token('owner'))).status).toBe(404);
      expect(
        studioListSchema.parse((await call('GET', '/studios', token('owner'))).body).total,
      ).toBe(2);
    });

    it('keeps the time zone the studio form sends, else takes the country’s; refuses an unknown one', async () => {
      const body = {
        name: 'Laser Room Самара',
        country_id: await countryId('RU'),
        city: 'Самара',
        address: 'ул. Ленинградская, 1',
        phone: '+7 846 000-00-00',
        master_ids: [],
      };
      const byCountry = await call('POST', '/studios', token('owner'), body);
      expect(byCountry.status).toBe(201);
      expect(studioSchema.parse(byCountry.body).time_zone).toBe('Europe/Moscow');

      const picked = await call('POST', '/studios', token('owner'), {
        ...body,
        name: 'Laser Room Самара 2',
        time_zone: 'Europe/Samara',
      });
      expect(picked.status).toBe(201);
      const studio = studioSchema.parse(picked.body);
      expect(studio.time_zone).toBe('Europe/Samara');
      expect(
        studioSchema.parse((await call('GET', `/studios/${studio.id}`, token('owner'))).body)
          .time_zone,
      ).toBe('Europe/Samara');

      const unknown = await call('PUT', `/studios/${studio.id}`, token('owner'), {
        time_zone: 'Europe/Atlantis',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toHaveProperty('time_zone');
      const moved = await call('PUT', `/studios/${studio.id}`, token('owner'), {
        time_zone: 'Asia/Yekaterinburg',
      });
      expect(studioSchema.parse(moved.body).time_zone).toBe('Asia/Yekaterinburg');

      for (const id of [studio.id, studioSchema.parse(byCountry.body).id]) {
        expect((await call('DELETE', `/studios/${id}`, token('owner'))).status).toBe(204);
      }
    });

    it('refuses to delete a studio its masters still work in, with a clear message, and keeps it', async () => {
      const studios = studioListSchema.parse((await call('GET', '/studios', token('owner'))).body);
      const minsk = studios.studios.find((s) => s.city === 'Минск')!;
      const refused = await call('DELETE', `/studios/${minsk.id}`, token('owner'));
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(
        'Нельзя удалить студию: в ней работают мастера. Переведите их в другую студию или удалите.',
      );
      expect((await call('GET', `/studios/${minsk.id}`, token('owner'))).status).toBe(200);
    });
  });
});
