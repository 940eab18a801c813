// Business roles and the permission meta calls: catalog, validation, templates, role stats (spec part 2 §3, §5, §7).
import { z } from 'zod';
import { idSchema, integerSchema, isoDateTimeSchema, orDefault, orNull } from './common.ts';
import { DEFAULT_SCOPE_TYPE, scopeTypeSchema } from './permissions.ts';
import { grantedPermissions, WILDCARD_PERMISSION } from './values.ts';

export { grantedPermissions, WILDCARD_PERMISSION } from './values.ts';

export const ROLE_NAME_MIN_LENGTH = 3;

/**
 * A role's permissions. The spec sends a map of id → boolean; a plain list of ids is accepted too.
 * Either way the result is the list of granted ids, which is also what payloads send.
 */
export const rolePermissionsSchema = z.union([
  z.array(z.string().min(1)),
  z.record(z.string(), z.boolean()).transform(grantedPermissions),
]);

export const businessRoleSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: orNull(z.string()),
  scope_type: orDefault(scopeTypeSchema, DEFAULT_SCOPE_TYPE),
  scope_ref: orNull(z.string()),
  permissions: orDefault(rolePermissionsSchema, []),
  is_system_role: orDefault(z.boolean(), false),
  /** Only when listed with include_user_count. */
  user_count: integerSchema.optional(),
  permissions_version: integerSchema.optional(),
  created_by: orNull(z.string()),
  created_at: isoDateTimeSchema.optional(),
  updated_at: isoDateTimeSchema.optional(),
});
export type BusinessRoleWire = z.infer<typeof businessRoleSchema>;

export const rolesListSchema = z.object({
  roles: z.array(businessRoleSchema),
});
export type RolesList = z.infer<typeof rolesListSchema>;

export const rolesQuerySchema = z.object({
  include_user_count: z.boolean().optional(),
  include_scope_metadata: z.boolean().optional(),
});
export type RolesQuery = z.infer<typeof rolesQuerySchema>;

/** `params.rule` values of the custom issues raised by the role payloads. */
export const ROLE_RULES = {
  scopeRefRequired: 'scope_ref_required',
  wildcardForbidden: 'wildcard_forbidden',
} as const;

const roleFields = {
  name: z.string().trim().min(ROLE_NAME_MIN_LENGTH),
  description: z.string().trim().optional(),
  scope_type: scopeTypeSchema,
  scope_ref: z.string().trim().min(1).nullish(),
  permissions: z.array(z.string().min(1)).min(1),
};

type RoleFieldsDraft = {
  scope_type?: string;
  scope_ref?: string | null;
  permissions?: string[];
};

/** A non-license scope needs a scope_ref; the wildcard may not be granted from the UI (part 2 §5). */
function checkRoleRules(payload: RoleFieldsDraft, ctx: z.RefinementCtx) {
  if (payload.scope_type && payload.scope_type !== DEFAULT_SCOPE_TYPE && !payload.scope_ref) {
    ctx.addIssue({
      code: 'custom',
      path: ['scope_ref'],
      params: { rule: ROLE_RULES.scopeRefRequired },
    });
  }
  const wildcard = payload.permissions?.indexOf(WILDCARD_PERMISSION) ?? -1;
  if (wildcard >= 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['permissions', wildcard],
      params: { rule: ROLE_RULES.wildcardForbidden },
    });
  }
}

export const roleCreatePayloadSchema = z
  .object({ ...roleFields, scope_type: roleFields.scope_type.default(DEFAULT_SCOPE_TYPE) })
  .superRefine(checkRoleRules);
export type RoleCreatePayload = z.infer<typeof roleCreatePayloadSchema>;

/** PUT /users/business-roles/{id}: any subset, e.g. permissions only. */
export const roleUpdatePayloadSchema = z
  .object({
    name: roleFields.name.optional(),
    description: roleFields.description,
    scope_type: roleFields.scope_type.optional(),
    scope_ref: roleFields.scope_ref,
    permissions: roleFields.permissions.optional(),
  })
  .superRefine(checkRoleRules);
export type RoleUpdatePayload = z.infer<typeof roleUpdatePayloadSchema>;

export const permissionCatalogQuerySchema = z.object({
  scope_type: scopeTypeSchema.optional(),
});
export type PermissionCatalogQuery = z.infer<typeof permissionCatalogQuerySchema>;

