// Refresh tokens: opaque random strings stored only as SHA-256 hashes, rotated on every use;
// presenting one that was already rotated (or revoked) revokes its whole family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import { refreshTokens, signedOutSessions, users } from '../db/schema.ts';

/** How long an unused refresh token stays valid (the spec does not say; a month of inactivity). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** 256 random bits, base64url: 43 characters. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const expiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

/** Stores a new refresh token for `userId`, in a new family unless one is given. */
export async function issueRefreshToken(
  db: Db | Tx,
  userId: string,
  familyId: string = randomUUID(),
): Promise<{ token: string; id: string; familyId: string }> {
  const token = newRefreshToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: hashRefreshToken(token),
      expires_at: expiry(),
    })
    .returning({ id: refreshTokens.id });
  return { token, id: (row as { id: string }).id, familyId };
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string; familyId: string; token: string }
  /** The token had already been used or revoked: its family is now revoked. */
  | { outcome: 'reused' }
  /** Unknown, expired, or its user is gone or inactive. */
  | { outcome: 'invalid' };

/**
 * Trades a refresh token for its successor. The old row is claimed with one conditional UPDATE,
 * so of two concurrent uses exactly one wins and the other counts as reuse (on PostgreSQL).
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  const tokenHash = hashRefreshToken(token);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revoked_at: sql`now()` })
      .where(
        and(
          eq(refreshTokens.token_hash, tokenHash),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, sql`now()`),
        ),
      )
      .returning({
        id: refreshTokens.id,
        userId: refreshTokens.user_id,
        familyId: refreshTokens.family_id,
      });

    if (!claimed) {
      const [known] = await tx
        .select({ familyId: refreshTokens.family_id, revokedAt: refreshTokens.revoked_at })
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, tokenHash));
      if (known?.revokedAt) {
        await revokeFamily(tx, known.familyId);
        return { outcome: 'reused' };
      }
      return { outcome: 'invalid' };
    }

    const [user] = await tx
      .select({ isActive: users.is_active })
      .from(users)
      .where(eq(users.id, claimed.userId));
    if (!user?.isActive) {
      await revokeFamily(tx, claimed.familyId);
      return { outcome: 'invalid' };
    }

    const next = await issueRefreshToken(tx, claimed.userId, claimed.familyId);
    await tx
      .update(refreshTokens)
      .set({ replaced_by: next.id })
      .where(eq(refreshTokens.id, claimed.id));
    return {
      outcome: 'rotated',
      userId: claimed.userId,
      familyId: claimed.familyId,
      token: next.token,
    };
  });
}

/**
 * Revokes every live token of a family (a sign-in session), and ends the session's access tokens
 * too (signed_out_sessions, migration 0030); returns how many refresh tokens were live.
 */
export async function revokeFamily(
  db: Db | Tx,
  familyId: string,
  userId?: string,
): Promise<number> {
  await endSession(db, familyId, userId);
  const rows = await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(refreshTokens.family_id, familyId),
        isNull(refreshTokens.revoked_at),
        userId ? eq(refreshTokens.user_id, userId) : undefined,
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** An access token lives an hour: a session signed out longer ago than that needs no row. */
const SIGNED_OUT_KEPT = sql`interval '2 hours'`;

/** Lists the session as signed out (its access tokens are refused from the next request on). */
async function endSession(db: Db | Tx, familyId: string, userId?: string): Promise<void> {
  await db
    .insert(signedOutSessions)
    .select(
      db
        .selectDistinct({
          session_id: refreshTokens.family_id,
          user_id: refreshTokens.user_id,
          signed_out_at: sql<Date>`now()`.as('signed_out_at'),
        })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.family_id, familyId),
            userId ? eq(refreshTokens.user_id, userId) : undefined,
          ),
        ),
    )
    .onConflictDoNothing();
  await db
    .delete(signedOutSessions)
    .where(lt(signedOutSessions.signed_out_at, sql`now() - ${SIGNED_OUT_KEPT}`));
}

/** Whether the session (an access token's `sid`) was signed out. */
export async function isSignedOut(db: Db | Tx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: signedOutSessions.session_id })
    .from(signedOutSessions)
    .where(eq(signedOutSessions.session_id, sessionId));
  return row !== undefined;
}

/** The family a refresh token belongs to, when it is one of `userId`'s. */
export async function familyOf(db: Db, token: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.family_id })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.token_hash, hashRefreshToken(token)), eq(refreshTokens.user_id, userId)),
    );
  return row?.familyId ?? null;
}
