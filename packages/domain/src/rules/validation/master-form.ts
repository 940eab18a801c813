// Master form rules (part 2 §5): required fields, phone and e-mail formats, coefficient 0.5–2.0 by 0.1, studio change by name.
import { masterFormMessages as m } from '../../messages/masters.ts';
import { isValidCoefficient } from '../pricing.ts';
import {
  isBlank,
  isChosen,
  toNumber,
  toResult,
  trimmedOrUndefined,
  type ValidationResult,
} from './common.ts';

export type MasterFormField =
  'name' | 'phone' | 'email' | 'qualification' | 'studioId' | 'coefficient' | 'photoUrl';

export interface MasterFormValues<Schedule = unknown> {
  name: string;
  phone: string;
  email?: string | null;
  qualification: string;
  /** A number, or the text of the numeric input. */
  coefficient: number | string;
  studioId: string | null | undefined;
  notes?: string | null;
  photoUrl?: string | null;
  schedule: Schedule;
}

/** The spec only says the photo is a URL; we take web addresses. */
const PHOTO_URL_PATTERN = /^https?:\/\/\S+$/i;

/** Each missing required field carries the spec's one message for them all. */
export function validateMasterForm(values: MasterFormValues): ValidationResult<MasterFormField> {
  const errors: Partial<Record<MasterFormField, string>> = {};
  if (isBlank(values.name)) errors.name = m.requiredFields;
  if (isBlank(values.phone)) errors.phone = m.requiredFields;
  else if (!values.phone.trim().startsWith('+')) errors.phone = m.phoneFormat;
  if (isBlank(values.qualification)) errors.qualification = m.requiredFields;
  if (!isChosen(values.studioId)) errors.studioId = m.requiredFields;
  const email = trimmedOrUndefined(values.email);
  if (email !== undefined && !email.includes('@')) errors.email = m.invalidEmail;
  if (!isValidCoefficient(values.coefficient)) errors.coefficient = m.coefficientRange;
  const photoUrl = trimmedOrUndefined(values.photoUrl);
  if (photoUrl !== undefined && !PHOTO_URL_PATTERN.test(photoUrl))
    errors.photoUrl = m.invalidPhotoUrl;
  return toResult(errors);
}

export interface MasterPayload<Schedule = unknown> {
  name: string;
  phone: string;
  email?: string;
  qualification: string;
  coefficient: number;
  studio_id: string;
  notes?: string;
  photo_url?: string;
  schedule: Schedule;
}

/** The body of POST/PUT /masters from valid values: trimmed, empty optionals omitted. */
export function prepareMasterPayload<Schedule>(
  values: MasterFormValues<Schedule>,
): MasterPayload<Schedule> {
  const email = trimmedOrUndefined(values.email);
  const notes = trimmedOrUndefined(values.notes);
  const photoUrl = trimmedOrUndefined(values.photoUrl);
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    ...(email === undefined ? {} : { email }),
    qualification: values.qualification.trim(),
    coefficient: toNumber(values.coefficient),
    studio_id: String(values.studioId ?? '').trim(),
    ...(notes === undefined ? {} : { notes }),
    ...(photoUrl === undefined ? {} : { photo_url: photoUrl }),
    schedule: values.schedule,
  };
}

export interface StudioOption {
  id: string;
  name: string;
}

export type StudioChangeResult = ValidationResult<'studioName'> & {
  /** The studio the typed name designates, when valid. */
  studioId?: string;
};

/**
 * Moving a master: the typed name must name one of the other studios (trimmed, case-insensitive);
 * the master's current studio is not a destination.
 */
export function validateStudioChange(
  typedName: string,
  studios: readonly StudioOption[],
  currentStudioId: string | null | undefined,
): StudioChangeResult {
  const others = studios.filter((studio) => studio.id !== currentStudioId);
  if (others.length === 0) return toResult({ studioName: m.noStudiosForTransfer });
  const wanted = typedName.trim().toLocaleLowerCase('ru-RU');
  const match = others.find((studio) => studio.name.trim().toLocaleLowerCase('ru-RU') === wanted);
  if (!match || wanted.length === 0) return toResult({ studioName: m.studioNotFound });
  return { ...toResult({}), studioId: match.id };
}
