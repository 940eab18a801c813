// Stories only: a studio's roles, team and invitations as the screens receive them (camelCase, from the domain).
import type { Invitation } from '@beautydesk/domain/schemas/invitations';
import type { BusinessRole } from '@beautydesk/domain/schemas/roles';
import type { BusinessUser } from '@beautydesk/domain/schemas/users';

/** The clock the stories judge expiry against: 15 January 2026, noon UTC. */
export const STORY_NOW = Date.parse('2026-01-15T12:00:00Z');

const role = (
  n: number,
  name: string,
  permissions: string[],
  extra: Partial<BusinessRole> = {},
): BusinessRole => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  description: null,
  scopeType: 'license',
  scopeRef: null,
  permissions,
  isSystem: false,
  hasWildcard: permissions.includes('*'),
  userCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});

export const storyRoles: BusinessRole[] = [
  role(1, 'Владелец', ['*'], {
    isSystem: true,
    userCount: 1,
    description: 'Владелец лицензии: полный доступ',
  }),
  role(2, 'Администратор', ['clients.read', 'users.manage', 'studios.view'], {
    isSystem: true,
    userCount: 2,
    description: 'Студии, мастера, услуги, клиенты, записи и команда',
  }),
  role(3, 'Мастер', ['appointments.view', 'clients.read'], {
    isSystem: true,
    userCount: 3,
    description: 'Свои записи, клиенты и просмотр услуг',
  }),
  role(4, 'Ресепшн', ['clients.read', 'appointments.create'], {
    userCount: 1,
    description: 'Запись клиентов',
  }),
];

const roleRef = (r: BusinessRole): BusinessUser['businessRole'] => ({
  id: r.id,
  name: r.name,
  description: r.description,
  isSystemRole: r.isSystem,
  scopeType: r.scopeType,
  scopeRef: r.scopeRef,
});

const user = (n: number, values: Partial<BusinessUser>): BusinessUser => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  email: `user${n}@glad.studio`,
  fullName: null,
  isActive: true,
  businessRole: roleRef(storyRoles[2]!),
  masterId: null,
  inviteStatus: 'accepted',
  inviteExpiresAt: null,
  inviteToken: null,
  invitationId: null,
  createdAt: '2026-01-02T09:00:00Z',
  lastLoginAt: null,
  phone: null,
  position: null,
  ...values,
});

export const storyMasters = [
  { id: '20000000-0000-4000-8000-000000000001', name: 'Ольга Смирнова' },
  { id: '20000000-0000-4000-8000-000000000002', name: 'Ирина Петрова' },
];

export const storyUsers: BusinessUser[] = [
  user(1, {
    email: 'owner@glad.studio',
    fullName: 'Анна Новикова',
    businessRole: roleRef(storyRoles[0]!),
    inviteStatus: null,
  }),
  user(2, {
    email: 'admin@glad.studio',
    fullName: 'Мария Котова',
    businessRole: roleRef(storyRoles[1]!),
  }),
  user(3, {
    email: 'olga@glad.studio',
    fullName: 'Ольга Смирнова',
    masterId: '20000000-0000-4000-8000-000000000009',
  }),
  user(4, { email: 'elena@glad.studio', fullName: 'Елена Белова', isActive: false }),
  user(5, {
    email: 'new.master@glad.studio',
    inviteStatus: 'pending',
    inviteExpiresAt: '2026-01-20T12:00:00Z',
    invitationId: '30000000-0000-4000-8000-000000000001',
  }),
  user(6, {
    email: 'late@glad.studio',
    businessRole: roleRef(storyRoles[3]!),
    inviteStatus: 'pending',
    inviteExpiresAt: '2026-01-10T12:00:00Z',
    invitationId: '30000000-0000-4000-8000-000000000002',
  }),
];

export const storyMasterNames: Record<string, string> = {
  '20000000-0000-4000-8000-000000000009': 'Ольга Смирнова',
};

export const storyInvitations: Invitation[] = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    email: 'new.master@glad.studio',
    businessRole: { name: 'Мастер', description: null },
    status: 'pending',
    expiresAt: '2026-01-20T12:00:00Z',
    invitedBy: 'Анна Новикова',
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    email: 'late@glad.studio',
    businessRole: { name: 'Ресепшн', description: null },
    status: 'expired',
    expiresAt: '2026-01-10T12:00:00Z',
    invitedBy: 'Анна Новикова',
  },
  {
    id: '30000000-0000-4000-8000-000000000003',
    email: 'no.thanks@glad.studio',
    businessRole: { name: 'Администратор', description: null },
    status: 'declined',
    expiresAt: '2026-01-12T12:00:00Z',
    invitedBy: 'Мария Котова',
  },
  {
    id: '30000000-0000-4000-8000-000000000004',
    email: 'admin@glad.studio',
    businessRole: { name: 'Администратор', description: null },
    status: 'accepted',
    expiresAt: '2026-01-08T12:00:00Z',
    invitedBy: 'Анна Новикова',
  },
];
