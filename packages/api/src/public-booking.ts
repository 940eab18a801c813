// The one wiring of the public-booking machine to the public API, shared by /public/booking/{studioId}
// (apps/web) and every widget mode (apps/booking-widget). Zod-free like the calls it runs, and
// XState-free: the domain's definition runs on the domain's small interpreter (docs/decisions/,
// "The public booking flow runs on a small interpreter").
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  publicBookingDefinition,
  type PublicBookingEvent,
  type PublicBookingView,
} from '@beautydesk/domain/machines/public-booking-definition';
import type { PublicStudioInfo } from '@beautydesk/domain/schemas/public-booking';
import { interpret } from '@beautydesk/domain/machines/statechart/interpreter';
import { localToday } from './dates.ts';
import { publicBookingCalls } from './public-calls.ts';

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
  // One per mounted booking; its calls run while it is mounted (a strict-mode remount calls again).
  const [actor] = useState(() =>
    interpret(publicBookingDefinition, {
      input: { studioId: studioId ?? null, today: localToday(), studio: studio ?? null },
      actors: publicBookingCalls,
    }),
  );
  useEffect(() => {
    actor.start();
    return actor.stop;
  }, [actor]);
  const snapshot = useSyncExternalStore(actor.subscribe, actor.getSnapshot, actor.getSnapshot);
  return [snapshot, actor.send] as const;
}
