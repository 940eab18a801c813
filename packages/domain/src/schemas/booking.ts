// The /booking helper calls: available slots, validation, price, detailed list, reschedule (spec part 2 §7).
// Only calculate-price's finalPrice and reschedule's {date, startTime, endTime} are in the spec; the
// rest of these shapes are our choice, and the two camelCase bodies are kept camelCase as specified.
import { z } from 'zod';
import {
  currencyCodeSchema,
  idSchema,
  integerSchema,
  isoDateSchema,
  listOf,
  numericSchema,
  orDefault,
  orNull,
  timeSchema,
} from './common.ts';
import {
  appointmentWithRelationsSchema,
  endAfterStart,
  slotsResponseSchema,
  type SlotsResponse,
} from './appointments.ts';

/** GET /booking/available-slots */
export const availableSlotsQuerySchema = z.object({
  master_id: idSchema,
  date: isoDateSchema,
  studio_id: idSchema.optional(),
  service_ids: z.array(idSchema).optional(),
  /** Minutes; the server derives it from the services when absent. */
  duration_min: integerSchema.pipe(z.number().int().min(1)).optional(),
});
export type AvailableSlotsQuery = z.infer<typeof availableSlotsQuerySchema>;

/** The same { slots } answer as the optimal-slot searches. */
export const availableSlotsResponseSchema = slotsResponseSchema;
export type AvailableSlotsResponse = SlotsResponse;

/** POST /booking/validate: would this booking fit? */
export const bookingValidateRequestSchema = z.object({
  master_id: idSchema,
  studio_id: idSchema.optional(),
  service_ids: z.array(idSchema).min(1),
  date: isoDateSchema,
  start_time: timeSchema,
  end_time: timeSchema,
  /** When moving an existing appointment, so it does not conflict with itself. */
  appointment_id: idSchema.optional(),
});
export type BookingValidateRequest = z.infer<typeof bookingValidateRequestSchema>;

export const bookingValidateResponseSchema = z.object({
  valid: z.boolean(),
  errors: orDefault(z.array(z.string()), []),
  /** Ids of the appointments it would overlap. */
  conflicts: orDefault(z.array(idSchema), []),
});
export type BookingValidateResponse = z.infer<typeof bookingValidateResponseSchema>;

/** POST /booking/calculate-price body. */
export const bookingCalculatePriceRequestSchema = z.object({
  service_ids: z.array(idSchema).min(1),
  master_id: idSchema,
  client_id: idSchema.optional(),
  studio_id: idSchema.optional(),
});
export type BookingCalculatePriceRequest = z.infer<typeof bookingCalculatePriceRequestSchema>;

/** POST /booking/calculate-price answer; the spec names it finalPrice (camelCase on the wire). */
export const bookingCalculatePriceResponseSchema = z.object({
  finalPrice: numericSchema,
  currency: orNull(currencyCodeSchema),
});
export type BookingCalculatePriceResponse = z.infer<typeof bookingCalculatePriceResponseSchema>;

/** GET /booking/appointments-detailed: appointments with their relations. */
export const appointmentsDetailedQuerySchema = z.object({
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  studio_id: idSchema.optional(),
  master_id: idSchema.optional(),
});
export type AppointmentsDetailedQuery = z.infer<typeof appointmentsDetailedQuerySchema>;

export const appointmentsDetailedResponseSchema = listOf(
  appointmentWithRelationsSchema,
  'appointments',
);
export type AppointmentsDetailedResponse = z.infer<typeof appointmentsDetailedResponseSchema>;

/** PATCH /booking/reschedule/{appointmentId}; camelCase on the wire, as the spec gives it. */
export const reschedulePayloadSchema = endAfterStart(
  z.object({
    date: isoDateSchema,
    startTime: timeSchema,
    endTime: timeSchema,
  }),
  'startTime',
  'endTime',
);
export type ReschedulePayload = z.infer<typeof reschedulePayloadSchema>;
