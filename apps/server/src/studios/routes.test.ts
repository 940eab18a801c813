// /studios and /countries through app.inject on one in-memory PGlite with the demo data.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
import { masterListSchema } from '@beautydesk/domain/schemas/masters';
import { countryMessages } from '@beautydesk/domain/messages/studios';
import { studioMessages } from '../messages.ts';
import { DEMO_STUDIOS } from '../seed.ts';
import { setUpDemoTestServer } from '../testing/app-fixture.ts';

const server = setUpDemoTestServer('s');
const { call, login } = server;
const tokens: Record<'owner' | 'admin' | 'master' | 'ownerB' | 'plain', string> = {
  owner: '',
  admin: '',
  master: '',
  ownerB: '',
  plain: '',
};

beforeAll(async () => {
  tokens.owner = await login('owner');
  tokens.admin = await login('administrator');
  tokens.master = await login('master');
  tokens.ownerB = (await server.newLicenseOwner('studios-b@example.com', 'Другая студия')).token;
  tokens.plain = (await server.registerUser('studios-plain@example.com')).access_token;
});

async function countryId(code: string): Promise<string> {
  const response = await call('GET', `/countries/code/${code}`, tokens.owner);
  expect(response.statusCode).toBe(200);
  return countrySchema.parse(response.json()).id;
}

