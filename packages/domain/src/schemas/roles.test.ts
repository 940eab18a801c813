import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ROLE_RULES,
  businessRoleSchema,
  permissionCatalogQuerySchema,
  permissionCatalogSchema,
  roleCreatePayloadSchema,
  roleStatsSchema,
  roleTemplatesResponseSchema,
  roleUpdatePayloadSchema,
  rolesListSchema,
  rolesQuerySchema,
  toBusinessRole,
  validatePermissionsRequestSchema,
  validatePermissionsResponseSchema,
  validateRoleRequestSchema,
  validateRoleResponseSchema,
} from './roles.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
const rules = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => ('params' in issue ? issue.params?.rule : issue.code)) ?? [];

const wireRole = {
  id: 'role-1',
  name: 'Администратор студии',
  description: 'Управляет студией',
  scope_type: 'license',
  scope_ref: null,
  permissions: { 'clients.read': true, 'clients.create': true, 'roles.manage': false },
  is_system_role: true,
  user_count: '3',
  permissions_version: 2,
  created_by: 'u-1',
  created_at: '2025-01-10T09:00:00Z',
  updated_at: '2025-01-11T09:00:00Z',
  internal_flags: ['x'],
};

describe('businessRoleSchema', () => {
  it('parses a real role, keeps granted permissions and strips unknown fields', () => {
    const role = businessRoleSchema.parse(wireRole);
    expect(role).toEqual({
      id: 'role-1',
      name: 'Администратор студии',
      description: 'Управляет студией',
      scope_type: 'license',
      scope_ref: null,
      permissions: ['clients.read', 'clients.create'],
      is_system_role: true,
      user_count: 3,
      permissions_version: 2,
      created_by: 'u-1',
      created_at: '2025-01-10T09:00:00Z',
      updated_at: '2025-01-11T09:00:00Z',
    });
  });

  it('accepts a permission list and applies defaults', () => {
    expect(businessRoleSchema.parse({ id: 'r', name: 'Мастер', permissions: ['*'] })).toEqual({
      id: 'r',
      name: 'Мастер',
      description: null,
      scope_type: 'license',
      scope_ref: null,
      permissions: ['*'],
      is_system_role: false,
      created_by: null,
    });
    expect(businessRoleSchema.parse({ id: 'r', name: 'x' }).permissions).toEqual([]);
  });

  it('reports bad fields', () => {
    expect(
      paths(businessRoleSchema.safeParse({ id: '', name: 1, permissions: 'all', created_at: 'x' })),
    ).toEqual(['id', 'name', 'permissions', 'created_at']);
  });

  it('maps to the UI role', () => {
    expect(toBusinessRole(businessRoleSchema.parse(wireRole))).toEqual({
      id: 'role-1',
      name: 'Администратор студии',
      description: 'Управляет студией',
      scopeType: 'license',
      scopeRef: null,
      permissions: ['clients.read', 'clients.create'],
      isSystem: true,
      hasWildcard: false,
      userCount: 3,
      createdAt: '2025-01-10T09:00:00Z',
      updatedAt: '2025-01-11T09:00:00Z',
    });
    expect(
      toBusinessRole(businessRoleSchema.parse({ id: 'o', name: 'Owner', permissions: ['*'] })),
    ).toMatchObject({ hasWildcard: true, userCount: null, createdAt: null, updatedAt: null });
  });

  it('parses the roles list and its query', () => {
    expect(rolesListSchema.parse({ roles: [wireRole] }).roles).toHaveLength(1);
    expect(rolesQuerySchema.parse({ include_user_count: true, x: 1 })).toEqual({
      include_user_count: true,
    });
  });
});

describe('role payloads', () => {
  it('creates with trimmed name and license scope by default', () => {
    expect(
      roleCreatePayloadSchema.parse({
        name: '  Кассир ',
        permissions: ['appointments.view'],
        is_system_role: true,
      }),
    ).toEqual({ name: 'Кассир', scope_type: 'license', permissions: ['appointments.view'] });
  });

  it('reports a short name and no permissions', () => {
    expect(paths(roleCreatePayloadSchema.safeParse({ name: 'ab', permissions: [] }))).toEqual([
      'name',
      'permissions',
    ]);
  });

  it('requires a scope_ref outside the license scope and forbids the wildcard', () => {
    const result = roleCreatePayloadSchema.safeParse({
      name: 'Студийная роль',
      scope_type: 'studio',
      permissions: ['clients.read', '*'],
    });
    expect(paths(result)).toEqual(['scope_ref', 'permissions.1']);
    expect(rules(result)).toEqual([ROLE_RULES.scopeRefRequired, ROLE_RULES.wildcardForbidden]);
    expect(
      roleCreatePayloadSchema.safeParse({
        name: 'Студийная роль',
        scope_type: 'studio',
        scope_ref: 'studio-1',
        permissions: ['clients.read'],
      }).success,
    ).toBe(true);
  });

  it('lets an update carry permissions only, without inventing defaults', () => {
    expect(roleUpdatePayloadSchema.parse({ permissions: ['clients.read'] })).toEqual({
      permissions: ['clients.read'],
    });
    expect(paths(roleUpdatePayloadSchema.safeParse({ permissions: ['*'] }))).toEqual([
      'permissions.0',
    ]);
    expect(paths(roleUpdatePayloadSchema.safeParse({ scope_type: 'studio' }))).toEqual([
      'scope_ref',
    ]);
  });
});

