// Sign-in, registration, token refresh and the access-token claims the client reads (spec part 1 §3, §5, §7).
import { z } from 'zod';
import {
  idSchema,
  integerSchema,
  optionalTextSchema,
  orDefault,
  orNull,
  requiredTextSchema,
} from './common.ts';
import { DEFAULT_SCOPE_TYPE } from './permissions.ts';
import { PASSWORD_MIN_LENGTH } from './values.ts';

export { PASSWORD_MIN_LENGTH } from './values.ts';

/** Default session lifetime in seconds when the server does not say (spec part 1 §9). */
export const DEFAULT_EXPIRES_IN = 3600;

const expiresInSchema = orDefault(integerSchema, DEFAULT_EXPIRES_IN);

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  /** Null for a user who has no license yet (the shell then shows 'License Required'). */
  license_id: orNull(idSchema),
  full_name: orNull(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  user: userSchema,
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: expiresInSchema,
  license_id: orNull(idSchema),
});
export type Session = z.infer<typeof sessionSchema>;

export const loginPayloadSchema = z.object({
  email: requiredTextSchema,
  password: z.string().min(1),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** POST /auth/login answers "tokens and user". */
export const loginResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: expiresInSchema,
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `params.rule` of the issue raised when confirm_password differs from password. */
export const PASSWORDS_MATCH_RULE = 'passwords_match';

/**
 * Registration form payload. The mismatch issue is reported on `confirm_password` even when the
 * password is also too short, so a form can show every error at once.
 */
export const registerPayloadSchema = z
  .object({
    email: requiredTextSchema,
    password: z.string().min(PASSWORD_MIN_LENGTH),
    confirm_password: z.string(),
    full_name: optionalTextSchema,
  })
  .refine((payload) => payload.password === payload.confirm_password, {
    path: ['confirm_password'],
    params: { rule: PASSWORDS_MATCH_RULE },
    when: ({ value }) => {
      // A body of `null` reaches this check too: it must say "not an object", not throw.
      if (typeof value !== 'object' || value === null) return false;
      const candidate = value as { password?: unknown; confirm_password?: unknown };
      return (
        typeof candidate.password === 'string' && typeof candidate.confirm_password === 'string'
      );
    },
  });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const REGISTER_STATUSES = ['pending_confirmation', 'confirmed'] as const;
export type KnownRegisterStatus = (typeof REGISTER_STATUSES)[number];

export function isKnownRegisterStatus(status: string): status is KnownRegisterStatus {
  return (REGISTER_STATUSES as readonly string[]).includes(status);
}

/**
 * Registration answer. `status` is any string at the wire: an unknown one must reach the screen,
 * which shows it in 'Неожиданный статус регистрации: {status}'. Tokens and user come only when
 * the account is confirmed at once.
 */
export const registerResponseSchema = z.object({
  status: z.string(),
  message: z.string().nullish(),
  access_token: z.string().nullish(),
  refresh_token: z.string().nullish(),
  user: userSchema.nullish(),
  expires_in: expiresInSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const refreshResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: expiresInSchema,
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** Tokens in the URL fragment of the e-mail confirmation link (spec part 1 §2). */
export const confirmationFragmentSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: expiresInSchema,
  token_type: z.string().optional(),
});
export type ConfirmationFragment = z.infer<typeof confirmationFragmentSchema>;

/** The claims of our access token that the client reads (spec part 1 §3). */
export const accessTokenClaimsSchema = z.object({
  scope_type: orDefault(z.string(), DEFAULT_SCOPE_TYPE),
  scope_ref: z.string().nullish(),
  perms_hash: z.string().nullish(),
  perms_version: orDefault(integerSchema, 1),
  /** Present while a platform admin impersonates someone. */
  imp_session: z.string().nullish(),
  imp_mode: z.enum(['safe', 'god']).nullish(),
  imp_target: z.string().nullish(),
  /** The license id; older tokens call it `license_id`. */
  lic: z.string().nullish(),
  license_id: z.string().nullish(),
  /** Platform role, e.g. platform_superadmin, platform_superadmin_safe, license_owner. */
  plat: z.string().nullish(),
  /** Business role id. */
  brole: z.string().nullish(),
  safe: z.boolean().nullish(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** The claims plus the standard JWT fields, for reading a whole decoded token. */
export const claimsSchema = accessTokenClaimsSchema.extend({
  sub: z.string().nullish(),
  exp: z.number().nullish(),
  iat: z.number().nullish(),
});
export type Claims = z.infer<typeof claimsSchema>;

/** Claims in the UI's words, with `lic`/`license_id` merged and impersonation grouped. */
export interface TokenContext {
  userId: string | null;
  licenseId: string | null;
  scopeType: string;
  scopeRef: string | null;
  permsHash: string | null;
  permsVersion: number;
  platformRole: string | null;
  businessRoleId: string | null;
  safe: boolean;
  impersonation: { sessionId: string; mode: 'safe' | 'god' | null; target: string | null } | null;
  /** Expiry as seconds since the epoch (the JWT `exp`), null when absent. */
  expiresAt: number | null;
}
