// What a user may do: the business role's permissions, '*' for a license owner, the platform view
// for a platform superadmin; and the digest the access token carries (perms_hash, part 1 §4).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isLicenseOwner, isPlatformSuperadmin } from '@beautydesk/domain/rules/claims';
import { WILDCARD_PERMISSION } from '@beautydesk/domain/schemas/roles';
import type { Db } from '../db/database.ts';
import { businessRoles } from '../db/schema.ts';
import { withTenant } from '../db/tenant.ts';

export const PERMISSIONS_VERSION = 1;

/** How long a client may keep a permissions answer (part 1 §9: 3600 s). */
export const PERMISSIONS_TTL_SECONDS = 3600;

/**
 * What a platform superadmin holds outside any license: the impersonation screen and the audit log
 * (part 1 §6: "a platform superadmin not impersonating sees only the impersonation screen").
 */
export const PLATFORM_VIEW_PERMISSIONS = ['platform.impersonation', 'platform.audit'] as const;

export interface PermissionSubject {
  platform_role: string | null;
  license_id: string | null;
  business_role_id: string | null;
}

/** The permission names a user holds, sorted and without duplicates. */
export async function permissionsFor(db: Db, user: PermissionSubject): Promise<string[]> {
  const names = new Set<string>();
  if (isPlatformSuperadmin(user.platform_role)) {
    for (const name of PLATFORM_VIEW_PERMISSIONS) names.add(name);
  }
  if (user.license_id) {
    if (isLicenseOwner(user.platform_role)) {
      names.add(WILDCARD_PERMISSION);
    } else if (user.business_role_id) {
      const roleId = user.business_role_id;
      const [role] = await withTenant(db, user.license_id, (t) =>
        t.select(businessRoles, eq(businessRoles.id, roleId)),
      );
      for (const name of role?.permissions ?? []) names.add(name);
    }
  }
  return [...names].sort();
}

/** A short, order-independent digest of a permission set: the client's cache key (part 1 §4). */
export function permissionsHash(names: readonly string[]): string {
  const canonical = [...new Set(names)].sort().join('\n');
  return createHash('sha256')
    .update(`v${PERMISSIONS_VERSION}\n${canonical}`)
    .digest('hex')
    .slice(0, 16);
}

/** The wire's permission map: name → true. */
export function permissionMap(names: readonly string[]): Record<string, true> {
  return Object.fromEntries(names.map((name) => [name, true as const]));
}
