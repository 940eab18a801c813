import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it('keeps the digits and the plus, drops spacing, brackets and dashes', () => {
    expect(telHref('+375 (29) 123-45-67')).toBe('tel:+375291234567');
    expect(telHref('8 029 123 45 67')).toBe('tel:80291234567');
    expect(telHref('+375291112233')).toBe('tel:+375291112233');
  });
});
