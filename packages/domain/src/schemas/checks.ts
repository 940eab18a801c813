// The building blocks of the hand checks: readers that answer what the zod building blocks of
// common.ts answer (or throw ShapeMismatch naming the field), for modules that must not bring zod
// along: the booking widget's calls (public-booking-checks.ts) and the token claims the staff app's
// entry reads (auth-checks.ts).
import { isIsoDate } from '../rules/dates.ts';

/** What a check reads: anything a server or a caller may hand over. */
export type Unknown = unknown;
export type Record_ = Record<string, unknown>;

/** A check: the value read, or a ShapeMismatch naming `path`. */
export type Read<T> = (value: Unknown, path: string) => T;

/** A field that failed; the readers stop at the first one. */
export class ShapeMismatch extends Error {
  override name = 'ShapeMismatch';
}

export function fail(path: string): never {
  throw new ShapeMismatch(path);
}

export function object(value: Unknown, path: string): Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record_)
    : fail(path);
}

export function string(value: Unknown, path: string): string {
  return typeof value === 'string' ? value : fail(path);
}

/** z.number(): a finite number (numeral strings are not numbers here). */
export function number(value: Unknown, path: string): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fail(path);
}

export function boolean(value: Unknown, path: string): boolean {
  return typeof value === 'boolean' ? value : fail(path);
}

/** z.enum(values). */
export function oneOf<const T extends string>(values: readonly T[]): Read<T> {
  return (value, path) => (values.includes(value as T) ? (value as T) : fail(path));
}

/** idSchema: a non-empty string. */
export function id(value: Unknown, path: string): string {
  const text = string(value, path);
  return text.length > 0 ? text : fail(path);
}

/** isoDateSchema (z.iso.date()): YYYY-MM-DD naming a real day (the domain's own date rule). */
export function isoDate(value: Unknown, path: string): string {
  const text = string(value, path);
  return isIsoDate(text) ? text : fail(path);
}

/** timeSchema: HH:MM with optional seconds and fraction, answered as HH:MM. */
export function time(value: Unknown, path: string): string {
  const text = string(value, path);
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/.test(text) ? text.slice(0, 5) : fail(path);
}

/** numericSchema: a finite number, or a numeral string ('1500.00'). */
export function numeric(value: Unknown, path: string): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fail(path);
  const text = string(value, path).trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : fail(path);
}

/** integerSchema: numeric, then a safe integer. */
export function integer(value: Unknown, path: string): number {
  const number = numeric(value, path);
  return Number.isSafeInteger(number) ? number : fail(path);
}

/** priceSchema: numeric, at least 0, in whole kopecks (PRICE_STEP 0.01). */
export function price(value: Unknown, path: string): number {
  const number = numeric(value, path);
  const ratio = number / 0.01;
  return number >= 0 && Math.abs(ratio - Math.round(ratio)) < 1e-6 ? number : fail(path);
}

/** currencyCodeSchema: three letters, upper-cased. */
export function currency(value: Unknown, path: string): string {
  const text = string(value, path).trim();
  return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : fail(path);
}

/** orNull(schema): missing or null is null. */
export function orNull<T>(read: Read<T>): Read<T | null> {
  return (value, path) => (value === undefined || value === null ? null : read(value, path));
}

/** .nullish(): missing stays undefined and null stays null. */
export function nullish<T>(read: Read<T>): Read<T | null | undefined> {
  return (value, path) => (value === undefined || value === null ? value : read(value, path));
}

/** orDefault(schema, fallback): missing or null is `fallback`. */
export function orDefault<T>(read: Read<T>, fallback: T): Read<T> {
  return (value, path) => (value === undefined || value === null ? fallback : read(value, path));
}

/** .optional(): missing is left out (undefined). */
export function optional<T>(read: Read<T>): Read<T | undefined> {
  return (value, path) => (value === undefined ? undefined : read(value, path));
}

/**
 * An object's fields, each read by its check and named `path.key` when it fails (`key` alone at
 * the top of a body), so a field's name is written once.
 */
export function fields(value: Unknown, path: string, prefix = `${path}.`) {
  const record = object(value, path);
  return <T>(key: string, read: Read<T>): T => read(record[key], prefix + key);
}

export function array<T>(value: Unknown, path: string, read: Read<T>): T[] {
  if (!Array.isArray(value)) fail(path);
  return value.map((item, index) => read(item, `${path}.${index}`));
}

/** The value read, or null when it does not match. */
export function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof ShapeMismatch) return null;
    throw error;
  }
}
