// Creating a license: the license row, its system roles, and (optionally) its owner.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LICENSE_OWNER_ROLE, PLATFORM_SUPERADMIN_PREFIX } from '@beautydesk/domain/rules/claims';
import type { Db } from '../db/database.ts';
import { businessRoles, licenses, users } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';
import { SYSTEM_ROLES, type SystemRoleKey } from '../roles/catalog.ts';

export interface CreatedLicense {
  licenseId: string;
  name: string;
  /** System role key → role id. */
  roles: Record<SystemRoleKey, string>;
}

export class LicenseAlreadyOwned extends Error {}

/**
 * Creates the license and its system roles in one transaction; with `ownerId`, that user (who must
 * have no license yet, else LicenseAlreadyOwned and nothing is kept) becomes its owner.
 */
export async function createLicense(
  db: Db,
  values: { name: string; ownerId?: string },
): Promise<CreatedLicense> {
  const licenseId = randomUUID();
  return withTenant(db, licenseId, async (t) => {
    await t.tx.insert(licenses).values({ id: licenseId, name: values.name });
    const rows = await t.insert(
      businessRoles,
      SYSTEM_ROLES.map((role) => ({
        name: role.name,
        description: role.description,
        permissions: [...role.permissions].sort(),
        is_system_role: true,
        system_key: role.key,
        created_by: values.ownerId ?? null,
      })),
    );
    const roles = Object.fromEntries(rows.map((row) => [row.system_key, row.id])) as Record<
      SystemRoleKey,
      string
    >;
    if (values.ownerId) {
      const claimed = await t.tx
        .update(users)
        .set({
          license_id: licenseId,
          business_role_id: roles.owner,
          // A platform superadmin keeps that role (and owns the license through its owner role).
          platform_role: sql`case when ${users.platform_role} like ${`${PLATFORM_SUPERADMIN_PREFIX}%`}
            then ${users.platform_role} else ${LICENSE_OWNER_ROLE} end`,
          updated_at: new Date(),
        })
        .where(and(eq(users.id, values.ownerId), isNull(users.license_id)))
        .returning({ id: users.id });
      if (claimed.length === 0) throw new LicenseAlreadyOwned();
    }
    return { licenseId, name: values.name, roles };
  });
}
