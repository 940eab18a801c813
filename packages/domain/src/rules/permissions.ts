// The permission model (part 1 §4–§6, part 2 §5–§6): checks, legacy names, the cache's validity, who may do what.
import { chatMessages } from '../messages/chat.ts';
import type { CachedPermissionEntry } from '../schemas/permissions.ts';
// From values.ts, not the schema modules: these rules run in the staff app's entry (the route
// guards), which must not bring zod to /login and the public booking page (issue 18).
import {
  DEFAULT_PERMISSIONS_TTL_SECONDS,
  grantedPermissions,
  WILDCARD_PERMISSION,
} from '../schemas/values.ts';
import { isLicenseOwner, isPlatformSuperadmin, LICENSE_OWNER_ROLE } from './claims.ts';
import { MS_PER_DAY } from './dates.ts';

/**
 * Every dotted permission the spec names (part 1 §6), in the spec's order, and
 * appointments.view_own (issue 27: a master reads only her own appointments).
 */
export const PERMISSION_CATALOGUE = [
  'users.manage',
  'users.view',
  'users.create',
  'users.edit',
  'users.delete',
  'studios.view_page',
  'studios.view',
  'studios.create',
  'studios.edit',
  'studios.delete',
  'masters.read',
  'masters.create',
  'masters.edit',
  'masters.delete',
  'services.read',
  'services.create',
  'services.edit',
  'services.delete',
  'clients.read',
  'clients.create',
  'clients.edit',
  'appointments.view',
  'appointments.view_own',
  'appointments.create',
  'appointments.edit',
  'appointments.cancel',
  'appointments.edit_own',
  'appointments.cancel_own',
  // Issue 27: a booking outside the master's schedule or shorter than its services ("вне графика").
  'appointments.book_outside_schedule',
  'roles.view_page',
  'roles.manage',
  'roles.view',
  'roles.create',
  'roles.edit',
  'roles.delete',
  'billing.view',
  'billing.view_page',
  'countries.view',
  // Issue 33: the owner's analytics (revenue, visits, utilisation, clients).
  'reports.view',
] as const;

export type PermissionName = (typeof PERMISSION_CATALOGUE)[number];

/** The catalogue's areas (a permission's resource, before the dot) in words: the role editor's group headings. */
export const permissionAreaLabels: Readonly<Record<string, string>> = {
  users: 'Пользователи',
  studios: 'Студии',
  masters: 'Мастера',
  services: 'Услуги',
  clients: 'Клиенты',
  appointments: 'Записи',
  roles: 'Роли',
  billing: 'Оплата',
  countries: 'Страны',
  reports: 'Отчёты',
};

/** What the client holds: the server's map (name → true), or a list or set of names. */
export type GrantedPermissions =
  Readonly<Record<string, boolean>> | readonly string[] | ReadonlySet<string> | null | undefined;

/**
 * The view-level actions that stand in for each other. The spec: "a check accepts a permission if a
 * sibling .view, .view_page or .view_list is held". We read it as: a check of one of these actions
 * is satisfied by any of them on the same resource (studios.view ⇔ studios.view_page ⇔
 * studios.view_list). We count `.read` in the family too, because the spec uses `.read` for
 * clients, masters and services where it uses `.view` elsewhere, and a role migrated from
 * 'view_clients' must still open /clients. Write actions never stand in for each other.
 */
export const VIEW_FAMILY_ACTIONS = ['view', 'view_page', 'view_list', 'read'] as const;

const viewFamily: ReadonlySet<string> = new Set(VIEW_FAMILY_ACTIONS);

/** Reading only one's own records (appointments.view_own): implied by a view-level action. */
const VIEW_OWN_ACTION = 'view_own';

// ---------------------------------------------------------------------------------------------
// Legacy underscore names

/**
 * Resource words a legacy id may use (the spec's legacy list covers page, calendar, appointment,
 * clients, services, masters, studios, countries, roles, users, reports, analytics, settings and
 * backup), singular or plural, mapped to the dotted resource.
 */
export const LEGACY_RESOURCES: Readonly<Record<string, string>> = {
  appointment: 'appointments',
  appointments: 'appointments',
  calendar: 'calendar',
  client: 'clients',
  clients: 'clients',
  service: 'services',
  services: 'services',
  master: 'masters',
  masters: 'masters',
  studio: 'studios',
  studios: 'studios',
  country: 'countries',
  countries: 'countries',
  role: 'roles',
  roles: 'roles',
  user: 'users',
  users: 'users',
  report: 'reports',
  reports: 'reports',
  analytics: 'analytics',
  setting: 'settings',
  settings: 'settings',
  backup: 'backup',
  backups: 'backup',
  billing: 'billing',
};

/** Legacy action words that differ from the dotted ones; any other word is kept as it is. */
export const LEGACY_ACTIONS: Readonly<Record<string, string>> = {
  page: 'view_page',
  view_page: 'view_page',
  page_view: 'view_page',
  access: 'view_page',
  list: 'view_list',
  view_list: 'view_list',
  list_view: 'view_list',
  update: 'edit',
  add: 'create',
  remove: 'delete',
  own_edit: 'edit_own',
  own_cancel: 'cancel_own',
};

