// Reading the access token on the client (part 1 §3–§6): decoding the payload, platform roles, impersonation, license context.
import { impersonationMessages } from '../messages/impersonation.ts';
import type { Claims, TokenContext } from '../schemas/auth.ts';
// In zod/mini, not with claimsSchema: the staff app's entry reads the claims on every page, and
// zod's classic API would then ship to /login (issue 18).
import { claimsOf } from '../schemas/entry-schemas.ts';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes of a base64url text (plain base64 is accepted too); null on any other character. Padding is optional. */
export function decodeBase64Url(text: string): Uint8Array | null {
  const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE64URL.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

const UTF8_MINIMUM = [0, 0, 0x80, 0x800, 0x10000];

/**
 * UTF-8 bytes as text, by hand because TextDecoder is not in the ES library. A malformed,
 * overlong or surrogate sequence becomes U+FFFD and decoding resumes at the next byte.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const first = bytes[i] as number;
    const length =
      first < 0x80
        ? 1
        : first < 0xc2
          ? 0
          : first < 0xe0
            ? 2
            : first < 0xf0
              ? 3
              : first < 0xf5
                ? 4
                : 0;
    let code = length === 1 ? first : first & (0xff >> (length + 1));
    let valid = length > 0 && i + length <= bytes.length;
    for (let k = 1; valid && k < length; k += 1) {
      const next = bytes[i + k] as number;
      valid = (next & 0xc0) === 0x80;
      code = (code << 6) | (next & 0x3f);
    }
    if (
      !valid ||
      code < (UTF8_MINIMUM[length] as number) ||
      code > 0x10ffff ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      out += '\ufffd';
      i += 1;
    } else {
      out += String.fromCodePoint(code);
      i += length;
    }
  }
  return out;
}

/** The JSON payload of a JWT (header.payload.signature), or null when it is not one. */
export function decodeTokenPayload(token: string | null | undefined): unknown {
  const part = token?.split('.')[1];
  if (!part) return null;
  const bytes = decodeBase64Url(part);
  if (!bytes) return null;
  try {
    return JSON.parse(decodeUtf8(bytes)) as unknown;
  } catch {
    return null;
  }
}

/**
 * The claims of an access token in the UI's words, with the spec's defaults (scope_type 'license',
 * perms_version 1, the license from lic else license_id, safe false), or null when the token
 * cannot be read. The signature is not checked: that is the server's job; the client only reads.
 */
export function parseAccessToken(token: string | null | undefined): TokenContext | null {
  const claims = claimsOf(decodeTokenPayload(token));
  return claims ? toTokenContext(claims) : null;
}

/** Claims in the UI's words (TokenContext); the server builds its request context with it too. */
export function toTokenContext(claims: Claims): TokenContext {
  return {
    userId: claims.sub ?? null,
    licenseId: claims.lic ?? claims.license_id ?? null,
    scopeType: claims.scope_type,
    scopeRef: claims.scope_ref ?? null,
    permsHash: claims.perms_hash ?? null,
    permsVersion: claims.perms_version,
    platformRole: claims.plat ?? null,
    businessRoleId: claims.brole ?? null,
    safe: claims.safe ?? false,
    impersonation: claims.imp_session
      ? {
          sessionId: claims.imp_session,
          mode: claims.imp_mode ?? null,
          target: claims.imp_target ?? null,
        }
      : null,
    expiresAt: claims.exp ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Platform roles

export const PLATFORM_ROLE_PREFIX = 'platform_';
export const PLATFORM_SUPERADMIN_PREFIX = 'platform_superadmin';
export const LICENSE_OWNER_ROLE = 'license_owner';

/** Platform superadmin role names start with platform_superadmin (its safe variant included). */
export function isPlatformSuperadmin(platformRole: string | null | undefined): boolean {
  return platformRole?.startsWith(PLATFORM_SUPERADMIN_PREFIX) ?? false;
}

export function isLicenseOwner(platformRole: string | null | undefined): boolean {
  return platformRole === LICENSE_OWNER_ROLE;
}

/** A platform role as the account select shows it, without the leading 'platform_'. */
export function roleDisplayName(role: string): string {
  return role.startsWith(PLATFORM_ROLE_PREFIX) ? role.slice(PLATFORM_ROLE_PREFIX.length) : role;
}

// ---------------------------------------------------------------------------------------------
// Impersonation

/** Active when the token carries an impersonation session (imp_session). */
export function isImpersonating(
  token: Pick<TokenContext, 'impersonation'> | null | undefined,
): boolean {
  return Boolean(token?.impersonation?.sessionId);
}

export type ImpersonationBannerMode = 'SAFE' | 'GOD';

/** SAFE when the platform role ends in 'safe', otherwise GOD: the spec reads the banner's mode from the role. */
export function impersonationBannerMode(
  platformRole: string | null | undefined,
): ImpersonationBannerMode {
  return platformRole?.endsWith('safe') ? 'SAFE' : 'GOD';
}

/** 'IMPERSONATING {target user} (SAFE|GOD) – ACTIONS LOGGED', with the spec's en dash. */
export function impersonationBannerText(
  target: string,
  platformRole: string | null | undefined,
): string {
  return impersonationMessages.banner(target, impersonationBannerMode(platformRole));
}

/** The banner (and the layout's 32 px offset) is for a platform superadmin who is impersonating. */
export function showsImpersonationBanner(
  token: Pick<TokenContext, 'impersonation' | 'platformRole'> | null | undefined,
): boolean {
  return isImpersonating(token) && isPlatformSuperadmin(token?.platformRole);
}

/**
 * A valid license context: a license (the user's or the token's) or an active impersonation
 * (part 1 §5). The spec's other case, "a platform superadmin with a license", is a license
 * already; a superadmin without one has no license context until impersonating.
 */
export function hasValidLicenseContext(context: {
  userLicenseId?: string | null;
  token?: Pick<TokenContext, 'licenseId' | 'impersonation'> | null;
}): boolean {
  return (
    Boolean(context.userLicenseId || context.token?.licenseId) || isImpersonating(context.token)
  );
}
