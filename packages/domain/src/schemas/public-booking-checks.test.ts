// The hand checks answer exactly what the zod schemas answer, on the same fixtures: the same value
// where zod accepts (compared as sent on the wire, where undefined keys vanish), null where it fails.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkPublicBookingPayload,
  checkPublicSlotsRequest,
  publicBookingChecks,
  readPublicBookingResponse,
  readPublicSlots,
  readPublicStudioInfo,
  ShapeMismatch,
} from './public-booking-checks.ts';
import {
  publicBookingPayloadSchema,
  publicBookingResponseSchema,
  publicOptimalSlotsRequestSchema,
  publicOptimalSlotsResponseSchema,
  publicStudioInfoSchema,
  toPublicStudioInfo,
} from './public-booking.ts';

function zodAnswer<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  then: (value: z.output<S>) => T = (value) => value as T,
): T | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? then(parsed.data) : null;
}

/** As sent or read on the wire: keys holding undefined are gone. */
const wire = (value: unknown) => (value === null ? null : JSON.parse(JSON.stringify(value)));

const service = {
  id: 'sv1',
  name: 'Лазер: голени',
  duration_min: 60,
  price: 100,
  currency: 'BYN',
  description: null,
  type: 'laser',
};
const studio = { id: 's1', name: 'Центр', address: 'ул. Ленина, 1', phone: '+375291112233' };

const studioInfoFixtures: Record<string, unknown> = {
  full: {
    studio,
    license: { name: 'Beauty' },
    services: [service],
    masters: [{ id: 'm1', name: 'Ольга', specialization: 'Лазер' }],
  },
  'lists and license left out': { studio },
  'lists and license null': { studio, license: null, services: null, masters: null },
  'decimal strings': { studio, services: [{ ...service, price: ' 1500.00 ', duration_min: '90' }] },
  'lower-case currency': { studio, services: [{ ...service, currency: 'byn' }] },
  'extra fields dropped': {
    studio: { ...studio, secret: 1 },
    services: [{ ...service, cost: 5 }],
    extra: true,
  },
  'other service type': { studio, services: [{ ...service, type: 'others' }] },
  'unknown service type': { studio, services: [{ ...service, type: 'massage' }] },
  'fractional duration': { studio, services: [{ ...service, duration_min: 60.5 }] },
  'empty price string': { studio, services: [{ ...service, price: '' }] },
  'price null': { studio, services: [{ ...service, price: null }] },
  'infinite price': { studio, services: [{ ...service, price: Number.POSITIVE_INFINITY }] },
  'currency of four letters': { studio, services: [{ ...service, currency: 'BYNN' }] },
  'description missing': { studio, services: [{ ...service, description: undefined }] },
  'master without a name': { studio, masters: [{ id: 'm1' }] },
  'master with an empty id': { studio, masters: [{ id: '', name: 'Ольга' }] },
  'studio without a name': { studio: { id: 's1' } },
  'studio name null': { studio: { ...studio, name: null } },
  'address a number': { studio: { ...studio, address: 5 } },
  'license without a name': { studio, license: {} },
  'services not a list': { studio, services: {} },
  'no studio': {},
  'a list': [studio],
  'a string': 'studio',
  nothing: undefined,
};