/** A name without a dot (other than '*') is a legacy underscore name. */
export function isLegacyPermissionName(name: string): boolean {
  return name !== WILDCARD_PERMISSION && !name.includes('.');
}

/**
 * The dotted name of a legacy underscore name, or null when it names no known resource or no
 * action. Rule: the first word that is a known resource is the resource; the other words, in
 * order and joined by '_', are the action (then LEGACY_ACTIONS applies). So 'clients_read' →
 * 'clients.read', 'view_clients' → 'clients.view', 'manage_users' → 'users.manage',
 * 'appointment_edit_own' and 'edit_own_appointments' → 'appointments.edit_own',
 * 'page_calendar' and 'view_calendar_page' → 'calendar.view_page'.
 */
export function legacyToDotted(name: string): string | null {
  const words = name.trim().toLowerCase().split('_').filter(Boolean);
  const at = words.findIndex((word) => Object.hasOwn(LEGACY_RESOURCES, word));
  if (at < 0) return null;
  const resource = LEGACY_RESOURCES[words[at] as string];
  const action = words.filter((_, index) => index !== at).join('_');
  if (action === '') return null;
  return `${resource}.${Object.hasOwn(LEGACY_ACTIONS, action) ? LEGACY_ACTIONS[action] : action}`;
}

/** Dotted names and '*' as they are; legacy names mapped, or kept as they are when unmappable. */
export function normalizePermissionName(name: string): string {
  if (!isLegacyPermissionName(name)) return name;
  return legacyToDotted(name) ?? name;
}

/** The held names, normalized: only map entries whose value is true count. */
export function toPermissionSet(granted: GrantedPermissions): ReadonlySet<string> {
  const names: Iterable<string> =
    granted == null
      ? []
      : granted instanceof Set || Array.isArray(granted)
        ? (granted as Iterable<string>)
        : grantedPermissions(granted as Record<string, boolean>);
  const set = new Set<string>();
  for (const name of names) set.add(normalizePermissionName(name));
  return set;
}

// ---------------------------------------------------------------------------------------------
// Checks

/**
 * Whether `name` is granted: '*' grants everything; legacy names on either side are compared in
 * their dotted form; a view-level check is satisfied by any view-level sibling (see
 * VIEW_FAMILY_ACTIONS), and a check of `.view_own` by any of them too.
 */
export function hasPermission(granted: GrantedPermissions, name: string): boolean {
  const held = toPermissionSet(granted);
  if (held.has(WILDCARD_PERMISSION)) return true;
  const wanted = normalizePermissionName(name);
  if (held.has(wanted)) return true;
  const dot = wanted.lastIndexOf('.');
  if (dot < 0) return false;
  const resource = wanted.slice(0, dot);
  const action = wanted.slice(dot + 1);
  // Reading every record covers reading one's own (so an administrator, holding .view, may grant a
  // role holding .view_own); the converse never holds.
  if (action === VIEW_OWN_ACTION) {
    return VIEW_FAMILY_ACTIONS.some((sibling) => held.has(`${resource}.${sibling}`));
  }
  if (!viewFamily.has(action)) return false;
  return VIEW_FAMILY_ACTIONS.some((sibling) => held.has(`${resource}.${sibling}`));
}

/** Whether at least one of `names` is granted. */
export function hasAnyPermission(granted: GrantedPermissions, names: readonly string[]): boolean {
  return names.some((name) => hasPermission(granted, name));
}

// ---------------------------------------------------------------------------------------------
// Whose appointments a user reads (issue 27)

/**
 * Which appointments a user may read: every one of the license with appointments.view (or a
 * view-level sibling); with only appointments.view_own, those of the master the account is linked
 * to, and none when it is linked to no master; none without either.
 */
export type AppointmentReadScope =
  { kind: 'all' } | { kind: 'own'; masterId: string } | { kind: 'none' };

export function appointmentReadScope(
  granted: GrantedPermissions,
  masterId: string | null | undefined,
): AppointmentReadScope {
  if (hasPermission(granted, 'appointments.view')) return { kind: 'all' };
  if (hasPermission(granted, 'appointments.view_own') && masterId) {
    return { kind: 'own', masterId };
  }
  return { kind: 'none' };
}

/** The permissions that open the calendar's appointments at all (all of them, or one's own). */
export const APPOINTMENT_READ_PERMISSIONS = ['appointments.view', 'appointments.view_own'] as const;

// ---------------------------------------------------------------------------------------------
// The permission cache (part 1 §4; constants in §9)

/** Migrated legacy permissions live 24 h. */
export const MIGRATED_LEGACY_TTL_MS = MS_PER_DAY;

/** An ISO timestamp or epoch milliseconds as epoch milliseconds (NaN when unreadable). */
function toMs(time: string | number): number {
  return typeof time === 'number' ? time : Date.parse(time);
}

