import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appointmentCancelPayloadSchema,
  appointmentCreatePayloadSchema,
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentPatchPayloadSchema,
  appointmentWireSchema,
  appointmentMonthListSchema,
  appointmentWithRelationsListSchema,
  appointmentWithRelationsSchema,
  appointmentsWithRelationsQuerySchema,
  calculatePriceRequestSchema,
  calculatePriceResponseSchema,
  findOptimalSlotsRequestSchema,
  findOptimalSlotsResponseSchema,
  toAppointment,
} from './appointments.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const wire = {
  id: 'a-1',
  date: '2025-03-03',
  start_time: '10:00:00',
  end_time: '11:30:00',
  client_id: 'c-1',
  master_id: 'm-1',
  studio_id: 's-1',
  service_ids: ['svc-1', 'svc-2'],
  service_names: ['Лазер: подмышки', 'Лазер: голени'],
  total_price: '240.00',
  currency: 'BYN',
  status: 'scheduled',
  reminder_status: 'pending',
  notes: null,
  client_confirmed: null,
  is_online_booking: true,
  is_new_online_booking: true,
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-01T08:00:00Z',
  license_id: 'lic-1',
};

describe('appointmentWireSchema', () => {
  it('parses a real appointment: HH:MM times, numeric price, unknown fields stripped', () => {
    expect(appointmentWireSchema.parse(wire)).toEqual({
      id: 'a-1',
      date: '2025-03-03',
      start_time: '10:00',
      end_time: '11:30',
      client_id: 'c-1',
      master_id: 'm-1',
      studio_id: 's-1',
      service_id: null,
      service_ids: ['svc-1', 'svc-2'],
      service_names: ['Лазер: подмышки', 'Лазер: голени'],
      total_price: 240,
      price: null,
      currency: 'BYN',
      status: 'scheduled',
      reminder_status: 'pending',
      notes: null,
      client_confirmed: null,
      is_online_booking: true,
      is_new_online_booking: true,
      source: null,
      cancellation_reason: null,
      out_of_schedule: false,
      price_set_by_hand: false,
      created_at: '2025-03-01T08:00:00Z',
      updated_at: '2025-03-01T08:00:00Z',
    });
  });

  it('reports bad fields', () => {
    expect(
      paths(
        appointmentWireSchema.safeParse({
          ...wire,
          date: '03.03.2025',
          start_time: '25:00',
          status: 'postponed',
          total_price: 'free',
        }),
      ),
    ).toEqual(['date', 'start_time', 'total_price', 'status']);
  });

  it('maps to the UI appointment', () => {
    expect(toAppointment(appointmentWireSchema.parse(wire))).toEqual({
      id: 'a-1',
      date: '2025-03-03',
      startTime: '10:00',
      endTime: '11:30',
      clientId: 'c-1',
      masterId: 'm-1',
      studioId: 's-1',
      serviceId: 'svc-1',
      serviceIds: ['svc-1', 'svc-2'],
      serviceNames: ['Лазер: подмышки', 'Лазер: голени'],
      clientName: null,
      masterName: null,
      studioName: null,
      price: 240,
      currency: 'BYN',
      status: 'scheduled',
      isOnlineBooking: true,
      isNewOnlineBooking: true,
      reminderStatus: 'pending',
      clientConfirmed: null,
      notes: null,
      cancellationReason: null,
      createdAt: '2025-03-01T08:00:00Z',
      updatedAt: '2025-03-01T08:00:00Z',
      outOfSchedule: false,
      priceSetByHand: false,
    });
  });

  it('falls back to service_id, price and defaults', () => {
    const minimal = appointmentWireSchema.parse({
      id: 'a-2',
      date: '2025-03-03',
      start_time: '12:00',
      end_time: '12:40',
      client_id: 'c-2',
      master_id: 'm-1',
      studio_id: 's-1',
      service_id: 'svc-3',
      price: 55.5,
      status: 'cancelled',
      cancellation_reason: 'Заболела',
      client_confirmed: false,
    });
    expect(toAppointment(minimal)).toMatchObject({
      serviceId: 'svc-3',
      serviceIds: ['svc-3'],
      serviceNames: [],
      price: 55.5,
      currency: null,
      isOnlineBooking: false,
      isNewOnlineBooking: false,
      clientConfirmed: false,
      cancellationReason: 'Заболела',
      createdAt: null,
      updatedAt: null,
    });
    const { total_price: _t, service_ids: _s, ...noPrice } = wire;
    expect(toAppointment(appointmentWireSchema.parse(noPrice))).toMatchObject({
      price: 0,
      serviceId: null,
      serviceIds: [],
    });
  });
});

