// What a failed call says to the user when the screen has no text of its own for it (part 1 §8, part 2 §8).
import { publicBookingMessages } from '../messages/public-booking.ts';
import { isBlank } from './validation/common.ts';

/** The user-facing text of a failed call: typed API errors carry it as their message; else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** What the public booking rules read of a failed call: its HTTP status and the server's detail. */
export interface PublicBookingError {
  status?: number | null;
  detail?: string | null;
}

/** The public studio load: 404 means the studio does not exist or takes no online bookings; anything else is a load failure. */
export function studioLoadErrorMessage(error: unknown): string {
  const status = (error as PublicBookingError | null | undefined)?.status;
  return status === 404
    ? publicBookingMessages.studioNotFound
    : publicBookingMessages.studioLoadFailed;
}

/** A failed booking shows the server's detail, else 'Ошибка при создании записи'. */
export function bookingErrorMessage(error: unknown): string {
  const detail = (error as PublicBookingError | null | undefined)?.detail;
  return typeof detail === 'string' && !isBlank(detail)
    ? detail
    : publicBookingMessages.bookingFailed;
}
