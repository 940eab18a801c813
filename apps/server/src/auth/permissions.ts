// What a user may do, as the access token summarises it (perms_hash). The roles issue fills this in.
import { createHash } from 'node:crypto';
import { isLicenseOwner } from '@beautydesk/domain/rules/claims';

export const PERMISSIONS_VERSION = 1;

/** The permission names a user holds. Until business roles exist: a license owner holds '*'. */
export function permissionsFor(user: {
  platform_role: string | null;
  license_id: string | null;
}): string[] {
  return isLicenseOwner(user.platform_role) && user.license_id ? ['*'] : [];
}

/** A short, order-independent digest of a permission set: the client's cache key (part 1 §4). */
export function permissionsHash(names: readonly string[]): string {
  const canonical = [...new Set(names)].sort().join('\n');
  return createHash('sha256')
    .update(`v${PERMISSIONS_VERSION}\n${canonical}`)
    .digest('hex')
    .slice(0, 16);
}
