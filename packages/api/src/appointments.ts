// Appointments: day and month lists, CRUD, cancel, price calculation and the optimal-window search (spec part 2 §7 "Appointments").
import {
  appointmentCancelPayloadSchema,
  appointmentCreatePayloadSchema,
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentPatchPayloadSchema,
  appointmentWireSchema,
  appointmentMonthListSchema,
  appointmentsWithRelationsQuerySchema,
  calculatePriceRequestSchema,
  calculatePriceResponseSchema,
  findOptimalSlotsRequestSchema,
  findOptimalSlotsResponseSchema,
  freeTimesResponseSchema,
  toAppointment,
  type Appointment,
  type AppointmentsWithRelationsQuery,
  type CalculatePriceResponse,
  type FindOptimalSlotsResponse,
  type FreeTimesRequest,
  type FreeTimesResponse,
} from '@beautydesk/domain/schemas/appointments';
import { listStudiosWithCountries } from './studios.ts';
import { useEffect, useMemo } from 'react';
import { preload, unstable_serialize, useSWRConfig } from 'swr';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { monthQueryRange, slotSearchRange } from './dates.ts';
import { pathSegment } from './paths.ts';
import {
  apiKey,
  scopeFor,
  useApiQuery,
  useLicenseId,
  useRevalidatingAction,
  type ApiArea,
} from './swr.ts';

const AREA = 'appointments' satisfies ApiArea;
/**
 * An appointment change moves the booking helper's lists, the master's salary statistics and the
 * client's visit counters too.
 */
const WRITES: readonly ApiArea[] = [AREA, 'booking', 'stats', 'clients'];

/** The month query's limit (part 2 §9). */
export const MONTH_APPOINTMENTS_LIMIT = 1000;

type ListQueryInput = z.input<typeof appointmentListQuerySchema>;
type WithRelationsQueryInput = z.input<typeof appointmentsWithRelationsQuerySchema>;
type FindSlotsInput = Omit<z.input<typeof findOptimalSlotsRequestSchema>, 'from_date' | 'to_date'> &
  Partial<Pick<z.input<typeof findOptimalSlotsRequestSchema>, 'from_date' | 'to_date'>>;

export interface MonthQuery {
  year: number;
  /** 1–12 */
  month: number;
  studioId?: string | null;
}

/** Month data: date_from/date_to the first and last day of the month, limit 1000. */
export function monthAppointmentsQuery({
  year,
  month,
  studioId,
}: MonthQuery): AppointmentsWithRelationsQuery {
  return parsePayload(
    appointmentsWithRelationsQuerySchema,
    {
      ...monthQueryRange(year, month),
      limit: MONTH_APPOINTMENTS_LIMIT,
      ...(studioId ? { studio_id: studioId } : {}),
    },
    'GET',
    '/appointments/with-relations',
  );
}

/** GET /appointments (client_id, master_id, studio_id, date) */
export async function listAppointments(query: ListQueryInput = {}): Promise<Appointment[]> {
  const resolved = parsePayload(appointmentListQuerySchema, query, 'GET', '/appointments');
  const appointments = await apiClient().request('/appointments', appointmentListSchema, {
    query: resolved,
  });
  return appointments.map(toAppointment);
}

/** GET /appointments/with-relations (date_from, date_to, studio_id, limit 1000) */
export async function listAppointmentsWithRelations(
  query: WithRelationsQueryInput,
): Promise<Appointment[]> {
  const path = '/appointments/with-relations';
  const resolved = parsePayload(appointmentsWithRelationsQuerySchema, query, 'GET', path);
  const appointments = await apiClient().request(path, appointmentMonthListSchema, {
    query: resolved,
  });
  return appointments.map(toAppointment);
}

/** The calendar's month: GET /appointments/with-relations for the month's first … last day. */
export async function listMonthAppointments(month: MonthQuery): Promise<Appointment[]> {
  return listAppointmentsWithRelations(monthAppointmentsQuery(month));
}

/** GET /appointments/{id} */
export async function getAppointment(appointmentId: string): Promise<Appointment> {
  return toAppointment(
    await apiClient().request(`/appointments/${pathSegment(appointmentId)}`, appointmentWireSchema),
  );
}

/** POST /appointments; notes trimmed and left out when empty. */
export async function createAppointment(
  payload: z.input<typeof appointmentCreatePayloadSchema>,
): Promise<Appointment> {
  const body = parsePayload(appointmentCreatePayloadSchema, payload, 'POST', '/appointments');
  return toAppointment(
    await apiClient().request('/appointments', appointmentWireSchema, { method: 'POST', body }),
  );
}

/** PATCH /appointments/{id}: any of the fields (confirm and complete are status patches). */
export async function patchAppointment(
  appointmentId: string,
  patch: z.input<typeof appointmentPatchPayloadSchema>,
): Promise<Appointment> {
  const path = `/appointments/${pathSegment(appointmentId)}`;
  const body = parsePayload(appointmentPatchPayloadSchema, patch, 'PATCH', path);
  return toAppointment(
    await apiClient().request(path, appointmentWireSchema, { method: 'PATCH', body }),
  );
}

/** Confirm: PATCH status confirmed. */
export async function confirmAppointment(appointmentId: string): Promise<Appointment> {
  return patchAppointment(appointmentId, { status: 'confirmed' });
}

/** Complete: PATCH status completed, then the notes in a second PATCH when given (part 2 §4). */
export async function completeAppointment(
  appointmentId: string,
  notes?: string,
): Promise<Appointment> {
  const completed = await patchAppointment(appointmentId, { status: 'completed' });
  const text = notes?.trim();
  return text ? patchAppointment(appointmentId, { notes: text }) : completed;
}

