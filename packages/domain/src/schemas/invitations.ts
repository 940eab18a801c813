// Invitations: the team list item, the public details behind /invite/{token}, resend, accept and decline (spec part 2 §3, §5, §7).
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth.ts';
import {
  idSchema,
  isoDateOrDateTimeSchema,
  listOf,
  optionalTextSchema,
  orNull,
  requiredTextSchema,
} from './common.ts';

/** Known invitation states; any other string passes through. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;

/** Some answers nest the role as { name, description } instead of the flat business_role_* fields. */
const nestedRoleSchema = orNull(
  z.object({
    name: z.string(),
    description: orNull(z.string()),
  }),
);

/** GET /users/invitations/ item. */
export const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  business_role_name: orNull(z.string()),
  business_role: nestedRoleSchema,
  status: z.string(),
  expires_at: isoDateOrDateTimeSchema,
  /** Who sent it (name or e-mail). */
  invited_by: orNull(z.string()),
});
export type InvitationWire = z.infer<typeof invitationSchema>;

/** The list: bare array, or { invitations }. */
export const invitationListSchema = listOf(invitationSchema, 'invitations');

/** GET /users/invitations/{token} (no auth). */
export const invitationDetailsSchema = z.object({
  email: z.string(),
  company_name: orNull(z.string()),
  invited_by_name: orNull(z.string()),
  invited_by_email: orNull(z.string()),
  business_role_name: orNull(z.string()),
  business_role_description: orNull(z.string()),
  business_role: nestedRoleSchema,
  personal_message: orNull(z.string()),
  expires_at: isoDateOrDateTimeSchema,
  status: orNull(z.string()),
});
export type InvitationDetailsWire = z.infer<typeof invitationDetailsSchema>;

/** POST /users/invitations/{id}/regenerate */
export const regenerateInvitationResponseSchema = z.object({
  new_token: z.string().min(1),
});
export type RegenerateInvitationResponse = z.infer<typeof regenerateInvitationResponseSchema>;

/** POST /users/invitations/{token}/accept?auth_user_id= — the client generates the uuid. */
export const acceptInvitationQuerySchema = z.object({
  auth_user_id: z.string().min(1),
});
export type AcceptInvitationQuery = z.infer<typeof acceptInvitationQuerySchema>;

/**
 * Acceptance: the spec's name, phone and position, and (our addition) an optional password for the
 * new account; without one the server e-mails a set-password link.
 */
export const acceptInvitationPayloadSchema = z.object({
  name: requiredTextSchema,
  phone: optionalTextSchema,
  position: optionalTextSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH).optional(),
});
export type AcceptInvitationPayload = z.infer<typeof acceptInvitationPayloadSchema>;

export const declineInvitationPayloadSchema = z.object({
  reason: optionalTextSchema,
});
export type DeclineInvitationPayload = z.infer<typeof declineInvitationPayloadSchema>;

/**
 * Accept and decline answers are not in the spec: a message, and after accepting a session for the
 * new account (the page goes on to /dashboard) and whether its password is still to be set.
 */
export const invitationActionResponseSchema = z.object({
  message: orNull(z.string()),
  access_token: z.string().min(1).optional(),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  password_required: z.boolean().optional(),
});
export type InvitationActionResponse = z.infer<typeof invitationActionResponseSchema>;

/** POST /users/invitations/{token}/password: the set-password step after accepting without one. */
export const setInvitationPasswordPayloadSchema = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH),
});
export type SetInvitationPasswordPayload = z.infer<typeof setInvitationPasswordPayloadSchema>;

export interface InvitationRole {
  name: string | null;
  description: string | null;
}

export interface Invitation {
  id: string;
  email: string;
  businessRole: InvitationRole;
  status: string;
  expiresAt: string;
  invitedBy: string | null;
}

export function toInvitation(wire: InvitationWire): Invitation {
  return {
    id: wire.id,
    email: wire.email,
    businessRole: {
      name: wire.business_role_name ?? wire.business_role?.name ?? null,
      description: wire.business_role?.description ?? null,
    },
    status: wire.status,
    expiresAt: wire.expires_at,
    invitedBy: wire.invited_by,
  };
}

export interface InvitationDetails {
  email: string;
  companyName: string | null;
  invitedByName: string | null;
  invitedByEmail: string | null;
  businessRole: InvitationRole;
  personalMessage: string | null;
  expiresAt: string;
  status: string | null;
}

export function toInvitationDetails(wire: InvitationDetailsWire): InvitationDetails {
  return {
    email: wire.email,
    companyName: wire.company_name,
    invitedByName: wire.invited_by_name,
    invitedByEmail: wire.invited_by_email,
    businessRole: {
      name: wire.business_role_name ?? wire.business_role?.name ?? null,
      description: wire.business_role_description ?? wire.business_role?.description ?? null,
    },
    personalMessage: wire.personal_message,
    expiresAt: wire.expires_at,
    status: wire.status,
  };
}
