import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  birthDateSchema,
  clearableTextSchema,
  isWebUrl,
  payloadDateSchema,
  PRICE_MAX,
  webUrlSchema,
  counterSchema,
  currencyCodeSchema,
  integerSchema,
  isoDateOrDateTimeSchema,
  isoDateTimeSchema,
  isMultipleOf,
  listOf,
  moneySchema,
  numericSchema,
  optionalTextOf,
  optionalTextSchema,
  orDefault,
  orNull,
  priceSchema,
  queryBooleanSchema,
  simpleEmailSchema,
  timeSchema,
} from './common.ts';

describe('timeSchema', () => {
  it('keeps HH:MM and cuts the server’s seconds', () => {
    expect(timeSchema.parse('09:30')).toBe('09:30');
    expect(timeSchema.parse('10:00:00')).toBe('10:00');
    expect(timeSchema.parse('23:59:59.123')).toBe('23:59');
  });

  it('rejects impossible or malformed times', () => {
    for (const bad of ['24:00', '9:30', '12:60', '12-30', '']) {
      expect(timeSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('numericSchema', () => {
  it('accepts numbers and decimal strings', () => {
    expect(numericSchema.parse(12.5)).toBe(12.5);
    expect(numericSchema.parse('1500.00')).toBe(1500);
    expect(numericSchema.parse(' -3 ')).toBe(-3);
    expect(numericSchema.parse('.5')).toBe(0.5);
    expect(numericSchema.parse('1e3')).toBe(1000);
  });

  it('does not turn blanks, words or null into 0', () => {
    for (const bad of ['', ' ', 'abc', '1,5', null, undefined, Number.NaN, Infinity]) {
      expect(numericSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('integerSchema wants whole numbers', () => {
    expect(integerSchema.parse('42')).toBe(42);
    expect(integerSchema.safeParse('4.2').success).toBe(false);
  });
});

describe('null handling helpers', () => {
  it('orNull maps missing and null to null', () => {
    const schema = orNull(z.string());
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('x')).toBe('x');
  });

  it('orDefault maps missing and null to the fallback', () => {
    const schema = orDefault(z.number(), 7);
    expect(schema.parse(undefined)).toBe(7);
    expect(schema.parse(null)).toBe(7);
    expect(schema.parse(3)).toBe(3);
  });

  it('counterSchema coerces and defaults to 0', () => {
    expect(counterSchema.parse('12')).toBe(12);
    expect(counterSchema.parse(null)).toBe(0);
    expect(counterSchema.parse(undefined)).toBe(0);
  });
});

describe('dates', () => {
  it('accepts naive and offset timestamps', () => {
    for (const ok of [
      '2025-03-01T10:00:00',
      '2025-03-01T10:00:00.123456Z',
      '2025-03-01T10:00:00+03:00',
    ]) {
      expect(isoDateTimeSchema.safeParse(ok).success).toBe(true);
    }
    expect(isoDateTimeSchema.safeParse('2025-03-01 10:00').success).toBe(false);
  });

  it('isoDateOrDateTimeSchema takes either', () => {
    expect(isoDateOrDateTimeSchema.parse('2025-03-01')).toBe('2025-03-01');
    expect(isoDateOrDateTimeSchema.parse('2025-03-01T10:00:00Z')).toBe('2025-03-01T10:00:00Z');
    expect(isoDateOrDateTimeSchema.safeParse('01.03.2025').success).toBe(false);
  });
});

describe('queryBooleanSchema', () => {
  it('reads booleans and their strings', () => {
    expect(queryBooleanSchema.parse(true)).toBe(true);
    expect(queryBooleanSchema.parse('false')).toBe(false);
    expect(queryBooleanSchema.parse('true')).toBe(true);
    expect(queryBooleanSchema.safeParse('maybe').success).toBe(false);
  });
});

describe('currency and money', () => {
  it('upper-cases three-letter codes', () => {
    expect(currencyCodeSchema.parse('byn')).toBe('BYN');
    expect(currencyCodeSchema.safeParse('RUBL').success).toBe(false);
  });

  it('coerces the amount', () => {
    expect(moneySchema.parse({ amount: '1500.50', currency: 'RUB', extra: 1 })).toEqual({
      amount: 1500.5,
      currency: 'RUB',
    });
  });
});

describe('payload text helpers', () => {
  it('optionalTextSchema trims and drops empty values', () => {
    expect(optionalTextSchema.parse('  hi ')).toBe('hi');
    expect(optionalTextSchema.parse('   ')).toBeUndefined();
    expect(optionalTextSchema.parse(undefined)).toBeUndefined();
  });

  it('optionalTextOf checks the value only when given', () => {
    const email = optionalTextOf(simpleEmailSchema);
    expect(email.parse('')).toBeUndefined();
    expect(email.parse(' a@b.co ')).toBe('a@b.co');
    expect(email.safeParse('a@b').success).toBe(false);
  });

  it('priceSchema wants a non-negative amount with at most two decimals', () => {
    expect(priceSchema.parse('10.25')).toBe(10.25);
    expect(priceSchema.parse(0.1 + 0.2)).toBeCloseTo(0.3);
    expect(priceSchema.safeParse(-1).success).toBe(false);
    const issue = priceSchema.safeParse(10.255).error?.issues[0];
    expect(issue && 'params' in issue ? issue.params : null).toEqual({ rule: 'price_step' });
  });
});

describe('listOf', () => {
  const schema = listOf(z.object({ id: z.string() }), 'items');

  it('accepts a bare array or a wrapped one', () => {
    expect(schema.parse([{ id: 'a', x: 1 }])).toEqual([{ id: 'a' }]);
    expect(schema.parse({ items: [{ id: 'b' }], total: 1 })).toEqual([{ id: 'b' }]);
  });

  it('rejects anything else and points at the bad item', () => {
    expect(schema.safeParse({ other: [] }).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
    const wrapped = schema.safeParse({ items: [{ id: 'a' }, { id: 2 }] });
    expect(wrapped.error?.issues.map((issue) => issue.path)).toEqual([[1, 'id']]);
  });
});

describe('isMultipleOf', () => {
  it('tolerates floating-point error', () => {
    expect(isMultipleOf(0.3, 0.1)).toBe(true);
    expect(isMultipleOf(19.99, 0.01)).toBe(true);
    expect(isMultipleOf(1.25, 0.1)).toBe(false);
    expect(isMultipleOf(0.005, 0.01)).toBe(false);
  });

  it('accepts every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) =>
        isMultipleOf(cents / 100, 0.01),
      ),
    );
  });
});

describe('input bounds (issue 28)', () => {
  it('keeps prices within the columns, as numbers or numerals', () => {
    expect(priceSchema.parse(PRICE_MAX)).toBe(PRICE_MAX);
    for (const price of [99999999999, '1e11', PRICE_MAX + 0.01]) {
      expect(priceSchema.safeParse(price).success, String(price)).toBe(false);
    }
  });

  it('takes dates of sane years and birth dates in the past', () => {
    expect(payloadDateSchema.safeParse('2026-11-28').success).toBe(true);
    expect(payloadDateSchema.safeParse('2999-01-01').success).toBe(false);
    expect(payloadDateSchema.safeParse('1999-12-31').success).toBe(false);
    expect(birthDateSchema.safeParse('1990-05-14').success).toBe(true);
    expect(birthDateSchema.safeParse('2999-01-01').success).toBe(false);
    expect(birthDateSchema.safeParse('1899-12-31').success).toBe(false);
  });

  it('lets an edit clear a text with null or an empty one, and leave it with nothing', () => {
    const schema = z.object({ position: clearableTextSchema });
    expect(schema.parse({ position: null })).toEqual({ position: null });
    expect(schema.parse({ position: '  ' })).toEqual({ position: null });
    expect(schema.parse({ position: ' Мастер ' })).toEqual({ position: 'Мастер' });
    expect(schema.parse({})).toEqual({ position: undefined });
  });

  it('takes web addresses only for URLs', () => {
    for (const url of ['https://example.com/a.jpg', 'http://x.by/o.png']) {
      expect(isWebUrl(url), url).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.by/a', 'vbscript:x']) {
      expect(webUrlSchema.safeParse(url).success, url).toBe(false);
      expect(isWebUrl(url), url).toBe(false);
    }
  });
});
