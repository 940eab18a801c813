// Shared pieces of the form validators: the result shape, blank checks, trimming and the simple e-mail pattern.

/** A form's verdict: `errors` maps each failing field to its message (fields that pass are absent). */
export interface ValidationResult<Field extends string> {
  valid: boolean;
  errors: Partial<Record<Field, string>>;
}

/** Builds the verdict from the collected errors: valid when none was recorded. */
export function toResult<Field extends string>(
  errors: Partial<Record<Field, string>>,
): ValidationResult<Field> {
  return { valid: Object.keys(errors).length === 0, errors };
}

/** The first message of a verdict, for screens that show a single alert or toast. */
export function firstError(result: {
  errors: Partial<Record<string, string>>;
}): string | undefined {
  return Object.values(result.errors).find((message) => message !== undefined);
}

/** Passwords, at sign-up and in the profile, need at least this many characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** Empty once trimmed; null and undefined count as blank. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim().length === 0;
}

/** The trimmed text, or undefined when nothing is left: the spec's "trimmed, emptied values omitted". */
export function trimmedOrUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An id picked in a select: missing, null or blank means nothing was chosen. */
export function isChosen(id: string | number | null | undefined): boolean {
  return typeof id === 'number' ? Number.isFinite(id) : !isBlank(id);
}

/** The "simple address pattern": something@something.tld, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value.trim());
}

/**
 * A numeric form input as a number: numbers pass through, numeral strings are parsed (a decimal
 * comma is accepted), anything else, blank included, gives NaN.
 */
export function toNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return value;
  if (value == null) return Number.NaN;
  const text = value.trim().replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** Whether `value` is a whole multiple of `step`, allowing for binary floating-point error. */
export function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}