const slotsFixtures: Record<string, unknown> = {
  none: { slots: [] },
  'with seconds': {
    slots: [{ date: '2026-11-24', start_time: '10:00:00', end_time: '11:00:00.000' }],
  },
  plain: { slots: [{ date: '2026-02-28', start_time: '09:30', end_time: '10:30' }] },
  'leap day': { slots: [{ date: '2028-02-29', start_time: '09:30', end_time: '10:30' }] },
  'no leap day': { slots: [{ date: '2026-02-29', start_time: '09:30', end_time: '10:30' }] },
  'day 31 of a 30-day month': {
    slots: [{ date: '2026-04-31', start_time: '09:30', end_time: '10:30' }],
  },
  'month 13': { slots: [{ date: '2026-13-01', start_time: '09:30', end_time: '10:30' }] },
  'month 0': { slots: [{ date: '2026-00-10', start_time: '09:30', end_time: '10:30' }] },
  'day 0': { slots: [{ date: '2026-11-00', start_time: '09:30', end_time: '10:30' }] },
  'leap century': { slots: [{ date: '2000-02-29', start_time: '09:30', end_time: '10:30' }] },
  'no leap century': { slots: [{ date: '1900-02-29', start_time: '09:30', end_time: '10:30' }] },
  'year 0000 leap day': { slots: [{ date: '0000-02-29', start_time: '09:30', end_time: '10:30' }] },
  'a timestamp for a date': {
    slots: [{ date: '2026-11-24T10:00:00Z', start_time: '09:30', end_time: '10:30' }],
  },
  'hour 24': { slots: [{ date: '2026-11-24', start_time: '24:00', end_time: '10:30' }] },
  'one-digit hour': { slots: [{ date: '2026-11-24', start_time: '9:30', end_time: '10:30' }] },
  'slot without an end': { slots: [{ date: '2026-11-24', start_time: '09:30' }] },
  'slots missing': {},
  'slots null': { slots: null },
};

const bookingResponseFixtures: Record<string, unknown> = {
  ok: { message: 'Запись создана', appointment_id: 'a1', extra: 1 },
  'empty id': { message: 'Запись создана', appointment_id: '' },
  'no message': { appointment_id: 'a1' },
  'numeric id': { message: 'x', appointment_id: 5 },
  null: null,
};

const slotsRequestFixtures: Record<string, unknown> = {
  ok: {
    service_ids: ['sv1', 'sv2'],
    master_id: 'm1',
    from_date: '2026-11-24',
    to_date: '2026-12-08',
  },
  'no services': {
    service_ids: [],
    master_id: 'm1',
    from_date: '2026-11-24',
    to_date: '2026-12-08',
  },
  'empty service id': {
    service_ids: [''],
    master_id: 'm1',
    from_date: '2026-11-24',
    to_date: '2026-12-08',
  },
  'no master': { service_ids: ['sv1'], from_date: '2026-11-24', to_date: '2026-12-08' },
  'bad date': {
    service_ids: ['sv1'],
    master_id: 'm1',
    from_date: '24.11.2026',
    to_date: '2026-12-08',
  },
};

const payload = {
  client_data: { name: ' Анна ', phone: '+375291234567', email: '', notes: '  ' },
  master_id: 'm1',
  service_ids: ['sv1'],
  date: '2026-11-24',
  start_time: '10:00',
  end_time: '11:00',
  total_price: 100,
  notes: ' У окна ',
};
const bookingPayloadFixtures: Record<string, unknown> = {
  'empty texts left out': payload,
  'texts kept, trimmed': {
    ...payload,
    client_data: { name: 'Анна', phone: ' 1 ', email: ' a@b.by ', notes: ' После 18 ' },
  },
  'without the optional fields': {
    client_data: { name: 'Анна', phone: '1' },
    master_id: 'm1',
    service_ids: ['sv1'],
    date: '2026-11-24',
    start_time: '10:00',
    end_time: '11:00',
  },
  'price as a string': { ...payload, total_price: '99.90' },
  'price with three decimals': { ...payload, total_price: 99.999 },
  'negative price': { ...payload, total_price: -1 },
  'price null': { ...payload, total_price: null },
  'times with seconds': { ...payload, start_time: '10:00:00', end_time: '11:00:00' },
  'end before start': { ...payload, start_time: '11:00', end_time: '10:00' },
  'end equal to start': { ...payload, end_time: '10:00' },
  'blank name': { ...payload, client_data: { ...payload.client_data, name: '   ' } },
  'no phone': { ...payload, client_data: { name: 'Анна' } },
  'email null': { ...payload, client_data: { ...payload.client_data, email: null } },
  'no services': { ...payload, service_ids: [] },
  'empty master': { ...payload, master_id: '' },
  'notes a number': { ...payload, notes: 5 },
  'no client data': { ...payload, client_data: undefined },
};

