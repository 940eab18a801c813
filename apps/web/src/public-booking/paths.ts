// The public booking pages' links: the success page's query and the way back to a studio's page.
import type { PublicBookingOutput } from '@beautydesk/domain/machines/public-booking';

export const PUBLIC_BOOKING_SUCCESS_PATH = '/public/booking/success';

export function successPath(output: PublicBookingOutput): string {
  const query = new URLSearchParams({ appointment: output.appointment, studio: output.studio });
  return `${PUBLIC_BOOKING_SUCCESS_PATH}?${query.toString()}`;
}

export function studioBookingPath(studioId: string): string {
  return `/public/booking/${encodeURIComponent(studioId)}`;
}
