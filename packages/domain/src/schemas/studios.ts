// Studios: wire shape, the with-country variant, payloads, list query and the UI mapper (spec part 2 §3, §5, §7).
import { z } from 'zod';
import {
  idSchema,
  integerSchema,
  isoDateTimeSchema,
  limitSchema,
  listOf,
  optionalTextOf,
  optionalTextSchema,
  orDefault,
  orNull,
  queryBooleanSchema,
  requiredTextSchema,
  simpleEmailSchema,
  skipSchema,
  webUrlSchema,
} from './common.ts';
import { countryRefSchema, type CountryRef } from './countries.ts';
import { studioFormMessages } from '../messages/studios.ts';
import { FALLBACK_TIME_ZONE, isTimeZone } from '../rules/time-zones.ts';

/** An IANA zone name the runtime knows ('Europe/Minsk'). */
export const timeZoneSchema = z
  .string()
  .refine(isTimeZone, { message: studioFormMessages.timeZoneInvalid });

export const studioSchema = z.object({
  id: idSchema,
  name: z.string(),
  country_id: idSchema,
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  email: orNull(z.string()),
  master_ids: orDefault(z.array(idSchema), []),
  description: orNull(z.string()),
  image_url: orNull(z.string()),
  is_active: orDefault(z.boolean(), true),
  /** The studio's clock (issue 18); answers from before it read as the first studios' zone. */
  time_zone: orDefault(z.string(), FALLBACK_TIME_ZONE),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type StudioWire = z.infer<typeof studioSchema>;

/** GET /studios/with-countries: each studio carries its country (id, name, code, currency_code). */
export const studioWithCountrySchema = studioSchema.extend({
  country: orNull(countryRefSchema),
});
export type StudioWithCountryWire = z.infer<typeof studioWithCountrySchema>;

export const studioListSchema = z.object({
  studios: z.array(studioSchema),
  total: integerSchema,
});
export type StudioListWire = z.infer<typeof studioListSchema>;

/** The with-countries list: bare array, or { studios } (total is not needed there). */
export const studiosWithCountriesSchema = listOf(studioWithCountrySchema, 'studios');

export const studioListQuerySchema = z.object({
  skip: skipSchema.default(0),
  limit: limitSchema.default(100),
  is_active: queryBooleanSchema.optional(),
  country_id: idSchema.optional(),
});
export type StudioListQuery = z.infer<typeof studioListQuerySchema>;

const studioPayloadFields = {
  name: requiredTextSchema,
  country_id: idSchema,
  city: requiredTextSchema,
  address: requiredTextSchema,
  phone: requiredTextSchema,
  email: optionalTextOf(simpleEmailSchema),
  description: optionalTextSchema,
  image_url: optionalTextOf(webUrlSchema),
  /** Without it the server takes the country's default (rules/time-zones). */
  time_zone: timeZoneSchema.optional(),
};

/** POST /studios. The form sends master_ids as an empty list. */
export const studioCreatePayloadSchema = z.object({
  ...studioPayloadFields,
  master_ids: z.array(idSchema).default([]),
  is_active: z.boolean().optional(),
});
export type StudioCreatePayload = z.infer<typeof studioCreatePayloadSchema>;

/** PUT /studios/{id}: any subset of the fields. */
export const studioUpdatePayloadSchema = z.object({
  name: studioPayloadFields.name.optional(),
  country_id: studioPayloadFields.country_id.optional(),
  city: studioPayloadFields.city.optional(),
  address: studioPayloadFields.address.optional(),
  phone: studioPayloadFields.phone.optional(),
  email: studioPayloadFields.email,
  description: studioPayloadFields.description,
  image_url: studioPayloadFields.image_url,
  time_zone: studioPayloadFields.time_zone,
  master_ids: z.array(idSchema).optional(),
  is_active: z.boolean().optional(),
});
export type StudioUpdatePayload = z.infer<typeof studioUpdatePayloadSchema>;

export interface StudioCountry {
  id: string;
  name: string;
  code: string;
  currencyCode: string;
}

export interface Studio {
  id: string;
  name: string;
  countryId: string;
  city: string;
  address: string;
  phone: string;
  email: string | null;
  masterIds: string[];
  description: string | null;
  imageUrl: string | null;
  isActive: boolean;
  /** IANA zone of the studio's wall clock. */
  timeZone: string;
  createdAt: string;
  updatedAt: string;
  /** Only from /studios/with-countries. */
  country: StudioCountry | null;
}

function toStudioCountry(country: CountryRef): StudioCountry {
  return {
    id: country.id,
    name: country.name,
    code: country.code,
    currencyCode: country.currency_code,
  };
}

export function toStudio(wire: StudioWire | StudioWithCountryWire): Studio {
  const country = 'country' in wire ? wire.country : null;
  return {
    id: wire.id,
    name: wire.name,
    countryId: wire.country_id,
    city: wire.city,
    address: wire.address,
    phone: wire.phone,
    email: wire.email,
    masterIds: wire.master_ids,
    description: wire.description,
    imageUrl: wire.image_url,
    isActive: wire.is_active,
    timeZone: wire.time_zone,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
    country: country ? toStudioCountry(country) : null,
  };
}