describe('meta calls', () => {
  it('parses the permission catalog', () => {
    expect(
      permissionCatalogSchema.parse({
        permissions: [
          { id: 'clients.read', name: 'Просмотр клиентов', category: 'clients', extra: 1 },
          {
            id: 'calendar.view',
            name: 'Календарь',
            category: 'calendar',
            required: true,
            description: 'x',
          },
        ],
      }),
    ).toEqual({
      scope_type: 'license',
      permissions: [
        {
          id: 'clients.read',
          name: 'Просмотр клиентов',
          description: null,
          category: 'clients',
          required: false,
        },
        {
          id: 'calendar.view',
          name: 'Календарь',
          description: 'x',
          category: 'calendar',
          required: true,
        },
      ],
    });
    expect(permissionCatalogQuerySchema.parse({ scope_type: 'license' })).toEqual({
      scope_type: 'license',
    });
    expect(paths(permissionCatalogSchema.safeParse({ permissions: [{ id: 'x' }] }))).toEqual([
      'permissions.0.name',
      'permissions.0.category',
    ]);
  });

  it('validates permissions: request defaults and answer defaults', () => {
    expect(validatePermissionsRequestSchema.parse({ permissions: ['clients.read'] })).toEqual({
      permissions: ['clients.read'],
      scope_type: 'license',
    });
    expect(validatePermissionsResponseSchema.parse({ valid: true })).toEqual({
      valid: true,
      invalid_permissions: [],
      missing_required: [],
      suggestions: [],
    });
    expect(
      validatePermissionsResponseSchema.parse({
        valid: false,
        invalid_permissions: ['clients.fly'],
        missing_required: ['calendar.view'],
        suggestions: ['clients.read'],
      }),
    ).toMatchObject({ valid: false, invalid_permissions: ['clients.fly'] });
    expect(paths(validatePermissionsResponseSchema.safeParse({ valid: 'yes' }))).toEqual(['valid']);
  });

  it('parses role templates', () => {
    expect(
      roleTemplatesResponseSchema.parse({
        templates: [
          {
            id: 'studio_admin',
            name: 'Администратор студии',
            permissions: ['studios.view', 'masters.create'],
          },
        ],
      }),
    ).toEqual({
      templates: [
        {
          id: 'studio_admin',
          name: 'Администратор студии',
          description: null,
          scope_type: 'license',
          permissions: ['studios.view', 'masters.create'],
        },
      ],
    });
  });

  it('validates a role', () => {
    expect(validateRoleRequestSchema.parse({ name: 'x', permissions: [] })).toEqual({
      name: 'x',
      scope_type: 'license',
      permissions: [],
    });
    expect(validateRoleResponseSchema.parse({ valid: false, errors: ['Имя занято'] })).toEqual({
      valid: false,
      invalid_permissions: [],
      missing_required: [],
      suggestions: [],
      errors: ['Имя занято'],
      warnings: [],
    });
  });

  it('parses role stats', () => {
    expect(
      roleStatsSchema.parse({
        role_id: 'role-1',
        role_name: 'Мастер',
        user_count: 4,
        active_user_count: '3',
        permission_usage: { 'clients.read': 10 },
        scope_distribution: { license: 4 },
        created_at: '2025-01-01T00:00:00Z',
        last_modified: null,
        average_session_duration: 12.5,
        most_used_features: ['calendar'],
      }),
    ).toEqual({
      role_id: 'role-1',
      role_name: 'Мастер',
      user_count: 4,
      active_user_count: 3,
      permission_usage: { 'clients.read': 10 },
      scope_distribution: { license: 4 },
      created_at: '2025-01-01T00:00:00Z',
      last_modified: null,
      average_session_duration: 12.5,
      most_used_features: ['calendar'],
    });
    expect(
      roleStatsSchema.parse({ role_id: 'r', role_name: 'n', user_count: 0, active_user_count: 0 }),
    ).toMatchObject({ permission_usage: {}, scope_distribution: {}, most_used_features: [] });
  });
});
