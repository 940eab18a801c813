// Countries: read-only reference data with their currency, and the list calls' queries (spec part 2 §3, §7).
import { z } from 'zod';
import {
  currencyCodeSchema,
  idSchema,
  isoDateTimeSchema,
  limitSchema,
  listOf,
  orDefault,
  queryBooleanSchema,
  skipSchema,
} from './common.ts';

/** A country as embedded in other answers (studio with country): id, name, code, currency. */
export const countryRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Country code as the server stores it, e.g. 'RU', 'BY'. */
  code: z.string(),
  currency_code: currencyCodeSchema,
});
export type CountryRef = z.infer<typeof countryRefSchema>;

export const countrySchema = countryRefSchema.extend({
  is_active: orDefault(z.boolean(), true),
  created_at: isoDateTimeSchema.optional(),
  updated_at: isoDateTimeSchema.optional(),
});
export type CountryWire = z.infer<typeof countrySchema>;

/** Every country list answer (/countries, /active/list, /currency/…, /search/…): bare or { countries }. */
export const countryListSchema = listOf(countrySchema, 'countries');

export const countryListQuerySchema = z.object({
  skip: skipSchema.optional(),
  limit: limitSchema.optional(),
  is_active: queryBooleanSchema.optional(),
});
export type CountryListQuery = z.infer<typeof countryListQuerySchema>;

/** GET /countries/currencies/list: the currency codes in use (bare array, or { currencies }). */
export const currencyListSchema = listOf(currencyCodeSchema, 'currencies');

export interface Country {
  id: string;
  name: string;
  code: string;
  currencyCode: string;
  isActive: boolean;
}

export function toCountry(wire: CountryWire): Country {
  return {
    id: wire.id,
    name: wire.name,
    code: wire.code,
    currencyCode: wire.currency_code,
    isActive: wire.is_active,
  };
}
