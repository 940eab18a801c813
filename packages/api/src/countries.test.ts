import { describe, expect, it } from 'vitest';
import {
  createCountry,
  deleteCountry,
  getCountryByCode,
  listActiveCountries,
  listCountries,
  listCurrencies,
  searchCountries,
  updateCountry,
} from './countries.ts';
import { UnsupportedOperationError } from './errors.ts';
import { configureTestApi, json } from './testing.ts';

const belarus = { id: 'by', name: 'Беларусь', code: 'BY', currency_code: 'byn' };
const readOnly =
  'Creating/Updating/Deleting countries is no longer supported. Countries are now read-only reference data.';

describe('countries', () => {
  it('refuses writes locally, without any request', async () => {
    const api = configureTestApi(() => json(200, belarus));
    for (const write of [
      () => createCountry({ name: 'X' }),
      () => updateCountry('by', { name: 'X' }),
      () => deleteCountry('by'),
    ]) {
      const error = await write().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UnsupportedOperationError);
      expect((error as Error).message).toBe(readOnly);
    }
    expect(api.requests).toHaveLength(0);
  });

  it('reads the lists, bare or wrapped, mapped to the UI country', async () => {
    const api = configureTestApi((request) =>
      request.path === '/countries/' ? json(200, { countries: [belarus] }) : json(200, [belarus]),
    );
    await expect(listCountries({ limit: 1000 })).resolves.toEqual([
      { id: 'by', name: 'Беларусь', code: 'BY', currencyCode: 'BYN', isActive: true },
    ]);
    await listActiveCountries();
    await searchCountries('Бел/арусь');
    expect(api.requests.map((request) => request.url.pathname + request.url.search)).toEqual([
      '/api/v1/countries/?limit=1000',
      '/api/v1/countries/active/list',
      '/api/v1/countries/search/%D0%91%D0%B5%D0%BB%2F%D0%B0%D1%80%D1%83%D1%81%D1%8C',
    ]);
  });

  it('reads one country by code, and the currencies', async () => {
    const api = configureTestApi((request) =>
      request.path.endsWith('/list') ? json(200, ['RUB', 'byn']) : json(200, belarus),
    );
    await expect(getCountryByCode('BY')).resolves.toMatchObject({ currencyCode: 'BYN' });
    await expect(listCurrencies()).resolves.toEqual(['RUB', 'BYN']);
    expect(api.requests[0]?.path).toBe('/countries/code/BY');
  });
});
