// Masters: wire shape, payloads, the separate patch calls, public master, salary statistics and UI mappers (spec part 2 §3, §5, §7).
import { z } from 'zod';
import {
  idSchema,
  integerSchema,
  isMultipleOf,
  isoDateTimeSchema,
  limitSchema,
  moneySchema,
  numericSchema,
  optionalTextOf,
  optionalTextSchema,
  orDefault,
  orNull,
  queryBooleanSchema,
  requiredTextSchema,
  skipSchema,
  type Money,
  webUrlSchema,
} from './common.ts';
import { masterScheduleSchema, type MasterSchedule } from './schedule.ts';

import {
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  COEFFICIENT_STEP,
  DEFAULT_COEFFICIENT,
} from './values.ts';

/** The master's coefficient: 0.5 to 2.0 in steps of 0.1, 1 by default (part 2 §9). */
export { COEFFICIENT_MAX, COEFFICIENT_MIN, COEFFICIENT_STEP, DEFAULT_COEFFICIENT };

/** At the wire the coefficient is only coerced (it may come as a decimal string), never range-checked. */
const wireCoefficientSchema = orDefault(numericSchema, DEFAULT_COEFFICIENT);

/** What a form may send: 0.5–2.0 in steps of 0.1. */
export const coefficientSchema = numericSchema.pipe(
  z
    .number()
    .min(COEFFICIENT_MIN)
    .max(COEFFICIENT_MAX)
    .refine((value) => isMultipleOf(value, COEFFICIENT_STEP), {
      params: { rule: 'coefficient_step' },
    }),
);

export const masterSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.string(),
  email: orNull(z.string()),
  photo_url: orNull(z.string()),
  studio_id: idSchema,
  is_active: orDefault(z.boolean(), true),
  qualification: z.string(),
  coefficient: wireCoefficientSchema,
  schedule: orNull(masterScheduleSchema),
  notes: orNull(z.string()),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type MasterWire = z.infer<typeof masterSchema>;

export const masterListSchema = z.object({
  masters: z.array(masterSchema),
  total: integerSchema,
});
export type MasterListWire = z.infer<typeof masterListSchema>;

export const masterListQuerySchema = z.object({
  skip: skipSchema.optional(),
  limit: limitSchema.optional(),
  is_active: queryBooleanSchema.optional(),
  studio_id: idSchema.optional(),
});
export type MasterListQuery = z.infer<typeof masterListQuerySchema>;

const masterPayloadFields = {
  name: requiredTextSchema,
  /** International format (the form's rule: starts with '+'). */
  phone: z.string().trim().startsWith('+'),
  /** The form only asks for an '@'. */
  email: optionalTextOf(z.string().includes('@')),
  qualification: requiredTextSchema,
  studio_id: idSchema,
  notes: optionalTextSchema,
  photo_url: optionalTextOf(webUrlSchema),
  schedule: masterScheduleSchema.optional(),
};

export const masterCreatePayloadSchema = z.object({
  ...masterPayloadFields,
  coefficient: coefficientSchema.default(DEFAULT_COEFFICIENT),
});
export type MasterCreatePayload = z.infer<typeof masterCreatePayloadSchema>;

/** PUT /masters/{id}: any subset of the fields. */
export const masterUpdatePayloadSchema = z.object({
  name: masterPayloadFields.name.optional(),
  phone: masterPayloadFields.phone.optional(),
  email: masterPayloadFields.email,
  qualification: masterPayloadFields.qualification.optional(),
  studio_id: masterPayloadFields.studio_id.optional(),
  notes: masterPayloadFields.notes,
  photo_url: masterPayloadFields.photo_url,
  schedule: masterPayloadFields.schedule,
  coefficient: coefficientSchema.optional(),
});
export type MasterUpdatePayload = z.infer<typeof masterUpdatePayloadSchema>;

/** PATCH /masters/{id}/coefficient */
export const masterCoefficientPatchSchema = z.object({ coefficient: coefficientSchema });
export type MasterCoefficientPatch = z.infer<typeof masterCoefficientPatchSchema>;