describe('appointments with relations', () => {
  const related = {
    ...wire,
    service_ids: [],
    service_names: [],
    currency: null,
    client: { id: 'c-1', name: 'Анна Петрова', phone: '+375291112233', email: 'x' },
    master: { id: 'm-1', name: 'Ольга' },
    services: [
      { id: 'svc-1', name: 'Лазер: подмышки', duration_min: 30, price: '120.00' },
      { id: 'svc-2', name: 'Лазер: голени', duration_min: '60', price: 120 },
    ],
    studio: { id: 's-1', name: 'Laser Room Минск', currency: 'BYN' },
  };

  it('parses relations and maps names from them', () => {
    const parsed = appointmentWithRelationsSchema.parse(related);
    expect(parsed.client).toEqual({ id: 'c-1', name: 'Анна Петрова', phone: '+375291112233' });
    expect(parsed.services[1]).toEqual({
      id: 'svc-2',
      name: 'Лазер: голени',
      duration_min: 60,
      price: 120,
    });
    expect(toAppointment(parsed)).toMatchObject({
      serviceId: 'svc-1',
      serviceIds: ['svc-1', 'svc-2'],
      serviceNames: ['Лазер: подмышки', 'Лазер: голени'],
      clientName: 'Анна Петрова',
      masterName: 'Ольга',
      studioName: 'Laser Room Минск',
      currency: 'BYN',
    });
  });

  it('tolerates missing relations', () => {
    const parsed = appointmentWithRelationsSchema.parse({
      ...related,
      client: null,
      master: undefined,
      services: null,
      studio: null,
    });
    expect(toAppointment(parsed)).toMatchObject({
      clientName: null,
      masterName: null,
      studioName: null,
      serviceIds: [],
    });
  });

  it("maps the calendar month's slim answer: names from the relations, currency and services from the row", () => {
    const month = appointmentMonthListSchema.parse({
      appointments: [
        {
          ...wire,
          service_ids: ['svc-1', 'svc-2'],
          service_names: ['Лазер: подмышки', 'Лазер: голени'],
          total_price: '240.00',
          currency: 'BYN',
          client: { name: 'Анна Петрова' },
          master: { name: 'Ольга' },
          studio: { name: 'Laser Room Минск' },
        },
      ],
    });
    expect(toAppointment(month[0]!)).toMatchObject({
      serviceId: 'svc-1',
      serviceNames: ['Лазер: подмышки', 'Лазер: голени'],
      clientName: 'Анна Петрова',
      masterName: 'Ольга',
      studioName: 'Laser Room Минск',
      price: 240,
      currency: 'BYN',
    });
  });

  it('parses the lists bare or wrapped and reports the bad item', () => {
    expect(appointmentListSchema.parse({ appointments: [wire] })).toHaveLength(1);
    expect(appointmentWithRelationsListSchema.parse([related])).toHaveLength(1);
    expect(
      paths(
        appointmentWithRelationsListSchema.safeParse({
          appointments: [{ ...related, client: { id: 'c-1' } }],
        }),
      ),
    ).toEqual(['0.client.name']);
  });

  it('reads the queries', () => {
    expect(appointmentListQuerySchema.parse({ date: '2025-03-03', master_id: 'm-1' })).toEqual({
      date: '2025-03-03',
      master_id: 'm-1',
    });
    expect(
      appointmentsWithRelationsQuerySchema.parse({
        date_from: '2025-03-01',
        date_to: '2025-03-31',
      }),
    ).toEqual({
      date_from: '2025-03-01',
      date_to: '2025-03-31',
      limit: 1000,
    });
    expect(paths(appointmentsWithRelationsQuerySchema.safeParse({ date_from: '2025-03' }))).toEqual(
      ['date_from', 'date_to'],
    );
  });
});