describe('countries', () => {
  it('lists the seeded reference data, pages, filters and searches', async () => {
    const all = await call('GET', '/countries', tokens.master);
    expect(all.statusCode).toBe(200);
    const list = countryListSchema.parse(all.json());
    expect(list.map((c) => [c.name, c.code, c.currency_code])).toEqual(
      expect.arrayContaining([
        ['Беларусь', 'BY', 'BYN'],
        ['Россия', 'RU', 'RUB'],
        ['США', 'US', 'USD'],
        ['Германия', 'DE', 'EUR'],
        ['Австралия', 'AU', 'AUD'],
        ['Казахстан', 'KZ', 'KZT'],
      ]),
    );
    const page = countryListSchema.parse(
      (await call('GET', '/countries?skip=1&limit=2&is_active=true', tokens.owner)).json(),
    );
    expect(page.map((c) => c.id)).toEqual(list.slice(1, 3).map((c) => c.id));
    const found = countryListSchema.parse(
      (await call('GET', `/countries?search=${encodeURIComponent('росс')}`, tokens.owner)).json(),
    );
    expect(found.map((c) => c.code)).toEqual(['RU']);
    expect((await call('GET', '/countries?limit=1001', tokens.owner)).statusCode).toBe(400);
    expect((await call('GET', '/countries?limit=0', tokens.owner)).statusCode).toBe(400);
  });

  it('answers one country by id and code, by currency, search, the active list and currencies', async () => {
    const id = await countryId('by');
    const byId = countrySchema.parse((await call('GET', `/countries/${id}`, tokens.admin)).json());
    expect(byId).toMatchObject({ name: 'Беларусь', code: 'BY', currency_code: 'BYN' });
    const euro = countryListSchema.parse(
      (await call('GET', '/countries/currency/eur', tokens.owner)).json(),
    );
    expect(euro.map((c) => c.code)).toEqual(['DE']);
    const search = countryListSchema.parse(
      (await call('GET', `/countries/search/${encodeURIComponent('Казах')}`, tokens.owner)).json(),
    );
    expect(search.map((c) => c.code)).toEqual(['KZ']);
    const byCode = countryListSchema.parse(
      (await call('GET', '/countries/search/us', tokens.owner)).json(),
    );
    expect(byCode.map((c) => c.code)).toContain('US');
    const active = countryListSchema.parse(
      (await call('GET', '/countries/active/list', tokens.master)).json(),
    );
    expect(active.length).toBeGreaterThanOrEqual(6);
    const currencies = currencyListSchema.parse(
      (await call('GET', '/countries/currencies/list', tokens.master)).json(),
    );
    expect(currencies).toEqual(expect.arrayContaining(['AUD', 'BYN', 'EUR', 'KZT', 'RUB', 'USD']));
    expect(currencies).toEqual([...currencies].sort());
  });

  it('answers 404 for unknown ids and codes, 400 for malformed ones', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/countries/${missing}`, tokens.owner)).json()).toEqual({
      detail: studioMessages.countryNotFound,
    });
    expect((await call('GET', '/countries/code/ZZ', tokens.owner)).statusCode).toBe(404);
    expect((await call('GET', '/countries/code/RUS', tokens.owner)).statusCode).toBe(400);
    expect((await call('GET', '/countries/not-a-uuid', tokens.owner)).statusCode).toBe(400);
    expect((await call('GET', '/countries/search/1%3D1', tokens.owner)).statusCode).toBe(400);
  });

  it('refuses writes with 405 and the read-only text', async () => {
    const id = await countryId('RU');
    for (const [method, url] of [
      ['POST', '/countries'],
      ['PUT', `/countries/${id}`],
      ['DELETE', `/countries/${id}`],
    ] as const) {
      const response = await call(method, url, tokens.owner, { name: 'Новая' });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.json()).toEqual({ detail: countryMessages.readOnly });
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const unknown = await call(
      'PUT',
      '/countries/00000000-0000-4000-8000-000000000000',
      tokens.owner,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a token, and a license with a permission to read', async () => {
    expect((await call('GET', '/countries')).statusCode).toBe(401);
    expect((await call('GET', '/countries', tokens.plain)).statusCode).toBe(403);
    expect((await call('POST', '/countries', tokens.plain)).statusCode).toBe(403);
  });
});

const newStudio = (country_id: string) => ({
  name: '  Laser Room Алматы ',
  country_id,
  city: 'Алматы',
  address: 'пр. Абая, 10',
  phone: '+7 727 000-00-00',
  email: 'almaty@example.com',
  master_ids: [],
});

describe('studios', () => {
  it('lists the demo studios with total, and with their countries', async () => {
    const response = await call('GET', '/studios', tokens.admin);
    expect(response.statusCode).toBe(200);
    const list = studioListSchema.parse(response.json());
    expect(list.total).toBe(2);
    expect(list.studios.map((s) => s.city)).toEqual(DEMO_STUDIOS.map((s) => s.city));
    const withCountries = studiosWithCountriesSchema.parse(
      (await call('GET', '/studios/with-countries', tokens.owner)).json(),
    );
    expect(withCountries.map((s) => [s.city, s.country?.code, s.country?.currency_code])).toEqual([
      ['Минск', 'BY', 'BYN'],
      ['Москва', 'RU', 'RUB'],
    ]);
    const page = studioListSchema.parse(
      (await call('GET', '/studios?skip=1&limit=1', tokens.owner)).json(),
    );
    expect(page).toMatchObject({ total: 2, studios: [{ city: 'Москва' }] });
    const byCountry = studioListSchema.parse(
      (await call('GET', `/studios?country_id=${await countryId('BY')}`, tokens.owner)).json(),
    );
    expect(byCountry.studios.map((s) => s.city)).toEqual(['Минск']);
    expect((await call('GET', '/studios?limit=5000', tokens.owner)).statusCode).toBe(400);
  });

  it("gives each studio's masters, ordered by name then id, the same in every read", async () => {
    const list = studioListSchema.parse((await call('GET', '/studios', tokens.admin)).json());
    const withCountries = studiosWithCountriesSchema.parse(
      (await call('GET', '/studios/with-countries', tokens.owner)).json(),
    );
    for (const studio of list.studios) {
      // /masters pages in the same order (name, id).
      const masters = masterListSchema.parse(
        (await call('GET', `/masters?studio_id=${studio.id}`, tokens.owner)).json(),
      ).masters;
      expect(studio.master_ids).toEqual(masters.map((m) => m.id));
      const one = studioSchema.parse(
        (await call('GET', `/studios/${studio.id}`, tokens.owner)).json(),
      );
      expect(one.master_ids).toEqual(studio.master_ids);
      expect(withCountries.find((s) => s.id === studio.id)?.master_ids).toEqual(studio.master_ids);
      const filtered = studioListSchema.parse(
        (
          await call('GET', `/studios?is_active=true&country_id=${studio.country_id}`, tokens.owner)
        ).json(),
      );
      expect(filtered.studios.find((s) => s.id === studio.id)?.master_ids).toEqual(
        studio.master_ids,
      );
    }
    // The seed adds Минск's masters as Анна, Мария, Елена: the list gives them by name.
    const minsk = list.studios.find((s) => s.city === 'Минск');
    const names = await Promise.all(
      (minsk?.master_ids ?? []).map(
        async (id) =>
          ((await call('GET', `/masters/${id}`, tokens.owner)).json() as { name: string }).name,
      ),
    );
    expect(names).toEqual(['Анна Ковалёва', 'Елена Белова', 'Мария Иванова']);
    // Another license's studios (none yet) carry none of these masters.
    const other = studioListSchema.parse((await call('GET', '/studios', tokens.ownerB)).json());
    expect(other.studios.flatMap((s) => s.master_ids)).toEqual([]);
  });

  it('creates, reads, changes and deletes a studio', async () => {
    const kz = await countryId('KZ');
    const created = await call('POST', '/studios', tokens.admin, newStudio(kz));
    expect(created.statusCode).toBe(201);
    const studio = studioSchema.parse(created.json());
    expect(studio).toMatchObject({
      name: 'Laser Room Алматы',
      country_id: kz,
      email: 'almaty@example.com',
      description: null,
      image_url: null,
      master_ids: [],
      is_active: true,
    });
    const read = await call('GET', `/studios/${studio.id}`, tokens.admin);
    expect(studioSchema.parse(read.json())).toEqual(studio);

    const changed = await call('PUT', `/studios/${studio.id}`, tokens.admin, {
      city: 'Астана',
      description: 'Новый адрес',
      is_active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(studioSchema.parse(changed.json())).toMatchObject({
      name: 'Laser Room Алматы',
      city: 'Астана',
      description: 'Новый адрес',
      is_active: false,
    });
    const inactive = studioListSchema.parse(
      (await call('GET', '/studios?is_active=false', tokens.owner)).json(),
    );
    expect(inactive.studios.map((s) => s.id)).toEqual([studio.id]);

    const removed = await call('DELETE', `/studios/${studio.id}`, tokens.owner);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('GET', `/studios/${studio.id}`, tokens.owner)).json()).toEqual({
      detail: studioMessages.studioNotFound,
    });
  });

  it('lists every change at once, made through the API or in SQL (the list is kept between reads)', async () => {
    const list = async () =>
      studioListSchema.parse((await call('GET', '/studios', tokens.owner)).json()).studios;
    const sqlUpdate = (text: string, values: unknown[]) =>
      server.database.withConnection((c) => c.query(text, values));
    const [minsk] = await list();
    expect(await list()).toEqual(await list());

    const renamed = await call('PUT', `/studios/${minsk!.id}`, tokens.owner, {
      name: 'Laser Room Минск, центр',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list())[0]).toMatchObject({ id: minsk!.id, name: 'Laser Room Минск, центр' });

    await sqlUpdate('update studios set phone = $1 where id = $2', ['+375290001122', minsk!.id]);
    expect((await list())[0]).toMatchObject({
      name: 'Laser Room Минск, центр',
      phone: '+375290001122',
    });

    // A master renamed in SQL to come first by name leads the studio's master_ids.
    const last = minsk!.master_ids.at(-1)!;
    await sqlUpdate("update masters set name = 'Аа ' || name where id = $1", [last]);
    expect((await list())[0]!.master_ids[0]).toBe(last);

    await sqlUpdate('update masters set name = substr(name, 4) where id = $1', [last]);
    await sqlUpdate('update studios set name = $1, phone = $2 where id = $3', [
      minsk!.name,
      minsk!.phone,
      minsk!.id,
    ]);
    expect((await list())[0]).toMatchObject({
      name: minsk!.name,
      phone: minsk!.phone,
      master_ids: minsk!.master_ids,
    });
  });

  it('answers 400 with the field for invalid bodies', async () => {
    const ru = await countryId('RU');
    const blank = await call('POST', '/studios', tokens.owner, { ...newStudio(ru), city: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('city');
    const email = await call('POST', '/studios', tokens.owner, { ...newStudio(ru), email: 'nope' });
    expect(email.json().errors).toHaveProperty('email');
    const extra = await call('POST', '/studios', tokens.owner, { ...newStudio(ru), x: 1 });
    expect(extra.json().errors).toHaveProperty('x');
    const long = await call('POST', '/studios', tokens.owner, {
      ...newStudio(ru),
      name: 'я'.repeat(201),
    });
    expect(long.json().errors).toHaveProperty('name');
    const country = await call(
      'POST',
      '/studios',
      tokens.owner,
      newStudio('00000000-0000-4000-8000-000000000000'),
    );
    expect(country.statusCode).toBe(400);
    expect(country.json().errors).toEqual({ country_id: studioMessages.countryNotFound });
    const masters = await call('POST', '/studios', tokens.owner, {
      ...newStudio(ru),
      master_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(masters.statusCode).toBe(400);
    expect(masters.json().errors).toHaveProperty('master_ids');
    const missing = await call('POST', '/studios', tokens.owner, { name: 'Только имя' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses 403 without the permission: the demo master neither reads nor writes', async () => {
    const ru = await countryId('RU');
    // Masters work in their own studio: no studio list for them (part 2 §6).
    expect((await call('GET', '/studios', tokens.master)).statusCode).toBe(403);
    const list = studioListSchema.parse((await call('GET', '/studios', tokens.admin)).json());
    const id = list.studios[0]?.id as string;
    const create = await call('POST', '/studios', tokens.master, newStudio(ru));
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ detail: expect.any(String) });
    expect((await call('PUT', `/studios/${id}`, tokens.master, { city: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/studios/${id}`, tokens.master)).statusCode).toBe(403);
    expect((await call('GET', '/studios', tokens.plain)).statusCode).toBe(403);
    expect((await call('GET', '/studios')).statusCode).toBe(401);
  });

  it("keeps licenses apart: another license's studio is 404 and never listed", async () => {
    const list = studioListSchema.parse((await call('GET', '/studios', tokens.owner)).json());
    const id = list.studios[0]?.id as string;
    expect((await call('GET', `/studios/${id}`, tokens.ownerB)).statusCode).toBe(404);
    expect((await call('PUT', `/studios/${id}`, tokens.ownerB, { city: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/studios/${id}`, tokens.ownerB)).statusCode).toBe(404);
    const other = studioListSchema.parse((await call('GET', '/studios', tokens.ownerB)).json());
    expect(other).toEqual({ studios: [], total: 0 });
    const mine = await call('GET', `/studios/${id}`, tokens.owner);
    expect(mine.statusCode).toBe(200);
    expect(z.string().parse(mine.json().city)).not.toBe('X');
  });
});
