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
