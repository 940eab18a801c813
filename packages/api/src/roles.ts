// Business roles and role management: list, CRUD, audit logs and role statistics (spec part 2 §7 "Roles and meta").
import {
  businessRoleSchema,
  roleCreatePayloadSchema,
  roleStatsSchema,
  roleUpdatePayloadSchema,
  rolesListSchema,
  rolesQuerySchema,
  toBusinessRole,
  type BusinessRole,
  type RoleStats,
} from '@beautydesk/domain/schemas/roles';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'roles' satisfies ApiArea;
/** The team shows each user's role. */
const WRITES: readonly ApiArea[] = [AREA, 'users'];

type RolesQueryInput = z.input<typeof rolesQuerySchema>;

const ROLES_PATH = '/users/business-roles/';

function rolePath(roleId: string): string {
  return `/users/business-roles/${pathSegment(roleId)}`;
}

/** GET /users/business-roles/ (include_user_count, include_scope_metadata) */
export async function listRoles(query: RolesQueryInput = {}): Promise<BusinessRole[]> {
  const resolved = parsePayload(rolesQuerySchema, query, 'GET', ROLES_PATH);
  const answer = await apiClient().request(ROLES_PATH, rolesListSchema, { query: resolved });
  return answer.roles.map(toBusinessRole);
}

/** GET /users/business-roles/{id} */
export async function getRole(roleId: string): Promise<BusinessRole> {
  return toBusinessRole(await apiClient().request(rolePath(roleId), businessRoleSchema));
}

/** POST /users/business-roles/ */
export async function createRole(
  payload: z.input<typeof roleCreatePayloadSchema>,
): Promise<BusinessRole> {
  const body = parsePayload(roleCreatePayloadSchema, payload, 'POST', ROLES_PATH);
  return toBusinessRole(
    await apiClient().request(ROLES_PATH, businessRoleSchema, { method: 'POST', body }),
  );
}

/** PUT /users/business-roles/{id}: any subset, e.g. permissions only. */
export async function updateRole(
  roleId: string,
  payload: z.input<typeof roleUpdatePayloadSchema>,
): Promise<BusinessRole> {
  const path = rolePath(roleId);
  const body = parsePayload(roleUpdatePayloadSchema, payload, 'PUT', path);
  return toBusinessRole(
    await apiClient().request(path, businessRoleSchema, { method: 'PUT', body }),
  );
}

/** DELETE /users/business-roles/{id} */
export async function deleteRole(roleId: string): Promise<void> {
  return apiClient().requestVoid(rolePath(roleId), { method: 'DELETE' });
}

/** What the role-management logs record; the spec does not show their payloads. */
export type RoleManagementLogEntry = Readonly<Record<string, unknown>>;

/** POST /role-management/assignment-log */
export async function logRoleAssignment(entry: RoleManagementLogEntry): Promise<void> {
  return apiClient().requestVoid('/role-management/assignment-log', {
    method: 'POST',
    body: entry,
  });
}

/** POST /role-management/permission-log */
export async function logPermissionChange(entry: RoleManagementLogEntry): Promise<void> {
  return apiClient().requestVoid('/role-management/permission-log', {
    method: 'POST',
    body: entry,
  });
}

/** GET /role-management/roles/{id}/stats */
export async function getRoleStats(roleId: string): Promise<RoleStats> {
  return apiClient().request(
    `/role-management/roles/${pathSegment(roleId)}/stats`,
    roleStatsSchema,
  );
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useRoles(query: RolesQueryInput = {}) {
  return useApiQuery(AREA, 'list', query, () => listRoles(query));
}

export function useRole(roleId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', roleId ? { roleId } : null, () => getRole(roleId as string));
}

export function useRoleStats(roleId: string | null | undefined) {
  return useApiQuery(AREA, 'stats', roleId ? { roleId } : null, () =>
    getRoleStats(roleId as string),
  );
}

/** Role writes; they revalidate roles and the team (which shows each user's role). */
export function useRoleActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      create: (payload: z.input<typeof roleCreatePayloadSchema>) =>
        run(WRITES, () => createRole(payload)),
      update: (roleId: string, payload: z.input<typeof roleUpdatePayloadSchema>) =>
        run(WRITES, () => updateRole(roleId, payload)),
      remove: (roleId: string) => run(WRITES, () => deleteRole(roleId)),
    }),
    [run],
  );
}
