import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currencyForUser,
  currencySymbol,
  formatMoney,
  formatPercent,
  roundMoney,
} from './currency.ts';

/** Intl separates groups and units with (narrow) no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('currencySymbol', () => {
  it('shows the four known currencies by their symbols', () => {
    expect(['RUB', 'USD', 'EUR', 'AUD'].map(currencySymbol)).toEqual(['₽', '$', '€', 'A$']);
  });

  it('shows any other currency by its code, and a missing one as roubles', () => {
    expect(currencySymbol('byn')).toBe('BYN');
    expect(currencySymbol(null)).toBe('₽');
    expect(currencySymbol('  ')).toBe('₽');
  });
});

describe('formatMoney', () => {
  it('formats RUB, USD and EUR in their own locales', () => {
    expect(plain(formatMoney(1234.5, 'RUB'))).toBe('1 234,50 ₽');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(plain(formatMoney(1234.5, 'EUR'))).toBe('1.234,50 €');
  });

  it('formats other currencies as a Russian number with their symbol or code', () => {
    expect(plain(formatMoney(12, 'AUD'))).toBe('12,00 A$');
    expect(plain(formatMoney(1500, 'BYN'))).toBe('1 500,00 BYN');
  });

  it('uses roubles when the currency is missing', () => {
    expect(plain(formatMoney(10, undefined))).toBe('10,00 ₽');
  });
});

describe('roundMoney', () => {
  it('rounds half away from zero on the decimal value, not its binary approximation', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(4.5)).toBe(4.5);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it('turns amounts below half a cent into a plain zero', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
    expect(roundMoney(1e-7)).toBe(0);
  });

  it('leaves huge and non-finite values alone', () => {
    expect(roundMoney(1e21)).toBe(1e21);
    expect(roundMoney(Number.NaN)).toBeNaN();
    expect(roundMoney(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('lands within half a cent, on whole cents, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundMoney(value);
        // Whole cents in decimal: the number's shortest form has at most two decimals. (Reading
        // rounded × 100 instead is off by up to an ulp of 1e11, ~1.5e-5, near a billion.)
        return (
          Math.abs(rounded - value) <= 0.005 + 1e-9 &&
          /^-?\d+(\.\d{1,2})?$/.test(String(rounded)) &&
          roundMoney(rounded) === rounded
        );
      }),
    );
  });

  it('keeps whole cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const amount = cents / 100;
        return roundMoney(amount) === amount;
      }),
    );
  });
});

describe('formatPercent', () => {
  it('formats a fraction as a Russian percentage', () => {
    expect(plain(formatPercent(0.125, 1))).toBe('12,5 %');
    expect(plain(formatPercent(0.853, 0))).toBe('85 %');
  });

  it('signs non-zero values on request', () => {
    expect(plain(formatPercent(0.125, 1, { signed: true }))).toBe('+12,5 %');
    expect(plain(formatPercent(-0.2, 1, { signed: true }))).toBe('-20,0 %');
    expect(plain(formatPercent(0, 1, { signed: true }))).toBe('0,0 %');
  });
});

describe('currencyForUser', () => {
  it('gives studio users roubles whatever the studio', () => {
    expect(currencyForUser('studio', 'USD')).toBe('RUB');
  });

  it("gives others the chosen studio's currency, roubles without one", () => {
    expect(currencyForUser('other', 'eur')).toBe('EUR');
    expect(currencyForUser('other', null)).toBe('RUB');
    expect(currencyForUser('master')).toBe('RUB');
  });
});
