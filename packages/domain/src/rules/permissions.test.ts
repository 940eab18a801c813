import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasAnyPermission,
  hasPermission,
  inviteRoleChoices,
  isInvitableRole,
  isLegacyPermissionName,
  isMigratedEntryAlive,
  isPermissionCacheValid,
  legacyToDotted,
  mayFetchPermissionsList,
  migrateLegacyPermissions,
  MIGRATED_LEGACY_TTL_MS,
  normalizePermissionName,
  PERMISSION_CATALOGUE,
  permissionsAfterFetch,
  permissionsRequestHash,
  permissionsTtlSeconds,
  taskAccess,
  toPermissionSet,
} from './permissions.ts';

describe('PERMISSION_CATALOGUE', () => {
  it('lists every dotted name of the spec once', () => {
    expect(new Set(PERMISSION_CATALOGUE).size).toBe(PERMISSION_CATALOGUE.length);
    expect(PERMISSION_CATALOGUE).toHaveLength(37);
    expect(PERMISSION_CATALOGUE.every((name) => /^[a-z]+\.[a-z_]+$/.test(name))).toBe(true);
    expect(PERMISSION_CATALOGUE).toEqual(
      expect.arrayContaining([
        'users.manage',
        'studios.view_page',
        'appointments.edit_own',
        'appointments.cancel_own',
        'roles.view_page',
        'billing.view_page',
        'countries.view',
        'reports.view',
      ]),
    );
    expect(PERMISSION_CATALOGUE).not.toContain('*');
  });
});

describe('legacy names', () => {
  it('maps resource_action and action_resource to resource.action', () => {
    expect(legacyToDotted('clients_read')).toBe('clients.read');
    expect(legacyToDotted('view_clients')).toBe('clients.view');
    expect(legacyToDotted('manage_users')).toBe('users.manage');
    expect(legacyToDotted('appointment_edit_own')).toBe('appointments.edit_own');
    expect(legacyToDotted('edit_own_appointments')).toBe('appointments.edit_own');
    expect(legacyToDotted('studios_view_page')).toBe('studios.view_page');
    expect(legacyToDotted('reports_view')).toBe('reports.view');
    expect(legacyToDotted('BACKUP_CREATE')).toBe('backup.create');
  });

  it('rewrites legacy action words', () => {
    expect(legacyToDotted('page_calendar')).toBe('calendar.view_page');
    expect(legacyToDotted('view_calendar_page')).toBe('calendar.view_page');
    expect(legacyToDotted('list_clients')).toBe('clients.view_list');
    expect(legacyToDotted('update_service')).toBe('services.edit');
    expect(legacyToDotted('add_master')).toBe('masters.create');
    expect(legacyToDotted('remove_studio')).toBe('studios.delete');
    expect(legacyToDotted('appointments_own_cancel')).toBe('appointments.cancel_own');
  });

  it('maps nothing without a known resource or an action', () => {
    expect(legacyToDotted('do_magic')).toBeNull();
    expect(legacyToDotted('clients')).toBeNull();
    expect(legacyToDotted('')).toBeNull();
    expect(legacyToDotted('constructor_view')).toBeNull();
    expect(legacyToDotted('clients_constructor')).toBe('clients.constructor');
  });

  it('leaves dotted names, the wildcard and unmappable names as they are', () => {
    expect(isLegacyPermissionName('clients_read')).toBe(true);
    expect(isLegacyPermissionName('clients.read')).toBe(false);
    expect(isLegacyPermissionName('*')).toBe(false);
    expect(normalizePermissionName('clients.read')).toBe('clients.read');
    expect(normalizePermissionName('*')).toBe('*');
    expect(normalizePermissionName('do_magic')).toBe('do_magic');
    expect(normalizePermissionName('view_clients')).toBe('clients.view');
  });
});

describe('toPermissionSet', () => {
  it('reads maps, lists and sets, counting only true entries', () => {
    expect([...toPermissionSet({ 'clients.read': true, 'clients.edit': false })]).toEqual([
      'clients.read',
    ]);
    expect([...toPermissionSet(['manage_users'])]).toEqual(['users.manage']);
    expect([...toPermissionSet(new Set(['masters.read']))]).toEqual(['masters.read']);
    expect(toPermissionSet(null).size).toBe(0);
    expect(toPermissionSet(undefined).size).toBe(0);
  });
});

