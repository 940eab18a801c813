// Wire-format building blocks shared by the area schemas: ids, dates, times, numbers, money, lists.
import { z } from 'zod';
import {
  BIRTH_DATE_MIN,
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  isMultipleOf,
  PRICE_MAX,
  PRICE_STEP,
  SIMPLE_EMAIL_PATTERN,
} from './values.ts';

export {
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  isMultipleOf,
  PRICE_MAX,
  PRICE_STEP,
  SIMPLE_EMAIL_PATTERN,
  type KnownCurrencyCode,
} from './values.ts';

/** Server ids are opaque strings (UUIDs in practice); only emptiness is rejected. */
export const idSchema = z.string().min(1);

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** A date a payload may carry: a calendar date within DATE_MIN_YEAR..DATE_MAX_YEAR. */
export const payloadDateSchema = isoDateSchema.refine(
  (value) => {
    const year = Number(value.slice(0, 4));
    return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
  },
  { message: `Дата должна быть между ${DATE_MIN_YEAR} и ${DATE_MAX_YEAR} годами` },
);

/**
 * A birth date: a calendar date from BIRTH_DATE_MIN up to today (a day of slack for the time zones
 * ahead of UTC), never in the future.
 */
export const birthDateSchema = isoDateSchema.refine(
  (value) => {
    const latest = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    return value >= BIRTH_DATE_MIN && value <= latest;
  },
  { message: 'Дата рождения должна быть в прошлом' },
);

/** A timestamp as ISO 8601; the offset may be missing (naive server timestamps) and any precision is accepted. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, local: true });

/** A date or a timestamp: some fields (last visit, expiry) are sent either way. */
export const isoDateOrDateTimeSchema = z.union([isoDateSchema, isoDateTimeSchema]);

/** Clock time HH:MM; the server's HH:MM:SS (and fractions) are accepted and cut to HH:MM. */
export const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/)
  .transform((value) => value.slice(0, 5));

/**
 * A number that decimal columns may send as a string ('1500.00'). Unlike `z.coerce.number()` it
 * does not turn '' or null into 0: only real numerals are accepted.
 */
export const numericSchema = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/)
    .transform(Number),
]);

/** A whole number, also accepted as a numeral string (query strings, counters in decimal columns). */
export const integerSchema = numericSchema.pipe(z.number().int());

/** The schema, or null when the server leaves the field out or sends null. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value): z.output<T> | null => value ?? null);
}

/** The schema, or `fallback` when the server leaves the field out or sends null. */
export function orDefault<T extends z.ZodType>(schema: T, fallback: NonNullable<z.output<T>>) {
  return schema
    .nullish()
    .transform(
      (value): NonNullable<z.output<T>> => (value ?? fallback) as NonNullable<z.output<T>>,
    );
}

/** A counter or amount that is 0 when the server leaves it out or sends null. */
export const counterSchema = orDefault(numericSchema, 0);

/** A boolean query parameter: true/false, or the strings 'true'/'false' (and 1/0, yes/no, on/off). */
export const queryBooleanSchema = z.union([z.boolean(), z.stringbool()]);

/** An ISO 4217 code, three upper-case letters; lower case is accepted and upper-cased. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase());

/** An amount with its currency, as the statistics calls send it. */
export const moneySchema = z.object({
  amount: numericSchema,
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;

/** Optional free text in a payload: trimmed, and left out when empty (spec: "emptied values omitted"). */
export const optionalTextSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Optional text in a payload that must also satisfy `schema` (an e-mail, a URL, a date) when given. */
export function optionalTextOf<T extends z.ZodType<unknown, string>>(schema: T) {
  return optionalTextSchema.pipe(schema.optional());
}

/**
 * Optional text an edit may clear: trimmed; null or an empty text clear it (null), a missing field
 * leaves it as it is (undefined).
 */
export const clearableTextSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * A web address a page may show or link: http(s) only, so a stored `javascript:` or `data:` URL
 * can never run where it is rendered.
 */
export const webUrlSchema = z.url({ protocol: /^https?$/ });

/** Whether `value` is an http(s) address (webUrlSchema as a predicate, for a field's own message). */
export const isWebUrl = (value: string): boolean => webUrlSchema.safeParse(value).success;

/** Required text in a payload: trimmed, not empty. */
export const requiredTextSchema = z.string().trim().min(1);

/** A price in a payload: not negative, at most two decimals, within the columns' range. */
export const priceSchema = numericSchema.pipe(
  z
    .number()
    .min(0)
    .max(PRICE_MAX)
    .refine((value) => isMultipleOf(value, PRICE_STEP), { params: { rule: 'price_step' } }),
);

/** An e-mail that "looks like an address" (studio form). */
export const simpleEmailSchema = z.string().trim().regex(SIMPLE_EMAIL_PATTERN);

/**
 * A list the spec names without saying whether it comes bare or wrapped: accepts `T[]` or
 * `{ [key]: T[] }` and always yields `T[]`. Issues are reported from the list itself (path
 * `[index, field]`) in both cases, so a bad item is pinpointed either way.
 */
export function listOf<T extends z.ZodType>(item: T, key: string) {
  return z.preprocess((input) => {
    if (input !== null && typeof input === 'object' && !Array.isArray(input) && key in input) {
      return (input as Record<string, unknown>)[key];
    }
    return input;
  }, z.array(item));
}

/** Paging parameters shared by list queries. */
export const skipSchema = integerSchema.pipe(z.number().int().min(0));
export const limitSchema = integerSchema.pipe(z.number().int().min(1));
