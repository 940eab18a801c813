// The team area's reads and checks: roles a member may be given, team members (accounts and open invitations),
// the team list paged and filtered in SQL, the invitations list and the masters still free to link.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { BusinessUserWire } from '@beautydesk/domain/schemas/users';
import type { InvitationWire } from '@beautydesk/domain/schemas/invitations';
import { isLicenseOwner, isPlatformSuperadmin } from '@beautydesk/domain/rules/claims';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import { assignableRoleChoices, type TeamUserStatus } from '@beautydesk/domain/rules/team';
import type { Access } from '../auth/access.ts';
import type { UserRow } from '../auth/users.ts';
import { queryRows, type Tx } from '../db/database.ts';
import { containsPattern } from '../db/rows.ts';
import { businessRoles, licenses, masters, users } from '../db/schema.ts';
import type { TenantScope } from '../db/tenant.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { teamMessages as m } from './messages.ts';
import { INVITATION_STATUS, invitations, type InvitationRow } from './tables.ts';
import { accountWire, invitationWire, pendingWire, type RoleRow } from './wire.ts';

/** The owner role, a role holding '*' or a superadmin-like name: never invited nor assigned (§5). */
export function isAssignableRole(role: RoleRow): boolean {
  return role.system_key !== 'owner' && assignableRoleChoices([role]).length === 1;
}

/** Whether the actor holds every permission of `role` (no one hands out more than they have). */
export function withinRights(access: Access, role: RoleRow | null): boolean {
  return (role?.permissions ?? []).every((name) => hasPermission(access.permissions, name));
}

export const isOwnerAccount = (user: UserRow, role: RoleRow | null) =>
  isLicenseOwner(user.platform_role) || role?.system_key === 'owner';

const roleJoin = (column: typeof users.business_role_id | typeof invitations.business_role_id) =>
  eq(businessRoles.id, column);

export async function findRole(t: TenantScope, id: string | null): Promise<RoleRow | null> {
  if (!id) return null;
  const [role] = await t.select(businessRoles, eq(businessRoles.id, id));
  return role ?? null;
}

/** A role from a request body: of this license, assignable (§5), within the actor's rights. */
export async function assignableRole(t: TenantScope, access: Access, id: string): Promise<RoleRow> {
  const role = await findRole(t, id);
  if (!role) throw fieldError('business_role_id', m.roleNotFound);
  if (!isAssignableRole(role)) throw fieldError('business_role_id', m.roleNotAssignable);
  if (!withinRights(access, role)) throw new HttpError(403, m.roleBeyondYourRights);
  return role;
}

export async function findAccount(t: TenantScope, id: string): Promise<UserRow | undefined> {
  const [row] = await t.tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.license_id, t.licenseId)));
  return row;
}

async function findOpenInvitation(t: TenantScope, id: string): Promise<InvitationRow | undefined> {
  const [row] = await t.select(
    invitations,
    and(eq(invitations.id, id), eq(invitations.status, INVITATION_STATUS.pending)),
  );
  return row;
}

/** The accepted invitation each of `userIds` came through (the newest, when several). */
async function acceptedInvitationsOf(
  t: TenantScope,
  userIds: readonly string[],
): Promise<Map<string | null, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await t.tx
    .select({ id: invitations.id, userId: invitations.accepted_user_id })
    .from(invitations)
    .where(
      t.scoped(
        invitations,
        and(
          eq(invitations.status, INVITATION_STATUS.accepted),
          inArray(invitations.accepted_user_id, [...userIds]),
        ),
      ),
    )
    .orderBy(asc(invitations.responded_at));
  return new Map(rows.map((row) => [row.userId, row.id]));
}

export async function accountAnswer(t: TenantScope, user: UserRow): Promise<BusinessUserWire> {
  const invitationOf = await acceptedInvitationsOf(t, [user.id]);
  return accountWire(
    user,
    await findRole(t, user.business_role_id),
    invitationOf.get(user.id) ?? null,
  );
}

/** The team member `id` names: an account of the license, else an open invitation, else 404. */
export async function findMember(
  t: TenantScope,
  id: string,
): Promise<{ account: UserRow } | { invitation: InvitationRow }> {
  const account = await findAccount(t, id);
  if (account) return { account };
  const invitation = await findOpenInvitation(t, id);
  if (invitation) return { invitation };
  throw new HttpError(404, m.userNotFound);
}

/** Deactivating, deleting or re-roling: never oneself, never the owner, never someone above you. */
export async function assertMayChange(
  t: TenantScope,
  access: Access,
  user: UserRow,
  what: { self: boolean },
): Promise<RoleRow | null> {
  const role = await findRole(t, user.business_role_id);
  if (isOwnerAccount(user, role)) throw new HttpError(409, m.cannotChangeOwner);
  if (what.self && user.id === access.subject.id) {
    throw new HttpError(409, m.cannotDeactivateSelf);
  }
  if (!withinRights(access, role)) throw new HttpError(403, m.targetBeyondYourRights);
  return role;
}

/** Who already holds this address: refused unless it is an account without a license (§ decisions). */
export async function assertEmailFree(
  tx: Tx,
  licenseId: string,
  email: string,
): Promise<UserRow | null> {
  const [existing] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!existing) return null;
  if (existing.license_id === licenseId) throw fieldError('email', m.alreadyInTeam, 409);
  if (existing.license_id || isPlatformSuperadmin(existing.platform_role)) {
    throw fieldError('email', m.emailUsedElsewhere, 409);
  }
  return existing;
}

