// Drizzle table definitions mirroring migrations/*.sql: the query layer's view of the schema (the SQL files own it).
import { sql } from 'drizzle-orm';
import { NON_OCCUPYING_STATUSES } from '@beautydesk/domain/rules/slots';
import type { TaskMessageType, ToolCallWire } from '@beautydesk/domain/schemas/tasks';
import {
  bigint,
  check,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
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

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    full_name: text('full_name'),
    license_id: uuid('license_id').references(() => licenses.id),
    platform_role: text('platform_role'),
    business_role_id: uuid('business_role_id'),
    /** The master record this staff account is (migration 0006). */
    master_id: uuid('master_id'),
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true }),
    is_active: boolean('is_active').notNull().default(true),
    /** Staff profile fields and the last sign-in (migration 0010). */
    phone: text('phone'),
    position: text('position'),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The role and the master of an account are its license's (migrations 0002, 0006).
    foreignKey({
      columns: [table.license_id, table.business_role_id],
      foreignColumns: [businessRoles.license_id, businessRoles.id],
    }),
    foreignKey({
      columns: [table.license_id, table.master_id],
      foreignColumns: [masters.license_id, masters.id],
    }),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
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
  },
  (table) => [foreignKey({ columns: [table.replaced_by], foreignColumns: [table.id] })],
);

/** Sessions (refresh-token families) signed out: their access tokens are refused (migration 0030). */
export const signedOutSessions = pgTable('signed_out_sessions', {
  session_id: uuid('session_id').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  signed_out_at: timestamp('signed_out_at', { withTimezone: true }).notNull().defaultNow(),
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

/** The one-row counter every change to accounts, roles and licenses moves (migration 0020). */
export const authEpoch = pgTable(
  'auth_epoch',
  {
    id: boolean('id').primaryKey().default(true),
    n: bigint('n', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [check('auth_epoch_one_row', sql`${table.id}`)],
);

/** A counter per license and list, moved by every change to the rows the list reads (migration 0021). */
export const tenantEpochs = pgTable(
  'tenant_epochs',
  {
    license_id: uuid('license_id').notNull(),
    list: text('list').notNull(),
    n: bigint('n', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.license_id, table.list] })],
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
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    unique().on(table.license_id, table.system_key),
  ],
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
  target_license_id: uuid('target_license_id').references(() => licenses.id),
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
  impersonation_session_id: uuid('impersonation_session_id')
    .notNull()
    .references(() => impersonationSessions.id),
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
    /** IANA zone of the studio's wall clock (migration 0018); the country's default when created. */
    time_zone: text('time_zone').notNull(),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    check(
      'studios_time_zone_check',
      sql`${table.time_zone} ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$'`,
    ),
    index('studios_license_created_idx').on(table.license_id, table.created_at),
    index('studios_license_country_idx').on(table.license_id, table.country_id),
  ],
);

