import { describe, expect, it } from 'vitest';
import { formatPhone, phoneSearchDigits, phoneToE164, telHref } from './phone.ts';

describe('telHref', () => {
  it('keeps the digits and the plus, drops spacing, brackets and dashes', () => {
    expect(telHref('+375 (29) 123-45-67')).toBe('tel:+375291234567');
    expect(telHref('8 029 123 45 67')).toBe('tel:80291234567');
    expect(telHref('+375291112233')).toBe('tel:+375291112233');
  });
});

describe('phoneToE164', () => {
  it('reads a number with its code but without the plus as that number, not the code twice', () => {
    expect(phoneToE164('375291112233', 'BY')).toBe('+375291112233');
  });

  it('reads every formatting of one number to the same E.164', () => {
    for (const typed of [
      '+375 29 111-22-33',
      '+375 (29) 111 22 33',
      '8 029 111 22 33',
      '8029-111-22-33',
      '29 111 22 33',
    ]) {
      expect(phoneToE164(typed, 'BY'), typed).toBe('+375291112233');
    }
    expect(phoneToE164('8 (916) 123-45-67', 'RU')).toBe('+79161234567');
  });

  it('refuses what is not a valid number', () => {
    expect(phoneToE164('8029', 'BY')).toBeUndefined();
    expect(phoneToE164('+375 375291112233', 'BY')).toBeUndefined();
    expect(phoneToE164('abc', 'BY')).toBeUndefined();
  });

  it('without a country reads only a number written with its plus', () => {
    expect(phoneToE164('+79161234567')).toBe('+79161234567');
    expect(phoneToE164('89161234567')).toBeUndefined();
  });
});

describe('formatPhone', () => {
  it("shows a stored number in its country's international format", () => {
    expect(formatPhone('+375291112233')).toBe('+375 29 111 22 33');
    expect(formatPhone('+79161234567')).toBe('+7 916 123 45 67');
  });

  it('shows anything else as it was written', () => {
    expect(formatPhone('+375375291112233')).toBe('+375375291112233');
    expect(formatPhone('@anna')).toBe('@anna');
  });
});

describe('phoneSearchDigits', () => {
  it('finds the digits of any formatting, without the national trunk prefix', () => {
    expect(phoneSearchDigits('+375 29 111-22-33')).toEqual(['375291112233']);
    expect(phoneSearchDigits('8 029 111 22 33')).toEqual(['80291112233', '291112233']);
    expect(phoneSearchDigits('(029) 111-22-33')).toEqual(['0291112233', '291112233']);
    expect(phoneSearchDigits('111-22-33')).toEqual(['1112233']);
  });

  it('is no phone search for names or too few digits', () => {
    expect(phoneSearchDigits('Анна')).toBeUndefined();
    expect(phoneSearchDigits('12')).toBeUndefined();
    expect(phoneSearchDigits('anna@mail.ru')).toBeUndefined();
  });
});
