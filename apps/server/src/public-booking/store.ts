// The public booking's reads outside a sign-in: the studio a public link names (found past
// row-level security by its id alone, then read inside its tenant) and its booking page's info,
// which GET /public/studios/{id}/info answers and the server renders the booking page with.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicStudioInfoSchema } from '@beautydesk/domain/schemas/public-booking';
import { publicBookingMessages } from '@beautydesk/domain/messages/public-booking';
import type { Db } from '../db/database.ts';
import { licenses, studios } from '../db/schema.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { HttpError } from '../http/errors.ts';
import { activeMastersOfStudio } from '../masters/queries.ts';
import { servicesWithStudioPrices } from '../services/queries.ts';
import type { StudioRow } from '../appointments/store.ts';

interface PublicStudio {
  licenseId: string;
  licenseName: string;
  studio: StudioRow;
}

/**
 * The license of the active studio a public link names. The tenant is not known yet: the
 * database's app_public_studio_license (migration 0012) answers it by the studio's id alone, past
 * row-level security; everything else is read inside that tenant.
 */
async function publicLicenseOf(db: Db, id: string): Promise<string> {
  const [found] = await db
    .select({ licenseId: sql<string | null>`app_public_studio_license(${id}::uuid)` })
    .from(sql`(select 1) as one`);
  if (!found?.licenseId) throw new HttpError(404, publicBookingMessages.studioNotFound);
  return found.licenseId;
}

/** The studio and its license's name, read in the studio's tenant (else 404). */
async function studioInTenant(
  t: TenantScope,
  id: string,
): Promise<{ studio: StudioRow; licenseName: string }> {
  const [studio] = await t.select(studios, eq(studios.id, id));
  const [license] = await t.tx
    .select({ name: licenses.name })
    .from(licenses)
    .where(eq(licenses.id, t.licenseId));
  if (!studio || !license) throw new HttpError(404, publicBookingMessages.studioNotFound);
  return { studio, licenseName: license.name };
}

/** The studio a public link names, with its license (else 404). */
export async function findPublicStudio(db: Db, id: string): Promise<PublicStudio> {
  const licenseId = await publicLicenseOf(db, id);
  return { licenseId, ...(await withTenant(db, licenseId, (t) => studioInTenant(t, id))) };
}

/**
 * The studio's booking page: studio, license name, services with prices, masters (else 404); one
 * tenant transaction (the server renders the booking page with it on every visit).
 */
export async function publicStudioInfo(db: Db, id: string) {
  const licenseId = await publicLicenseOf(db, id);
  return withTenant(db, licenseId, async (t) => {
    const { studio, licenseName } = await studioInTenant(t, id);
    return {
      studio: {
        id: studio.id,
        name: studio.name,
        address: studio.address,
        phone: studio.phone,
        description: studio.description,
      },
      license: { name: licenseName },
      services: await servicesWithStudioPrices(t, studio.id),
      masters: await activeMastersOfStudio(t, studio.id),
    };
  });
}

const studioId = z.uuid();

/**
 * GET /public/studios/{id}/info's answer as it goes out (parsed by the route's schema, as the
 * serializer does: http/validation.ts), for the booking page the server renders; null for an id
 * that is not an active studio's.
 */
export async function publicStudioInfoAnswer(
  db: Db,
  id: string,
): Promise<z.output<typeof publicStudioInfoSchema> | null> {
  if (!studioId.safeParse(id).success) return null;
  try {
    return publicStudioInfoSchema.parse(await publicStudioInfo(db, id));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
