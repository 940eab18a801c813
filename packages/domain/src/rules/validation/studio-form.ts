// Studio form rules (part 2 §5): name, country, city, address and phone required; optional e-mail must look like one.
import { studioFormMessages as m } from '../../messages/studios.ts';
import {
  isBlank,
  isChosen,
  looksLikeEmail,
  toResult,
  trimmedOrUndefined,
  type ValidationResult,
} from './common.ts';

export type StudioFormField = 'name' | 'countryId' | 'city' | 'address' | 'phone' | 'email';

export interface StudioFormValues {
  name: string;
  countryId: string | number | null | undefined;
  city: string;
  address: string;
  phone: string;
  email?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  /** IANA zone of the studio's clock; empty leaves it to the server (the country's default). */
  timeZone?: string | null;
}

export function validateStudioForm(values: StudioFormValues): ValidationResult<StudioFormField> {
  const errors: Partial<Record<StudioFormField, string>> = {};
  if (isBlank(values.name)) errors.name = m.nameRequired;
  if (!isChosen(values.countryId)) errors.countryId = m.countryRequired;
  if (isBlank(values.city)) errors.city = m.cityRequired;
  if (isBlank(values.address)) errors.address = m.addressRequired;
  if (isBlank(values.phone)) errors.phone = m.phoneRequired;
  const email = trimmedOrUndefined(values.email);
  if (email !== undefined && !looksLikeEmail(email)) errors.email = m.invalidEmail;
  return toResult(errors);
}

export interface StudioPayload {
  name: string;
  country_id: string | number;
  city: string;
  address: string;
  phone: string;
  email?: string;
  description?: string;
  image_url?: string;
  time_zone?: string;
  /** The form always sends an empty list. */
  master_ids: string[];
}

/** The body of POST/PUT /studios from valid values: trimmed, empty optionals omitted. */
export function prepareStudioPayload(values: StudioFormValues): StudioPayload {
  const email = trimmedOrUndefined(values.email);
  const description = trimmedOrUndefined(values.description);
  const imageUrl = trimmedOrUndefined(values.imageUrl);
  const timeZone = trimmedOrUndefined(values.timeZone);
  const countryId = values.countryId ?? '';
  return {
    name: values.name.trim(),
    country_id: typeof countryId === 'string' ? countryId.trim() : countryId,
    city: values.city.trim(),
    address: values.address.trim(),
    phone: values.phone.trim(),
    ...(email === undefined ? {} : { email }),
    ...(description === undefined ? {} : { description }),
    ...(imageUrl === undefined ? {} : { image_url: imageUrl }),
    ...(timeZone === undefined ? {} : { time_zone: timeZone }),
    master_ids: [],
  };
}
