// The constants and small helpers that the zod schemas and the rules share, in a module without zod.
// A rule that imported them from a schema module would bring zod along: the public-booking
// machine's rules ship to every visitor of the booking widget (where zod alone was a third of the
// download), and the permission rules and the version label ship in the staff app's entry, which
// /login and the public booking page load before they hydrate (issue 18). The schema modules
// re-export them, so either import works for the staff app and server.

/** Currencies the product formats; the wire accepts any ISO 4217 code. */
export const CURRENCY_CODES = ['RUB', 'USD', 'EUR', 'AUD', 'BYN', 'KZT'] as const;
export type KnownCurrencyCode = (typeof CURRENCY_CODES)[number];

/** Used whenever neither the data nor the studio's country gives a currency (spec part 2 §9). */
export const DEFAULT_CURRENCY: KnownCurrencyCode = 'RUB';

/** Whether `value` is a whole multiple of `step`, allowing for binary floating-point error. */
export function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}

/** Prices have at most two decimals: the forms' step. */
export const PRICE_STEP = 0.01;

/**
 * The highest price a payload may carry: under 100 million in any currency. The columns
 * (numeric(12,2)) hold up to 10^10, and a client's totals (numeric(14,2)) add prices up: this bound
 * leaves room for 10,000 visits at the highest price (docs/decisions/input-bounds.md).
 */
export const PRICE_MAX = 99_999_999.99;

/** The earliest birth date a payload may carry (older is a typing error, not a client). */
export const BIRTH_DATE_MIN = '1900-01-01';

/** Dates a payload may carry (appointments, schedules, filters): a sane window of years. */
export const DATE_MIN_YEAR = 2000;
export const DATE_MAX_YEAR = 2100;

/** The "simple address pattern": something@something.tld, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The master's coefficient: 0.5 to 2.0 in steps of 0.1, 1 by default (part 2 §9). */
export const COEFFICIENT_MIN = 0.5;
export const COEFFICIENT_MAX = 2.0;
export const COEFFICIENT_STEP = 0.1;
export const DEFAULT_COEFFICIENT = 1;

/** The pricing analysis' target hourly rate when none is given. */
export const DEFAULT_TARGET_HOURLY_RATE = 2000;

/** Template keys, Monday first (weeks start on Monday, part 2 §9). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A slot as the screens offer and choose it: a date and HH:MM start and end. */
export interface BookingSlot {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM. */
  startTime: string;
  endTime: string;
}

/** A slot as the wire carries it (the shape of appointments.ts's Slot, named here so that module
 * and this one do not import each other). */
interface WireSlot {
  date: string;
  start_time: string;
  end_time: string;
}

export function toBookingSlot(slot: WireSlot): BookingSlot {
  return { date: slot.date, startTime: slot.start_time, endTime: slot.end_time };
}

/** Passwords, at sign-up (part 1 §5, §9) and in the profile (part 2 §5), need at least this many characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** Permission scope kind; 'license' is the only value the spec names (part 1 §3). */
export const DEFAULT_SCOPE_TYPE = 'license';

/** Permission cache lifetime in seconds when the answer carries no ttl_seconds (spec part 1 §9). */
export const DEFAULT_PERMISSIONS_TTL_SECONDS = 3600;

/** The permission that grants every other one. */
export const WILDCARD_PERMISSION = '*';

/** The ids a permission map grants (those set to true), in the map's order. */
export function grantedPermissions(permissions: Readonly<Record<string, boolean>>): string[] {
  return Object.keys(permissions).filter((id) => permissions[id] === true);
}

/** The frontend's own version label (spec part 1, section 9). */
export const FRONTEND_VERSION = '0.3.0-stage3';
