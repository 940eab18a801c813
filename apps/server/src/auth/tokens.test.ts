import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { parseAccessToken } from '@beautydesk/domain/rules/claims';
import { decodeTokenPayload } from '@beautydesk/domain/rules/claims';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from './tokens.ts';

const key = new TextEncoder().encode('k'.repeat(48));
const service = new TokenService(key);
const subject = {
  userId: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  licenseId: '33333333-3333-4333-8333-333333333333',
  platformRole: 'license_owner',
  businessRoleId: null,
  permsHash: 'abc',
};

/** A token signed with `signingKey`, with our claims unless overridden. */
async function forge(
  overrides: {
    alg?: string;
    typ?: string;
    exp?: number;
    aud?: string;
    key?: Uint8Array;
    claims?: object;
  } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: subject.sessionId, ...overrides.claims })
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256', typ: overrides.typ ?? 'at+jwt' })
    .setSubject(subject.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(overrides.aud ?? TOKEN_AUDIENCE)
    .setIssuedAt(now - 10)
    .setExpirationTime(overrides.exp ?? now + 60)
    .sign(overrides.key ?? key);
}

describe('access tokens', () => {
  it('carry exactly the claims the client reads, and expire after 3600 s', async () => {
    const token = await service.issueAccessToken(subject, 1_000);
    expect(decodeTokenPayload(token)).toEqual({
      sub: subject.userId,
      sid: subject.sessionId,
      scope_type: 'license',
      scope_ref: subject.licenseId,
      perms_hash: 'abc',
      perms_version: 1,
      lic: subject.licenseId,
      license_id: subject.licenseId,
      plat: 'license_owner',
      brole: null,
      safe: false,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat: 1_000,
      exp: 1_000 + ACCESS_TOKEN_TTL_SECONDS,
    });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(3600);
    const header = JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' });
  });

  it('carry the impersonation claims, and safe mode, when impersonating', async () => {
    const token = await service.issueAccessToken({
      ...subject,
      platformRole: 'platform_superadmin',
      impersonation: { sessionId: 'imp-1', mode: 'safe', target: 'acc-9' },
    });
    expect(parseAccessToken(token)).toMatchObject({
      impersonation: { sessionId: 'imp-1', mode: 'safe', target: 'acc-9' },
      safe: true,
      platformRole: 'platform_superadmin',
    });
    const safeRole = await service.issueAccessToken({
      ...subject,
      platformRole: 'platform_superadmin_safe',
    });
    expect(parseAccessToken(safeRole)?.safe).toBe(true);
  });

  it('verify into the request context the client would read too', async () => {
    const token = await service.issueAccessToken(subject);
    const context = await service.verifyAccessToken(token);
    expect(context).toMatchObject({
      userId: subject.userId,
      sessionId: subject.sessionId,
      licenseId: subject.licenseId,
      platformRole: 'license_owner',
      impersonation: null,
    });
    expect(context).toMatchObject(parseAccessToken(token) as object);
  });

  it.each([
    ['expired', () => forge({ exp: Math.floor(Date.now() / 1000) - 1 })],
    ['signed with another key', () => forge({ key: new TextEncoder().encode('x'.repeat(48)) })],
    ['signed with HS512 and our key', () => forge({ alg: 'HS512' })],
    ['of another type (plain JWT)', () => forge({ typ: 'JWT' })],
    ['for another audience', () => forge({ aud: 'someone-else' })],
    ['without a session id', () => forge({ claims: { sid: undefined } })],
    ['with claims of the wrong shape', () => forge({ claims: { imp_mode: 'root' } })],
    [
      'unsigned (alg none)',
      async () =>
        new UnsecuredJWT({ sid: subject.sessionId })
          .setSubject(subject.userId)
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setExpirationTime('1h')
          .encode(),
    ],
    ['an opaque refresh token', async () => 'tAaJ4aB6Q7O0k41S1uFnq_uCieakReAeLUn1KAe7UB4'],
    ['garbage', async () => 'a.b.c'],
  ])('are refused when %s', async (_label, make) => {
    expect(await service.verifyAccessToken(await make())).toBeNull();
  });

  it('accept a well-formed token of ours (the forging helper is honest)', async () => {
    expect(await service.verifyAccessToken(await forge())).not.toBeNull();
  });
});

describe('the verified-token memory', () => {
  it('answers a token verified before only until it expires', async () => {
    let nowMs = Date.UTC(2026, 0, 1, 12);
    const clocked = new TokenService(key, () => nowMs);
    const token = await clocked.issueAccessToken(subject);
    expect((await clocked.verifyAccessToken(token))?.userId).toBe(subject.userId);
    // Kept now: the same answer again, a second before the expiry.
    nowMs += (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000;
    expect((await clocked.verifyAccessToken(token))?.userId).toBe(subject.userId);
    // At exp the memory refuses it, as the first verification would have.
    nowMs += 1000;
    expect(await clocked.verifyAccessToken(token)).toBeNull();
    expect(await clocked.verifyAccessToken(token)).toBeNull();
  });

  it('never keeps a refused token: a tampered copy of a kept one is refused', async () => {
    const token = await service.issueAccessToken(subject);
    expect(await service.verifyAccessToken(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await service.verifyAccessToken(tampered)).toBeNull();
    expect(await service.verifyAccessToken(token)).not.toBeNull();
  });
});
