import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appointmentsDetailedQuerySchema,
  appointmentsDetailedResponseSchema,
  availableSlotsQuerySchema,
  availableSlotsResponseSchema,
  bookingCalculatePriceRequestSchema,
  bookingCalculatePriceResponseSchema,
  bookingValidateRequestSchema,
  bookingValidateResponseSchema,
  reschedulePayloadSchema,
} from './booking.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('available slots', () => {
  it('reads the query and the answer', () => {
    expect(
      availableSlotsQuerySchema.parse({
        master_id: 'm-1',
        date: '2025-03-03',
        duration_min: '60',
        x: 1,
      }),
    ).toEqual({ master_id: 'm-1', date: '2025-03-03', duration_min: 60 });
    expect(
      paths(availableSlotsQuerySchema.safeParse({ date: '2025-3-3', duration_min: 0 })),
    ).toEqual(['master_id', 'date', 'duration_min']);
    expect(
      availableSlotsResponseSchema.parse({
        slots: [{ date: '2025-03-03', start_time: '09:00:00', end_time: '10:00:00' }],
      }),
    ).toEqual({ slots: [{ date: '2025-03-03', start_time: '09:00', end_time: '10:00' }] });
  });
});

describe('validate', () => {
  it('parses request and answer', () => {
    expect(
      bookingValidateRequestSchema.parse({
        master_id: 'm-1',
        service_ids: ['svc-1'],
        date: '2025-03-03',
        start_time: '10:00:00',
        end_time: '11:00',
      }),
    ).toEqual({
      master_id: 'm-1',
      service_ids: ['svc-1'],
      date: '2025-03-03',
      start_time: '10:00',
      end_time: '11:00',
    });
    expect(bookingValidateResponseSchema.parse({ valid: true })).toEqual({
      valid: true,
      errors: [],
      conflicts: [],
    });
    expect(
      bookingValidateResponseSchema.parse({
        valid: false,
        errors: ['Мастер занят'],
        conflicts: ['a-9'],
      }),
    ).toEqual({ valid: false, errors: ['Мастер занят'], conflicts: ['a-9'] });
    expect(paths(bookingValidateRequestSchema.safeParse({ service_ids: [] }))).toEqual([
      'master_id',
      'service_ids',
      'date',
      'start_time',
      'end_time',
    ]);
  });
});

describe('calculate price', () => {
  it('reads finalPrice, coerced', () => {
    expect(
      bookingCalculatePriceRequestSchema.parse({ service_ids: ['svc-1'], master_id: 'm-1' }),
    ).toEqual({
      service_ids: ['svc-1'],
      master_id: 'm-1',
    });
    expect(
      bookingCalculatePriceResponseSchema.parse({ finalPrice: '144.00', discount: 0 }),
    ).toEqual({
      finalPrice: 144,
      currency: null,
    });
    expect(paths(bookingCalculatePriceResponseSchema.safeParse({ final_price: 1 }))).toEqual([
      'finalPrice',
    ]);
  });
});

describe('appointments detailed', () => {
  const appointment = {
    id: 'a-1',
    date: '2025-03-03',
    start_time: '10:00:00',
    end_time: '11:00:00',
    client_id: 'c-1',
    master_id: 'm-1',
    studio_id: 's-1',
    status: 'confirmed',
    client: { id: 'c-1', name: 'Анна' },
  };

  it('parses the answer bare or wrapped', () => {
    expect(appointmentsDetailedResponseSchema.parse([appointment])[0]?.client?.name).toBe('Анна');
    expect(
      appointmentsDetailedResponseSchema.parse({ appointments: [appointment] })[0]?.start_time,
    ).toBe('10:00');
    expect(
      appointmentsDetailedQuerySchema.parse({ date_from: '2025-03-01', master_id: 'm-1' }),
    ).toEqual({
      date_from: '2025-03-01',
      master_id: 'm-1',
    });
  });
});

describe('reschedule', () => {
  it('keeps the camelCase body and normalises times', () => {
    expect(
      reschedulePayloadSchema.parse({
        date: '2025-03-04',
        startTime: '12:00:00',
        endTime: '13:00',
        start_time: 'x',
      }),
    ).toEqual({ date: '2025-03-04', startTime: '12:00', endTime: '13:00' });
  });

  it('reports bad fields and a reversed window', () => {
    expect(
      paths(reschedulePayloadSchema.safeParse({ date: 'tomorrow', startTime: '12:00' })),
    ).toEqual(['date', 'endTime']);
    expect(
      paths(
        reschedulePayloadSchema.safeParse({
          date: '2025-03-04',
          startTime: '13:00',
          endTime: '12:00',
        }),
      ),
    ).toEqual(['endTime']);
  });
});