/** ttl_seconds when the server sends a positive number, else 3600. */
export function permissionsTtlSeconds(ttlSeconds?: number | null): number {
  return typeof ttlSeconds === 'number' && Number.isFinite(ttlSeconds) && ttlSeconds > 0
    ? ttlSeconds
    : DEFAULT_PERMISSIONS_TTL_SECONDS;
}

/**
 * Whether the cached entry may be used instead of asking the server (`now` in epoch ms):
 * never while impersonating (impersonation skips the cache); only while its hash equals the
 * token's perms_hash (a token without one cannot confirm it, so the client asks, and the server
 * answers 304 when unchanged); and only within its lifetime, ttl seconds after it was stored.
 */
export function isPermissionCacheValid(
  entry: Pick<CachedPermissionEntry, 'hash' | 'updatedAt' | 'ttl'> | null | undefined,
  context: { tokenPermsHash: string | null | undefined; impersonating: boolean; now: number },
): boolean {
  if (context.impersonating || !entry || !context.tokenPermsHash) return false;
  if (entry.hash !== context.tokenPermsHash) return false;
  const age = context.now - toMs(entry.updatedAt);
  return age >= 0 && age < permissionsTtlSeconds(entry.ttl) * 1000;
}

/** A permission set rewritten from legacy underscore names, and when that happened. */
export interface MigratedPermissions {
  permissions: Record<string, true>;
  /** ISO timestamp or epoch ms. */
  migratedAt: string | number;
}

/** A legacy permission set rewritten with dotted names, stamped `now`. */
export function migrateLegacyPermissions(
  granted: GrantedPermissions,
  now: string | number,
): MigratedPermissions {
  const permissions: Record<string, true> = {};
  for (const name of toPermissionSet(granted)) permissions[name] = true;
  return { permissions, migratedAt: now };
}

/** A migrated legacy entry is kept for 24 h after its migration (`now` in epoch ms). */
export function isMigratedEntryAlive(
  entry: Pick<MigratedPermissions, 'migratedAt'>,
  now: number,
): boolean {
  const age = now - toMs(entry.migratedAt);
  return age >= 0 && age < MIGRATED_LEGACY_TTL_MS;
}

/** The ?hash= a permissions request carries: the cached hash; none while impersonating. */
export function permissionsRequestHash(
  entry: Pick<CachedPermissionEntry, 'hash'> | null | undefined,
  impersonating: boolean,
): string | null {
  return impersonating || !entry ? null : entry.hash;
}

/** How a permissions request ended. */
export type PermissionsFetchResult =
  | { kind: 'fetched'; permissions: Record<string, boolean> }
  | { kind: 'not-modified' }
  | { kind: 'forbidden' }
  | { kind: 'network-error' };

/**
 * The permissions to hold after a request: the fetched ones; the cached copy on 304 or on a
 * network error; none after a 403, which clears them.
 */
export function permissionsAfterFetch(
  result: PermissionsFetchResult,
  cached: Record<string, boolean> | null | undefined,
): Record<string, boolean> | null {
  switch (result.kind) {
    case 'fetched':
      return result.permissions;
    case 'forbidden':
      return null;
    case 'not-modified':
    case 'network-error':
      return cached ?? null;
  }
}

/** The permissions list is fetched only for users.manage, a platform superadmin or the license owner. */
export function mayFetchPermissionsList(
  granted: GrantedPermissions,
  platformRole: string | null | undefined,
): boolean {
  return (
    hasPermission(granted, 'users.manage') ||
    isPlatformSuperadmin(platformRole) ||
    isLicenseOwner(platformRole)
  );
}

// ---------------------------------------------------------------------------------------------
// Invitations (part 2 §5)

/**
 * Whether a business role may be offered in the invite modal. Superadmin roles and the license
 * owner role are excluded; the spec names neither by id, so we match by name: a name containing
 * 'superadmin' (any case, any separator, e.g. 'platform_superadmin', 'Super Admin'), or the name
 * 'license_owner' (any case, spaces or hyphens for underscores).
 */
export function isInvitableRole(role: { name: string }): boolean {
  const key = role.name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key.replace(/_/g, '').includes('superadmin')) return false;
  return key !== LICENSE_OWNER_ROLE;
}

/** The roles the invite modal offers, in their given order. */
export function inviteRoleChoices<T extends { name: string }>(roles: readonly T[]): T[] {
  return roles.filter(isInvitableRole);
}

// ---------------------------------------------------------------------------------------------
// Tasks (part 1 §5)

export type TaskAccess = { allowed: true } | { allowed: false; message: string };

/** Who is asking for tasks. */
export interface TaskAccessContext {
  hasUser: boolean;
  isPlatformAdmin: boolean;
  impersonating: boolean;
}

/**
 * Tasks cannot be fetched, created, updated or deleted without a user, nor by a platform admin
 * who is not impersonating; the refusal carries the spec's toast text.
 */
export function taskAccess(context: TaskAccessContext): TaskAccess {
  if (!context.hasUser) return { allowed: false, message: chatMessages.userNotAuthorized };
  if (context.isPlatformAdmin && !context.impersonating) {
    return { allowed: false, message: chatMessages.platformAdminWithoutImpersonation };
  }
  return { allowed: true };
}