describe('appointment payloads', () => {
  const create = {
    date: '2025-03-03',
    start_time: '10:00:00',
    end_time: '11:00',
    client_id: 'c-1',
    master_id: 'm-1',
    studio_id: 's-1',
    service_ids: ['svc-1'],
    total_price: '120',
    notes: '  ',
  };

  it('normalises the create payload and omits empty notes', () => {
    expect(appointmentCreatePayloadSchema.parse({ ...create, status: 'confirmed' })).toEqual({
      date: '2025-03-03',
      start_time: '10:00',
      end_time: '11:00',
      client_id: 'c-1',
      master_id: 'm-1',
      studio_id: 's-1',
      service_ids: ['svc-1'],
      total_price: 120,
    });
  });

  it('reports missing services, a bad price and a reversed window', () => {
    expect(
      paths(
        appointmentCreatePayloadSchema.safeParse({ ...create, service_ids: [], total_price: -5 }),
      ),
    ).toEqual(['service_ids', 'total_price']);
    expect(
      paths(appointmentCreatePayloadSchema.safeParse({ ...create, end_time: '09:30' })),
    ).toEqual(['end_time']);
  });

  it('patches any subset', () => {
    expect(appointmentPatchPayloadSchema.parse({ status: 'confirmed' })).toEqual({
      status: 'confirmed',
    });
    expect(
      appointmentPatchPayloadSchema.parse({
        start_time: '14:00:00',
        total_price: '99.90',
        client_confirmed: null,
        reminder_status: 'sent',
        notes: ' Пришла раньше ',
      }),
    ).toEqual({
      start_time: '14:00',
      total_price: 99.9,
      client_confirmed: null,
      reminder_status: 'sent',
      notes: 'Пришла раньше',
    });
    expect(
      paths(appointmentPatchPayloadSchema.safeParse({ status: 'done', service_ids: [] })),
    ).toEqual(['status', 'service_ids']);
  });

  it('trims the cancellation reason and keeps it within 3–500 characters', () => {
    expect(appointmentCancelPayloadSchema.parse({ cancellation_reason: '  Заболела  ' })).toEqual({
      cancellation_reason: 'Заболела',
    });
    for (const bad of ['', '  ab  ', 'x'.repeat(501)]) {
      expect(paths(appointmentCancelPayloadSchema.safeParse({ cancellation_reason: bad }))).toEqual(
        ['cancellation_reason'],
      );
    }
    expect(
      appointmentCancelPayloadSchema.safeParse({ cancellation_reason: 'x'.repeat(500) }).success,
    ).toBe(true);
  });
});

describe('price and slots', () => {
  it('calculates price: request needs everything, answer is rounded to cents', () => {
    expect(
      paths(calculatePriceRequestSchema.safeParse({ service_ids: ['svc-1'], master_id: 'm-1' })),
    ).toEqual(['client_id', 'studio_id']);
    expect(calculatePriceResponseSchema.parse({ total_price: '143.999', currency: 'BYN' })).toEqual(
      {
        total_price: 144,
        currency: 'BYN',
      },
    );
    expect(calculatePriceResponseSchema.parse({ total_price: 10.126 })).toEqual({
      total_price: 10.13,
      currency: 'RUB',
    });
  });

  it('finds optimal slots', () => {
    expect(
      findOptimalSlotsRequestSchema.parse({
        service_ids: ['svc-1'],
        master_id: 'm-1',
        studio_id: 's-1',
        from_date: '2025-03-01',
        to_date: '2025-03-15',
      }),
    ).toMatchObject({ from_date: '2025-03-01', to_date: '2025-03-15' });
    expect(
      findOptimalSlotsResponseSchema.parse({
        slots: [{ date: '2025-03-03', start_time: '12:15:00', end_time: '13:00:00', score: 0.9 }],
      }),
    ).toEqual({ slots: [{ date: '2025-03-03', start_time: '12:15', end_time: '13:00' }] });
    expect(paths(findOptimalSlotsResponseSchema.safeParse({ slots: [{ date: 'x' }] }))).toEqual([
      'slots.0.date',
      'slots.0.start_time',
      'slots.0.end_time',
    ]);
  });
});