const tenantKey = {
  license_id: uuid('license_id')
    .notNull()
    .references(() => licenses.id),
  id: uuid('id').notNull().defaultRandom(),
};
const changeTimes = {
  ...timestamps,
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
/** numeric columns arrive as strings from both drivers; `mode: 'number'` reads them as numbers. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** PostgreSQL `tsrange`, written by the database only (a generated column). */
const tsrange = customType<{ data: string }>({ dataType: () => 'tsrange' });

/** Clients of a license (migration 0006): contacts as JSON, statistics kept by refresh-stats. */
export const clients = pgTable(
  'clients',
  {
    ...tenantKey,
    name: text('name').notNull(),
    birth_date: date('birth_date', { mode: 'string' }),
    notes: text('notes'),
    personal_discounts: jsonb('personal_discounts')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    medical_info: jsonb('medical_info').$type<Record<string, unknown>>().notNull().default({}),
    contacts: jsonb('contacts').$type<ClientContact[]>().notNull().default([]),
    /** lower(name and every contact value): what search matches (trigram index). */
    search_text: text('search_text').notNull().default(''),
    /** The name with case folded and ё read as е (migration 0007): the list's order by name. */
    name_sort: text('name_sort').generatedAlwaysAs(
      sql`translate(name, 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯABCDEFGHIJKLMNOPQRSTUVWXYZё', 'абвгдеежзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyzе')`,
    ),
    total_visits: integer('total_visits').notNull().default(0),
    total_spent: money('total_spent').notNull().default(0),
    last_visit: date('last_visit', { mode: 'string' }),
    ltv: money('ltv').notNull().default(0),
    reliability: numeric('reliability', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(100),
    cancelled: integer('cancelled').notNull().default(0),
    rescheduled: integer('rescheduled').notNull().default(0),
    attended: integer('attended').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...changeTimes,
  },
  (table) => [primaryKey({ columns: [table.license_id, table.id] })],
);

/**
 * The clients list's stats per license (migration 0019), kept by statement triggers on clients:
 * read, never written by the data layer.
 */
export const clientCounts = pgTable('client_counts', {
  license_id: uuid('license_id')
    .primaryKey()
    .references(() => licenses.id),
  total: integer('total').notNull().default(0),
  active: integer('active').notNull().default(0),
  vip: integer('vip').notNull().default(0),
  unreliable: integer('unreliable').notNull().default(0),
});

/** A client's contact as stored (the spec's contact shape). */
export interface ClientContact {
  type: string;
  value: string;
  preferred: boolean;
  verified: boolean;
  notes: string | null;
}

/** One row per phone-like contact value, normalised: a phone belongs to one client per license. */
export const clientPhones = pgTable(
  'client_phones',
  {
    license_id: uuid('license_id').notNull(),
    client_id: uuid('client_id').notNull(),
    phone: text('phone').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.phone] }),
    foreignKey({
      columns: [table.license_id, table.client_id],
      foreignColumns: [clients.license_id, clients.id],
    }),
  ],
);

/** Masters (migration 0006): one studio each, a price coefficient and a working schedule. */
export const masters = pgTable(
  'masters',
  {
    ...tenantKey,
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    photo_url: text('photo_url'),
    studio_id: uuid('studio_id').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    qualification: text('qualification').notNull(),
    coefficient: numeric('coefficient', { precision: 3, scale: 1, mode: 'number' })
      .notNull()
      .default(1),
    /** The domain's MasterSchedule ({template, customDays, activeFrom, activeUntil}). */
    schedule: jsonb('schedule').$type<Record<string, unknown>>(),
    notes: text('notes'),
    ...changeTimes,
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    foreignKey({
      columns: [table.license_id, table.studio_id],
      foreignColumns: [studios.license_id, studios.id],
    }),
  ],
);

/** Services (migration 0006): created inactive, 60 minutes, priced per studio. */
export const services = pgTable(
  'services',
  {
    ...tenantKey,
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    duration_min: integer('duration_min').notNull().default(60),
    is_active: boolean('is_active').notNull().default(false),
    available_for_masters: uuid('available_for_masters').array().notNull().default([]),
    ...changeTimes,
  },
  (table) => [primaryKey({ columns: [table.license_id, table.id] })],
);

