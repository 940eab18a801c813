// Countries: read-only reference data; the seven GET calls, and writes refused locally without a request (spec part 2 §7 "Countries", §8).
import { countryMessages } from '@beautydesk/domain/messages/studios';
import {
  countryListQuerySchema,
  countryListSchema,
  countrySchema,
  currencyListSchema,
  toCountry,
  type Country,
} from '@beautydesk/domain/schemas/countries';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { UnsupportedOperationError } from './errors.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, type ApiArea } from './swr.ts';

const AREA = 'countries' satisfies ApiArea;

type CountryListQueryInput = z.input<typeof countryListQuerySchema>;

/** The forms' country list: limit 1000. */
export const COUNTRY_FORM_LIST_LIMIT = 1000;

async function countryList(path: string, query?: CountryListQueryInput): Promise<Country[]> {
  const resolved = query ? parsePayload(countryListQuerySchema, query, 'GET', path) : undefined;
  const countries = await apiClient().request(path, countryListSchema, { query: resolved });
  return countries.map(toCountry);
}

async function country(path: string): Promise<Country> {
  return toCountry(await apiClient().request(path, countrySchema));
}

/** GET /countries (params); the forms ask for limit 1000. */
export async function listCountries(query: CountryListQueryInput = {}): Promise<Country[]> {
  return countryList('/countries', query);
}

/** GET /countries/{id} */
export async function getCountry(countryId: string): Promise<Country> {
  return country(`/countries/${pathSegment(countryId)}`);
}

/** GET /countries/code/{code} */
export async function getCountryByCode(code: string): Promise<Country> {
  return country(`/countries/code/${pathSegment(code)}`);
}

/** GET /countries/active/list */
export async function listActiveCountries(): Promise<Country[]> {
  return countryList('/countries/active/list');
}

/** GET /countries/currency/{currency} */
export async function listCountriesByCurrency(currency: string): Promise<Country[]> {
  return countryList(`/countries/currency/${pathSegment(currency)}`);
}

/** GET /countries/search/{query} */
export async function searchCountries(query: string): Promise<Country[]> {
  return countryList(`/countries/search/${pathSegment(query)}`);
}

/** GET /countries/currencies/list: the currency codes in use. */
export async function listCurrencies(): Promise<string[]> {
  return apiClient().request('/countries/currencies/list', currencyListSchema);
}

// Writes: refused here, before any request (countries are read-only reference data).

function refuse(): Promise<never> {
  return Promise.reject(new UnsupportedOperationError(countryMessages.readOnly));
}

export async function createCountry(_payload?: unknown): Promise<never> {
  return refuse();
}

export async function updateCountry(_countryId?: string, _payload?: unknown): Promise<never> {
  return refuse();
}

export async function deleteCountry(_countryId?: string): Promise<never> {
  return refuse();
}

// ---------------------------------------------------------------------------------------------
// Hooks (no writes, so no revalidation)

export function useCountries(query: CountryListQueryInput = { limit: COUNTRY_FORM_LIST_LIMIT }) {
  return useApiQuery(AREA, 'list', query, () => listCountries(query));
}

export function useActiveCountries() {
  return useApiQuery(AREA, 'active', {}, listActiveCountries);
}

export function useCountry(countryId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', countryId ? { countryId } : null, () =>
    getCountry(countryId as string),
  );
}

export function useCountryByCode(code: string | null | undefined) {
  return useApiQuery(AREA, 'by-code', code ? { code } : null, () =>
    getCountryByCode(code as string),
  );
}

export function useCountriesByCurrency(currency: string | null | undefined) {
  return useApiQuery(AREA, 'by-currency', currency ? { currency } : null, () =>
    listCountriesByCurrency(currency as string),
  );
}

export function useCountrySearch(query: string) {
  const term = query.trim();
  return useApiQuery(AREA, 'search', term ? { query: term } : null, () => searchCountries(term));
}

export function useCurrencies() {
  return useApiQuery(AREA, 'currencies', {}, listCurrencies);
}
