import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  publicBookingPayloadSchema,
  publicBookingResponseSchema,
  publicOptimalSlotsRequestSchema,
  publicOptimalSlotsResponseSchema,
  publicStudioInfoSchema,
  toPublicStudioInfo,
} from './public-booking.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const info = {
  studio: {
    id: 's-1',
    name: 'Laser Room Минск',
    address: 'пр. Независимости, 1',
    phone: '+375171234567',
    description: 'Лазерная эпиляция в центре',
    country_id: 'by',
  },
  license: { name: 'Laser Room', id: 'lic-1' },
  services: [
    {
      id: 'svc-1',
      name: 'Лазер: подмышки',
      duration_min: 30,
      price: '120.00',
      currency: 'BYN',
      description: null,
      type: 'laser',
    },
  ],
  masters: [{ id: 'm-1', name: 'Ольга', specialization: 'Лазер', phone: '+375' }],
};

describe('publicStudioInfoSchema', () => {
  it('parses a real answer and strips private fields', () => {
    const parsed = publicStudioInfoSchema.parse(info);
    expect(parsed.studio).not.toHaveProperty('country_id');
    expect(parsed.license).toEqual({ name: 'Laser Room' });
    expect(parsed.services[0]?.price).toBe(120);
    expect(parsed.masters).toEqual([{ id: 'm-1', name: 'Ольга', specialization: 'Лазер' }]);
  });

  it('maps to the page shape', () => {
    expect(toPublicStudioInfo(publicStudioInfoSchema.parse(info))).toEqual({
      studio: {
        id: 's-1',
        name: 'Laser Room Минск',
        address: 'пр. Независимости, 1',
        phone: '+375171234567',
        description: 'Лазерная эпиляция в центре',
      },
      licenseName: 'Laser Room',
      services: [
        {
          id: 'svc-1',
          name: 'Лазер: подмышки',
          durationMin: 30,
          price: 120,
          currency: 'BYN',
          description: null,
          type: 'laser',
        },
      ],
      masters: [{ id: 'm-1', name: 'Ольга', specialization: 'Лазер' }],
    });
  });

  it('fills missing optional parts and reports bad ones', () => {
    const bare = publicStudioInfoSchema.parse({ studio: { id: 's-1', name: 'X' } });
    expect(bare).toEqual({
      studio: { id: 's-1', name: 'X', address: null, phone: null, description: null },
      license: null,
      services: [],
      masters: [],
    });
    expect(toPublicStudioInfo(bare).licenseName).toBeNull();
    expect(
      paths(
        publicStudioInfoSchema.safeParse({
          ...info,
          services: [{ ...info.services[0], price: 'n/a' }],
        }),
      ),
    ).toEqual(['services.0.price']);
  });
});

describe('public booking payload', () => {
  const payload = {
    client_data: { name: ' Мария ', phone: ' +375291112233 ', email: '', notes: ' ' },
    master_id: 'm-1',
    service_ids: ['svc-1'],
    date: '2025-03-03',
    start_time: '10:00:00',
    end_time: '10:30:00',
    total_price: '120.00',
    notes: '',
  };

  it('trims contacts, omits empty notes and email, normalises times', () => {
    expect(publicBookingPayloadSchema.parse({ ...payload, studio_id: 's-1' })).toEqual({
      client_data: { name: 'Мария', phone: '+375291112233' },
      master_id: 'm-1',
      service_ids: ['svc-1'],
      date: '2025-03-03',
      start_time: '10:00',
      end_time: '10:30',
      total_price: 120,
    });
  });

  it('reports each missing part', () => {
    expect(
      paths(
        publicBookingPayloadSchema.safeParse({
          ...payload,
          client_data: { name: ' ', phone: '' },
          master_id: '',
          service_ids: [],
          start_time: undefined,
        }),
      ),
    ).toEqual(['client_data.name', 'client_data.phone', 'master_id', 'service_ids', 'start_time']);
    expect(paths(publicBookingPayloadSchema.safeParse({ ...payload, end_time: '09:00' }))).toEqual([
      'end_time',
    ]);
  });

  it('parses the answer', () => {
    expect(
      publicBookingResponseSchema.parse({ message: 'Запись создана', appointment_id: 'a-1', x: 1 }),
    ).toEqual({
      message: 'Запись создана',
      appointment_id: 'a-1',
    });
    expect(paths(publicBookingResponseSchema.safeParse({ message: 'ok' }))).toEqual([
      'appointment_id',
    ]);
  });
});

describe('public optimal slots', () => {
  it('parses request and answer', () => {
    expect(
      publicOptimalSlotsRequestSchema.parse({
        service_ids: ['svc-1'],
        master_id: 'm-1',
        from_date: '2025-03-01',
        to_date: '2025-03-15',
      }),
    ).toEqual({
      service_ids: ['svc-1'],
      master_id: 'm-1',
      from_date: '2025-03-01',
      to_date: '2025-03-15',
    });
    expect(
      publicOptimalSlotsResponseSchema.parse({
        slots: [{ date: '2025-03-03', start_time: '14:00:00', end_time: '14:30:00' }],
      }).slots[0],
    ).toEqual({ date: '2025-03-03', start_time: '14:00', end_time: '14:30' });
  });
});