describe('the public booking hand checks against the zod schemas', () => {
  it.each(Object.entries(studioInfoFixtures))('studio info: %s', (_, body) => {
    expect(wire(publicBookingChecks.studioInfo(body))).toEqual(
      wire(zodAnswer(publicStudioInfoSchema, body, toPublicStudioInfo)),
    );
  });

  it.each(Object.entries(slotsFixtures))('slots: %s', (_, body) => {
    expect(publicBookingChecks.slots(body)).toEqual(
      zodAnswer(publicOptimalSlotsResponseSchema, body),
    );
  });

  it.each(Object.entries(bookingResponseFixtures))('booking answer: %s', (_, body) => {
    expect(publicBookingChecks.bookingResponse(body)).toEqual(
      zodAnswer(publicBookingResponseSchema, body),
    );
  });

  it.each(Object.entries(slotsRequestFixtures))('slots request: %s', (_, input) => {
    expect(publicBookingChecks.slotsRequest(input)).toEqual(
      zodAnswer(publicOptimalSlotsRequestSchema, input),
    );
  });

  it.each(Object.entries(bookingPayloadFixtures))('booking payload: %s', (_, input) => {
    expect(wire(publicBookingChecks.bookingPayload(input))).toEqual(
      wire(zodAnswer(publicBookingPayloadSchema, input)),
    );
  });

  it('the fixtures cover both answers of every check', () => {
    const outcomes = (check: (input: unknown) => unknown, fixtures: Record<string, unknown>) =>
      new Set(Object.values(fixtures).map((input) => check(input) === null));
    for (const [check, fixtures] of [
      [publicBookingChecks.studioInfo, studioInfoFixtures],
      [publicBookingChecks.slots, slotsFixtures],
      [publicBookingChecks.bookingResponse, bookingResponseFixtures],
      [publicBookingChecks.slotsRequest, slotsRequestFixtures],
      [publicBookingChecks.bookingPayload, bookingPayloadFixtures],
    ] as const) {
      expect(outcomes(check, fixtures)).toEqual(new Set([true, false]));
    }
  });
});

// The developers' message ('Malformed response from …: services.0.duration_min') names the first
// field that failed, as a dotted path from the body.
describe('a failed check names the field', () => {
  const master = { id: 'm1', name: 'Ольга', specialization: null };
  it.each([
    ['studio', readPublicStudioInfo, { studio: null }],
    ['studio.phone', readPublicStudioInfo, { studio: { ...studio, phone: 7 } }],
    ['license.name', readPublicStudioInfo, { studio, license: {} }],
    [
      'services.1.duration_min',
      readPublicStudioInfo,
      {
        studio,
        services: [service, { ...service, duration_min: 1.5 }],
      },
    ],
    [
      'masters.0.specialization',
      readPublicStudioInfo,
      {
        studio,
        masters: [{ ...master, specialization: 1 }],
      },
    ],
    [
      'slots.0.end_time',
      readPublicSlots,
      {
        slots: [{ date: '2026-11-24', start_time: '10:00', end_time: '25:00' }],
      },
    ],
    ['appointment_id', readPublicBookingResponse, { message: 'ok', appointment_id: '' }],
    [
      'service_ids.0',
      checkPublicSlotsRequest,
      {
        service_ids: [''],
        master_id: 'm1',
        from_date: '2026-11-24',
        to_date: '2026-12-08',
      },
    ],
    [
      'client_data.phone',
      checkPublicBookingPayload,
      {
        ...payload,
        client_data: { name: 'Анна', phone: ' ' },
      },
    ],
    ['total_price', checkPublicBookingPayload, { ...payload, total_price: null }],
    ['end_time', checkPublicBookingPayload, { ...payload, end_time: payload.start_time }],
  ] as const)('%s', (path, check, input) => {
    expect(() => check(input)).toThrow(new ShapeMismatch(path));
  });
});
