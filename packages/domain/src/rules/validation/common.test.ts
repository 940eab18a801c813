import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  firstError,
  isBlank,
  isChosen,
  looksLikeEmail,
  toNumber,
  toResult,
  trimmedOrUndefined,
} from './common.ts';

describe('toResult and firstError', () => {
  it('is valid without errors', () => {
    expect(toResult({})).toEqual({ valid: true, errors: {} });
    expect(firstError(toResult({}))).toBeUndefined();
  });

  it('is invalid with any error and reports the first', () => {
    const result = toResult<'a' | 'b'>({ a: 'first', b: 'second' });
    expect(result.valid).toBe(false);
    expect(firstError(result)).toBe('first');
  });
});

describe('isBlank and trimmedOrUndefined', () => {
  it('treats missing and whitespace-only text as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('trims, and drops what is left empty', () => {
    expect(trimmedOrUndefined('  note  ')).toBe('note');
    expect(trimmedOrUndefined('   ')).toBeUndefined();
    expect(trimmedOrUndefined(undefined)).toBeUndefined();
  });

  it('agrees with each other for any text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (text) => isBlank(text) === (trimmedOrUndefined(text) === undefined),
      ),
    );
  });
});

describe('isChosen', () => {
  it('accepts non-blank strings and finite numbers', () => {
    expect(isChosen('s1')).toBe(true);
    expect(isChosen(0)).toBe(true);
    expect(isChosen('')).toBe(false);
    expect(isChosen(null)).toBe(false);
    expect(isChosen(undefined)).toBe(false);
    expect(isChosen(Number.NaN)).toBe(false);
  });
});

describe('looksLikeEmail', () => {
  it('wants something@something.tld without spaces', () => {
    expect(looksLikeEmail('anna@example.com')).toBe(true);
    expect(looksLikeEmail('  anna@example.com ')).toBe(true);
    expect(looksLikeEmail('anna@example')).toBe(false);
    expect(looksLikeEmail('anna example@x.com')).toBe(false);
    expect(looksLikeEmail('@example.com')).toBe(false);
  });
});

describe('toNumber', () => {
  it('parses numerals and a decimal comma', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber(' 12.50 ')).toBe(12.5);
    expect(toNumber('12,5')).toBe(12.5);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('-3')).toBe(-3);
  });

  it('gives NaN for blank or non-numeric input', () => {
    expect(toNumber('')).toBeNaN();
    expect(toNumber('abc')).toBeNaN();
    expect(toNumber('1e3')).toBeNaN();
    expect(toNumber(null)).toBeNaN();
    expect(toNumber(undefined)).toBeNaN();
  });
});
