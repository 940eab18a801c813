// The two answers the staff app's entry reads on every page, /login included: the access token's
// claims (part 1 §3) and GET /version (part 1 §7), in zod/mini. The entry paints and hydrates
// without zod's classic API (issue 18: ~22 kB brotli of the entry); zod/mini parses the same way
// with a fraction of the code. Each schema answers what its classic twin answers (claimsSchema in
// auth.ts, versionInfoSchema in version.ts); the test beside this file runs both on the same input.
import * as z from 'zod/mini';
import type { Claims } from './auth.ts';
import type { VersionInfo } from './version.ts';
import { DEFAULT_SCOPE_TYPE } from './values.ts';

const NUMERAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** common.ts's integerSchema: a whole number, also as a numeral string (' 7 '). */
const integer = z.pipe(
  z.union([
    z.number(),
    z.pipe(
      z.string().check(z.trim(), z.regex(NUMERAL)),
      z.transform((text: string) => Number(text)),
    ),
  ]),
  z.int(),
);

/**
 * common.ts's orDefault: missing or null is `fallback`, anything else must pass the schema (the
 * cast only names what the schema then checks).
 */
const orFallback = <T>(fallback: T) => z.transform((value: unknown) => (value ?? fallback) as T);

const text = z.nullish(z.string());

const claimsMiniSchema = z.object({
  scope_type: z.pipe(orFallback<string>(DEFAULT_SCOPE_TYPE), z.string()),
  scope_ref: text,
  perms_hash: text,
  perms_version: z.pipe(orFallback<number | string>(1), integer),
  imp_session: text,
  imp_mode: z.nullish(z.enum(['safe', 'god'])),
  imp_target: text,
  lic: text,
  license_id: text,
  plat: text,
  brole: text,
  safe: z.nullish(z.boolean()),
  sub: text,
  exp: z.nullish(z.number()),
  iat: z.nullish(z.number()),
});

const versionInfoMiniSchema = z.object({ app_version: z.string(), environment: z.string() });

/** The decoded token payload's claims, or null when it is no claims object. */
export function claimsOf(payload: unknown): Claims | null {
  const parsed = claimsMiniSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** GET /version's answer; throws when it is not one. */
export function readVersionInfo(body: unknown): VersionInfo {
  return versionInfoMiniSchema.parse(body);
}