export async function licenseName(tx: Tx, licenseId: string): Promise<string> {
  const [license] = await tx
    .select({ name: licenses.name })
    .from(licenses)
    .where(eq(licenses.id, licenseId));
  return license?.name ?? '';
}

// ---------------------------------------------------------------------------------------------
// The team list

export interface TeamListQuery {
  page: number;
  size: number;
  search?: string;
  /** A role id, or a role name (any case). */
  role_filter?: string;
  roleId?: string;
  status_filter?: TeamUserStatus;
}

/**
 * One page of the team: the license's accounts (oldest first), then its open invitations (oldest
 * first), searched, filtered by role and by display status (part 2 §4) and paged in SQL. The display
 * status is computed by the database the way the domain's teamUserStatus reads these rows: an
 * account is active or inactive; an open invitation is pending, or expired once past its expiry.
 */
export async function teamPage(
  t: TenantScope,
  query: TeamListQuery,
): Promise<{ users: BusinessUserWire[]; total: number }> {
  const licenseId = t.licenseId;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const roleFilter = and(
    query.roleId ? eq(businessRoles.id, query.roleId) : undefined,
    query.role_filter
      ? z.uuid().safeParse(query.role_filter).success
        ? eq(businessRoles.id, query.role_filter)
        : eq(sql`lower(${businessRoles.name})`, query.role_filter.toLowerCase())
      : undefined,
  );
  const accounts = sql`select 0 as kind, ${users.id} as id, ${users.created_at} as created_at,
      case when ${users.is_active} then 'active' else 'inactive' end as status
    from ${users} left join ${businessRoles}
      on ${businessRoles.license_id} = ${licenseId} and ${roleJoin(users.business_role_id)}
    where ${and(
      eq(users.license_id, licenseId),
      pattern ? or(ilike(users.full_name, pattern), ilike(users.email, pattern)) : undefined,
      roleFilter,
    )}`;
  const open = sql`select 1 as kind, ${invitations.id} as id, ${invitations.created_at} as created_at,
      case when ${invitations.expires_at} < now() then 'expired' else 'pending' end as status
    from ${invitations} left join ${businessRoles}
      on ${businessRoles.license_id} = ${licenseId} and ${roleJoin(invitations.business_role_id)}
    where ${t.scoped(
      invitations,
      and(
        eq(invitations.status, INVITATION_STATUS.pending),
        pattern ? ilike(invitations.email, pattern) : undefined,
        roleFilter,
      ),
    )}`;
  const team = sql`(${accounts} union all ${open}) as team`;
  const status = query.status_filter ? sql`where status = ${query.status_filter}` : sql``;
  const page = await queryRows<{ kind: number; id: string }>(
    t.tx,
    sql`select kind, id from ${team} ${status} order by kind, created_at, id
      limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const [counted] = await queryRows<{ n: number }>(
    t.tx,
    sql`select count(*)::int as n from ${team} ${status}`,
  );

  const accountIds = page.filter((row) => Number(row.kind) === 0).map((row) => row.id);
  const invitationIds = page.filter((row) => Number(row.kind) === 1).map((row) => row.id);
  const accountRows = accountIds.length
    ? await t.tx
        .select({ user: users, role: businessRoles })
        .from(users)
        .leftJoin(
          businessRoles,
          and(eq(businessRoles.license_id, licenseId), roleJoin(users.business_role_id)),
        )
        .where(and(eq(users.license_id, licenseId), inArray(users.id, accountIds)))
    : [];
  const invitationRows = invitationIds.length
    ? await t.tx
        .select({ invitation: invitations, role: businessRoles })
        .from(invitations)
        .leftJoin(
          businessRoles,
          and(eq(businessRoles.license_id, licenseId), roleJoin(invitations.business_role_id)),
        )
        .where(t.scoped(invitations, inArray(invitations.id, invitationIds)))
    : [];
  const invitationOf = await acceptedInvitationsOf(t, accountIds);
  const wires = new Map<string, BusinessUserWire>([
    ...accountRows.map(
      ({ user, role }) =>
        [user.id, accountWire(user, role, invitationOf.get(user.id) ?? null)] as const,
    ),
    ...invitationRows.map(
      ({ invitation, role }) => [invitation.id, pendingWire(invitation, role)] as const,
    ),
  ]);
  return {
    users: page.flatMap((row) => wires.get(row.id) ?? []),
    total: Number(counted?.n ?? 0),
  };
}

/** The license's invitations, newest first (status pending, expired, accepted, declined). */
export async function invitationList(t: TenantScope, now: number): Promise<InvitationWire[]> {
  const rows = await t.tx
    .select({ invitation: invitations, role: businessRoles, inviter: users })
    .from(invitations)
    .leftJoin(
      businessRoles,
      and(eq(businessRoles.license_id, t.licenseId), roleJoin(invitations.business_role_id)),
    )
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(t.scoped(invitations))
    .orderBy(desc(invitations.created_at), desc(invitations.id));
  return rows.map(({ invitation, role, inviter }) =>
    invitationWire(invitation, role, inviter, now),
  );
}

/** Active masters of the license not yet linked to an account. */
export async function availableMasters(t: TenantScope) {
  return t.tx
    .select({ id: masters.id, name: masters.name, studio_id: masters.studio_id })
    .from(masters)
    .leftJoin(users, and(eq(users.license_id, masters.license_id), eq(users.master_id, masters.id)))
    .where(t.scoped(masters, and(eq(masters.is_active, true), isNull(users.id)) as SQL))
    .orderBy(asc(masters.name), asc(masters.id));
}
