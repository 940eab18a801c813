// Shared pieces of the form validators: the result shape, blank checks, trimming, the simple e-mail check, numeric inputs.
import { SIMPLE_EMAIL_PATTERN } from '../../schemas/values.ts';

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

/** Whether the trimmed text matches the "simple address pattern" (SIMPLE_EMAIL_PATTERN). */
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
