// Access tokens: HS256 JWTs carrying exactly the claims the client reads (part 1 §3), verified strictly.
import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import {
  claimsSchema,
  DEFAULT_EXPIRES_IN,
  type TokenContext,
} from '@beautydesk/domain/schemas/auth';
import { isPlatformSuperadmin, toTokenContext } from '@beautydesk/domain/rules/claims';
import { PERMISSIONS_VERSION } from './permissions.ts';

/** Lifetime of an access token; the answer's expires_in (part 1 §9: default session expiry 3600 s). */
export const ACCESS_TOKEN_TTL_SECONDS = DEFAULT_EXPIRES_IN;
/** RFC 9068 token type in the JWT header: tells our access tokens from any other JWT. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const TOKEN_ISSUER = 'beautydesk';
export const TOKEN_AUDIENCE = 'beautydesk-api';
const ALGORITHM = 'HS256';

export interface Impersonation {
  sessionId: string;
  mode: 'safe' | 'god';
  /** The impersonated account's id. */
  target: string;
}

export interface TokenSubject {
  userId: string;
  /** The refresh-token family this access token belongs to (its sign-in session). */
  sessionId: string;
  licenseId: string | null;
  platformRole: string | null;
  businessRoleId: string | null;
  permsHash: string;
  impersonation?: Impersonation | null;
}

/** What a verified access token says, in the words the rest of the server uses. */
export interface AuthContext extends TokenContext {
  userId: string;
  sessionId: string;
}

/** Safe mode: an impersonation in safe mode, or a platform role whose name ends in "safe" (part 1 §4). */
export function isSafeMode(
  platformRole: string | null,
  impersonation?: Impersonation | null,
): boolean {
  if (impersonation) return impersonation.mode === 'safe';
  return isPlatformSuperadmin(platformRole) && (platformRole?.endsWith('safe') ?? false);
}

const verifiedClaimsSchema = claimsSchema.extend({
  sub: z.string().min(1),
  sid: z.string().min(1),
  exp: z.number(),
});

/** Verified tokens kept per process: enough for every session active at once; a full cache starts over. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  readonly #key: Uint8Array;
  readonly #now: () => number;
  /** HMAC key imported once (jose would import the raw bytes again on every call). */
  #cryptoKey: Promise<webcrypto.CryptoKey> | undefined;
  /** Token text → its verified context and expiry (s): a token is a fixed string, so verifying it once is enough until it expires. */
  readonly #verified = new Map<string, { auth: AuthContext; exp: number }>();

  /** `now` is the clock in milliseconds (tests move it; the real one by default). */
  constructor(key: Uint8Array, now: () => number = Date.now) {
    this.#key = key;
    this.#now = now;
  }

  #hmacKey(): Promise<webcrypto.CryptoKey> {
    this.#cryptoKey ??= webcrypto.subtle.importKey(
      'raw',
      this.#key as Uint8Array<ArrayBuffer>,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.#cryptoKey;
  }

  async issueAccessToken(
    subject: TokenSubject,
    now = Math.floor(this.#now() / 1000),
  ): Promise<string> {
    const claims: Record<string, unknown> = {
      sid: subject.sessionId,
      scope_type: 'license',
      scope_ref: subject.licenseId,
      perms_hash: subject.permsHash,
      perms_version: PERMISSIONS_VERSION,
      lic: subject.licenseId,
      license_id: subject.licenseId,
      plat: subject.platformRole,
      brole: subject.businessRoleId,
      safe: isSafeMode(subject.platformRole, subject.impersonation),
    };
    if (subject.impersonation) {
      claims.imp_session = subject.impersonation.sessionId;
      claims.imp_mode = subject.impersonation.mode;
      claims.imp_target = subject.impersonation.target;
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
      .setSubject(subject.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await this.#hmacKey());
  }

  /**
   * The token's context, or null for anything that is not one of our unexpired access tokens:
   * the algorithm is pinned (no `none`, no other HMAC, no public-key confusion), and the header
   * type, issuer, audience, expiry and the claims' shape are all checked. A token verified before
   * is answered from memory, its expiry checked again each time (as jose does: expired at exp).
   */
  async verifyAccessToken(token: string): Promise<AuthContext | null> {
    const nowSeconds = Math.floor(this.#now() / 1000);
    const known = this.#verified.get(token);
    if (known) {
      if (nowSeconds < known.exp) return known.auth;
      this.#verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.#hmacKey(), {
        algorithms: [ALGORITHM],
        typ: ACCESS_TOKEN_TYPE,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        currentDate: new Date(nowSeconds * 1000),
      });
      const claims = verifiedClaimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const auth: AuthContext = {
        ...toTokenContext(claims.data),
        userId: claims.data.sub,
        sessionId: claims.data.sid,
      };
      if (this.#verified.size >= VERIFIED_CACHE_SIZE) this.#verified.clear();
      this.#verified.set(token, { auth, exp: claims.data.exp });
      return auth;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
