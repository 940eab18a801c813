// Invitation tokens: the license id (so a public link finds its tenant without a cross-license
// lookup, row-level security intact) followed by 256 random bits; only the SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation (and the set-password link after accepting) stays valid. */
export const INVITATION_TTL_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

export const invitationExpiry = (from = Date.now()) =>
  new Date(from + INVITATION_TTL_DAYS * DAY_MS);

/** 32 hex digits of the license id, then 43 base64url characters (256 bits). */
const TOKEN_PATTERN = /^([0-9a-f]{32})([A-Za-z0-9_-]{43})$/;

export function newInvitationToken(licenseId: string): string {
  return `${licenseId.replace(/-/g, '').toLowerCase()}${randomBytes(32).toString('base64url')}`;
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The license a token names, or null when it is not shaped like one of ours. */
export function licenseOfToken(token: string): string | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const hex = match[1] as string;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
