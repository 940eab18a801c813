// Clients and their contacts: wire shape, the UI's camelCase Client, payloads and queries (spec part 2 §3, §5, §7).
import { z } from 'zod';
import {
  birthDateSchema,
  counterSchema,
  idSchema,
  integerSchema,
  isoDateOrDateTimeSchema,
  isoDateSchema,
  isoDateTimeSchema,
  limitSchema,
  numericSchema,
  optionalTextOf,
  optionalTextSchema,
  orDefault,
  orNull,
  queryBooleanSchema,
  requiredTextSchema,
  skipSchema,
} from './common.ts';

export const CONTACT_TYPES = [
  'whatsapp',
  'telegram',
  'instagram',
  'viber',
  'sms',
  'call',
  'email',
] as const;
export const contactTypeSchema = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof contactTypeSchema>;

export const contactSchema = z.object({
  type: contactTypeSchema,
  value: z.string(),
  /** The main contact; at most one per client. */
  preferred: orDefault(z.boolean(), false),
  verified: orDefault(z.boolean(), false),
  notes: orNull(z.string()),
});
export type ContactWire = z.infer<typeof contactSchema>;

/**
 * Free-form JSON objects whose inner shape the spec does not give; kept as-is, null becomes {}.
 */
const jsonObjectSchema = orDefault(z.record(z.string(), z.unknown()), {});

export const clientWireSchema = z.object({
  id: idSchema,
  name: z.string(),
  birth_date: orNull(isoDateSchema),
  notes: orNull(z.string()),
  personal_discounts: jsonObjectSchema,
  medical_info: jsonObjectSchema,
  contacts: orDefault(z.array(contactSchema), []),
  // Decimal columns may arrive as strings: every counter and amount is coerced to a number.
  total_visits: counterSchema,
  total_spent: counterSchema,
  last_visit: orNull(isoDateOrDateTimeSchema),
  ltv: counterSchema,
  /** Percentage 0–100; the "unreliable" list takes clients at or below 80. */
  reliability: counterSchema,
  cancelled: counterSchema,
  rescheduled: counterSchema,
  attended: counterSchema,
  is_active: orDefault(z.boolean(), true),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type ClientWire = z.infer<typeof clientWireSchema>;

/** Aggregates sent with the list; their names are not in the spec, so any numeric entry is kept. */
export const clientStatsSchema = orDefault(z.record(z.string(), numericSchema), {});
export type ClientStats = z.infer<typeof clientStatsSchema>;

export const clientListResponseSchema = z.object({
  clients: z.array(clientWireSchema),
  total: integerSchema,
  stats: clientStatsSchema,
});
export type ClientListResponseWire = z.infer<typeof clientListResponseSchema>;

export const CLIENT_SORT_FIELDS = [
  'name',
  'created_at',
  'updated_at',
  'last_visit',
  'total_visits',
  'total_spent',
  'ltv',
  'reliability',
] as const;

export const clientListQuerySchema = z.object({
  search: z.string().trim().min(1).optional(),
  skip: skipSchema.optional(),
  limit: limitSchema.optional(),
  sort_by: z.enum(CLIENT_SORT_FIELDS).optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
  is_active: queryBooleanSchema.optional(),
  /** VIP list: ltv at or above this (1000 by default in the UI). */
  min_ltv: numericSchema.optional(),
  /** Unreliable list: reliability at or below this (80 by default in the UI). */
  max_reliability: numericSchema.optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** DELETE /clients/{id}?hard=: soft by default. */
export const clientDeleteQuerySchema = z.object({
  hard: queryBooleanSchema.default(false),
});
export type ClientDeleteQuery = z.infer<typeof clientDeleteQuerySchema>;

export const contactPayloadSchema = z.object({
  type: contactTypeSchema,
  value: requiredTextSchema,
  preferred: z.boolean().default(false),
  verified: z.boolean().default(false),
  notes: optionalTextSchema,
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/**
 * Create/edit form payload. Birth date and notes are trimmed and left out when empty. The
 * per-type contact formats are the form rules' business (they carry the spec's messages).
 */
export const clientFormPayloadSchema = z.object({
  name: requiredTextSchema,
  birth_date: optionalTextOf(birthDateSchema),
  notes: optionalTextSchema,
  contacts: z.array(contactPayloadSchema).default([]),
});
export type ClientFormPayload = z.infer<typeof clientFormPayloadSchema>;

/**
 * PUT /clients/{id}: the form fields, or just {is_active} for activation and deactivation. Any
 * subset is accepted (nothing defaults, so unsent fields stay as they are), but not an empty body.
 * birth_date and notes may be sent as null to clear them (an empty text is left out, as in the form).
 */
export const clientUpdatePayloadSchema = z
  .object({
    name: requiredTextSchema.optional(),
    birth_date: z.union([z.null(), clientFormPayloadSchema.shape.birth_date]),
    notes: z.union([z.null(), optionalTextSchema]),
    contacts: z.array(contactPayloadSchema).optional(),
    is_active: z.boolean().optional(),
  })
  .refine((payload) => Object.values(payload).some((value) => value !== undefined), {
    params: { rule: 'empty_update' },
  });
export type ClientUpdatePayload = z.infer<typeof clientUpdatePayloadSchema>;

export interface Contact {
  type: ContactType;
  value: string;
  preferred: boolean;
  verified: boolean;
  notes: string | null;
}

/** The client as screens use it: camelCase, counters as numbers. */
export interface Client {
  id: string;
  name: string;
  birthDate: string | null;
  notes: string | null;
  personalDiscounts: Record<string, unknown>;
  medicalInfo: Record<string, unknown>;
  contacts: Contact[];
  totalVisits: number;
  totalSpent: number;
  lastVisit: string | null;
  ltv: number;
  reliability: number;
  cancelled: number;
  rescheduled: number;
  attended: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toClient(wire: ClientWire): Client {
  return {
    id: wire.id,
    name: wire.name,
    birthDate: wire.birth_date,
    notes: wire.notes,
    personalDiscounts: wire.personal_discounts,
    medicalInfo: wire.medical_info,
    contacts: wire.contacts.map((contact) => ({ ...contact })),
    totalVisits: wire.total_visits,
    totalSpent: wire.total_spent,
    lastVisit: wire.last_visit,
    ltv: wire.ltv,
    reliability: wire.reliability,
    cancelled: wire.cancelled,
    rescheduled: wire.rescheduled,
    attended: wire.attended,
    isActive: wire.is_active,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
  };
}

export interface ClientList {
  clients: Client[];
  total: number;
  stats: ClientStats;
}

export function toClientList(wire: ClientListResponseWire): ClientList {
  return { clients: wire.clients.map(toClient), total: wire.total, stats: wire.stats };
}
