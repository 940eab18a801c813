// A client's contacts as the server keeps them: the spec's per-contact checks, phone normalisation
// for the duplicate-phone rule, and the lower-cased search text the trigram index covers.
import {
  validateContact,
  type ContactInput,
} from '@beautydesk/domain/rules/validation/client-form';
import { PHONE_CONTACT_TYPES } from '@beautydesk/domain/rules/validation/client-form';
import type { FieldErrors } from '../http/validation.ts';
import { containsPattern } from '../db/rows.ts';
import { clientMessages } from './messages.ts';

/**
 * The per-contact errors in the spec's words ('Контакт N: …'), keyed `contacts.<index>.value`,
 * and `contacts` for the one-preferred rule; empty when the contacts are fine.
 */
export function contactErrors(contacts: readonly ContactInput[]): FieldErrors {
  const errors: FieldErrors = {};
  contacts.forEach((contact, index) => {
    const error = validateContact(contact, index);
    if (error) errors[`contacts.${index}.value`] = error;
  });
  if (contacts.filter((contact) => contact.preferred).length > 1) {
    errors.contacts = clientMessages.onePreferredContact;
  }
  return errors;
}

/** A phone-like value as stored in client_phones: its digits after a '+'; null without digits. */
export function normalisePhone(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits ? `+${digits}` : null;
}

/** Whether a contact's value is a phone number: the phone types, and telegram given as '+…'. */
export function isPhoneContact(contact: { type: string; value: string }): boolean {
  if ((PHONE_CONTACT_TYPES as readonly string[]).includes(contact.type)) return true;
  return contact.type === 'telegram' && contact.value.trim().startsWith('+');
}

/** The client's distinct normalised phones, each with the index of the first contact holding it. */
export function phonesOf(
  contacts: readonly { type: string; value: string }[],
): { phone: string; index: number }[] {
  const seen = new Map<string, number>();
  contacts.forEach((contact, index) => {
    if (!isPhoneContact(contact)) return;
    const phone = normalisePhone(contact.value);
    if (phone && !seen.has(phone)) seen.set(phone, index);
  });
  return [...seen].map(([phone, index]) => ({ phone, index }));
}

/** Lower case the same way for the stored text and the query, whatever the database's locale. */
export const lowerForSearch = (text: string) => text.toLocaleLowerCase('ru-RU');

/** lower(name + ' ' + every contact value): what search matches. */
export function searchTextOf(name: string, contacts: readonly { value: string }[]): string {
  return lowerForSearch([name, ...contacts.map((contact) => contact.value)].join(' '));
}

/** The LIKE pattern for a substring search: %, _ and \ in the query match themselves. */
export function likePattern(query: string): string {
  return containsPattern(lowerForSearch(query.trim()));
}