/** PATCH /masters/{id}/studio */
export const masterStudioPatchSchema = z.object({ studio_id: idSchema });
export type MasterStudioPatch = z.infer<typeof masterStudioPatchSchema>;

/** PUT /masters/{id}/schedule */
export const masterSchedulePutSchema = z.object({ schedule: masterScheduleSchema });
export type MasterSchedulePut = z.infer<typeof masterSchedulePutSchema>;

/** A master as the public booking page lists them. */
export const publicMasterSchema = z.object({
  id: idSchema,
  name: z.string(),
  specialization: orNull(z.string()),
});
export type PublicMaster = z.infer<typeof publicMasterSchema>;

const salaryMonthSchema = z.object({
  year: integerSchema,
  month: integerSchema.pipe(z.number().int().min(1).max(12)),
  salary_amount: moneySchema,
  appointments_count: integerSchema,
  total_revenue: numericSchema,
  /** A fraction (0.4 = 40 %). */
  commission_rate: numericSchema,
});

/** GET /stats/master/me */
export const masterStatsSchema = z.object({
  profile: z.object({
    /** The master the account is linked to (issue 27: the calendar's own appointments). */
    master_id: z.string().optional(),
    name: z.string(),
    studio_name: orNull(z.string()),
    coefficient: wireCoefficientSchema,
  }),
  salary: z.object({
    current_month: moneySchema,
    forecast: z.object({
      forecasted_full_month: moneySchema,
      current_month_partial: moneySchema,
      /** 0..1, sent as a string. */
      confidence_score: numericSchema.pipe(z.number().min(0).max(1)),
      days_completed: integerSchema,
      total_days_in_month: integerSchema,
    }),
    past_months: orDefault(z.array(salaryMonthSchema), []),
  }),
});
export type MasterStatsWire = z.infer<typeof masterStatsSchema>;

export interface Master {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  photoUrl: string | null;
  studioId: string;
  isActive: boolean;
  qualification: string;
  coefficient: number;
  schedule: MasterSchedule | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toMaster(wire: MasterWire): Master {
  return {
    id: wire.id,
    name: wire.name,
    phone: wire.phone,
    email: wire.email,
    photoUrl: wire.photo_url,
    studioId: wire.studio_id,
    isActive: wire.is_active,
    qualification: wire.qualification,
    coefficient: wire.coefficient,
    schedule: wire.schedule,
    notes: wire.notes,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}

export interface SalaryMonth {
  year: number;
  month: number;
  salary: Money;
  appointmentsCount: number;
  totalRevenue: number;
  commissionRate: number;
}

export interface MasterStats {
  profile: {
    masterId?: string | null;
    name: string;
    studioName: string | null;
    coefficient: number;
  };
  currentMonth: Money;
  forecast: {
    fullMonth: Money;
    currentMonthPartial: Money;
    confidence: number;
    daysCompleted: number;
    totalDaysInMonth: number;
  };
  pastMonths: SalaryMonth[];
}

export function toMasterStats(wire: MasterStatsWire): MasterStats {
  const { forecast } = wire.salary;
  return {
    profile: {
      // Only when the server names it (an older server does not).
      ...(wire.profile.master_id ? { masterId: wire.profile.master_id } : {}),
      name: wire.profile.name,
      studioName: wire.profile.studio_name,
      coefficient: wire.profile.coefficient,
    },
    currentMonth: wire.salary.current_month,
    forecast: {
      fullMonth: forecast.forecasted_full_month,
      currentMonthPartial: forecast.current_month_partial,
      confidence: forecast.confidence_score,
      daysCompleted: forecast.days_completed,
      totalDaysInMonth: forecast.total_days_in_month,
    },
    pastMonths: wire.salary.past_months.map((month) => ({
      year: month.year,
      month: month.month,
      salary: month.salary_amount,
      appointmentsCount: month.appointments_count,
      totalRevenue: month.total_revenue,
      commissionRate: month.commission_rate,
    })),
  };
}
