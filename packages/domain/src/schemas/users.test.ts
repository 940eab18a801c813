import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  assignMasterPayloadSchema,
  availableMastersSchema,
  businessUserListQuerySchema,
  businessUserListSchema,
  businessUserSchema,
  businessUserUpdatePayloadSchema,
  changeRolePayloadSchema,
  deleteUserPayloadSchema,
  invitePayloadSchema,
  inviteResponseSchema,
  toBusinessUser,
  toggleActivePayloadSchema,
} from './users.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const wire = {
  id: 'bu-1',
  email: 'olga@laser.by',
  full_name: 'Ольга Смирнова',
  is_active: true,
  business_role: {
    id: 'role-2',
    name: 'Мастер',
    description: 'Работает с записями',
    is_system_role: true,
    scope_type: 'license',
    scope_ref: null,
    permissions: { x: true },
  },
  master_id: 'm-1',
  invite_status: 'accepted',
  invite_expires_at: '2025-03-08T00:00:00Z',
  invite_token: null,
  invitation_id: 'inv-1',
  created_at: '2025-03-01T00:00:00Z',
  last_login_at: '2025-03-02T09:00:00Z',
  password_hash: 'secret',
};

describe('businessUserSchema', () => {
  it('parses a real user and strips unknown fields, also inside the role', () => {
    const user = businessUserSchema.parse(wire);
    expect(user).not.toHaveProperty('password_hash');
    expect(user.business_role).not.toHaveProperty('permissions');
    expect(user.name).toBeNull();
  });

  it('maps to the UI user, falling back from full_name to name', () => {
    expect(toBusinessUser(businessUserSchema.parse(wire))).toEqual({
      id: 'bu-1',
      email: 'olga@laser.by',
      fullName: 'Ольга Смирнова',
      isActive: true,
      businessRole: {
        id: 'role-2',
        name: 'Мастер',
        description: 'Работает с записями',
        isSystemRole: true,
        scopeType: 'license',
        scopeRef: null,
      },
      masterId: 'm-1',
      inviteStatus: 'accepted',
      inviteExpiresAt: '2025-03-08T00:00:00Z',
      inviteToken: null,
      invitationId: 'inv-1',
      createdAt: '2025-03-01T00:00:00Z',
      lastLoginAt: '2025-03-02T09:00:00Z',
      phone: null,
      position: null,
    });
    expect(
      toBusinessUser(
        businessUserSchema.parse({ ...wire, phone: '+375291112233', position: 'Мастер' }),
      ),
    ).toMatchObject({ phone: '+375291112233', position: 'Мастер' });
    const invited = businessUserSchema.parse({
      id: 'bu-2',
      email: 'new@laser.by',
      name: 'Новый',
      invite_status: 'pending',
    });
    expect(toBusinessUser(invited)).toMatchObject({
      fullName: 'Новый',
      isActive: true,
      businessRole: null,
      masterId: null,
      lastLoginAt: null,
    });
  });

  it('reports bad fields', () => {
    expect(
      paths(
        businessUserSchema.safeParse({ ...wire, is_active: 'yes', business_role: { id: 'r' } }),
      ),
    ).toEqual(['is_active', 'business_role.name']);
  });

  it('parses the list and its query', () => {
    expect(businessUserListSchema.parse({ users: [wire], total: 1 }).users).toHaveLength(1);
    expect(businessUserListQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(
      businessUserListQuerySchema.parse({
        page: '2',
        size: '20',
        search: ' ольга ',
        status_filter: 'pending',
        roleId: 'role-2',
      }),
    ).toEqual({ page: 2, size: 20, search: 'ольга', status_filter: 'pending', roleId: 'role-2' });
    expect(paths(businessUserListQuerySchema.safeParse({ page: 0 }))).toEqual(['page']);
  });
});

describe('user payloads', () => {
  it('invites by e-mail with a role', () => {
    expect(
      invitePayloadSchema.parse({
        email: 'new@laser.by',
        business_role_id: 'role-2',
        personal_message: '  ',
      }),
    ).toEqual({ email: 'new@laser.by', business_role_id: 'role-2' });
    expect(paths(invitePayloadSchema.safeParse({ email: 'new', business_role_id: '' }))).toEqual([
      'email',
      'business_role_id',
    ]);
    expect(inviteResponseSchema.parse({ invitation_token: 'tok-1' })).toEqual({
      invitation_token: 'tok-1',
      invitation_id: null,
      expires_at: null,
      message: null,
    });
  });

  it('updates, changes role, toggles, deletes and assigns masters', () => {
    expect(businessUserUpdatePayloadSchema.parse({ full_name: ' Ольга ', x: 1 })).toEqual({
      full_name: 'Ольга',
    });
    expect(changeRolePayloadSchema.parse({ business_role_id: 'role-3' })).toEqual({
      business_role_id: 'role-3',
    });
    expect(toggleActivePayloadSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(paths(toggleActivePayloadSchema.safeParse({}))).toEqual(['is_active']);
    expect(deleteUserPayloadSchema.parse({ reason: ' Уволилась ' })).toEqual({
      reason: 'Уволилась',
    });
    expect(assignMasterPayloadSchema.parse({ master_id: null })).toEqual({ master_id: null });
    expect(paths(assignMasterPayloadSchema.safeParse({}))).toEqual(['master_id']);
  });

  it('parses available masters bare or wrapped', () => {
    expect(availableMastersSchema.parse([{ id: 'm-1', name: 'Ольга', phone: '+375' }])).toEqual([
      { id: 'm-1', name: 'Ольга', studio_id: null },
    ]);
    expect(
      availableMastersSchema.parse({ masters: [{ id: 'm-2', name: 'Иван', studio_id: 's-1' }] }),
    ).toEqual([{ id: 'm-2', name: 'Иван', studio_id: 's-1' }]);
  });
});
