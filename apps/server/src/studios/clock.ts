// "Today" on a license's studio clocks (issue 18): every studio keeps its own IANA zone, whatever
// the server's TZ. For work that names no studio (the assistant's "tomorrow", "this week"), the
// license's first studio speaks for it: a network's studios are rarely in different zones, and the
// first one is the one the owner set up.
import { asc } from 'drizzle-orm';
import type { IsoDate } from '@beautydesk/domain/rules/dates';
import { FALLBACK_TIME_ZONE, wallClockAt } from '@beautydesk/domain/rules/time-zones';
import type { Db } from '../db/database.ts';
import { studios } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';

/** Today of a license's studio (`null`: of its first studio) at `now`. */
export type StudioToday = (studioId: string | null) => IsoDate;

/** The license's studio clocks at `now`, read once (one query), then asked per studio. */
export async function studioTodays(db: Db, licenseId: string, now: Date): Promise<StudioToday> {
  const zones = await withTenant(db, licenseId, (t) =>
    t.tx
      .select({ id: studios.id, zone: studios.time_zone })
      .from(studios)
      .where(t.scoped(studios))
      .orderBy(asc(studios.created_at), asc(studios.id)),
  );
  return (studioId) => {
    const studio = zones.find((row) => row.id === studioId) ?? zones[0];
    return wallClockAt(studio?.zone ?? FALLBACK_TIME_ZONE, now).today;
  };
}