describe('hasPermission', () => {
  it('grants an exactly held name', () => {
    expect(hasPermission({ 'clients.read': true }, 'clients.read')).toBe(true);
    expect(hasPermission({ 'clients.read': true }, 'clients.create')).toBe(false);
    expect(hasPermission({ 'clients.read': false }, 'clients.read')).toBe(false);
    expect(hasPermission(null, 'clients.read')).toBe(false);
  });

  it('grants everything with the wildcard', () => {
    fc.assert(fc.property(fc.string(), (name) => hasPermission({ '*': true }, name)));
    expect(hasPermission(['*'], 'billing.view_page')).toBe(true);
  });

  it('accepts a sibling .view, .view_page or .view_list for a view-level check', () => {
    expect(hasPermission(['studios.view_page'], 'studios.view')).toBe(true);
    expect(hasPermission(['studios.view'], 'studios.view_page')).toBe(true);
    expect(hasPermission(['roles.view_list'], 'roles.view_page')).toBe(true);
    expect(hasPermission(['clients.view'], 'clients.read')).toBe(true);
    expect(hasPermission(['masters.read'], 'masters.view_page')).toBe(true);
  });

  it('never lets a view-level sibling stand in for a write, nor another resource', () => {
    expect(hasPermission(['clients.view'], 'clients.create')).toBe(false);
    expect(hasPermission(['studios.view_page'], 'studios.delete')).toBe(false);
    expect(hasPermission(['studios.view'], 'masters.view')).toBe(false);
    expect(hasPermission(['clients.view'], 'clients')).toBe(false);
  });

  it('compares legacy names on either side in their dotted form', () => {
    expect(hasPermission(['view_clients'], 'clients.read')).toBe(true);
    expect(hasPermission({ 'clients.read': true }, 'clients_read')).toBe(true);
    expect(hasPermission(['manage_users'], 'users.manage')).toBe(true);
  });

  it('is true for any held catalogue name, and for any of a set with hasAnyPermission', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSION_CATALOGUE], { minLength: 1 }), (held) =>
        held.every((name) => hasPermission(held, name)),
      ),
    );
    expect(hasAnyPermission(['roles.manage'], ['roles.manage', 'users.manage'])).toBe(true);
    expect(hasAnyPermission(['roles.view'], ['roles.manage', 'users.manage'])).toBe(false);
  });
});

