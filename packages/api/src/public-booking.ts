// The one wiring of the public-booking machine to the public API, shared by /public/booking/{studioId}
// (apps/web) and every widget mode (apps/booking-widget): the domain's XState machine, as the
// stories and the tests run it, with the three public calls as its actors.
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  publicBookingMachine,
  type BookInput,
  type FindSlotsInput,
  type PublicBookingEvent,
  type PublicBookingView,
} from '@beautydesk/domain/machines/public-booking';
import type { SlotsResponse } from '@beautydesk/domain/schemas/appointments';
import type {
  PublicBookingResponse,
  PublicStudioInfo,
} from '@beautydesk/domain/schemas/public-booking';
import { localToday } from './dates.ts';
import { publicBookingCalls } from './public-calls.ts';

/** The machine with the public calls; read on each call, so a fetch configured later is used. */
const publicBookingOnApi = publicBookingMachine.provide({
  actors: {
    loadStudio: fromPromise<PublicStudioInfo, { studioId: string }>(({ input }) =>
      publicBookingCalls.loadStudio(input),
    ),
    findSlots: fromPromise<SlotsResponse, FindSlotsInput>(({ input }) =>
      publicBookingCalls.findSlots(input),
    ),
    book: fromPromise<PublicBookingResponse, BookInput>(({ input }) =>
      publicBookingCalls.book(input),
    ),
  },
});

/**
 * The public-booking machine running on the public API for a studio, from today: what
 * /public/booking/{studioId} and every widget mode show. Remount (a new key) to start over.
 * `studio` is the studio's info when the page came with it (the server rendered the page): the
 * form then shows at once and the info is not asked for again.
 */
export function usePublicBooking(
  studioId: string | null | undefined,
  studio?: PublicStudioInfo | null,
): readonly [PublicBookingView, (event: PublicBookingEvent) => void] {
  const [snapshot, send] = useActor(publicBookingOnApi, {
    input: { studioId: studioId ?? null, today: localToday(), studio: studio ?? null },
  });
  return [snapshot, send] as const;
}
