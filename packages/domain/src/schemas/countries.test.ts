import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  countryListQuerySchema,
  countryListSchema,
  countrySchema,
  currencyListSchema,
  toCountry,
} from './countries.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const belarus = {
  id: 'by',
  name: 'Беларусь',
  code: 'BY',
  currency_code: 'BYN',
  is_active: true,
  created_at: '2024-01-01T00:00:00Z',
  timezone: 'Europe/Minsk',
};

describe('countrySchema', () => {
  it('parses a real country, strips unknown fields and maps it', () => {
    const country = countrySchema.parse(belarus);
    expect(country).toEqual({
      id: 'by',
      name: 'Беларусь',
      code: 'BY',
      currency_code: 'BYN',
      is_active: true,
      created_at: '2024-01-01T00:00:00Z',
    });
    expect(toCountry(country)).toEqual({
      id: 'by',
      name: 'Беларусь',
      code: 'BY',
      currencyCode: 'BYN',
      isActive: true,
    });
  });

  it('defaults is_active and upper-cases the currency', () => {
    expect(
      countrySchema.parse({ id: 'kz', name: 'Казахстан', code: 'KZ', currency_code: 'kzt' }),
    ).toEqual({ id: 'kz', name: 'Казахстан', code: 'KZ', currency_code: 'KZT', is_active: true });
  });

  it('reports bad fields', () => {
    expect(paths(countrySchema.safeParse({ id: 'x', name: 'X', currency_code: 'RUBLE' }))).toEqual([
      'code',
      'currency_code',
    ]);
  });
});

describe('country lists', () => {
  it('accepts bare and wrapped lists', () => {
    expect(countryListSchema.parse([belarus])).toHaveLength(1);
    expect(countryListSchema.parse({ countries: [belarus], total: 1 })).toHaveLength(1);
    expect(currencyListSchema.parse(['RUB', 'usd'])).toEqual(['RUB', 'USD']);
    expect(currencyListSchema.parse({ currencies: ['EUR'] })).toEqual(['EUR']);
  });

  it('reads the list query', () => {
    expect(countryListQuerySchema.parse({ limit: '1000', is_active: 'true' })).toEqual({
      limit: 1000,
      is_active: true,
    });
  });
});
