// Service form rules (part 2 §5): trimmed name, type, duration ≥ 1, per-studio prices ≥ 0 in cents, a no-pricing warning.
import { serviceFormMessages as m } from '../../messages/services.ts';
import { isMultipleOf, PRICE_STEP } from '../../schemas/common.ts';
import { SERVICE_MIN_DURATION_MIN } from '../../schemas/services.ts';
import { isBlank, toNumber, trimmedOrUndefined, type ValidationResult } from './common.ts';

export interface StudioPriceInput {
  /** Blank means the service is not priced in that studio. */
  price: number | string | null | undefined;
  currency: string;
  isAvailable: boolean;
}

export interface ServiceFormValues {
  name: string;
  /** One of SERVICE_TYPES (schemas/services.ts) in practice; the spec also meets 'others' once. */
  type: string | null | undefined;
  description?: string | null;
  durationMin: number | string;
  isActive?: boolean;
  /** Keyed by studio id. */
  studioPricing: Readonly<Record<string, StudioPriceInput>>;
}

/** Price errors are keyed `price.<studio id>`. */
export type ServiceFormField = 'name' | 'type' | 'durationMin' | `price.${string}`;

export interface ServiceFormResult extends ValidationResult<ServiceFormField> {
  /** Shown but not blocking. */
  warnings: string[];
}

const hasPrice = (entry: StudioPriceInput) =>
  typeof entry.price === 'number' || !isBlank(entry.price);

/** The error of one studio's price, or undefined when it is blank or fine. */
export function validateStudioPrice(price: StudioPriceInput['price']): string | undefined {
  if (typeof price !== 'number' && isBlank(price)) return undefined;
  const value = toNumber(price);
  if (!Number.isFinite(value) || value < 0) return m.priceInvalid;
  if (!isMultipleOf(value, PRICE_STEP)) return m.priceStep;
  return undefined;
}

export function validateServiceForm(
  values: ServiceFormValues,
  mode: 'create' | 'edit',
): ServiceFormResult {
  const errors: Partial<Record<ServiceFormField, string>> = {};
  if (isBlank(values.name)) errors.name = m.nameRequired;
  if (isBlank(values.type)) errors.type = m.typeRequired;
  if (!(toNumber(values.durationMin) >= SERVICE_MIN_DURATION_MIN)) {
    errors.durationMin = m.durationMin;
  }
  for (const [studioId, entry] of Object.entries(values.studioPricing)) {
    const error = validateStudioPrice(entry.price);
    if (error) errors[`price.${studioId}`] = error;
  }
  const priced = Object.values(values.studioPricing).some(hasPrice);
  const warnings = mode === 'create' && !priced ? [m.noStudioPricingWarning] : [];
  return { valid: Object.keys(errors).length === 0, errors, warnings };
}

/** Save stays disabled until the form is valid; the warning does not block it. */
export function canSaveService(values: ServiceFormValues, mode: 'create' | 'edit'): boolean {
  return validateServiceForm(values, mode).valid;
}

export interface ServicePayload {
  name: string;
  type: string;
  description?: string;
  duration_min: number;
  is_active: boolean;
  available_for_masters: string[];
  studio_pricing: Record<string, { price: number; currency: string; is_available: boolean }>;
}

/**
 * The body of POST/PUT /services/ from valid values: trimmed, empty description omitted, only
 * priced studios sent; a new service is inactive unless marked otherwise.
 */
export function prepareServicePayload(values: ServiceFormValues): ServicePayload {
  const description = trimmedOrUndefined(values.description);
  const studioPricing: ServicePayload['studio_pricing'] = {};
  for (const [studioId, entry] of Object.entries(values.studioPricing)) {
    if (!hasPrice(entry)) continue;
    studioPricing[studioId] = {
      price: toNumber(entry.price),
      currency: entry.currency,
      is_available: entry.isAvailable,
    };
  }
  return {
    name: values.name.trim(),
    type: (values.type ?? '').trim(),
    ...(description === undefined ? {} : { description }),
    duration_min: toNumber(values.durationMin),
    is_active: values.isActive ?? false,
    available_for_masters: [],
    studio_pricing: studioPricing,
  };
}
