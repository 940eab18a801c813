// Drizzle table definitions mirroring migrations/*.sql: the query layer's view of the schema (the SQL files own it).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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

/** Business roles of a license (migration 0002): permission lists, the system ones read-only. */
export const businessRoles = pgTable(
  'business_roles',
  {
    license_id: uuid('license_id')
      .notNull()
      .references(() => licenses.id),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    scope_type: text('scope_type').notNull().default('license'),
    scope_ref: text('scope_ref'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    is_system_role: boolean('is_system_role').notNull().default(false),
    system_key: text('system_key'),
    permissions_version: integer('permissions_version').notNull().default(1),
    created_by: uuid('created_by'),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.license_id, table.id] })],
);

/** Impersonation sessions of platform admins (migration 0003; a platform table). */
export const impersonationSessions = pgTable('impersonation_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  admin_user_id: uuid('admin_user_id')
    .notNull()
    .references(() => users.id),
  target_account_id: uuid('target_account_id')
    .notNull()
    .references(() => users.id),
  target_license_id: uuid('target_license_id'),
  mode: text('mode').$type<'safe' | 'god'>().notNull(),
  reason: text('reason').notNull(),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  ended_at: timestamp('ended_at', { withTimezone: true }),
});

/** Every request made under impersonation (migration 0003; a platform table). */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  ...timestamps,
  admin_user_id: uuid('admin_user_id').notNull(),
  target_account_id: uuid('target_account_id').notNull(),
  target_license_id: uuid('target_license_id'),
  impersonation_session_id: uuid('impersonation_session_id').notNull(),
  mode: text('mode').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  status_code: integer('status_code').notNull(),
  request_id: text('request_id'),
});

/** Countries (migration 0005): read-only reference data shared by every license, seeded by the migration. */
export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  currency_code: text('currency_code').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  ...timestamps,
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Studios of a license (migration 0005), each in one country. */
export const studios = pgTable(
  'studios',
  {
    license_id: uuid('license_id')
      .notNull()
      .references(() => licenses.id),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    country_id: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    city: text('city').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    description: text('description'),
    image_url: text('image_url'),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    index('studios_license_created_idx').on(table.license_id, table.created_at),
    index('studios_license_country_idx').on(table.license_id, table.country_id),
  ],
);

/** Tables whose rows belong to one license: reach them only through withTenant. */
export const tenantTables = { tenantNotes, businessRoles, studios } as const;

export const schema = {
  licenses,
  users,
  refreshTokens,
  outboxEmails,
  tenantNotes,
  businessRoles,
  impersonationSessions,
  auditLog,
  countries,
  studios,
};
export type Schema = typeof schema;

/** lower(email), matching the unique index users_email_lower_key. */
export const lowerEmail = sql`lower(${users.email})`;
