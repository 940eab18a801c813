// A phone number as a link to the dialler, wherever a screen shows one (the studio on its booking
// page, a client's main contact, the sales line): one rule for all of them.

/**
 * `tel:` with the number's digits and its '+' (RFC 3966 allows no spacing or brackets), the way it
 * was written otherwise: '+375 (29) 123-45-67' → 'tel:+375291234567', '8 029 123' → 'tel:8029123'.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
