// Client form rules (part 2 §5): every error listed together, per-contact-type formats, one preferred contact, payload cleaning.
import { clientFormMessages as m } from '../../messages/clients.ts';
import type { ContactType } from '../../schemas/clients.ts';
import { isBlank, looksLikeEmail, trimmedOrUndefined } from './common.ts';
import { phoneToE164, type CountryCode } from '../phone.ts';

/** Contact types whose value is a phone number in international format. */
export const PHONE_CONTACT_TYPES: readonly ContactType[] = ['whatsapp', 'viber', 'sms', 'call'];

export interface ContactInput {
  type: ContactType;
  value: string;
  preferred?: boolean;
  verified?: boolean;
  notes?: string | null;
}

export interface ClientFormValues {
  name: string;
  /** YYYY-MM-DD, or empty. */
  birthDate?: string | null;
  notes?: string | null;
  contacts: readonly ContactInput[];
  /**
   * The client's country: a phone typed without its '+' is read in its national format. Without
   * one (the server), a phone must be written with its '+'.
   */
  country?: CountryCode;
}

/** The client form shows all its errors together, as one list. */
export interface ClientFormResult {
  valid: boolean;
  errors: string[];
}

/** The format error of a contact's (non-blank) value, or undefined; `n` is its 1-based number. */
function contactFormatError(
  type: ContactType,
  value: string,
  n: number,
  country: CountryCode | undefined,
): string | undefined {
  if (PHONE_CONTACT_TYPES.includes(type)) {
    return phoneToE164(value, country) ? undefined : m.contactPhoneFormat(n, type);
  }
  if (type === 'email') return looksLikeEmail(value) ? undefined : m.contactEmailFormat(n);
  if (type === 'instagram') return value.startsWith('@') ? undefined : m.contactInstagramFormat(n);
  if (type === 'telegram') {
    return value.startsWith('+') || value.startsWith('@') ? undefined : m.contactTelegramFormat(n);
  }
  return undefined;
}

/**
 * The error of one contact, or undefined; `index` is its 0-based position in the form. A phone
 * contact must be a valid number (libphonenumber-js), read with `country` when typed without '+'.
 */
export function validateContact(
  contact: ContactInput,
  index: number,
  country?: CountryCode,
): string | undefined {
  const n = index + 1;
  const value = contact.value.trim();
  if (value.length === 0) return m.contactValueRequired(n);
  return contactFormatError(contact.type, value, n, country);
}

/** A contact's value as stored: a phone contact's in E.164, any other trimmed. */
export function storedContactValue(
  contact: Pick<ContactInput, 'type' | 'value'>,
  country?: CountryCode,
): string {
  const value = contact.value.trim();
  if (!PHONE_CONTACT_TYPES.includes(contact.type)) return value;
  return phoneToE164(value, country) ?? value;
}

/** All the form's errors in reading order: name, each contact, then the preferred-contact rule. */
export function validateClientForm(values: ClientFormValues): ClientFormResult {
  const errors: string[] = [];
  if (isBlank(values.name)) errors.push(m.nameRequired);
  values.contacts.forEach((contact, index) => {
    const error = validateContact(contact, index, values.country);
    if (error) errors.push(error);
  });
  if (values.contacts.filter((contact) => contact.preferred).length > 1) {
    errors.push(m.onePreferredContact);
  }
  return { valid: errors.length === 0, errors };
}

export interface ClientContactPayload {
  type: ContactType;
  value: string;
  preferred: boolean;
  verified: boolean;
  notes?: string;
}

export interface ClientPayload {
  name: string;
  birth_date?: string;
  notes?: string;
  contacts: ClientContactPayload[];
}

/**
 * The body of POST/PUT /clients: texts trimmed, phones in E.164 (read with the form's country), empty birth date and notes omitted, blank contacts
 * dropped, and exactly one preferred contact (the first marked one, else the first contact).
 */
export function prepareClientPayload(values: ClientFormValues): ClientPayload {
  const kept = values.contacts.filter((contact) => !isBlank(contact.value));
  const markedIndex = kept.findIndex((contact) => contact.preferred);
  const preferredIndex = markedIndex === -1 ? 0 : markedIndex;
  const contacts = kept.map((contact, index): ClientContactPayload => {
    const notes = trimmedOrUndefined(contact.notes);
    return {
      type: contact.type,
      value: storedContactValue(contact, values.country),
      preferred: index === preferredIndex,
      verified: contact.verified ?? false,
      ...(notes === undefined ? {} : { notes }),
    };
  });
  const birthDate = trimmedOrUndefined(values.birthDate);
  const notes = trimmedOrUndefined(values.notes);
  return {
    name: values.name.trim(),
    ...(birthDate === undefined ? {} : { birth_date: birthDate }),
    ...(notes === undefined ? {} : { notes }),
    contacts,
  };
}

/** PUT /clients/{id} from the edit form: birth date and notes emptied on purpose are sent as null. */
export interface ClientUpdateBody extends Omit<ClientPayload, 'birth_date' | 'notes'> {
  birth_date?: string | null;
  notes?: string | null;
}

/**
 * The edit form's body: as prepareClientPayload, except that a birth date or notes the client had
 * and the form emptied are sent as null (the server keeps a value that is left out).
 */
export function prepareClientUpdate(
  values: ClientFormValues,
  initial: Pick<ClientFormValues, 'birthDate' | 'notes'>,
): ClientUpdateBody {
  const body: ClientUpdateBody = prepareClientPayload(values);
  if (body.birth_date === undefined && trimmedOrUndefined(initial.birthDate) !== undefined) {
    body.birth_date = null;
  }
  if (body.notes === undefined && trimmedOrUndefined(initial.notes) !== undefined) {
    body.notes = null;
  }
  return body;
}
