// The team area on the wire: accounts and open invitations as team rows, invitations as list items, and the
// text caps of its request bodies (the spec names none).
import type { BusinessUserWire } from '@beautydesk/domain/schemas/users';
import type { InvitationWire } from '@beautydesk/domain/schemas/invitations';
import { isInvitationExpired } from '@beautydesk/domain/rules/team';
import type { UserRow } from '../auth/users.ts';
import type { businessRoles } from '../db/schema.ts';
import { INVITATION_STATUS, type InvitationRow } from './tables.ts';

export type RoleRow = typeof businessRoles.$inferSelect;

/** Text caps (the spec names none): enough for any real value, short of abuse. */
export const TEAM_MAX = {
  email: 254,
  full_name: 200,
  name: 200,
  phone: 50,
  position: 100,
  personal_message: 2000,
  reason: 500,
  password: 256,
  search: 200,
} as const;
export const MAX_TEAM_PAGE_SIZE = 100;

export function roleWire(role: RoleRow | null): BusinessUserWire['business_role'] {
  return role
    ? {
        id: role.id,
        name: role.name,
        description: role.description,
        is_system_role: role.is_system_role,
        scope_type: role.scope_type,
        scope_ref: role.scope_ref,
      }
    : null;
}

export function accountWire(
  user: UserRow,
  role: RoleRow | null,
  invitationId: string | null,
): BusinessUserWire {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    name: user.full_name,
    is_active: user.is_active,
    business_role: roleWire(role),
    master_id: user.master_id,
    // Accounts that came through an invitation say so; the owner registered (null reads as accepted).
    invite_status: invitationId ? INVITATION_STATUS.accepted : null,
    invite_expires_at: null,
    invite_token: null,
    invitation_id: invitationId,
    created_at: user.created_at.toISOString(),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    phone: user.phone,
    position: user.position,
  };
}

/** An open invitation as a row of the team table (no account yet: status pending or expired). */
export function pendingWire(invitation: InvitationRow, role: RoleRow | null): BusinessUserWire {
  return {
    id: invitation.id,
    email: invitation.email,
    full_name: null,
    name: null,
    is_active: true,
    business_role: roleWire(role),
    master_id: null,
    invite_status: INVITATION_STATUS.pending,
    invite_expires_at: invitation.expires_at.toISOString(),
    // Only the hash is kept: the token is in the e-mail and in the invite / resend answers.
    invite_token: null,
    invitation_id: invitation.id,
    created_at: invitation.created_at.toISOString(),
    last_login_at: null,
    phone: null,
    position: null,
  };
}

/** The stored status, with a pending invitation past its expiry read as expired. */
export function invitationStatus(invitation: InvitationRow, now = Date.now()): string {
  return invitation.status === INVITATION_STATUS.pending &&
    isInvitationExpired(invitation.expires_at.toISOString(), now)
    ? INVITATION_STATUS.expired
    : invitation.status;
}

export function invitationWire(
  invitation: InvitationRow,
  role: RoleRow | null,
  inviter: Pick<UserRow, 'full_name' | 'email'> | null,
  now: number,
): InvitationWire {
  return {
    id: invitation.id,
    email: invitation.email,
    business_role_name: role?.name ?? null,
    business_role: role ? { name: role.name, description: role.description } : null,
    status: invitationStatus(invitation, now),
    expires_at: invitation.expires_at.toISOString(),
    invited_by: inviter ? (inviter.full_name ?? inviter.email) : null,
  };
}
