// Drizzle table definitions mirroring migrations/*.sql: the query layer's view of the schema (the SQL files own it).
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const licenses = pgTable('licenses', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ...timestamps,
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  password_hash: text('password_hash').notNull(),
  full_name: text('full_name'),
  license_id: uuid('license_id').references(() => licenses.id),
  platform_role: text('platform_role'),
  business_role_id: uuid('business_role_id'),
  email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true }),
  is_active: boolean('is_active').notNull().default(true),
  ...timestamps,
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  family_id: uuid('family_id').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  replaced_by: uuid('replaced_by'),
  ...timestamps,
});

export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  ...timestamps,
});

/** The tenant-table pattern (license_id leads the key), used by the tenant-scoping and RLS tests. */
export const tenantNotes = pgTable(
  'tenant_notes',
  {
    license_id: uuid('license_id')
      .notNull()
      .references(() => licenses.id),
    id: uuid('id').notNull().defaultRandom(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    index('tenant_notes_license_created_idx').on(table.license_id, table.created_at),
  ],
);

/** Tables whose rows belong to one license: reach them only through withTenant. */
export const tenantTables = { tenantNotes } as const;

export const schema = { licenses, users, refreshTokens, outboxEmails, tenantNotes };
export type Schema = typeof schema;

/** lower(email), matching the unique index users_email_lower_key. */
export const lowerEmail = sql`lower(${users.email})`;
