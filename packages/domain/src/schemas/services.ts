// Services: admin and public shapes, per-studio pricing, payloads and the UI mapper (spec part 2 §3, §5, §7).
import { z } from 'zod';
import {
  currencyCodeSchema,
  idSchema,
  integerSchema,
  isoDateTimeSchema,
  listOf,
  numericSchema,
  optionalTextSchema,
  orDefault,
  orNull,
  priceSchema,
  queryBooleanSchema,
  requiredTextSchema,
} from './common.ts';

export const SERVICE_TYPES = ['laser', 'electro', 'wax', 'consultation'] as const;
/** The types a form may choose. */
export const serviceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof serviceTypeSchema>;

/** What the server may send: the four types, plus 'others', which the spec says also appears. */
export const serviceTypeWireSchema = z.enum([...SERVICE_TYPES, 'others']);
export type ServiceTypeWire = z.infer<typeof serviceTypeWireSchema>;

export const DEFAULT_SERVICE_DURATION_MIN = 60;
/** A service lasts at least one minute. */
export const SERVICE_MIN_DURATION_MIN = 1;

/** One studio's price in available_in_studios_pricing, and in the create payload's studio_pricing. */
export const studioPriceSchema = z.object({
  price: numericSchema,
  currency: currencyCodeSchema,
  is_available: orDefault(z.boolean(), true),
});
export type StudioPriceWire = z.infer<typeof studioPriceSchema>;

export const studioPricingEntrySchema = z.object({
  id: idSchema,
  service_id: idSchema,
  studio_id: idSchema,
  base_price: numericSchema,
  currency: currencyCodeSchema,
  is_available: orDefault(z.boolean(), true),
  created_at: isoDateTimeSchema.optional(),
  updated_at: isoDateTimeSchema.optional(),
  studio: orNull(
    z.object({
      name: z.string(),
      country: orNull(z.object({ name: z.string() })),
    }),
  ),
});
export type StudioPricingEntryWire = z.infer<typeof studioPricingEntrySchema>;

export const serviceSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: serviceTypeWireSchema,
  description: orNull(z.string()),
  duration_min: integerSchema,
  is_active: orDefault(z.boolean(), false),
  /** Studio id → price there. */
  available_in_studios_pricing: orDefault(z.record(idSchema, studioPriceSchema), {}),
  studio_pricing: orDefault(z.array(studioPricingEntrySchema), []),
  created_at: isoDateTimeSchema.optional(),
  updated_at: isoDateTimeSchema.optional(),
});
export type ServiceWire = z.infer<typeof serviceSchema>;

/** GET /services/: { services }, or a bare array. */
export const serviceListSchema = listOf(serviceSchema, 'services');

export const serviceListQuerySchema = z.object({
  active_only: queryBooleanSchema.default(false),
  studio_id: idSchema.optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

/** A price a form sends for one studio: not negative, step 0.01. */
export const studioPricePayloadSchema = z.object({
  price: priceSchema,
  currency: currencyCodeSchema,
  is_available: z.boolean().default(true),
});
export type StudioPricePayload = z.infer<typeof studioPricePayloadSchema>;

const serviceFields = {
  name: requiredTextSchema,
  type: serviceTypeSchema,
  description: optionalTextSchema,
  duration_min: integerSchema.pipe(z.number().int().min(SERVICE_MIN_DURATION_MIN)),
  is_active: z.boolean(),
  /** Always sent empty by the form. */
  available_for_masters: z.array(idSchema),
  /** Studio id → price there. */
  studio_pricing: z.record(idSchema, studioPricePayloadSchema),
};

/** POST /services/: created inactive with 60 minutes unless told otherwise. */
export const serviceCreatePayloadSchema = z.object({
  ...serviceFields,
  duration_min: serviceFields.duration_min.default(DEFAULT_SERVICE_DURATION_MIN),
  is_active: serviceFields.is_active.default(false),
  available_for_masters: serviceFields.available_for_masters.default([]),
  studio_pricing: serviceFields.studio_pricing.default({}),
});
export type ServiceCreatePayload = z.infer<typeof serviceCreatePayloadSchema>;

/** PUT /services/{id}: any subset; nothing defaults, so unsent fields stay as they are. */
export const serviceUpdatePayloadSchema = z.object({
  name: serviceFields.name.optional(),
  type: serviceFields.type.optional(),
  description: serviceFields.description,
  duration_min: serviceFields.duration_min.optional(),
  is_active: serviceFields.is_active.optional(),
  available_for_masters: serviceFields.available_for_masters.optional(),
  studio_pricing: serviceFields.studio_pricing.optional(),
});
export type ServiceUpdatePayload = z.infer<typeof serviceUpdatePayloadSchema>;

/** PUT/POST /services/{id}/studios/{studioId}/pricing: the same shape as one studio_pricing value. */
export const servicePricingPayloadSchema = studioPricePayloadSchema;
export type ServicePricingPayload = StudioPricePayload;

/** GET /services/{id}/pricing/detailed (shape not in the spec): the service and its pricing entries. */
export const serviceDetailedPricingSchema = z.object({
  service_id: idSchema,
  service_name: orNull(z.string()),
  pricing: z.array(studioPricingEntrySchema),
});
export type ServiceDetailedPricingWire = z.infer<typeof serviceDetailedPricingSchema>;

/** A service on the public booking page; price may be a number or a decimal string. */
export const publicServiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  duration_min: integerSchema,
  price: numericSchema,
  currency: currencyCodeSchema,
  description: orNull(z.string()),
  type: serviceTypeWireSchema,
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export interface StudioPrice {
  price: number;
  currency: string;
  isAvailable: boolean;
}

export interface StudioPricingEntry {
  id: string;
  serviceId: string;
  studioId: string;
  basePrice: number;
  currency: string;
  isAvailable: boolean;
  studioName: string | null;
  countryName: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface Service {
  id: string;
  name: string;
  type: ServiceTypeWire;
  description: string | null;
  durationMin: number;
  isActive: boolean;
  /** Studio id → price there. */
  pricesByStudio: Record<string, StudioPrice>;
  studioPricing: StudioPricingEntry[];
}

export function toStudioPricingEntry(wire: StudioPricingEntryWire): StudioPricingEntry {
  return {
    id: wire.id,
    serviceId: wire.service_id,
    studioId: wire.studio_id,
    basePrice: wire.base_price,
    currency: wire.currency,
    isAvailable: wire.is_available,
    studioName: wire.studio?.name ?? null,
    countryName: wire.studio?.country?.name ?? null,
    createdAt: wire.created_at ?? null,
    updatedAt: wire.updated_at ?? null,
  };
}

export function toService(wire: ServiceWire): Service {
  const pricesByStudio: Record<string, StudioPrice> = {};
  for (const [studioId, price] of Object.entries(wire.available_in_studios_pricing)) {
    pricesByStudio[studioId] = {
      price: price.price,
      currency: price.currency,
      isAvailable: price.is_available,
    };
  }
  return {
    id: wire.id,
    name: wire.name,
    type: wire.type,
    description: wire.description,
    durationMin: wire.duration_min,
    isActive: wire.is_active,
    pricesByStudio,
    studioPricing: wire.studio_pricing.map(toStudioPricingEntry),
  };
}
