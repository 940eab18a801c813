// GET /auth/permissions and the permission record cached in the browser (spec part 1 §3, §4, §9).
import { z } from 'zod';
import { idSchema, integerSchema, isoDateTimeSchema, orDefault, orNull } from './common.ts';
import { DEFAULT_PERMISSIONS_TTL_SECONDS, DEFAULT_SCOPE_TYPE } from './values.ts';

export { DEFAULT_PERMISSIONS_TTL_SECONDS, DEFAULT_SCOPE_TYPE } from './values.ts';

/** Permission scope kind; 'license' is the only value the spec names, so any string is accepted. */
export const scopeTypeSchema = z.string().min(1);

/**
 * Permission name → true. The spec only ever sends `true`; a `false` entry is accepted and dropped,
 * so a held permission is simply a present key.
 */
export const permissionMapSchema = z
  .record(z.string(), z.boolean())
  .transform((map): Record<string, true> => {
    const held: Record<string, true> = {};
    for (const [name, granted] of Object.entries(map)) if (granted) held[name] = true;
    return held;
  });
export type PermissionMap = z.infer<typeof permissionMapSchema>;

export const permissionsResponseSchema = z.object({
  permissions: permissionMapSchema,
  permissions_hash: z.string(),
  permissions_version: orDefault(integerSchema, 1),
  scope_type: orDefault(scopeTypeSchema, DEFAULT_SCOPE_TYPE),
  scope_ref: orNull(z.string()),
  license_id: orNull(idSchema),
  ttl_seconds: integerSchema.pipe(z.number().int().positive()).optional(),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

/** GET /auth/permissions?hash= — the cached hash, answered by 304 when unchanged. */
export const permissionsQuerySchema = z.object({
  hash: z.string().min(1).optional(),
});
export type PermissionsQuery = z.infer<typeof permissionsQuerySchema>;

export const permissionImpersonationSchema = z.object({
  sessionId: z.string(),
  mode: z.enum(['safe', 'god']).nullable(),
  target: z.string().nullable(),
});
export type PermissionImpersonation = z.infer<typeof permissionImpersonationSchema>;

/**
 * A permission set stored in the browser (camelCase: it never travels over the wire). Valid while
 * `hash` equals the token's perms_hash and `updatedAt + ttl` seconds has not passed.
 */
export const cachedPermissionEntrySchema = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  businessRoleId: z.string().nullable(),
  licenseId: z.string().nullable(),
  permissions: permissionMapSchema,
  hash: z.string(),
  version: z.number().int(),
  scope: z.object({ type: scopeTypeSchema, ref: z.string().nullable() }),
  impersonation: permissionImpersonationSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Lifetime in seconds. */
  ttl: z.number().int().positive(),
});
export type CachedPermissionEntry = z.infer<typeof cachedPermissionEntrySchema>;

export interface CachedPermissionContext {
  userId: string;
  businessRoleId?: string | null;
  impersonation?: PermissionImpersonation | null;
  /** The current time as an ISO string; passed in so the mapper stays pure. */
  now: string;
  /** The entry being replaced, whose createdAt is kept. */
  previous?: Pick<CachedPermissionEntry, 'createdAt'> | null;
}

/** The cache key: one entry per user, license and scope. */
export function permissionCacheId(
  userId: string,
  licenseId: string | null,
  scopeType: string,
  scopeRef: string | null,
): string {
  return [userId, licenseId ?? '-', scopeType, scopeRef ?? '-'].join(':');
}

export function toCachedPermissionEntry(
  response: PermissionsResponse,
  context: CachedPermissionContext,
): CachedPermissionEntry {
  return {
    id: permissionCacheId(
      context.userId,
      response.license_id,
      response.scope_type,
      response.scope_ref,
    ),
    userId: context.userId,
    businessRoleId: context.businessRoleId ?? null,
    licenseId: response.license_id,
    permissions: response.permissions,
    hash: response.permissions_hash,
    version: response.permissions_version,
    scope: { type: response.scope_type, ref: response.scope_ref },
    impersonation: context.impersonation ?? null,
    createdAt: context.previous?.createdAt ?? context.now,
    updatedAt: context.now,
    ttl: response.ttl_seconds ?? DEFAULT_PERMISSIONS_TTL_SECONDS,
  };
}
