import { describe, expect, it } from 'vitest';
import {
  assignableRoleChoices,
  isInvitationExpired,
  TEAM_USER_STATUS_LABELS,
  teamTabFromQuery,
  teamTabHref,
  teamUserStatus,
} from './team.ts';

const now = Date.parse('2025-11-21T12:00:00Z');
const past = '2025-11-20T12:00:00Z';
const future = '2025-11-28T12:00:00Z';

describe('teamUserStatus', () => {
  it('is inactive for a deactivated user, whatever the invitation', () => {
    expect(teamUserStatus({ isActive: false, inviteStatus: 'accepted' }, now)).toBe('inactive');
    expect(
      teamUserStatus({ isActive: false, inviteStatus: 'pending', inviteExpiresAt: future }, now),
    ).toBe('inactive');
  });

  it('is pending until the invitation expires, then expired', () => {
    expect(
      teamUserStatus({ isActive: true, inviteStatus: 'pending', inviteExpiresAt: future }, now),
    ).toBe('pending');
    expect(teamUserStatus({ isActive: true, inviteStatus: 'pending' }, now)).toBe('pending');
    expect(
      teamUserStatus({ isActive: true, inviteStatus: 'pending', inviteExpiresAt: past }, now),
    ).toBe('expired');
  });

  it('is active once accepted, and for a user never invited (the owner)', () => {
    expect(teamUserStatus({ isActive: true, inviteStatus: 'accepted' }, now)).toBe('active');
    expect(teamUserStatus({ isActive: true, inviteStatus: null }, now)).toBe('active');
    expect(teamUserStatus({ isActive: true }, now)).toBe('active');
  });

  it('is inactive for any other invitation status', () => {
    expect(teamUserStatus({ isActive: true, inviteStatus: 'declined' }, now)).toBe('inactive');
  });

  it("uses the spec's labels", () => {
    expect(TEAM_USER_STATUS_LABELS).toEqual({
      active: 'Активен',
      pending: 'Ожидает',
      expired: 'Истекло',
      inactive: 'Неактивен',
    });
  });
});

describe('isInvitationExpired', () => {
  it('is expired only strictly after the expiry', () => {
    expect(isInvitationExpired(past, now)).toBe(true);
    expect(isInvitationExpired('2025-11-21T12:00:00Z', now)).toBe(false);
    expect(isInvitationExpired(future, now)).toBe(false);
  });

  it('never expires without a readable expiry', () => {
    expect(isInvitationExpired(null, now)).toBe(false);
    expect(isInvitationExpired('soon', now)).toBe(false);
  });
});

describe('team tabs', () => {
  it('opens the tab named by ?tab=, Users otherwise', () => {
    expect(teamTabFromQuery('invitations')).toBe('invitations');
    expect(teamTabFromQuery('roles')).toBe('roles');
    expect(teamTabFromQuery('users')).toBe('users');
    expect(teamTabFromQuery('billing')).toBe('users');
    expect(teamTabFromQuery(null)).toBe('users');
  });

  it('links each tab', () => {
    expect(teamTabHref('users')).toBe('/team');
    expect(teamTabHref('invitations')).toBe('/team?tab=invitations');
    expect(teamTabHref('roles')).toBe('/team?tab=roles');
  });
});

describe('assignableRoleChoices', () => {
  it('leaves out superadmin roles, the license owner role and any role holding the wildcard', () => {
    const roles = [
      { name: 'Владелец', permissions: ['*'] },
      { name: 'Администратор', permissions: ['users.manage'] },
      { name: 'platform_superadmin', permissions: ['users.manage'] },
      { name: 'License Owner', permissions: [] },
      { name: 'Кассир', permissions: ['clients.read', 'services.read'] },
    ];
    expect(assignableRoleChoices(roles).map((role) => role.name)).toEqual([
      'Администратор',
      'Кассир',
    ]);
  });
});