/** DELETE /appointments/{id} */
export async function deleteAppointment(appointmentId: string): Promise<void> {
  return apiClient().requestVoid(`/appointments/${pathSegment(appointmentId)}`, {
    method: 'DELETE',
  });
}

/** POST /appointments/{id}/cancel {cancellation_reason}: trimmed, 3–500 characters. */
export async function cancelAppointment(
  appointmentId: string,
  reason: string,
): Promise<Appointment> {
  const path = `/appointments/${pathSegment(appointmentId)}/cancel`;
  const body = parsePayload(
    appointmentCancelPayloadSchema,
    { cancellation_reason: reason },
    'POST',
    path,
  );
  return toAppointment(
    await apiClient().request(path, appointmentWireSchema, { method: 'POST', body }),
  );
}

/** POST /appointments/calculate-price: total (rounded to 2 decimals) and currency. */
export async function calculateAppointmentPrice(
  request: z.input<typeof calculatePriceRequestSchema>,
): Promise<CalculatePriceResponse> {
  const path = '/appointments/calculate-price';
  const body = parsePayload(calculatePriceRequestSchema, request, 'POST', path);
  return apiClient().request(path, calculatePriceResponseSchema, { method: 'POST', body });
}

/** POST /appointments/find-optimal-slots, from today to today + 14 days unless given. */
export async function findOptimalSlots(request: FindSlotsInput): Promise<FindOptimalSlotsResponse> {
  const path = '/appointments/find-optimal-slots';
  const body = parsePayload(
    findOptimalSlotsRequestSchema,
    { ...slotSearchRange(), ...request },
    'POST',
    path,
  );
  return apiClient().request(path, findOptimalSlotsResponseSchema, { method: 'POST', body });
}

/**
 * GET /appointments/free-times (issue 27): every start time of a date at which the services fit the
 * master. Asked for afresh each time (a wizard step, never cached): the day changes under it.
 */
export async function findFreeTimes(request: FreeTimesRequest): Promise<FreeTimesResponse> {
  return apiClient().request('/appointments/free-times', freeTimesResponseSchema, {
    query: {
      master_id: request.master_id,
      studio_id: request.studio_id,
      date: request.date,
      service_ids: request.service_ids.join(','),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useAppointments(query: ListQueryInput = {}) {
  return useApiQuery(AREA, 'list', query, () => listAppointments(query));
}

const MONTH_CALL = 'with-relations';

/**
 * The calendar month; nothing is asked until the month is known. With `keepPreviousData` the
 * previous month's answer stays while the next one loads (SWR's option; `isLoading` still tells).
 */
export function useMonthAppointments(
  month: MonthQuery | null,
  options: { keepPreviousData?: boolean } = {},
) {
  const resolved = month ? monthAppointmentsQuery(month) : null;
  return useApiQuery(
    AREA,
    MONTH_CALL,
    resolved,
    () => listAppointmentsWithRelations(resolved as AppointmentsWithRelationsQuery),
    { swr: { keepPreviousData: options.keepPreviousData ?? false } },
  );
}

/**
 * Asks for these months ahead (the calendar's neighbours), so switching to one is instant: SWR's
 * `preload` holds the answer under the very key `useMonthAppointments` reads.
 */
export function usePrefetchMonthAppointments(months: readonly MonthQuery[]) {
  const scope = scopeFor('license', useLicenseId());
  const { cache } = useSWRConfig();
  // One string for the effect's dependency: the months' contents, not the array's identity.
  const wanted = JSON.stringify(months.map(monthAppointmentsQuery));
  useEffect(() => {
    if (!scope) return;
    for (const query of JSON.parse(wanted) as AppointmentsWithRelationsQuery[]) {
      const key = apiKey(scope, AREA, MONTH_CALL, query);
      // A month already in the cache is shown from there (and revalidated by SWR itself).
      if (!key || cache.get(unstable_serialize(key))?.data !== undefined) continue;
      void preload(key, () => listAppointmentsWithRelations(query)).catch(() => undefined);
    }
  }, [scope, wanted, cache]);
}

/**
 * The calendar's studio selector list (GET /studios/with-countries, each with its country's
 * currency); `enabled` false (master and studio users, part 2 §6) asks nothing. Same key as the
 * studios area's own `useStudiosWithCountries()`, so both share one answer.
 */
export function useCalendarStudios(enabled: boolean) {
  return useApiQuery('studios', 'with-countries', enabled ? {} : null, () =>
    listStudiosWithCountries({}),
  );
}

export function useAppointment(appointmentId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', appointmentId ? { appointmentId } : null, () =>
    getAppointment(appointmentId as string),
  );
}

/**
 * Appointment writes; they revalidate appointments, the booking helper's lists, the master
 * statistics and the clients (visit counters). Price and window searches change nothing.
 */
export function useAppointmentActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      create: (payload: z.input<typeof appointmentCreatePayloadSchema>) =>
        run(WRITES, () => createAppointment(payload)),
      patch: (appointmentId: string, patch: z.input<typeof appointmentPatchPayloadSchema>) =>
        run(WRITES, () => patchAppointment(appointmentId, patch)),
      confirm: (appointmentId: string) => run(WRITES, () => confirmAppointment(appointmentId)),
      complete: (appointmentId: string, notes?: string) =>
        run(WRITES, () => completeAppointment(appointmentId, notes)),
      cancel: (appointmentId: string, reason: string) =>
        run(WRITES, () => cancelAppointment(appointmentId, reason)),
      remove: (appointmentId: string) => run(WRITES, () => deleteAppointment(appointmentId)),
    }),
    [run],
  );
}
