// The public booking pages' links: the success page's query and the way back to a studio's page.
import type { PublicBookingOutput } from '@beautydesk/domain/machines/public-booking';

export const PUBLIC_BOOKING_SUCCESS_PATH = '/public/booking/success';

export function successPath(output: PublicBookingOutput): string {
  const query = new URLSearchParams({ appointment: output.appointment, studio: output.studio });
  return `${PUBLIC_BOOKING_SUCCESS_PATH}?${query.toString()}`;
}

/**
 * What the booking page hands the success page with the navigation (history state): the studio's
 * name, so the success page need not ask the API for what the booking page had. A success page
 * opened from a link has none and reads it from the studio's public info.
 */
export interface SuccessState {
  studioName: string;
}

export function readSuccessState(state: unknown): SuccessState | null {
  const name = (state as { studioName?: unknown } | null)?.studioName;
  return typeof name === 'string' && name !== '' ? { studioName: name } : null;
}

export function studioBookingPath(studioId: string): string {
  return `/public/booking/${encodeURIComponent(studioId)}`;
}
