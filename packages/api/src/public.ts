// The public booking API, without sign-in: studio info, optimal slots, the booking itself (spec part 2 §7 "Public API (no auth)").
import type { SlotsResponse } from '@beautydesk/domain/schemas/appointments';
import {
  publicBookingPayloadSchema,
  publicBookingResponseSchema,
  publicOptimalSlotsRequestSchema,
  publicOptimalSlotsResponseSchema,
  publicStudioInfoSchema,
  toPublicStudioInfo,
  type PublicBookingResponse,
  type PublicStudioInfo,
} from '@beautydesk/domain/schemas/public-booking';
import type { z } from 'zod';
import { parsePayload, publicApiClient } from './client.ts';
import { slotSearchRange } from './dates.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, type ApiArea } from './swr.ts';

const AREA = 'public' satisfies ApiArea;

type SlotsRequestInput = z.input<typeof publicOptimalSlotsRequestSchema>;
type PublicSlotsInput = Omit<SlotsRequestInput, 'from_date' | 'to_date'> &
  Partial<Pick<SlotsRequestInput, 'from_date' | 'to_date'>>;

function studioPath(studioId: string, rest: string): string {
  return `/public/studios/${pathSegment(studioId)}/${rest}`;
}

/** GET /public/studios/{id}/info */
export async function getPublicStudioInfo(studioId: string): Promise<PublicStudioInfo> {
  return toPublicStudioInfo(
    await publicApiClient().request(studioPath(studioId, 'info'), publicStudioInfoSchema),
  );
}

/** POST /public/studios/{id}/optimal-slots, from today to today + 14 days unless given. */
export async function findPublicOptimalSlots(
  studioId: string,
  request: PublicSlotsInput,
): Promise<SlotsResponse> {
  const path = studioPath(studioId, 'optimal-slots');
  const body = parsePayload(
    publicOptimalSlotsRequestSchema,
    { ...slotSearchRange(), ...request },
    'POST',
    path,
  );
  return publicApiClient().request(path, publicOptimalSlotsResponseSchema, {
    method: 'POST',
    body,
  });
}

/** POST /public/studios/{id}/booking: message and appointment_id. */
export async function createPublicBooking(
  studioId: string,
  payload: z.input<typeof publicBookingPayloadSchema>,
): Promise<PublicBookingResponse> {
  const path = studioPath(studioId, 'booking');
  const body = parsePayload(publicBookingPayloadSchema, payload, 'POST', path);
  return publicApiClient().request(path, publicBookingResponseSchema, { method: 'POST', body });
}

/** The studio's page data; no tenant scope (the visitor has no license). */
export function usePublicStudioInfo(studioId: string | null | undefined) {
  return useApiQuery(
    AREA,
    'studio-info',
    studioId ? { studioId } : null,
    () => getPublicStudioInfo(studioId as string),
    { scope: 'public' },
  );
}