/** A service's price in one studio (migration 0006). */
export const serviceStudioPricing = pgTable(
  'service_studio_pricing',
  {
    // Tied to the license through its service and studio (migration 0006), not directly.
    license_id: uuid('license_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    service_id: uuid('service_id').notNull(),
    studio_id: uuid('studio_id').notNull(),
    base_price: numeric('base_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    is_available: boolean('is_available').notNull().default(true),
    ...changeTimes,
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    unique().on(table.license_id, table.service_id, table.studio_id),
    foreignKey({
      columns: [table.license_id, table.service_id],
      foreignColumns: [services.license_id, services.id],
    }),
    foreignKey({
      columns: [table.license_id, table.studio_id],
      foreignColumns: [studios.license_id, studios.id],
    }),
  ],
);

/**
 * Appointment statuses that hold a master's time (the exclusion constraint's predicate): every one
 * but the domain's NON_OCCUPYING_STATUSES. Written as literals (sql.raw of our own constants), so it
 * reads the same in a query and in a constraint definition.
 */
export const LIVE_APPOINTMENT = sql.raw(
  `status not in (${NON_OCCUPYING_STATUSES.map((status) => `'${status}'`).join(', ')})`,
);

/** Appointments (migration 0006); `appointments_no_overlap` forbids overlapping live ones per master. */
export const appointments = pgTable(
  'appointments',
  {
    ...tenantKey,
    client_id: uuid('client_id').notNull(),
    master_id: uuid('master_id').notNull(),
    studio_id: uuid('studio_id').notNull(),
    service_ids: uuid('service_ids').array().notNull().default([]),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM:SS as PostgreSQL gives it; the wire takes HH:MM. */
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    during: tsrange('during').generatedAlwaysAs(
      sql`tsrange(date + start_time, date + end_time, '[)')`,
    ),
    status: text('status').notNull().default('scheduled'),
    reminder_status: text('reminder_status').notNull().default('pending'),
    client_confirmed: boolean('client_confirmed'),
    is_online_booking: boolean('is_online_booking').notNull().default(false),
    is_new_online_booking: boolean('is_new_online_booking').notNull().default(false),
    total_price: numeric('total_price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency'),
    notes: text('notes'),
    cancellation_reason: text('cancellation_reason'),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    reschedule_count: integer('reschedule_count').notNull().default(0),
    /** Booked "вне графика" (migration 0025): outside the schedule or shorter than its services. */
    out_of_schedule: boolean('out_of_schedule').notNull().default(false),
    /** The price was typed by hand, so a move to another master keeps it unless asked (0025). */
    price_set_by_hand: boolean('price_set_by_hand').notNull().default(false),
    created_by: uuid('created_by'),
    /** staff, public_page, widget, assistant (migration 0036); null before it (see bookingSource). */
    booking_source: text('booking_source'),
    ...changeTimes,
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    foreignKey({
      columns: [table.license_id, table.client_id],
      foreignColumns: [clients.license_id, clients.id],
    }),
    foreignKey({
      columns: [table.license_id, table.master_id],
      foreignColumns: [masters.license_id, masters.id],
    }),
    foreignKey({
      columns: [table.license_id, table.studio_id],
      foreignColumns: [studios.license_id, studios.id],
    }),
  ],
);

export const INVITATION_STATUS = {
  pending: 'pending',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
} as const;

/** Invitations of a license (migration 0010); the token is kept only as its SHA-256. */
export const invitations = pgTable(
  'invitations',
  {
    ...tenantKey,
    email: text('email').notNull(),
    business_role_id: uuid('business_role_id').notNull(),
    personal_message: text('personal_message'),
    token_hash: text('token_hash').notNull(),
    status: text('status').notNull().default('pending'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    accepted_user_id: uuid('accepted_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decline_reason: text('decline_reason'),
    password_pending: boolean('password_pending').notNull().default(false),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    ...changeTimes,
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    uniqueIndex('invitations_license_token_key').on(table.license_id, table.token_hash),
    index('invitations_license_created_idx').on(table.license_id, table.created_at),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;

/** AI chat tasks and their messages (migration 0011). */
export const tasks = pgTable(
  'tasks',
  {
    ...tenantKey,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').notNull().default('active'),
    priority: text('priority').notNull().default('today'),
    ...changeTimes,
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    index('tasks_license_user_created_idx').on(table.license_id, table.user_id, table.created_at),
  ],
);

export const taskMessages = pgTable(
  'task_messages',
  {
    license_id: uuid('license_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    task_id: uuid('task_id').notNull(),
    type: text('type').$type<TaskMessageType>().notNull(),
    content: text('content').notNull(),
    tool_calls: jsonb('tool_calls').$type<ToolCallWire[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    foreignKey({
      columns: [table.license_id, table.task_id],
      foreignColumns: [tasks.license_id, tasks.id],
    }).onDelete('cascade'),
    index('task_messages_license_task_created_idx').on(table.license_id, table.task_id, table.seq),
  ],
);

/** Tables whose rows belong to one license: reach them only through withTenant. */
export const tenantTables = {
  tenantNotes,
  businessRoles,
  studios,
  clients,
  clientCounts,
  clientPhones,
  masters,
  services,
  serviceStudioPricing,
  appointments,
  invitations,
  tasks,
  taskMessages,
} as const;

export const schema = {
  licenses,
  authEpoch,
  tenantEpochs,
  users,
  refreshTokens,
  signedOutSessions,
  outboxEmails,
  tenantNotes,
  businessRoles,
  impersonationSessions,
  auditLog,
  countries,
  studios,
  clients,
  clientCounts,
  clientPhones,
  masters,
  services,
  serviceStudioPricing,
  appointments,
  invitations,
  tasks,
  taskMessages,
};
export type Schema = typeof schema;

/** lower(email), matching the unique index users_email_lower_key. */
export const lowerEmail = sql`lower(${users.email})`;
