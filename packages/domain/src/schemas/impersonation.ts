// Platform-admin impersonation: sessions, platform accounts, start and end calls (spec part 1 §2, §3, §4, §7).
import { z } from 'zod';
import { IMPERSONATION_REASON } from '../messages/impersonation.ts';
import { idSchema, integerSchema, isoDateTimeSchema, listOf, orNull } from './common.ts';

export const IMPERSONATION_MODES = ['safe', 'god'] as const;
export const impersonationModeSchema = z.enum(IMPERSONATION_MODES);
export type ImpersonationMode = z.infer<typeof impersonationModeSchema>;

export const impersonationSessionSchema = z.object({
  id: idSchema,
  target_account_id: idSchema,
  mode: impersonationModeSchema,
  started_at: isoDateTimeSchema,
  ended_at: orNull(isoDateTimeSchema),
});
export type ImpersonationSessionWire = z.infer<typeof impersonationSessionSchema>;

/** GET /admin/impersonation/sessions: a bare array, or wrapped as { sessions }. */
export const impersonationSessionsSchema = listOf(impersonationSessionSchema, 'sessions');

export const impersonationStartPayloadSchema = z.object({
  mode: impersonationModeSchema,
  /** The UI always sends the fixed IMPERSONATION_REASON (spec part 1 §5). */
  reason: z.string().trim().min(1).default(IMPERSONATION_REASON),
});
export type ImpersonationStartPayload = z.infer<typeof impersonationStartPayloadSchema>;

/** Start and end both answer with a token that replaces the stored one. */
export const impersonationTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: integerSchema.optional(),
  token_type: z.string().optional(),
});
export type ImpersonationTokenResponse = z.infer<typeof impersonationTokenResponseSchema>;

export const platformAccountSchema = z.object({
  id: idSchema,
  email: z.string(),
  /** platform_superadmin, platform_superadmin_safe, license_owner… */
  platform_role: z.string(),
});
export type PlatformAccountWire = z.infer<typeof platformAccountSchema>;

/** GET /admin/platform-accounts: a bare array, or wrapped as { accounts }. */
export const platformAccountsSchema = listOf(platformAccountSchema, 'accounts');

export interface ImpersonationSession {
  id: string;
  targetAccountId: string;
  mode: ImpersonationMode;
  startedAt: string;
  endedAt: string | null;
}

export function toImpersonationSession(wire: ImpersonationSessionWire): ImpersonationSession {
  return {
    id: wire.id,
    targetAccountId: wire.target_account_id,
    mode: wire.mode,
    startedAt: wire.started_at,
    endedAt: wire.ended_at,
  };
}

export interface PlatformAccount {
  id: string;
  email: string;
  platformRole: string;
}

export function toPlatformAccount(wire: PlatformAccountWire): PlatformAccount {
  return { id: wire.id, email: wire.email, platformRole: wire.platform_role };
}

/** One request made under impersonation, as GET /admin/audit lists it (newest first). */
export const auditEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  admin_user_id: z.string(),
  target_account_id: z.string(),
  target_license_id: z.string().nullable(),
  impersonation_session_id: z.string(),
  mode: z.string(),
  method: z.string(),
  path: z.string(),
  status_code: z.number().int(),
});
export type AuditEntryWire = z.infer<typeof auditEntrySchema>;

/** The audit screen's page size; the server takes 1–500. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 500;

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
