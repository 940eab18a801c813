import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  pricingAnalysisQuerySchema,
  pricingAnalysisResponseSchema,
  toPricingAnalysis,
} from './pricing.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const wire = {
  studio_id: 's-1',
  studio_name: 'Laser Room Минск',
  currency: 'BYN',
  target_hourly_rate: '200',
  items: [
    {
      service_id: 'svc-1',
      service_name: 'Лазер: подмышки',
      current_price: '120.00',
      duration_minutes: 30,
      target_price: '100.00',
      current_hourly_rate: 240,
      deviation_percent: '20',
      category: 'laser',
    },
    {
      service_id: 'svc-2',
      service_name: 'Воск: ноги',
      current_price: 60,
      duration_minutes: '45',
      target_price: 150,
    },
  ],
};

describe('pricingAnalysisResponseSchema', () => {
  it('parses a real answer, coercing numbers and stripping unknown fields', () => {
    const parsed = pricingAnalysisResponseSchema.parse(wire);
    expect(parsed.target_hourly_rate).toBe(200);
    expect(parsed.items[0]).toEqual({
      service_id: 'svc-1',
      service_name: 'Лазер: подмышки',
      current_price: 120,
      duration_minutes: 30,
      target_price: 100,
      current_hourly_rate: 240,
      deviation_percent: 20,
    });
    expect(parsed.items[1]).toMatchObject({
      duration_minutes: 45,
      current_hourly_rate: null,
      deviation_percent: null,
    });
  });

  it('maps to the table rows', () => {
    expect(toPricingAnalysis(pricingAnalysisResponseSchema.parse(wire))).toEqual({
      studioId: 's-1',
      studioName: 'Laser Room Минск',
      currency: 'BYN',
      targetHourlyRate: 200,
      items: [
        {
          serviceId: 'svc-1',
          serviceName: 'Лазер: подмышки',
          currentPrice: 120,
          durationMinutes: 30,
          targetPrice: 100,
          currentHourlyRate: 240,
          deviationPercent: 20,
        },
        {
          serviceId: 'svc-2',
          serviceName: 'Воск: ноги',
          currentPrice: 60,
          durationMinutes: 45,
          targetPrice: 150,
          currentHourlyRate: null,
          deviationPercent: null,
        },
      ],
    });
  });

  it('fills an empty answer and reports bad rows', () => {
    expect(pricingAnalysisResponseSchema.parse({})).toEqual({
      studio_id: null,
      studio_name: null,
      currency: null,
      target_hourly_rate: null,
      items: [],
    });
    expect(
      paths(
        pricingAnalysisResponseSchema.safeParse({
          items: [{ service_id: 'svc-1', current_price: 'x' }],
        }),
      ),
    ).toEqual([
      'items.0.service_name',
      'items.0.current_price',
      'items.0.duration_minutes',
      'items.0.target_price',
    ]);
  });
});

describe('pricingAnalysisQuerySchema', () => {
  it('defaults the target rate to 2000 and reads it from the query string', () => {
    expect(pricingAnalysisQuerySchema.parse({})).toEqual({ target_hourly_rate: 2000 });
    expect(pricingAnalysisQuerySchema.parse({ target_hourly_rate: '2500' })).toEqual({
      target_hourly_rate: 2500,
    });
    expect(paths(pricingAnalysisQuerySchema.safeParse({ target_hourly_rate: 0 }))).toEqual([
      'target_hourly_rate',
    ]);
  });
});
