import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clientDeleteQuerySchema,
  clientFormPayloadSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientUpdatePayloadSchema,
  clientWireSchema,
  contactSchema,
  toClient,
  toClientList,
} from './clients.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

/** As the API sends it: decimal columns as strings, an unknown column. */
const wire = {
  id: 'c-1',
  name: 'Анна Петрова',
  birth_date: '1990-05-14',
  notes: 'Чувствительная кожа',
  personal_discounts: { laser: 10 },
  medical_info: { allergies: ['lidocaine'] },
  contacts: [
    { type: 'whatsapp', value: '+375291112233', preferred: true, verified: true, id: 'k-1' },
    { type: 'instagram', value: '@anna', notes: 'пишет вечером' },
  ],
  total_visits: '12',
  total_spent: '1840.50',
  last_visit: '2025-02-20T15:00:00',
  ltv: '2100.00',
  reliability: '91.5',
  cancelled: 1,
  rescheduled: '2',
  attended: 9,
  is_active: true,
  created_at: '2024-01-10T09:00:00Z',
  updated_at: '2025-02-20T16:00:00Z',
  license_id: 'lic-1',
};

describe('clientWireSchema', () => {
  it('parses a real client, coercing counters and stripping unknown fields', () => {
    const client = clientWireSchema.parse(wire);
    expect(client).not.toHaveProperty('license_id');
    expect(client).toMatchObject({
      total_visits: 12,
      total_spent: 1840.5,
      ltv: 2100,
      reliability: 91.5,
      cancelled: 1,
      rescheduled: 2,
      attended: 9,
    });
    expect(client.contacts).toEqual([
      { type: 'whatsapp', value: '+375291112233', preferred: true, verified: true, notes: null },
      {
        type: 'instagram',
        value: '@anna',
        preferred: false,
        verified: false,
        notes: 'пишет вечером',
      },
    ]);
  });

  it('fills absent optional data', () => {
    const client = clientWireSchema.parse({
      id: 'c-2',
      name: 'Новый',
      personal_discounts: null,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    });
    expect(client).toEqual({
      id: 'c-2',
      name: 'Новый',
      birth_date: null,
      notes: null,
      personal_discounts: {},
      medical_info: {},
      contacts: [],
      total_visits: 0,
      total_spent: 0,
      last_visit: null,
      ltv: 0,
      reliability: 0,
      cancelled: 0,
      rescheduled: 0,
      attended: 0,
      is_active: true,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    });
  });

  it('reports bad fields one by one', () => {
    expect(
      paths(
        clientWireSchema.safeParse({
          ...wire,
          birth_date: '14.05.1990',
          total_visits: 'many',
          contacts: [{ type: 'pigeon', value: 'x' }],
        }),
      ),
    ).toEqual(['birth_date', 'contacts.0.type', 'total_visits']);
    expect(paths(contactSchema.safeParse({ type: 'sms' }))).toEqual(['value']);
  });

  it('maps to the camelCase UI client', () => {
    expect(toClient(clientWireSchema.parse(wire))).toEqual({
      id: 'c-1',
      name: 'Анна Петрова',
      birthDate: '1990-05-14',
      notes: 'Чувствительная кожа',
      personalDiscounts: { laser: 10 },
      medicalInfo: { allergies: ['lidocaine'] },
      contacts: [
        { type: 'whatsapp', value: '+375291112233', preferred: true, verified: true, notes: null },
        {
          type: 'instagram',
          value: '@anna',
          preferred: false,
          verified: false,
          notes: 'пишет вечером',
        },
      ],
      totalVisits: 12,
      totalSpent: 1840.5,
      lastVisit: '2025-02-20T15:00:00',
      ltv: 2100,
      reliability: 91.5,
      cancelled: 1,
      rescheduled: 2,
      attended: 9,
      isActive: true,
      createdAt: '2024-01-10T09:00:00Z',
      updatedAt: '2025-02-20T16:00:00Z',
    });
  });
});

describe('clientListResponseSchema', () => {
  it('parses the list, its total and numeric stats, and maps it', () => {
    const list = clientListResponseSchema.parse({
      clients: [wire],
      total: '1',
      stats: { active: 1, total_revenue: '1840.50' },
      page: 1,
    });
    expect(list.total).toBe(1);
    expect(list.stats).toEqual({ active: 1, total_revenue: 1840.5 });
    const ui = toClientList(list);
    expect(ui.clients[0]?.totalSpent).toBe(1840.5);
    expect(ui).toMatchObject({ total: 1, stats: { active: 1 } });
    expect(clientListResponseSchema.parse({ clients: [], total: 0 }).stats).toEqual({});
  });

  it('reports a missing total', () => {
    expect(paths(clientListResponseSchema.safeParse({ clients: [] }))).toEqual(['total']);
  });
});

describe('client queries', () => {
  it('reads list parameters, including query-string values', () => {
    expect(
      clientListQuerySchema.parse({
        search: ' Анна ',
        limit: '50',
        sort_by: 'ltv',
        sort_order: 'desc',
        is_active: 'true',
        min_ltv: '1000',
        page: 3,
      }),
    ).toEqual({
      search: 'Анна',
      limit: 50,
      sort_by: 'ltv',
      sort_order: 'desc',
      is_active: true,
      min_ltv: 1000,
    });
    expect(
      paths(clientListQuerySchema.safeParse({ sort_order: 'up', limit: 0, skip: -1 })),
    ).toEqual(['skip', 'limit', 'sort_order']);
  });

  it('deletes softly unless hard is set', () => {
    expect(clientDeleteQuerySchema.parse({})).toEqual({ hard: false });
    expect(clientDeleteQuerySchema.parse({ hard: 'true' })).toEqual({ hard: true });
  });
});

describe('client payloads', () => {
  it('trims, omits empty birth date and notes, and defaults contact flags', () => {
    expect(
      clientFormPayloadSchema.parse({
        name: '  Анна ',
        birth_date: ' ',
        notes: '',
        contacts: [{ type: 'telegram', value: ' @anna ' }],
        country: 'BY',
      }),
    ).toEqual({
      name: 'Анна',
      contacts: [{ type: 'telegram', value: '@anna', preferred: false, verified: false }],
    });
    expect(clientFormPayloadSchema.parse({ name: 'Олег', birth_date: '1985-01-02' })).toEqual({
      name: 'Олег',
      birth_date: '1985-01-02',
      contacts: [],
    });
  });

  it('reports bad fields', () => {
    expect(
      paths(
        clientFormPayloadSchema.safeParse({
          name: ' ',
          birth_date: '2025-02-30',
          contacts: [{ type: 'email', value: '  ' }],
        }),
      ),
    ).toEqual(['name', 'birth_date', 'contacts.0.value']);
  });

  it('updates with the form fields or just is_active, never with nothing', () => {
    expect(clientUpdatePayloadSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(
      clientUpdatePayloadSchema.parse({ name: 'Анна', notes: 'VIP', is_active: true }),
    ).toEqual({
      name: 'Анна',
      notes: 'VIP',
      is_active: true,
    });
    expect(clientUpdatePayloadSchema.safeParse({}).success).toBe(false);
    expect(paths(clientUpdatePayloadSchema.safeParse({ is_active: 'no' }))).toEqual(['is_active']);
    expect(clientUpdatePayloadSchema.parse({ birth_date: null, notes: null })).toEqual({
      birth_date: null,
      notes: null,
    });
    expect(clientUpdatePayloadSchema.parse({ name: 'Анна', notes: '  ' })).toEqual({
      name: 'Анна',
    });
  });
});
