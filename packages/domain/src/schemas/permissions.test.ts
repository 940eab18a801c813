import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cachedPermissionEntrySchema,
  permissionCacheId,
  permissionMapSchema,
  permissionsQuerySchema,
  permissionsResponseSchema,
  toCachedPermissionEntry,
} from './permissions.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const wire = {
  permissions: { 'clients.read': true, 'masters.read': true },
  permissions_hash: 'h1',
  permissions_version: 4,
  scope_type: 'license',
  scope_ref: 'lic-1',
  license_id: 'lic-1',
  ttl_seconds: 600,
  generated_at: 'now',
};

describe('permissionsResponseSchema', () => {
  it('parses a real answer and strips unknown fields', () => {
    expect(permissionsResponseSchema.parse(wire)).toEqual({
      permissions: { 'clients.read': true, 'masters.read': true },
      permissions_hash: 'h1',
      permissions_version: 4,
      scope_type: 'license',
      scope_ref: 'lic-1',
      license_id: 'lic-1',
      ttl_seconds: 600,
    });
  });

  it('applies defaults and keeps ttl_seconds optional', () => {
    const parsed = permissionsResponseSchema.parse({ permissions: {}, permissions_hash: 'h' });
    expect(parsed).toEqual({
      permissions: {},
      permissions_hash: 'h',
      permissions_version: 1,
      scope_type: 'license',
      scope_ref: null,
      license_id: null,
    });
  });

  it('drops false entries so that a held permission is a present key', () => {
    expect(permissionMapSchema.parse({ '*': true, 'users.manage': false })).toEqual({ '*': true });
  });

  it('reports bad fields', () => {
    expect(
      paths(
        permissionsResponseSchema.safeParse({
          permissions: { 'clients.read': 'yes' },
          ttl_seconds: 0,
        }),
      ),
    ).toEqual(['permissions.clients.read', 'permissions_hash', 'ttl_seconds']);
  });

  it('reads the hash query', () => {
    expect(permissionsQuerySchema.parse({})).toEqual({});
    expect(permissionsQuerySchema.parse({ hash: 'h1' })).toEqual({ hash: 'h1' });
  });
});

describe('cached permission entry', () => {
  const now = '2025-03-01T10:00:00.000Z';

  it('builds the entry from an answer', () => {
    const entry = toCachedPermissionEntry(permissionsResponseSchema.parse(wire), {
      userId: 'u-1',
      businessRoleId: 'role-1',
      now,
    });
    expect(entry).toEqual({
      id: 'u-1:lic-1:license:lic-1',
      userId: 'u-1',
      businessRoleId: 'role-1',
      licenseId: 'lic-1',
      permissions: { 'clients.read': true, 'masters.read': true },
      hash: 'h1',
      version: 4,
      scope: { type: 'license', ref: 'lic-1' },
      impersonation: null,
      createdAt: now,
      updatedAt: now,
      ttl: 600,
    });
    expect(cachedPermissionEntrySchema.parse(entry)).toEqual(entry);
  });

  it('falls back to 3600 s, keeps createdAt of the replaced entry and records impersonation', () => {
    const entry = toCachedPermissionEntry(
      permissionsResponseSchema.parse({ permissions: {}, permissions_hash: 'h2' }),
      {
        userId: 'u-1',
        impersonation: { sessionId: 'imp-1', mode: 'god', target: 'u-2' },
        now,
        previous: { createdAt: '2025-02-01T00:00:00.000Z' },
      },
    );
    expect(entry).toMatchObject({
      id: 'u-1:-:license:-',
      businessRoleId: null,
      ttl: 3600,
      createdAt: '2025-02-01T00:00:00.000Z',
      updatedAt: now,
      impersonation: { sessionId: 'imp-1', mode: 'god', target: 'u-2' },
    });
  });

  it('rejects a malformed stored entry by field', () => {
    expect(
      paths(
        cachedPermissionEntrySchema.safeParse({
          id: 'x',
          userId: 'u',
          businessRoleId: null,
          licenseId: null,
          permissions: {},
          hash: 'h',
          version: 1,
          scope: { type: '', ref: null },
          impersonation: null,
          createdAt: 'yesterday',
          updatedAt: '2025-03-01T10:00:00Z',
          ttl: -1,
        }),
      ),
    ).toEqual(['scope.type', 'createdAt', 'ttl']);
  });

  it('builds cache ids from user, license and scope', () => {
    expect(permissionCacheId('u', 'l', 'studio', 's-1')).toBe('u:l:studio:s-1');
  });
});
