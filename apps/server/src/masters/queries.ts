// Master reads shared with other areas: a studio's active masters in the public shape (public booking).
import { and, asc, eq } from 'drizzle-orm';
import type { PublicMaster } from '@beautydesk/domain/schemas/masters';
import { masters } from '../db/schema.ts';
import type { TenantScope } from '../db/tenant.ts';

/** The active masters of one studio, ordered by name; `specialization` is the master's qualification. */
export async function activeMastersOfStudio(
  t: TenantScope,
  studioId: string,
): Promise<PublicMaster[]> {
  const rows = await t.tx
    .select({ id: masters.id, name: masters.name, qualification: masters.qualification })
    .from(masters)
    .where(t.scoped(masters, and(eq(masters.studio_id, studioId), eq(masters.is_active, true))))
    .orderBy(asc(masters.name), asc(masters.id));
  return rows.map((row) => ({ id: row.id, name: row.name, specialization: row.qualification }));
}
