// Issuing access tokens: for a user, or for a platform admin impersonating one (part 1 §3, §4).
import type { Db } from '../db/database.ts';
import { permissionsFor, permissionsHash } from './permissions.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type Impersonation, type TokenService } from './tokens.ts';
import type { UserRow } from './users.ts';

export const TOKEN_TYPE = 'bearer';

/** A safe-mode impersonation shows in the token as the role's safe variant too (part 1 §4). */
export const SAFE_SUFFIX = '_safe';

export interface AccessGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
}

/**
 * An access token for `user` in sign-in session `sessionId`. With `impersonation`, `user` is the
 * admin (sub) and the token carries `target`'s license, business role and permission hash.
 */
export async function issueAccess(
  db: Db,
  tokens: TokenService,
  user: UserRow,
  sessionId: string,
  impersonation?: { session: Impersonation; target: UserRow },
): Promise<AccessGrant> {
  const subject = impersonation?.target ?? user;
  let platformRole = user.platform_role;
  if (impersonation?.session.mode === 'safe' && !platformRole?.endsWith('safe')) {
    platformRole = `${platformRole ?? 'platform_superadmin'}${SAFE_SUFFIX}`;
  }
  const access_token = await tokens.issueAccessToken({
    userId: user.id,
    sessionId,
    licenseId: subject.license_id,
    platformRole,
    businessRoleId: subject.business_role_id,
    permsHash: permissionsHash(await permissionsFor(db, subject)),
    impersonation: impersonation?.session ?? null,
  });
  return { access_token, token_type: TOKEN_TYPE, expires_in: ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * A new sign-in session for `user`: a refresh-token family and its first access token, as /auth/login
 * answers. The one home of this step for every way in (sign-in, registration, an accepted invitation).
 */
export async function startSession(db: Db, tokens: TokenService, user: UserRow) {
  const refresh = await issueRefreshToken(db, user.id);
  return {
    refresh_token: refresh.token,
    ...(await issueAccess(db, tokens, user, refresh.familyId)),
  };
}
