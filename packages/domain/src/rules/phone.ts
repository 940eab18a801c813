// Phone numbers (issue 28): parsed and checked by libphonenumber-js with the client's country,
// stored in E.164 ('+375291112233'), shown in the number's own country's format, found by any
// formatting; and a number as a link to the dialler wherever a screen shows one.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export type { CountryCode };

/**
 * A number typed in any formatting, in E.164, or undefined when it is not a valid number. Without
 * a '+' it is read in `country`'s national format ('8 029 111-22-33', '29 111 22 33'), or as that
 * country's code followed by the national number ('375291112233'); without a country, only a
 * number written with its '+' is read.
 */
export function phoneToE164(value: string, country?: CountryCode): string | undefined {
  const number = parsePhoneNumberFromString(value.trim(), country);
  return number?.isValid() ? number.number : undefined;
}

/**
 * A stored number as its country writes it internationally ('+375291112233' →
 * '+375 29 111 22 33'); a value that is not a valid number is shown as it was written.
 */
export function formatPhone(value: string): string {
  const number = parsePhoneNumberFromString(value.trim());
  return number?.isValid() ? number.formatInternational() : value;
}

/**
 * The digit strings a phone-looking search query may match in a stored E.164 number: its digits as
 * typed ('+375 29 111-22-33' → '375291112233') and, unless written with '+', without the trunk
 * prefix of a national format ('8 029 111 22 33' → '291112233', '0 29…' → '29…'). Undefined for
 * a query that is not a phone number (letters, or fewer than three digits).
 */
export function phoneSearchDigits(query: string): string[] | undefined {
  const trimmed = query.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  if (trimmed.startsWith('+')) return [digits];
  const national = digits.replace(/^80?|^0/, '');
  return national === digits || national.length < 3 ? [digits] : [digits, national];
}

/**
 * `tel:` with the number's digits and its '+' (RFC 3966 allows no spacing or brackets), the way it
 * was written otherwise: '+375 (29) 123-45-67' → 'tel:+375291234567', '8 029 123' → 'tel:8029123'.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
