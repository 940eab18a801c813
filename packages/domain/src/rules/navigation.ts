// What the protected layout shows and where it sends people (part 1 §2, §6; part 2 §2, §6).
import { adminToolbarLabels, navigationLabels } from '../messages/navigation.ts';
import { hasPermission, type GrantedPermissions } from './permissions.ts';

export interface NavigationItem {
  path: string;
  label: string;
}

export const IMPERSONATION_PATH = '/admin/impersonation';
export const AUDIT_PATH = '/admin/audit';
export const LOGIN_PATH = '/login';
export const FORBIDDEN_PATH = '/403';
export const HOME_PATH = '/calendar';

/** The tab strip's entries and the permission each needs (null: always shown). Billing is deliberately absent. */
export const NAVIGATION_ENTRIES: readonly (NavigationItem & { permission: string | null })[] = [
  { path: '/calendar', label: navigationLabels.calendar, permission: null },
  { path: '/clients', label: navigationLabels.clients, permission: 'clients.read' },
  { path: '/services', label: navigationLabels.services, permission: 'services.read' },
  { path: '/masters', label: navigationLabels.masters, permission: 'masters.read' },
  { path: '/studios', label: navigationLabels.studios, permission: 'studios.view_page' },
];

/** The admin toolbar's links, shown regardless of role (the spec labels them in English). */
export const ADMIN_TOOLBAR_LINKS: readonly NavigationItem[] = [
  { path: IMPERSONATION_PATH, label: adminToolbarLabels.impersonation },
  { path: AUDIT_PATH, label: adminToolbarLabels.auditLogs },
];

/** The not-found page's links. */
export const NOT_FOUND_LINKS: readonly string[] = [
  '/calendar',
  '/clients',
  '/services',
  '/masters',
];

/** While impersonating, the layout is pushed down by the banner's height. */
export const IMPERSONATION_TOP_OFFSET_PX = 32;

/**
 * The navigation a user gets: a platform superadmin who is not impersonating sees only the
 * impersonation screen; everyone else (a superadmin who impersonates included) the entries whose
 * permission they hold.
 */
export function navigationItems(context: {
  permissions: GrantedPermissions;
  isPlatformSuperadmin: boolean;
  impersonating: boolean;
}): NavigationItem[] {
  if (context.isPlatformSuperadmin && !context.impersonating) {
    return [{ path: IMPERSONATION_PATH, label: navigationLabels.impersonation }];
  }
  return NAVIGATION_ENTRIES.filter(
    (entry) => entry.permission === null || hasPermission(context.permissions, entry.permission),
  ).map(({ path, label }) => ({ path, label }));
}

/** Whether a path is under /admin. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

export type ProtectedRouteDecision =
  | 'loading'
  | 'license-required'
  | 'render'
  | { redirect: typeof LOGIN_PATH | typeof IMPERSONATION_PATH };

/**
 * The protected layout's decision, in order: loading while authentication loads; /login without a
 * user; a platform admin who is not impersonating goes to /admin/impersonation unless already
 * under /admin; 'license-required' without a valid license context; otherwise render.
 * The platform-admin rule comes before the license rule on purpose: the impersonation screen is
 * how a platform admin without a license of their own gets one, so it must not be blocked by
 * the license screen.
 */
export function protectedRouteDecision(context: {
  authLoading: boolean;
  user: unknown;
  licenseValid: boolean;
  isPlatformAdmin: boolean;
  impersonating: boolean;
  path: string;
}): ProtectedRouteDecision {
  if (context.authLoading) return 'loading';
  if (!context.user) return { redirect: LOGIN_PATH };
  if (context.isPlatformAdmin && !context.impersonating) {
    return isAdminPath(context.path) ? 'render' : { redirect: IMPERSONATION_PATH };
  }
  if (!context.licenseValid) return 'license-required';
  return 'render';
}

/** /admin/impersonation is for platform superadmins; others get /403. */
export function impersonationScreenDecision(
  isPlatformSuperadmin: boolean,
): 'render' | { redirect: typeof FORBIDDEN_PATH } {
  return isPlatformSuperadmin ? 'render' : { redirect: FORBIDDEN_PATH };
}

/** The header's user button: the user's name, else the part of the e-mail before the at-sign. */
export function userButtonLabel(user: { full_name?: string | null; email: string }): string {
  const name = user.full_name?.trim();
  if (name) return name;
  const at = user.email.indexOf('@');
  return at < 0 ? user.email : user.email.slice(0, at);
}

// ---------------------------------------------------------------------------------------------
// Calendar user types (part 1 §6, part 2 §6)

export const CALENDAR_USER_TYPES = ['master', 'studio', 'other'] as const;
export type CalendarUserType = (typeof CALENDAR_USER_TYPES)[number];

/**
 * The spec names the three types without saying how a user gets one. Our rule: a user linked to a
 * master record is a master; a user whose token scope is a studio (scope_type 'studio') is a
 * studio user; everyone else (owners, administrators) is 'other'.
 */
export function calendarUserType(user: {
  masterId?: string | null;
  scopeType?: string | null;
}): CalendarUserType {
  if (user.masterId) return 'master';
  if (user.scopeType === 'studio') return 'studio';
  return 'other';
}

/**
 * Only 'other' users pick a studio: they see the studio selector, load the studio list and have
 * their data filtered by the chosen studio (the first by default). Masters and studio users don't.
 */
export function choosesStudio(userType: CalendarUserType): boolean {
  return userType === 'other';
}

/** The studio an 'other' user starts with: the chosen one if still listed, else the first. */
export function defaultStudioId(
  studios: readonly { id: string }[],
  chosenId?: string | null,
): string | null {
  if (chosenId && studios.some((studio) => studio.id === chosenId)) return chosenId;
  return studios[0]?.id ?? null;
}
