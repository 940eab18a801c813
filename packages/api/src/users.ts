// The team: business users list, invite, edit, role change, activation, delete, master assignment (spec part 2 §7 "Users and invitations").
import {
  assignMasterPayloadSchema,
  availableMastersSchema,
  businessUserListQuerySchema,
  businessUserListSchema,
  businessUserSchema,
  businessUserUpdatePayloadSchema,
  deleteUserPayloadSchema,
  invitePayloadSchema,
  inviteResponseSchema,
  toBusinessUser,
  type AvailableMaster,
  type BusinessUser,
  type BusinessUserListQuery,
  type InviteResponse,
} from '@beautydesk/domain/schemas/users';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'users' satisfies ApiArea;
/** The users table shows invitation state and the invitations tab lists them: both move together. */
const WRITES: readonly ApiArea[] = [AREA, 'invitations'];

type UserListQueryInput = z.input<typeof businessUserListQuerySchema>;

const USERS_PATH = '/users/business-users/';

function userPath(userId: string, rest = ''): string {
  return `/users/business-users/${pathSegment(userId)}${rest}`;
}

export interface BusinessUserList {
  users: BusinessUser[];
  total: number;
}

/** page 1 and size 10 (the team's page size) unless given. */
export function businessUserListQuery(query: UserListQueryInput = {}): BusinessUserListQuery {
  return parsePayload(businessUserListQuerySchema, query, 'GET', USERS_PATH);
}

/** GET /users/business-users/ (page, size, search, role_filter, status_filter, roleId) */
export async function listBusinessUsers(query: UserListQueryInput = {}): Promise<BusinessUserList> {
  const answer = await apiClient().request(USERS_PATH, businessUserListSchema, {
    query: businessUserListQuery(query),
  });
  return { users: answer.users.map(toBusinessUser), total: answer.total };
}

/** POST /users/business-users/: invite by e-mail with a role; answers the invitation token. */
export async function inviteUser(
  payload: z.input<typeof invitePayloadSchema>,
): Promise<InviteResponse> {
  const body = parsePayload(invitePayloadSchema, payload, 'POST', USERS_PATH);
  return apiClient().request(USERS_PATH, inviteResponseSchema, { method: 'POST', body });
}

/** GET /users/business-users/{id} */
export async function getBusinessUser(userId: string): Promise<BusinessUser> {
  return toBusinessUser(await apiClient().request(userPath(userId), businessUserSchema));
}

/** PUT /users/business-users/{id}: any subset. */
export async function updateBusinessUser(
  userId: string,
  payload: z.input<typeof businessUserUpdatePayloadSchema>,
): Promise<BusinessUser> {
  const path = userPath(userId);
  const body = parsePayload(businessUserUpdatePayloadSchema, payload, 'PUT', path);
  return toBusinessUser(
    await apiClient().request(path, businessUserSchema, { method: 'PUT', body }),
  );
}

/** Change role: PUT {business_role_id}. */
export async function changeUserRole(
  userId: string,
  businessRoleId: string,
): Promise<BusinessUser> {
  return updateBusinessUser(userId, { business_role_id: businessRoleId });
}

/** Toggle active: PUT {is_active}. */
export async function setUserActive(userId: string, isActive: boolean): Promise<BusinessUser> {
  return updateBusinessUser(userId, { is_active: isActive });
}

/** DELETE /users/business-users/{id} with the reason in the body. */
export async function deleteBusinessUser(
  userId: string,
  payload: z.input<typeof deleteUserPayloadSchema> = {},
): Promise<void> {
  const path = userPath(userId);
  const body = parsePayload(deleteUserPayloadSchema, payload, 'DELETE', path);
  return apiClient().requestVoid(path, { method: 'DELETE', body });
}

/** POST /users/business-users/{id}/activate */
export async function activateBusinessUser(userId: string): Promise<BusinessUser> {
  return toBusinessUser(
    await apiClient().request(userPath(userId, '/activate'), businessUserSchema, {
      method: 'POST',
    }),
  );
}

/** PUT /users/business-users/{id}/assign-master (the UI says this is not implemented yet). */
export async function assignMaster(userId: string, masterId: string | null): Promise<BusinessUser> {
  const path = userPath(userId, '/assign-master');
  const body = parsePayload(assignMasterPayloadSchema, { master_id: masterId }, 'PUT', path);
  return toBusinessUser(
    await apiClient().request(path, businessUserSchema, { method: 'PUT', body }),
  );
}

/** GET /users/business-users/available-masters */
export async function listAvailableMasters(): Promise<AvailableMaster[]> {
  return apiClient().request('/users/business-users/available-masters', availableMastersSchema);
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useBusinessUsers(query: UserListQueryInput = {}) {
  const resolved = businessUserListQuery(query);
  return useApiQuery(AREA, 'list', resolved, () => listBusinessUsers(resolved));
}

export function useBusinessUser(userId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', userId ? { userId } : null, () =>
    getBusinessUser(userId as string),
  );
}

export function useAvailableMasters() {
  return useApiQuery(AREA, 'available-masters', {}, listAvailableMasters);
}

/** Team writes; they revalidate the users and the invitations. */
export function useBusinessUserActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      invite: (payload: z.input<typeof invitePayloadSchema>) =>
        run(WRITES, () => inviteUser(payload)),
      update: (userId: string, payload: z.input<typeof businessUserUpdatePayloadSchema>) =>
        run(WRITES, () => updateBusinessUser(userId, payload)),
      changeRole: (userId: string, businessRoleId: string) =>
        run(WRITES, () => changeUserRole(userId, businessRoleId)),
      setActive: (userId: string, isActive: boolean) =>
        run(WRITES, () => setUserActive(userId, isActive)),
      activate: (userId: string) => run(WRITES, () => activateBusinessUser(userId)),
      remove: (userId: string, payload?: z.input<typeof deleteUserPayloadSchema>) =>
        run(WRITES, () => deleteBusinessUser(userId, payload)),
      assignMaster: (userId: string, masterId: string | null) =>
        run(WRITES, () => assignMaster(userId, masterId)),
    }),
    [run],
  );
}
