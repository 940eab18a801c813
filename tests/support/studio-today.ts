// "Today" as the test studios see it. They are all in Minsk (the demo's studios, and the zone a
// studio without a known country gets), and a studio's today is on its own clock (issue 18), not
// the machine's: from 21:00 UTC it is already tomorrow there.
import { FALLBACK_TIME_ZONE, wallClockAt } from '@beautydesk/domain/rules/time-zones';

export const STUDIO_TODAY = wallClockAt(FALLBACK_TIME_ZONE, new Date()).today;
