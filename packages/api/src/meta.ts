// The permission meta calls: catalog, validation, role templates and role validation (spec part 2 §7 "Roles and meta").
import {
  permissionCatalogQuerySchema,
  permissionCatalogSchema,
  roleTemplatesResponseSchema,
  validatePermissionsRequestSchema,
  validatePermissionsResponseSchema,
  validateRoleRequestSchema,
  validateRoleResponseSchema,
  type PermissionCatalog,
  type RoleTemplate,
  type ValidatePermissionsResponse,
  type ValidateRoleResponse,
} from '@beautydesk/domain/schemas/roles';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { useApiQuery, type ApiArea } from './swr.ts';

const AREA = 'meta' satisfies ApiArea;

type ScopeQueryInput = z.input<typeof permissionCatalogQuerySchema>;

/** GET /meta/permission-catalog?scope_type= */
export async function getPermissionCatalog(
  query: ScopeQueryInput = {},
): Promise<PermissionCatalog> {
  const path = '/meta/permission-catalog';
  const resolved = parsePayload(permissionCatalogQuerySchema, query, 'GET', path);
  return apiClient().request(path, permissionCatalogSchema, { query: resolved });
}

/** POST /meta/validate-permissions: valid, invalid_permissions, missing_required, suggestions. */
export async function validatePermissions(
  request: z.input<typeof validatePermissionsRequestSchema>,
): Promise<ValidatePermissionsResponse> {
  const path = '/meta/validate-permissions';
  const body = parsePayload(validatePermissionsRequestSchema, request, 'POST', path);
  return apiClient().request(path, validatePermissionsResponseSchema, { method: 'POST', body });
}

/** GET /meta/role-templates?scope_type= */
export async function getRoleTemplates(query: ScopeQueryInput = {}): Promise<RoleTemplate[]> {
  const path = '/meta/role-templates';
  const resolved = parsePayload(permissionCatalogQuerySchema, query, 'GET', path);
  const answer = await apiClient().request(path, roleTemplatesResponseSchema, { query: resolved });
  return answer.templates;
}

/** POST /meta/validate-role */
export async function validateRole(
  request: z.input<typeof validateRoleRequestSchema>,
): Promise<ValidateRoleResponse> {
  const path = '/meta/validate-role';
  const body = parsePayload(validateRoleRequestSchema, request, 'POST', path);
  return apiClient().request(path, validateRoleResponseSchema, { method: 'POST', body });
}

// Hooks (the validations are checks, not reads worth caching).

export function usePermissionCatalog(query: ScopeQueryInput = {}) {
  return useApiQuery(AREA, 'permission-catalog', query, () => getPermissionCatalog(query));
}

export function useRoleTemplates(query: ScopeQueryInput = {}) {
  return useApiQuery(AREA, 'role-templates', query, () => getRoleTemplates(query));
}