describe('permission cache', () => {
  const now = Date.parse('2025-11-21T12:00:00Z');
  const entry = { hash: 'h1', updatedAt: '2025-11-21T11:30:00Z', ttl: 3600 };
  const context = { tokenPermsHash: 'h1', impersonating: false, now };

  it('lives ttl_seconds, 3600 by default', () => {
    expect(permissionsTtlSeconds(120)).toBe(120);
    expect(permissionsTtlSeconds(undefined)).toBe(3600);
    expect(permissionsTtlSeconds(0)).toBe(3600);
    expect(permissionsTtlSeconds(Number.NaN)).toBe(3600);
  });

  it('is valid while its hash equals the token hash and it is within its lifetime', () => {
    expect(isPermissionCacheValid(entry, context)).toBe(true);
    expect(isPermissionCacheValid(entry, { ...context, tokenPermsHash: 'h2' })).toBe(false);
    expect(isPermissionCacheValid(entry, { ...context, now: now + 30 * 60 * 1000 })).toBe(false);
    expect(isPermissionCacheValid({ ...entry, ttl: 7200 }, { ...context, now: now + 1000 })).toBe(
      true,
    );
  });

  it('is never used while impersonating, without a token hash, or without an entry', () => {
    expect(isPermissionCacheValid(entry, { ...context, impersonating: true })).toBe(false);
    expect(isPermissionCacheValid(entry, { ...context, tokenPermsHash: null })).toBe(false);
    expect(isPermissionCacheValid(null, context)).toBe(false);
  });

  it('distrusts an entry stored in the future or with an unreadable time', () => {
    expect(isPermissionCacheValid({ ...entry, updatedAt: '2025-11-21T13:00:00Z' }, context)).toBe(
      false,
    );
    expect(isPermissionCacheValid({ ...entry, updatedAt: 'yesterday' }, context)).toBe(false);
  });

  it('sends the cached hash, except while impersonating', () => {
    expect(permissionsRequestHash(entry, false)).toBe('h1');
    expect(permissionsRequestHash(entry, true)).toBeNull();
    expect(permissionsRequestHash(undefined, false)).toBeNull();
  });

  it('keeps the cache on 304 and network errors, replaces it when fetched, clears it on 403', () => {
    const cached = { 'clients.read': true };
    const fresh = { 'masters.read': true };
    expect(permissionsAfterFetch({ kind: 'fetched', permissions: fresh }, cached)).toBe(fresh);
    expect(permissionsAfterFetch({ kind: 'not-modified' }, cached)).toBe(cached);
    expect(permissionsAfterFetch({ kind: 'network-error' }, cached)).toBe(cached);
    expect(permissionsAfterFetch({ kind: 'network-error' }, null)).toBeNull();
    expect(permissionsAfterFetch({ kind: 'forbidden' }, cached)).toBeNull();
  });

  it('migrates legacy names to dotted ones, alive for 24 h', () => {
    const migrated = migrateLegacyPermissions(
      { view_clients: true, manage_users: true, edit_services: false },
      '2025-11-21T12:00:00Z',
    );
    expect(migrated).toEqual({
      permissions: { 'clients.view': true, 'users.manage': true },
      migratedAt: '2025-11-21T12:00:00Z',
    });
    expect(isMigratedEntryAlive(migrated, now + MIGRATED_LEGACY_TTL_MS - 1)).toBe(true);
    expect(isMigratedEntryAlive(migrated, now + MIGRATED_LEGACY_TTL_MS)).toBe(false);
    expect(isMigratedEntryAlive({ migratedAt: now }, now)).toBe(true);
    expect(isMigratedEntryAlive({ migratedAt: now + 1 }, now)).toBe(false);
    expect(MIGRATED_LEGACY_TTL_MS).toBe(86_400_000);
  });
});

describe('mayFetchPermissionsList', () => {
  it('is for users.manage, a platform superadmin or the license owner', () => {
    expect(mayFetchPermissionsList(['users.manage'], null)).toBe(true);
    expect(mayFetchPermissionsList([], 'platform_superadmin')).toBe(true);
    expect(mayFetchPermissionsList([], 'platform_superadmin_safe')).toBe(true);
    expect(mayFetchPermissionsList([], 'license_owner')).toBe(true);
    expect(mayFetchPermissionsList(['users.view'], 'platform_support')).toBe(false);
  });
});

describe('invite role choices', () => {
  it('excludes superadmin roles and the license owner role', () => {
    const roles = [
      { id: '1', name: 'Администратор студии' },
      { id: '2', name: 'platform_superadmin' },
      { id: '3', name: 'Super Admin' },
      { id: '4', name: 'License Owner' },
      { id: '5', name: 'license_owner' },
      { id: '6', name: 'Мастер' },
    ];
    expect(inviteRoleChoices(roles).map((role) => role.id)).toEqual(['1', '6']);
    expect(isInvitableRole({ name: 'super-admin' })).toBe(false);
    expect(isInvitableRole({ name: 'owner assistant' })).toBe(true);
  });
});

describe('taskAccess', () => {
  it('refuses without a user', () => {
    expect(taskAccess({ hasUser: false, isPlatformAdmin: false, impersonating: false })).toEqual({
      allowed: false,
      message: 'Пользователь не авторизован',
    });
  });

  it('refuses a platform admin who is not impersonating', () => {
    expect(taskAccess({ hasUser: true, isPlatformAdmin: true, impersonating: false })).toEqual({
      allowed: false,
      message: 'Платформенные админы не могут создавать/обновлять/удалять задачи без импersonation',
    });
  });

  it('allows everyone else, an impersonating platform admin included', () => {
    expect(taskAccess({ hasUser: true, isPlatformAdmin: true, impersonating: true })).toEqual({
      allowed: true,
    });
    expect(taskAccess({ hasUser: true, isPlatformAdmin: false, impersonating: false })).toEqual({
      allowed: true,
    });
  });
});
