import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  coefficientSchema,
  masterCoefficientPatchSchema,
  masterCreatePayloadSchema,
  masterListQuerySchema,
  masterListSchema,
  masterSchedulePutSchema,
  masterSchema,
  masterStatsSchema,
  masterStudioPatchSchema,
  masterUpdatePayloadSchema,
  publicMasterSchema,
  toMaster,
  toMasterStats,
} from './masters.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const workday = { isWorking: true, slots: [{ start: '09:00', end: '18:00' }] };
const schedule = {
  template: {
    monday: workday,
    tuesday: workday,
    wednesday: workday,
    thursday: workday,
    friday: workday,
    saturday: { isWorking: true, slots: [{ start: '10:00', end: '16:00' }] },
    sunday: { isWorking: false, slots: [] },
  },
  customDays: {},
  activeFrom: '2025-03-01',
  activeUntil: '2025-06-01',
};

const wire = {
  id: 'm-1',
  name: 'Ольга Смирнова',
  phone: '+375291234567',
  email: 'olga@laser.by',
  photo_url: null,
  studio_id: 's-1',
  is_active: true,
  qualification: 'Лазерная эпиляция',
  coefficient: '1.20',
  schedule,
  notes: null,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-06-01T00:00:00Z',
  salary_rate: 0.4,
};

describe('masterSchema', () => {
  it('parses a real master, coerces the coefficient and strips unknown fields', () => {
    const master = masterSchema.parse(wire);
    expect(master).not.toHaveProperty('salary_rate');
    expect(master.coefficient).toBe(1.2);
    expect(master.schedule?.template.saturday.slots).toEqual([{ start: '10:00', end: '16:00' }]);
  });

  it('defaults coefficient, schedule and optionals', () => {
    const master = masterSchema.parse({
      id: 'm-2',
      name: 'Иван',
      phone: '+7',
      studio_id: 's-1',
      qualification: 'Электроэпиляция',
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
    });
    expect(master).toMatchObject({
      email: null,
      photo_url: null,
      is_active: true,
      coefficient: 1,
      schedule: null,
      notes: null,
    });
  });

  it('reports bad fields, including inside the schedule', () => {
    expect(
      paths(
        masterSchema.safeParse({
          ...wire,
          coefficient: 'high',
          schedule: { ...schedule, activeFrom: 'soon' },
        }),
      ),
    ).toEqual(['coefficient', 'schedule.activeFrom']);
  });

  it('maps to the UI master', () => {
    expect(toMaster(masterSchema.parse(wire))).toEqual({
      id: 'm-1',
      name: 'Ольга Смирнова',
      phone: '+375291234567',
      email: 'olga@laser.by',
      photoUrl: null,
      studioId: 's-1',
      isActive: true,
      qualification: 'Лазерная эпиляция',
      coefficient: 1.2,
      schedule,
      notes: null,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-06-01T00:00:00Z',
    });
  });

  it('parses the list and its query', () => {
    expect(masterListSchema.parse({ masters: [wire], total: 1 }).masters[0]?.coefficient).toBe(1.2);
    expect(
      masterListQuerySchema.parse({ is_active: 'true', limit: '1000', studio_id: 's-1' }),
    ).toEqual({ is_active: true, limit: 1000, studio_id: 's-1' });
  });
});

describe('coefficient', () => {
  it('accepts 0.5–2.0 in steps of 0.1, also as a string', () => {
    expect(coefficientSchema.parse('1.5')).toBe(1.5);
    expect(coefficientSchema.parse(0.7)).toBe(0.7);
    expect(coefficientSchema.parse(2)).toBe(2);
  });

  it('rejects values off range or off step', () => {
    for (const bad of [0.4, 2.1, 1.25, 'x']) {
      expect(coefficientSchema.safeParse(bad).success).toBe(false);
    }
    expect(paths(masterCoefficientPatchSchema.safeParse({ coefficient: 3 }))).toEqual([
      'coefficient',
    ]);
    expect(masterCoefficientPatchSchema.parse({ coefficient: '0.9' })).toEqual({
      coefficient: 0.9,
    });
  });
});

