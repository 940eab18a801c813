// The team screen: a user's display status and the tabs reachable by ?tab= (part 2 §2, §4); its page size is in schemas/users.ts.
import { inviteRoleChoices } from './permissions.ts';
import { WILDCARD_PERMISSION } from '../schemas/roles.ts';

export const TEAM_USER_STATUSES = ['active', 'pending', 'expired', 'inactive'] as const;
export type TeamUserStatus = (typeof TEAM_USER_STATUSES)[number];

/** The spec's labels (part 2 §4). */
export const TEAM_USER_STATUS_LABELS: Readonly<Record<TeamUserStatus, string>> = {
  active: 'Активен',
  pending: 'Ожидает',
  expired: 'Истекло',
  inactive: 'Неактивен',
};

export interface TeamUserStatusInput {
  isActive: boolean;
  inviteStatus?: string | null;
  inviteExpiresAt?: string | null;
}

/** An invitation whose expiry is in the past; no expiry never expires. `now` in epoch ms. */
export function isInvitationExpired(expiresAt: string | null | undefined, now: number): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return Number.isFinite(time) && time < now;
}

/**
 * The spec's order: inactive if not active; pending if the invite is pending and not expired;
 * expired if pending and past expiry; active if the invite was accepted; otherwise inactive.
 * A user with no invite status at all (the owner, who registered rather than being invited) is
 * read as accepted, so an active owner shows 'Активен'.
 */
export function teamUserStatus(user: TeamUserStatusInput, now: number): TeamUserStatus {
  if (!user.isActive) return 'inactive';
  const invite = user.inviteStatus ?? 'accepted';
  if (invite === 'pending') {
    return isInvitationExpired(user.inviteExpiresAt, now) ? 'expired' : 'pending';
  }
  return invite === 'accepted' ? 'active' : 'inactive';
}

export const TEAM_TABS = ['users', 'invitations', 'roles'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

/** The tab named by ?tab= (users, invitations, roles); anything else opens Users. */
export function teamTabFromQuery(tab: string | null | undefined): TeamTab {
  return (TEAM_TABS as readonly string[]).includes(tab ?? '') ? (tab as TeamTab) : 'users';
}

/** The link to a tab: '/team' for Users, '/team?tab=invitations' and '/team?tab=roles' for the others. */
export function teamTabHref(tab: TeamTab): string {
  return tab === 'users' ? '/team' : `/team?tab=${tab}`;
}

/**
 * The roles a member may be given, by invitation or by a role change (part 2 §5): superadmin roles
 * and the license owner role are left out, and so is any role holding the wildcard '*' (the owner
 * role holds it; roles holding it are protected). The server refuses the same ones.
 */
export function assignableRoleChoices<T extends { name: string; permissions: readonly string[] }>(
  roles: readonly T[],
): T[] {
  return inviteRoleChoices(roles).filter((role) => !role.permissions.includes(WILDCARD_PERMISSION));
}
