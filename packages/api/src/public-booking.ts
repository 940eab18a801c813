// The one wiring of the public-booking machine to the public API, shared by /public/booking/{studioId}
// (apps/web) and every widget mode (apps/booking-widget). Zod-free like the calls it runs.
import { useMemo } from 'react';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import { publicBookingMachine, type BookInput } from '@beautydesk/domain/machines/public-booking';
import type { PublicOptimalSlotsRequest } from '@beautydesk/domain/schemas/public-booking';
import { localToday } from './dates.ts';
import { publicBookingCalls } from './public-calls.ts';

/** The machine with the real calls; one per mounted booking (a new one is a fresh start). */
function publicBookingWithCalls() {
  return publicBookingMachine.provide({
    actors: {
      loadStudio: fromPromise(({ input }: { input: { studioId: string } }) =>
        publicBookingCalls.loadStudio(input),
      ),
      findSlots: fromPromise(
        ({ input }: { input: PublicOptimalSlotsRequest & { studioId: string } }) =>
          publicBookingCalls.findSlots(input),
      ),
      book: fromPromise(({ input }: { input: BookInput }) => publicBookingCalls.book(input)),
    },
  });
}

/**
 * The public-booking machine running on the public API for a studio, from today: what
 * /public/booking/{studioId} and every widget mode show. Remount (a new key) to start over.
 */
export function usePublicBooking(studioId: string | null | undefined) {
  const machine = useMemo(() => publicBookingWithCalls(), []);
  return useActor(machine, { input: { studioId: studioId ?? null, today: localToday() } });
}
