// Team members (business users): wire shape, list query and answer, invite and edit payloads, master assignment (spec part 2 §3, §4, §7).
import { z } from 'zod';
import {
  idSchema,
  integerSchema,
  isoDateOrDateTimeSchema,
  isoDateTimeSchema,
  listOf,
  clearableTextSchema,
  optionalTextSchema,
  orDefault,
  orNull,
  requiredTextSchema,
} from './common.ts';
import { DEFAULT_SCOPE_TYPE, scopeTypeSchema } from './permissions.ts';

export const DEFAULT_TEAM_PAGE_SIZE = 10;

/** Invite state of a user; the spec names pending and accepted, other values pass through. */
export const INVITE_STATUSES = ['pending', 'accepted'] as const;

export const userBusinessRoleSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: orNull(z.string()),
  is_system_role: orDefault(z.boolean(), false),
  scope_type: orDefault(scopeTypeSchema, DEFAULT_SCOPE_TYPE),
  scope_ref: orNull(z.string()),
});
export type UserBusinessRoleWire = z.infer<typeof userBusinessRoleSchema>;

export const businessUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  /** Some answers say full_name, others name. */
  full_name: orNull(z.string()),
  name: orNull(z.string()),
  is_active: orDefault(z.boolean(), true),
  business_role: orNull(userBusinessRoleSchema),
  master_id: orNull(idSchema),
  invite_status: orNull(z.string()),
  invite_expires_at: orNull(isoDateOrDateTimeSchema),
  invite_token: orNull(z.string()),
  invitation_id: orNull(idSchema),
  created_at: orNull(isoDateTimeSchema),
  last_login_at: orNull(isoDateTimeSchema),
  /** Given when accepting the invitation (part 2 §3 "Acceptance"); editable afterwards. */
  phone: orNull(z.string()),
  position: orNull(z.string()),
});
export type BusinessUserWire = z.infer<typeof businessUserSchema>;

export const businessUserListSchema = z.object({
  users: z.array(businessUserSchema),
  total: integerSchema,
});
export type BusinessUserListWire = z.infer<typeof businessUserListSchema>;

export const businessUserListQuerySchema = z.object({
  page: integerSchema.pipe(z.number().int().min(1)).default(1),
  size: integerSchema.pipe(z.number().int().min(1)).default(DEFAULT_TEAM_PAGE_SIZE),
  search: z.string().trim().min(1).optional(),
  role_filter: z.string().min(1).optional(),
  /** active, pending, expired, inactive. */
  status_filter: z.string().min(1).optional(),
  roleId: idSchema.optional(),
});
export type BusinessUserListQuery = z.infer<typeof businessUserListQuerySchema>;

/** POST /users/business-users/: invite someone by e-mail with a role. */
export const invitePayloadSchema = z.object({
  email: z.email(),
  business_role_id: idSchema,
  personal_message: optionalTextSchema,
});
export type InvitePayload = z.infer<typeof invitePayloadSchema>;

/** The invite answer carries the new invitation's token (the rest is our choice). */
export const inviteResponseSchema = z.object({
  invitation_token: z.string().min(1),
  invitation_id: orNull(idSchema),
  expires_at: orNull(isoDateOrDateTimeSchema),
  message: orNull(z.string()),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** PUT /users/business-users/{id}: any subset (phone and position as given when accepting). */
export const businessUserUpdatePayloadSchema = z.object({
  full_name: requiredTextSchema.optional(),
  business_role_id: idSchema.optional(),
  is_active: z.boolean().optional(),
  /** null (or an empty text) clears them. */
  phone: clearableTextSchema,
  position: clearableTextSchema,
});
export type BusinessUserUpdatePayload = z.infer<typeof businessUserUpdatePayloadSchema>;

export const changeRolePayloadSchema = z.object({ business_role_id: idSchema });
export type ChangeRolePayload = z.infer<typeof changeRolePayloadSchema>;

export const toggleActivePayloadSchema = z.object({ is_active: z.boolean() });
export type ToggleActivePayload = z.infer<typeof toggleActivePayloadSchema>;

/** DELETE /users/business-users/{id} body. */
export const deleteUserPayloadSchema = z.object({ reason: optionalTextSchema });
export type DeleteUserPayload = z.infer<typeof deleteUserPayloadSchema>;

/** PUT /users/business-users/{id}/assign-master; null unassigns. */
export const assignMasterPayloadSchema = z.object({ master_id: idSchema.nullable() });
export type AssignMasterPayload = z.infer<typeof assignMasterPayloadSchema>;

/** GET /users/business-users/available-masters (shape not in the spec). */
export const availableMasterSchema = z.object({
  id: idSchema,
  name: z.string(),
  studio_id: orNull(idSchema),
});
export type AvailableMaster = z.infer<typeof availableMasterSchema>;

export const availableMastersSchema = listOf(availableMasterSchema, 'masters');

export interface BusinessUser {
  id: string;
  email: string;
  /** full_name, else name, else null. */
  fullName: string | null;
  isActive: boolean;
  businessRole: {
    id: string;
    name: string;
    description: string | null;
    isSystemRole: boolean;
    scopeType: string;
    scopeRef: string | null;
  } | null;
  masterId: string | null;
  inviteStatus: string | null;
  inviteExpiresAt: string | null;
  inviteToken: string | null;
  invitationId: string | null;
  createdAt: string | null;
  lastLoginAt: string | null;
  phone: string | null;
  position: string | null;
}

export function toBusinessUser(wire: BusinessUserWire): BusinessUser {
  const role = wire.business_role;
  return {
    id: wire.id,
    email: wire.email,
    fullName: wire.full_name ?? wire.name,
    isActive: wire.is_active,
    businessRole: role
      ? {
          id: role.id,
          name: role.name,
          description: role.description,
          isSystemRole: role.is_system_role,
          scopeType: role.scope_type,
          scopeRef: role.scope_ref,
        }
      : null,
    masterId: wire.master_id,
    inviteStatus: wire.invite_status,
    inviteExpiresAt: wire.invite_expires_at,
    inviteToken: wire.invite_token,
    invitationId: wire.invitation_id,
    createdAt: wire.created_at,
    lastLoginAt: wire.last_login_at,
    phone: wire.phone,
    position: wire.position,
  };
}
