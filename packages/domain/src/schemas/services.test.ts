import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  publicServiceSchema,
  serviceCreatePayloadSchema,
  serviceDetailedPricingSchema,
  serviceListQuerySchema,
  serviceListSchema,
  servicePricingPayloadSchema,
  serviceSchema,
  serviceUpdatePayloadSchema,
  toService,
} from './services.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const pricingEntry = {
  id: 'p-1',
  service_id: 'svc-1',
  studio_id: 's-1',
  base_price: '120.00',
  currency: 'BYN',
  is_available: true,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-02-01T00:00:00Z',
  studio: { name: 'Laser Room Минск', country: { name: 'Беларусь', code: 'BY' }, city: 'Минск' },
};

const wire = {
  id: 'svc-1',
  name: 'Лазер: подмышки',
  type: 'laser',
  description: 'Диодный лазер',
  duration_min: 30,
  is_active: true,
  available_in_studios_pricing: {
    's-1': { price: '120.00', currency: 'BYN', is_available: true },
    's-2': { price: 3500, currency: 'RUB', is_available: false },
  },
  studio_pricing: [pricingEntry],
  license_id: 'lic-1',
};

describe('serviceSchema', () => {
  it('parses a real admin service, coercing prices and stripping unknown fields', () => {
    const service = serviceSchema.parse(wire);
    expect(service).not.toHaveProperty('license_id');
    expect(service.available_in_studios_pricing['s-1']).toEqual({
      price: 120,
      currency: 'BYN',
      is_available: true,
    });
    expect(service.studio_pricing[0]).toEqual({
      id: 'p-1',
      service_id: 'svc-1',
      studio_id: 's-1',
      base_price: 120,
      currency: 'BYN',
      is_available: true,
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-02-01T00:00:00Z',
      studio: { name: 'Laser Room Минск', country: { name: 'Беларусь' } },
    });
  });

  it('accepts the “others” type and fills defaults', () => {
    expect(
      serviceSchema.parse({ id: 'svc-9', name: 'Прочее', type: 'others', duration_min: '15' }),
    ).toEqual({
      id: 'svc-9',
      name: 'Прочее',
      type: 'others',
      description: null,
      duration_min: 15,
      is_active: false,
      available_in_studios_pricing: {},
      studio_pricing: [],
    });
  });

  it('reports bad fields', () => {
    expect(
      paths(
        serviceSchema.safeParse({
          ...wire,
          type: 'massage',
          available_in_studios_pricing: { 's-1': { price: 'free', currency: 'BYN' } },
        }),
      ),
    ).toEqual(['type', 'available_in_studios_pricing.s-1.price']);
  });

  it('maps to the UI service', () => {
    expect(toService(serviceSchema.parse(wire))).toEqual({
      id: 'svc-1',
      name: 'Лазер: подмышки',
      type: 'laser',
      description: 'Диодный лазер',
      durationMin: 30,
      isActive: true,
      pricesByStudio: {
        's-1': { price: 120, currency: 'BYN', isAvailable: true },
        's-2': { price: 3500, currency: 'RUB', isAvailable: false },
      },
      studioPricing: [
        {
          id: 'p-1',
          serviceId: 'svc-1',
          studioId: 's-1',
          basePrice: 120,
          currency: 'BYN',
          isAvailable: true,
          studioName: 'Laser Room Минск',
          countryName: 'Беларусь',
          createdAt: '2024-01-01T00:00:00Z',
          updatedAt: '2024-02-01T00:00:00Z',
        },
      ],
    });
    const bare = serviceSchema.parse({
      ...wire,
      studio_pricing: [
        { ...pricingEntry, studio: null, created_at: undefined, updated_at: undefined },
      ],
    });
    expect(toService(bare).studioPricing[0]).toMatchObject({
      studioName: null,
      countryName: null,
      createdAt: null,
      updatedAt: null,
    });
  });

  it('parses the list bare or wrapped, and its query', () => {
    expect(serviceListSchema.parse({ services: [wire] })).toHaveLength(1);
    expect(serviceListSchema.parse([wire])).toHaveLength(1);
    expect(serviceListQuerySchema.parse({})).toEqual({ active_only: false });
    expect(serviceListQuerySchema.parse({ active_only: 'true', studio_id: 's-1' })).toEqual({
      active_only: true,
      studio_id: 's-1',
    });
  });
});

describe('service payloads', () => {
  it('creates inactive, 60 minutes, no masters and no prices by default', () => {
    expect(serviceCreatePayloadSchema.parse({ name: ' Воск: ноги ', type: 'wax' })).toEqual({
      name: 'Воск: ноги',
      type: 'wax',
      duration_min: 60,
      is_active: false,
      available_for_masters: [],
      studio_pricing: {},
    });
  });

  it('carries per-studio prices', () => {
    expect(
      serviceCreatePayloadSchema.parse({
        name: 'Электро',
        type: 'electro',
        duration_min: '45',
        studio_pricing: { 's-1': { price: '80.5', currency: 'byn' } },
      }).studio_pricing,
    ).toEqual({ 's-1': { price: 80.5, currency: 'BYN', is_available: true } });
  });

  it('reports every bad field', () => {
    expect(
      paths(
        serviceCreatePayloadSchema.safeParse({
          name: '  ',
          type: 'others',
          duration_min: 0,
          studio_pricing: { 's-1': { price: -1, currency: 'BYN' } },
        }),
      ),
    ).toEqual(['name', 'type', 'duration_min', 'studio_pricing.s-1.price']);
  });

  it('updates only what is sent (no defaults sneak in)', () => {
    expect(serviceUpdatePayloadSchema.parse({ is_active: true })).toEqual({ is_active: true });
    expect(serviceUpdatePayloadSchema.parse({ description: ' ', duration_min: 90 })).toEqual({
      duration_min: 90,
    });
  });

  it('parses per-studio pricing and the detailed pricing answer', () => {
    expect(
      servicePricingPayloadSchema.parse({ price: 99.99, currency: 'EUR', is_available: false }),
    ).toEqual({ price: 99.99, currency: 'EUR', is_available: false });
    expect(paths(servicePricingPayloadSchema.safeParse({ price: 1.001, currency: 'EUR' }))).toEqual(
      ['price'],
    );
    expect(
      serviceDetailedPricingSchema.parse({ service_id: 'svc-1', pricing: [pricingEntry] }),
    ).toMatchObject({ service_id: 'svc-1', service_name: null, pricing: [{ base_price: 120 }] });
  });
});

describe('publicServiceSchema', () => {
  it('coerces the price whether number or string', () => {
    const service = {
      id: 'svc-1',
      name: 'Лазер',
      duration_min: 30,
      price: '120.00',
      currency: 'BYN',
      description: null,
      type: 'laser',
      studio_pricing: [],
    };
    expect(publicServiceSchema.parse(service)).toEqual({
      id: 'svc-1',
      name: 'Лазер',
      duration_min: 30,
      price: 120,
      currency: 'BYN',
      description: null,
      type: 'laser',
    });
    expect(publicServiceSchema.parse({ ...service, price: 99 }).price).toBe(99);
    expect(paths(publicServiceSchema.safeParse({ ...service, price: null }))).toEqual(['price']);
  });
});
