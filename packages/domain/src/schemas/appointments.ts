// Appointments: status, wire shapes (plain and with relations), the UI Appointment, payloads, price and slot calls (spec part 2 §3, §4, §5, §7).
import { z } from 'zod';
import {
  DEFAULT_CURRENCY,
  currencyCodeSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  limitSchema,
  listOf,
  numericSchema,
  optionalTextSchema,
  orDefault,
  orNull,
  priceSchema,
  timeSchema,
  payloadDateSchema,
} from './common.ts';

export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

/** Reminder status: pending, confirmed, … (the spec leaves the list open). */
export const reminderStatusSchema = z.string().min(1);

export const CANCELLATION_REASON_MIN = 3;
export const CANCELLATION_REASON_MAX = 500;

/** A free window, shown as HH:MM. */
export const slotSchema = z.object({
  date: isoDateSchema,
  start_time: timeSchema,
  end_time: timeSchema,
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsResponseSchema = z.object({
  slots: z.array(slotSchema),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/**
 * GET /appointments/free-times (issue 27): every start time of the date on a 5-minute grid at which
 * the services fit the master (the domain's freeStartTimes), and the services' total duration.
 */
export const freeTimesResponseSchema = z.object({
  date: isoDateSchema,
  duration_min: z.number().int().nonnegative(),
  start_times: z.array(timeSchema),
});
export type FreeTimesResponse = z.infer<typeof freeTimesResponseSchema>;

/** The free-times query (GET /appointments/free-times). */
export interface FreeTimesRequest {
  master_id: string;
  studio_id: string;
  date: string;
  service_ids: string[];
}

/** A slot as the screens offer and choose it (defined without zod for the rules' sake). */
export { toBookingSlot, type BookingSlot } from './values.ts';

export const appointmentWireSchema = z.object({
  id: idSchema,
  date: isoDateSchema,
  start_time: timeSchema,
  end_time: timeSchema,
  client_id: idSchema,
  master_id: idSchema,
  studio_id: idSchema,
  /** Older answers carry one service_id instead of service_ids. */
  service_id: orNull(idSchema),
  service_ids: orDefault(z.array(idSchema), []),
  service_names: orDefault(z.array(z.string()), []),
  /** Decimal column: may come as a string. Some answers call it `price`. */
  total_price: orNull(numericSchema),
  price: orNull(numericSchema),
  currency: orNull(currencyCodeSchema),
  status: appointmentStatusSchema,
  reminder_status: orNull(reminderStatusSchema),
  notes: orNull(z.string()),
  /** null while the client has not answered. */
  client_confirmed: orNull(z.boolean()),
  is_online_booking: orDefault(z.boolean(), false),
  is_new_online_booking: orDefault(z.boolean(), false),
  /** Where the booking came from (e.g. 'online', 'admin'); informational. */
  source: orNull(z.string()),
  cancellation_reason: orNull(z.string()),
  /** Booked "вне графика": outside the master's schedule or shorter than its services (issue 27). */
  out_of_schedule: orDefault(z.boolean(), false),
  /** The price was set by hand: a move to another master keeps it unless recomputed (issue 27). */
  price_set_by_hand: orDefault(z.boolean(), false),
  created_at: isoDateTimeSchema.optional(),
  updated_at: isoDateTimeSchema.optional(),
});
export type AppointmentWire = z.infer<typeof appointmentWireSchema>;

const relatedPartySchema = z.object({
  id: idSchema,
  name: z.string(),
});

/** GET /appointments/with-relations: each appointment also carries its client, master, services and studio. */
export const appointmentWithRelationsSchema = appointmentWireSchema.extend({
  client: orNull(
    relatedPartySchema.extend({
      phone: orNull(z.string()),
      is_active: z.boolean().optional(),
    }),
  ),
  master: orNull(relatedPartySchema),
  services: orDefault(
    z.array(
      relatedPartySchema.extend({
        duration_min: orNull(numericSchema),
        price: orNull(numericSchema),
      }),
    ),
    [],
  ),
  studio: orNull(relatedPartySchema.extend({ currency: orNull(currencyCodeSchema) })),
});
export type AppointmentWithRelationsWire = z.infer<typeof appointmentWithRelationsSchema>;

/**
 * The calendar month (GET /appointments/with-relations): the spec's appointment fields (§3) with
 * the currency and the names of its client, master and studio (their ids are the row's own
 * client_id, master_id and studio_id), and nothing else. The month is the
 * busiest answer the staff app reads: the services' prices and durations, the client's phone and
 * the duplicated `service_id` / `price` / `source` fields were never shown from it (issue 13). The booking helper's appointments-detailed keeps them.
 */
const namedSchema = z.object({ name: z.string() });
export const appointmentMonthSchema = appointmentWireSchema
  .omit({ service_id: true, price: true, source: true })
  .extend({
    client: orNull(namedSchema),
    master: orNull(namedSchema),
    studio: orNull(namedSchema),
  });
export type AppointmentMonthWire = z.infer<typeof appointmentMonthSchema>;
export const appointmentMonthListSchema = listOf(appointmentMonthSchema, 'appointments');

/** GET /appointments and /appointments/with-relations answer { appointments } (a bare array is accepted). */
export const appointmentListSchema = listOf(appointmentWireSchema, 'appointments');
export const appointmentWithRelationsListSchema = listOf(
  appointmentWithRelationsSchema,
  'appointments',
);

export const appointmentListQuerySchema = z.object({
  client_id: idSchema.optional(),
  master_id: idSchema.optional(),
  studio_id: idSchema.optional(),
  date: isoDateSchema.optional(),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

/** Month data: date_from and date_to are the month's first and last day. */
export const appointmentsWithRelationsQuerySchema = z.object({
  date_from: isoDateSchema,
  date_to: isoDateSchema,
  studio_id: idSchema.optional(),
  limit: limitSchema.default(1000),
});
export type AppointmentsWithRelationsQuery = z.infer<typeof appointmentsWithRelationsQuerySchema>;

/** `params.rule` of the issue raised when end_time is not after start_time. */
export const TIME_ORDER_RULE = 'end_after_start';

/** A payload whose `end` time must come after its `start` time; the issue is reported on `end`. */
export function endAfterStart<K extends string, T extends z.ZodType<Record<K, string>>>(
  schema: T,
  start: K,
  end: K,
): T {
  return schema.refine((payload) => payload[start] < payload[end], {
    path: [end],
    params: { rule: TIME_ORDER_RULE },
  });
}

export const appointmentCreatePayloadSchema = endAfterStart(
  z.object({
    date: payloadDateSchema,
    start_time: timeSchema,
    end_time: timeSchema,
    client_id: idSchema,
    master_id: idSchema,
    studio_id: idSchema,
    service_ids: z.array(idSchema).min(1),
    total_price: priceSchema,
    /** Trimmed, left out when empty. */
    notes: optionalTextSchema,
    /** "вне графика": book outside the schedule or shorter than the services (permission needed). */
    out_of_schedule: z.boolean().optional(),
    /** The price was typed by hand rather than taken from the calculation. */
    price_set_by_hand: z.boolean().optional(),
  }),
  'start_time',
  'end_time',
);
export type AppointmentCreatePayload = z.infer<typeof appointmentCreatePayloadSchema>;

/** PATCH /appointments/{id}: any subset. */
export const appointmentPatchPayloadSchema = z.object({
  date: payloadDateSchema.optional(),
  start_time: timeSchema.optional(),
  end_time: timeSchema.optional(),
  master_id: idSchema.optional(),
  studio_id: idSchema.optional(),
  total_price: priceSchema.optional(),
  status: appointmentStatusSchema.optional(),
  reminder_status: reminderStatusSchema.optional(),
  notes: z.string().trim().optional(),
  service_ids: z.array(idSchema).min(1).optional(),
  client_confirmed: z.boolean().nullable().optional(),
  /** "вне графика" for a moved time outside the schedule or shorter than the services. */
  out_of_schedule: z.boolean().optional(),
  /** With total_price: whether it was typed by hand (kept on a move to another master). */
  price_set_by_hand: z.boolean().optional(),
  /** Recompute the price with the (new) master's coefficient even when it was set by hand. */
  recompute_price: z.boolean().optional(),
});
export type AppointmentPatchPayload = z.infer<typeof appointmentPatchPayloadSchema>;

/** POST /appointments/{id}/cancel: the reason, trimmed, 3–500 characters. */
export const appointmentCancelPayloadSchema = z.object({
  cancellation_reason: z.string().trim().min(CANCELLATION_REASON_MIN).max(CANCELLATION_REASON_MAX),
});
export type AppointmentCancelPayload = z.infer<typeof appointmentCancelPayloadSchema>;

export const calculatePriceRequestSchema = z.object({
  service_ids: z.array(idSchema).min(1),
  master_id: idSchema,
  client_id: idSchema,
  studio_id: idSchema,
});
export type CalculatePriceRequest = z.infer<typeof calculatePriceRequestSchema>;

/** Price rounded to 2 decimals; RUB when no currency comes. */
export const calculatePriceResponseSchema = z.object({
  total_price: numericSchema.transform((value) => Math.round(value * 100) / 100),
  currency: orDefault(currencyCodeSchema, DEFAULT_CURRENCY),
});
export type CalculatePriceResponse = z.infer<typeof calculatePriceResponseSchema>;

export const findOptimalSlotsRequestSchema = z.object({
  service_ids: z.array(idSchema).min(1),
  master_id: idSchema,
  studio_id: idSchema,
  /** Today … 14 days ahead in the UI. */
  from_date: isoDateSchema,
  to_date: isoDateSchema,
});
export type FindOptimalSlotsRequest = z.infer<typeof findOptimalSlotsRequestSchema>;

export const findOptimalSlotsResponseSchema = slotsResponseSchema;
export type FindOptimalSlotsResponse = SlotsResponse;

/** An appointment as the calendar uses it. */
export interface Appointment {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  clientId: string;
  masterId: string;
  studioId: string;
  /** The first of serviceIds, null when there is none. */
  serviceId: string | null;
  serviceIds: string[];
  serviceNames: string[];
  clientName: string | null;
  masterName: string | null;
  studioName: string | null;
  price: number;
  currency: string | null;
  status: AppointmentStatus;
  isOnlineBooking: boolean;
  isNewOnlineBooking: boolean;
  reminderStatus: string | null;
  clientConfirmed: boolean | null;
  notes: string | null;
  cancellationReason: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** Booked "вне графика" (issue 27); absent on fixtures made before it. */
  outOfSchedule?: boolean;
  /** The price was set by hand (issue 27): a move to another master keeps it unless recomputed. */
  priceSetByHand?: boolean;
}

/** Maps either wire variant; names come from the relations when present. */
export function toAppointment(
  wire: AppointmentWire | AppointmentWithRelationsWire | AppointmentMonthWire,
): Appointment {
  // What only some variants carry: older answers' single service and `price`, the relations.
  const related: {
    service_id?: string | null;
    price?: number | null;
    services?: readonly { id: string; name: string }[];
    client?: { name: string } | null;
    master?: { name: string } | null;
    studio?: { name: string; currency?: AppointmentWire['currency'] } | null;
  } = wire;
  const services = related.services ?? [];
  const serviceIds =
    wire.service_ids.length > 0
      ? wire.service_ids
      : related.service_id
        ? [related.service_id]
        : services.map((service) => service.id);
  const serviceNames =
    wire.service_names.length > 0 ? wire.service_names : services.map((service) => service.name);
  return {
    id: wire.id,
    date: wire.date,
    startTime: wire.start_time,
    endTime: wire.end_time,
    clientId: wire.client_id,
    masterId: wire.master_id,
    studioId: wire.studio_id,
    serviceId: serviceIds[0] ?? null,
    serviceIds,
    serviceNames,
    clientName: related.client?.name ?? null,
    masterName: related.master?.name ?? null,
    studioName: related.studio?.name ?? null,
    price: wire.total_price ?? related.price ?? 0,
    currency: wire.currency ?? related.studio?.currency ?? null,
    status: wire.status,
    isOnlineBooking: wire.is_online_booking,
    isNewOnlineBooking: wire.is_new_online_booking,
    reminderStatus: wire.reminder_status,
    clientConfirmed: wire.client_confirmed,
    notes: wire.notes,
    cancellationReason: wire.cancellation_reason,
    createdAt: wire.created_at ?? null,
    updatedAt: wire.updated_at ?? null,
    outOfSchedule: wire.out_of_schedule,
    priceSetByHand: wire.price_set_by_hand,
  };
}
