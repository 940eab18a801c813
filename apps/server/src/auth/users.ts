// Reading and writing accounts, and the one place a user row becomes the wire's User.
import { eq, isNull, and, sql } from 'drizzle-orm';
import type { User } from '@beautydesk/domain/schemas/auth';
import type { Db, Tx } from '../db/database.ts';
import { lowerEmail, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** E-mails are kept trimmed and lower-case; the unique index is on lower(email) as well. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(lowerEmail, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function createUser(
  db: Db | Tx,
  values: { email: string; passwordHash: string; fullName: string | null; confirmed: boolean },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: normalizeEmail(values.email),
      password_hash: values.passwordHash,
      full_name: values.fullName,
      email_confirmed_at: values.confirmed ? sql`now()` : null,
    })
    .returning();
  return row as UserRow;
}

/** Records the confirmation once: the tokens that prove it were only ever sent in the e-mail. */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ email_confirmed_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.email_confirmed_at)));
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, license_id: row.license_id, full_name: row.full_name };
}