/** One permission of the catalog. The catalog's shape is not in the spec; this is our choice. */
export const permissionCatalogItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: orNull(z.string()),
  /** Area the permission belongs to: clients, masters, appointments… */
  category: z.string(),
  /** Must be granted in every role of this scope (reported as missing_required otherwise). */
  required: orDefault(z.boolean(), false),
});
export type PermissionCatalogItem = z.infer<typeof permissionCatalogItemSchema>;

export const permissionCatalogSchema = z.object({
  scope_type: orDefault(scopeTypeSchema, DEFAULT_SCOPE_TYPE),
  permissions: z.array(permissionCatalogItemSchema),
});
export type PermissionCatalog = z.infer<typeof permissionCatalogSchema>;

export const validatePermissionsRequestSchema = z.object({
  permissions: z.array(z.string().min(1)),
  scope_type: scopeTypeSchema.default(DEFAULT_SCOPE_TYPE),
  scope_ref: z.string().nullish(),
});
export type ValidatePermissionsRequest = z.infer<typeof validatePermissionsRequestSchema>;

export const validatePermissionsResponseSchema = z.object({
  valid: z.boolean(),
  invalid_permissions: orDefault(z.array(z.string()), []),
  missing_required: orDefault(z.array(z.string()), []),
  /** Permission ids the server proposes instead (shape not in the spec: plain ids). */
  suggestions: orDefault(z.array(z.string()), []),
});
export type ValidatePermissionsResponse = z.infer<typeof validatePermissionsResponseSchema>;

/** A ready-made role to start from (shape not in the spec). */
export const roleTemplateSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: orNull(z.string()),
  scope_type: orDefault(scopeTypeSchema, DEFAULT_SCOPE_TYPE),
  permissions: rolePermissionsSchema,
});
export type RoleTemplate = z.infer<typeof roleTemplateSchema>;

export const roleTemplatesResponseSchema = z.object({
  templates: z.array(roleTemplateSchema),
});
export type RoleTemplatesResponse = z.infer<typeof roleTemplatesResponseSchema>;

/** POST /meta/validate-role sends the role as it would be created, without the UI-only rules. */
export const validateRoleRequestSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  scope_type: scopeTypeSchema.default(DEFAULT_SCOPE_TYPE),
  scope_ref: z.string().nullish(),
  permissions: z.array(z.string()),
});
export type ValidateRoleRequest = z.infer<typeof validateRoleRequestSchema>;

/** Answer of POST /meta/validate-role (not in the spec): the permission check plus free-text errors. */
export const validateRoleResponseSchema = validatePermissionsResponseSchema.extend({
  errors: orDefault(z.array(z.string()), []),
  warnings: orDefault(z.array(z.string()), []),
});
export type ValidateRoleResponse = z.infer<typeof validateRoleResponseSchema>;

/** GET /role-management/roles/{id}/stats (spec part 2 §3 "Role stats"). */
export const roleStatsSchema = z.object({
  role_id: idSchema,
  role_name: z.string(),
  user_count: integerSchema,
  active_user_count: integerSchema,
  /** Permission id → number of uses. */
  permission_usage: orDefault(z.record(z.string(), z.number()), {}),
  /** Scope type → number of users. */
  scope_distribution: orDefault(z.record(z.string(), z.number()), {}),
  created_at: orNull(isoDateTimeSchema),
  last_modified: orNull(isoDateTimeSchema),
  /** Minutes. */
  average_session_duration: orNull(z.number()),
  most_used_features: orDefault(z.array(z.string()), []),
});
export type RoleStats = z.infer<typeof roleStatsSchema>;

/** A business role in the UI's words. */
export interface BusinessRole {
  id: string;
  name: string;
  description: string | null;
  scopeType: string;
  scopeRef: string | null;
  permissions: string[];
  isSystem: boolean;
  /** Roles holding the wildcard are protected like system roles. */
  hasWildcard: boolean;
  userCount: number | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export function toBusinessRole(wire: BusinessRoleWire): BusinessRole {
  return {
    id: wire.id,
    name: wire.name,
    description: wire.description,
    scopeType: wire.scope_type,
    scopeRef: wire.scope_ref,
    permissions: wire.permissions,
    isSystem: wire.is_system_role,
    hasWildcard: wire.permissions.includes(WILDCARD_PERMISSION),
    userCount: wire.user_count ?? null,
    createdAt: wire.created_at ?? null,
    updatedAt: wire.updated_at ?? null,
  };
}
