// The constants and small helpers that the zod schemas and the rules share, in a module without zod.
// A rule that imported them from a schema module would bring zod along, and the public-booking
// machine's rules ship to every visitor of the booking widget (where zod alone was a third of the
// download). The schema modules re-export them, so either import works for the staff app and server.

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
