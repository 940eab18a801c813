import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  studioCreatePayloadSchema,
  studioListQuerySchema,
  studioListSchema,
  studioSchema,
  studioUpdatePayloadSchema,
  studioWithCountrySchema,
  studiosWithCountriesSchema,
  toStudio,
} from './studios.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const wire = {
  id: 's-1',
  name: 'Laser Room Минск',
  country_id: 'by',
  city: 'Минск',
  address: 'пр. Независимости, 1',
  phone: '+375171234567',
  email: 'minsk@laser.by',
  master_ids: ['m-1'],
  description: null,
  image_url: null,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-06-01T00:00:00Z',
  license_id: 'lic-1',
};

describe('studioSchema', () => {
  it('parses a real studio, strips unknown fields and defaults is_active and time_zone', () => {
    expect(studioSchema.parse(wire)).toEqual({
      id: 's-1',
      name: 'Laser Room Минск',
      country_id: 'by',
      city: 'Минск',
      address: 'пр. Независимости, 1',
      phone: '+375171234567',
      email: 'minsk@laser.by',
      master_ids: ['m-1'],
      description: null,
      image_url: null,
      is_active: true,
      time_zone: 'Europe/Minsk',
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-06-01T00:00:00Z',
    });
    expect(studioSchema.parse({ ...wire, time_zone: 'Europe/Moscow' }).time_zone).toBe(
      'Europe/Moscow',
    );
  });

  it('accepts only IANA time zones in payloads', () => {
    expect(studioUpdatePayloadSchema.safeParse({ time_zone: 'Europe/Kyiv' }).success).toBe(true);
    const bad = studioUpdatePayloadSchema.safeParse({ time_zone: 'Moscow+3' });
    expect(bad.error?.issues[0]?.message).toBe('Выберите часовой пояс из списка');
  });

  it('reports bad fields', () => {
    expect(paths(studioSchema.safeParse({ ...wire, city: null, created_at: 'today' }))).toEqual([
      'city',
      'created_at',
    ]);
  });

  it('maps to the UI studio, with or without its country', () => {
    expect(toStudio(studioSchema.parse(wire))).toMatchObject({
      id: 's-1',
      countryId: 'by',
      masterIds: ['m-1'],
      imageUrl: null,
      isActive: true,
      createdAt: '2024-01-01T00:00:00Z',
      country: null,
    });
    const withCountry = studioWithCountrySchema.parse({
      ...wire,
      country: { id: 'by', name: 'Беларусь', code: 'BY', currency_code: 'BYN', flag: '🇧🇾' },
    });
    expect(toStudio(withCountry).country).toEqual({
      id: 'by',
      name: 'Беларусь',
      code: 'BY',
      currencyCode: 'BYN',
    });
    expect(toStudio(studioWithCountrySchema.parse(wire)).country).toBeNull();
  });

  it('parses both list answers', () => {
    expect(studioListSchema.parse({ studios: [wire], total: '1' }).total).toBe(1);
    expect(studiosWithCountriesSchema.parse({ studios: [wire] })).toHaveLength(1);
    expect(studiosWithCountriesSchema.parse([wire])).toHaveLength(1);
  });
});

describe('studio queries and payloads', () => {
  it('pages with skip 0 and limit 100 by default', () => {
    expect(studioListQuerySchema.parse({})).toEqual({ skip: 0, limit: 100 });
    expect(studioListQuerySchema.parse({ limit: '1000', is_active: 'false' })).toEqual({
      skip: 0,
      limit: 1000,
      is_active: false,
    });
  });

  it('trims the form, omits empty optionals and sends master_ids empty', () => {
    expect(
      studioCreatePayloadSchema.parse({
        name: ' Laser Room ',
        country_id: 'by',
        city: 'Минск ',
        address: ' ул. Ленина, 2',
        phone: '+375 17 000-00-00',
        email: '',
        description: '  ',
        image_url: '',
      }),
    ).toEqual({
      name: 'Laser Room',
      country_id: 'by',
      city: 'Минск',
      address: 'ул. Ленина, 2',
      phone: '+375 17 000-00-00',
      master_ids: [],
    });
  });

  it('reports every missing or malformed field', () => {
    expect(
      paths(
        studioCreatePayloadSchema.safeParse({
          name: ' ',
          city: '',
          address: '',
          phone: '',
          email: 'not-an-email',
          image_url: 'picture',
        }),
      ),
    ).toEqual(['name', 'country_id', 'city', 'address', 'phone', 'email', 'image_url']);
  });

  it('updates only what is sent', () => {
    expect(studioUpdatePayloadSchema.parse({ phone: ' +375 ' })).toEqual({ phone: '+375' });
    expect(studioUpdatePayloadSchema.parse({ email: 'a@b.by', is_active: false })).toEqual({
      email: 'a@b.by',
      is_active: false,
    });
  });
});