describe('master payloads', () => {
  it('creates with defaults and trimmed text', () => {
    expect(
      masterCreatePayloadSchema.parse({
        name: ' Ольга ',
        phone: ' +375291234567',
        email: '',
        qualification: 'Лазер',
        studio_id: 's-1',
        notes: ' ',
        photo_url: 'https://cdn.example.com/olga.jpg',
      }),
    ).toEqual({
      name: 'Ольга',
      phone: '+375291234567',
      qualification: 'Лазер',
      studio_id: 's-1',
      photo_url: 'https://cdn.example.com/olga.jpg',
      coefficient: 1,
    });
  });

  it('reports every bad field', () => {
    expect(
      paths(
        masterCreatePayloadSchema.safeParse({
          name: '',
          phone: '8029',
          email: 'olga',
          qualification: ' ',
          photo_url: 'photo',
          coefficient: 5,
        }),
      ),
    ).toEqual(['name', 'phone', 'email', 'qualification', 'studio_id', 'photo_url', 'coefficient']);
  });

  it('updates only what is sent', () => {
    expect(masterUpdatePayloadSchema.parse({ notes: 'Отпуск в мае', schedule })).toEqual({
      notes: 'Отпуск в мае',
      schedule,
    });
    expect(masterUpdatePayloadSchema.parse({})).toEqual({});
  });

  it('parses the studio and schedule calls', () => {
    expect(masterStudioPatchSchema.parse({ studio_id: 's-2', name: 'x' })).toEqual({
      studio_id: 's-2',
    });
    expect(masterSchedulePutSchema.parse({ schedule }).schedule.activeUntil).toBe('2025-06-01');
    expect(paths(masterSchedulePutSchema.safeParse({}))).toEqual(['schedule']);
  });
});

describe('publicMasterSchema', () => {
  it('parses a public master', () => {
    expect(publicMasterSchema.parse({ id: 'm-1', name: 'Ольга', phone: '+375' })).toEqual({
      id: 'm-1',
      name: 'Ольга',
      specialization: null,
    });
  });
});

describe('master stats', () => {
  const stats = {
    profile: { name: 'Ольга', studio_name: 'Laser Room', coefficient: '1.2' },
    salary: {
      current_month: { amount: '820.50', currency: 'BYN' },
      forecast: {
        forecasted_full_month: { amount: 1600, currency: 'BYN' },
        current_month_partial: { amount: '820.50', currency: 'BYN' },
        confidence_score: '0.85',
        days_completed: 15,
        total_days_in_month: 31,
      },
      past_months: [
        {
          year: 2025,
          month: 2,
          salary_amount: { amount: '1450.00', currency: 'BYN' },
          appointments_count: 48,
          total_revenue: '3625.00',
          commission_rate: '0.4',
        },
      ],
    },
    generated_at: '2025-03-15T00:00:00Z',
  };

  it('parses the statistics, coercing strings to numbers', () => {
    const parsed = masterStatsSchema.parse(stats);
    expect(parsed).not.toHaveProperty('generated_at');
    expect(parsed.salary.forecast.confidence_score).toBe(0.85);
    expect(parsed.salary.past_months[0]).toEqual({
      year: 2025,
      month: 2,
      salary_amount: { amount: 1450, currency: 'BYN' },
      appointments_count: 48,
      total_revenue: 3625,
      commission_rate: 0.4,
    });
  });

  it('maps to the dashboard shape', () => {
    expect(toMasterStats(masterStatsSchema.parse(stats))).toEqual({
      profile: { name: 'Ольга', studioName: 'Laser Room', coefficient: 1.2 },
      currentMonth: { amount: 820.5, currency: 'BYN' },
      forecast: {
        fullMonth: { amount: 1600, currency: 'BYN' },
        currentMonthPartial: { amount: 820.5, currency: 'BYN' },
        confidence: 0.85,
        daysCompleted: 15,
        totalDaysInMonth: 31,
      },
      pastMonths: [
        {
          year: 2025,
          month: 2,
          salary: { amount: 1450, currency: 'BYN' },
          appointmentsCount: 48,
          totalRevenue: 3625,
          commissionRate: 0.4,
        },
      ],
    });
  });

  it("carries the linked master's id when the server names it", () => {
    const named = { ...stats, profile: { ...stats.profile, master_id: 'master-1' } };
    expect(toMasterStats(masterStatsSchema.parse(named)).profile.masterId).toBe('master-1');
    expect(toMasterStats(masterStatsSchema.parse(stats)).profile).not.toHaveProperty('masterId');
  });

  it('defaults past months and reports bad fields', () => {
    const { past_months: _unused, ...salary } = stats.salary;
    expect(masterStatsSchema.parse({ ...stats, salary }).salary.past_months).toEqual([]);
    expect(
      paths(
        masterStatsSchema.safeParse({
          ...stats,
          salary: {
            ...stats.salary,
            forecast: { ...stats.salary.forecast, confidence_score: '1.5' },
            past_months: [{ ...stats.salary.past_months[0], month: 13 }],
          },
        }),
      ),
    ).toEqual(['salary.forecast.confidence_score', 'salary.past_months.0.month']);
  });
});
