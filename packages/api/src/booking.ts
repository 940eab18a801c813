// The /booking helper calls: available slots, validation, price, the detailed list and reschedule (spec part 2 §7 "Booking helper").
import {
  toAppointment,
  appointmentWireSchema,
  type Appointment,
} from '@beautydesk/domain/schemas/appointments';
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
  type AvailableSlotsResponse,
  type BookingCalculatePriceResponse,
  type BookingValidateResponse,
} from '@beautydesk/domain/schemas/booking';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'booking' satisfies ApiArea;
/** A reschedule moves an appointment: the same keys as an appointment write. */
const WRITES: readonly ApiArea[] = [AREA, 'appointments', 'stats'];

type SlotsQueryInput = z.input<typeof availableSlotsQuerySchema>;
type DetailedQueryInput = z.input<typeof appointmentsDetailedQuerySchema>;

/** GET /booking/available-slots */
export async function getAvailableSlots(query: SlotsQueryInput): Promise<AvailableSlotsResponse> {
  const path = '/booking/available-slots';
  const resolved = parsePayload(availableSlotsQuerySchema, query, 'GET', path);
  return apiClient().request(path, availableSlotsResponseSchema, { query: resolved });
}

/** POST /booking/validate: would this booking fit? */
export async function validateBooking(
  request: z.input<typeof bookingValidateRequestSchema>,
): Promise<BookingValidateResponse> {
  const path = '/booking/validate';
  const body = parsePayload(bookingValidateRequestSchema, request, 'POST', path);
  return apiClient().request(path, bookingValidateResponseSchema, { method: 'POST', body });
}

/** POST /booking/calculate-price: finalPrice. */
export async function calculateBookingPrice(
  request: z.input<typeof bookingCalculatePriceRequestSchema>,
): Promise<BookingCalculatePriceResponse> {
  const path = '/booking/calculate-price';
  const body = parsePayload(bookingCalculatePriceRequestSchema, request, 'POST', path);
  return apiClient().request(path, bookingCalculatePriceResponseSchema, { method: 'POST', body });
}

/** GET /booking/appointments-detailed */
export async function listAppointmentsDetailed(
  query: DetailedQueryInput = {},
): Promise<Appointment[]> {
  const path = '/booking/appointments-detailed';
  const resolved = parsePayload(appointmentsDetailedQuerySchema, query, 'GET', path);
  const appointments = await apiClient().request(path, appointmentsDetailedResponseSchema, {
    query: resolved,
  });
  return appointments.map(toAppointment);
}

/** PATCH /booking/reschedule/{appointmentId} {date, startTime, endTime} (camelCase, as specified). */
export async function rescheduleAppointment(
  appointmentId: string,
  payload: z.input<typeof reschedulePayloadSchema>,
): Promise<Appointment> {
  const path = `/booking/reschedule/${pathSegment(appointmentId)}`;
  const body = parsePayload(reschedulePayloadSchema, payload, 'PATCH', path);
  return toAppointment(
    await apiClient().request(path, appointmentWireSchema, { method: 'PATCH', body }),
  );
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useAvailableSlots(query: SlotsQueryInput | null) {
  return useApiQuery(AREA, 'available-slots', query, () =>
    getAvailableSlots(query as SlotsQueryInput),
  );
}

export function useAppointmentsDetailed(query: DetailedQueryInput = {}) {
  return useApiQuery(AREA, 'appointments-detailed', query, () => listAppointmentsDetailed(query));
}

/** Reschedule; it revalidates the booking lists, appointments and the master statistics. */
export function useBookingActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      reschedule: (appointmentId: string, payload: z.input<typeof reschedulePayloadSchema>) =>
        run(WRITES, () => rescheduleAppointment(appointmentId, payload)),
    }),
    [run],
  );
}
