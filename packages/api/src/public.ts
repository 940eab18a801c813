// The public booking API, without sign-in: studio info, optimal slots, the booking itself (spec part 2 §7 "Public API (no auth)").
// The calls and the machine's wiring live in public-booking.ts (no zod, so the widget stays small);
// this module adds the staff app's SWR hook for the success page.
import { getPublicStudioInfo } from './public-calls.ts';
import { useApiQuery, type ApiArea } from './swr.ts';

export {
  createPublicBooking,
  findPublicOptimalSlots,
  getPublicStudioInfo,
  publicBookingCalls,
  type PublicBookingPayloadInput,
  type PublicSlotsInput,
} from './public-calls.ts';
export { usePublicBooking } from './public-booking.ts';

const AREA = 'public' satisfies ApiArea;

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
