import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeBase64Url,
  decodeTokenPayload,
  decodeUtf8,
  hasValidLicenseContext,
  impersonationBannerMode,
  impersonationBannerText,
  isImpersonating,
  isLicenseOwner,
  isPlatformSuperadmin,
  parseAccessToken,
  roleDisplayName,
  showsImpersonationBanner,
} from './claims.ts';

/** UTF-8 bytes of a text, through encodeURIComponent (the only encoder in the ES library). */
function utf8(text: string): number[] {
  return encodeURIComponent(text)
    .replace(/%([0-9A-F]{2})|./g, (match, hex: string | undefined) =>
      String.fromCharCode(hex ? parseInt(hex, 16) : match.charCodeAt(0)),
    )
    .split('')
    .map((char) => char.charCodeAt(0));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k += 1) out += ALPHABET[(chunk >> (18 - 6 * k)) & 63];
  }
  return out;
}

const token = (payload: unknown) =>
  `${base64Url(utf8('{"alg":"HS256","typ":"JWT"}'))}.${base64Url(utf8(JSON.stringify(payload)))}.c2ln`;

describe('decodeBase64Url', () => {
  it('decodes with or without padding, base64url or plain base64', () => {
    expect(decodeUtf8(decodeBase64Url('aGVsbG8') as Uint8Array)).toBe('hello');
    expect(decodeUtf8(decodeBase64Url('aGVsbG8=') as Uint8Array)).toBe('hello');
    expect([...(decodeBase64Url('-_8') as Uint8Array)]).toEqual([0xfb, 0xff]);
    expect([...(decodeBase64Url('+/8=') as Uint8Array)]).toEqual([0xfb, 0xff]);
  });

  it('refuses foreign characters and impossible lengths', () => {
    expect(decodeBase64Url('a.b')).toBeNull();
    expect(decodeBase64Url('abcde')).toBeNull();
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }), (bytes) => {
        const decoded = decodeBase64Url(base64Url(bytes));
        return decoded !== null && [...decoded].join() === bytes.join();
      }),
    );
  });
});

/** Any Unicode scalar value (no lone surrogates, which UTF-8 cannot carry). */
const codePoint = fc
  .oneof(fc.integer({ min: 0, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));

describe('decodeUtf8', () => {
  it('decodes Cyrillic and astral characters', () => {
    expect(decodeUtf8(Uint8Array.from(utf8('Анна 💇‍♀️')))).toBe('Анна 💇‍♀️');
  });

  it('replaces malformed, truncated, overlong and surrogate sequences', () => {
    expect(decodeUtf8(Uint8Array.from([0xff, 0x41]))).toBe('\ufffdA');
    expect(decodeUtf8(Uint8Array.from([0x80]))).toBe('\ufffd');
    expect(decodeUtf8(Uint8Array.from([0xd0]))).toBe('\ufffd');
    expect(decodeUtf8(Uint8Array.from([0xd0, 0x41]))).toBe('\ufffdA');
    expect(decodeUtf8(Uint8Array.from([0xc0, 0x80]))).toBe('\ufffd\ufffd');
    expect(decodeUtf8(Uint8Array.from([0xe0, 0x80, 0x80]))).toBe('\ufffd\ufffd\ufffd');
    expect(decodeUtf8(Uint8Array.from([0xed, 0xa0, 0x80]))).toBe('\ufffd\ufffd\ufffd');
    expect(decodeUtf8(Uint8Array.from([0xf4, 0x90, 0x80, 0x80]))).toBe('\ufffd'.repeat(4));
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: codePoint }), (text) => {
        return decodeUtf8(Uint8Array.from(utf8(text))) === text;
      }),
    );
  });
});

describe('parseAccessToken', () => {
  it('reads every claim the client uses', () => {
    expect(
      parseAccessToken(
        token({
          sub: 'u1',
          exp: 1_763_730_000,
          scope_type: 'studio',
          scope_ref: 's1',
          perms_hash: 'abc',
          perms_version: 3,
          imp_session: 'imp1',
          imp_mode: 'safe',
          imp_target: 'anna@example.com',
          lic: 'L1',
          license_id: 'L2',
          plat: 'platform_superadmin_safe',
          brole: 'r1',
          safe: true,
        }),
      ),
    ).toEqual({
      userId: 'u1',
      licenseId: 'L1',
      scopeType: 'studio',
      scopeRef: 's1',
      permsHash: 'abc',
      permsVersion: 3,
      platformRole: 'platform_superadmin_safe',
      businessRoleId: 'r1',
      safe: true,
      impersonation: { sessionId: 'imp1', mode: 'safe', target: 'anna@example.com' },
      expiresAt: 1_763_730_000,
    });
  });

  it("applies the spec's defaults", () => {
    expect(parseAccessToken(token({ sub: 'u1', license_id: 'L2' }))).toEqual({
      userId: 'u1',
      licenseId: 'L2',
      scopeType: 'license',
      scopeRef: null,
      permsHash: null,
      permsVersion: 1,
      platformRole: null,
      businessRoleId: null,
      safe: false,
      impersonation: null,
      expiresAt: null,
    });
  });

  it('reads names written in Cyrillic', () => {
    expect(
      parseAccessToken(token({ imp_session: 'x', imp_target: 'Анна' }))?.impersonation,
    ).toEqual({ sessionId: 'x', mode: null, target: 'Анна' });
  });

  it('gives null for anything that is not a readable token', () => {
    expect(parseAccessToken(null)).toBeNull();
    expect(parseAccessToken('')).toBeNull();
    expect(parseAccessToken('just-one-part')).toBeNull();
    expect(parseAccessToken('a.b*c.d')).toBeNull();
    expect(parseAccessToken(`x.${base64Url(utf8('not json'))}.y`)).toBeNull();
    expect(parseAccessToken(token(['an', 'array']))).toBeNull();
    expect(parseAccessToken(token({ safe: 'maybe' }))).toBeNull();
    expect(decodeTokenPayload(`x.${base64Url(utf8('{"a":1}'))}`)).toEqual({ a: 1 });
  });
});

describe('platform roles', () => {
  it('recognizes superadmins by prefix and the license owner by name', () => {
    expect(isPlatformSuperadmin('platform_superadmin')).toBe(true);
    expect(isPlatformSuperadmin('platform_superadmin_safe')).toBe(true);
    expect(isPlatformSuperadmin('license_owner')).toBe(false);
    expect(isPlatformSuperadmin(null)).toBe(false);
    expect(isLicenseOwner('license_owner')).toBe(true);
    expect(isLicenseOwner('platform_superadmin')).toBe(false);
  });

  it("shows roles without the 'platform_' prefix", () => {
    expect(roleDisplayName('platform_superadmin_safe')).toBe('superadmin_safe');
    expect(roleDisplayName('license_owner')).toBe('license_owner');
  });
});

describe('impersonation', () => {
  const superadmin = {
    platformRole: 'platform_superadmin',
    impersonation: { sessionId: 'imp1', mode: 'god' as const, target: 'anna@example.com' },
  };

  it('is active with an impersonation session', () => {
    expect(isImpersonating(superadmin)).toBe(true);
    expect(isImpersonating({ impersonation: null })).toBe(false);
    expect(isImpersonating(null)).toBe(false);
  });

  it('reads SAFE from a role ending in safe, otherwise GOD', () => {
    expect(impersonationBannerMode('platform_superadmin_safe')).toBe('SAFE');
    expect(impersonationBannerMode('platform_superadmin')).toBe('GOD');
    expect(impersonationBannerMode(null)).toBe('GOD');
  });

  it('writes the banner with an en dash', () => {
    expect(impersonationBannerText('anna@example.com', 'platform_superadmin_safe')).toBe(
      'IMPERSONATING anna@example.com (SAFE) \u2013 ACTIONS LOGGED',
    );
    expect(impersonationBannerText('anna@example.com', 'platform_superadmin')).toBe(
      'IMPERSONATING anna@example.com (GOD) – ACTIONS LOGGED',
    );
  });

  it('shows the banner to an impersonating platform superadmin only', () => {
    expect(showsImpersonationBanner(superadmin)).toBe(true);
    expect(showsImpersonationBanner({ ...superadmin, platformRole: 'license_owner' })).toBe(false);
    expect(showsImpersonationBanner({ ...superadmin, impersonation: null })).toBe(false);
    expect(showsImpersonationBanner(undefined)).toBe(false);
  });
});

describe('hasValidLicenseContext', () => {
  it("is a license, the user's or the token's", () => {
    expect(hasValidLicenseContext({ userLicenseId: 'L1' })).toBe(true);
    expect(hasValidLicenseContext({ token: { licenseId: 'L1', impersonation: null } })).toBe(true);
  });

  it('is an active impersonation without a license', () => {
    expect(
      hasValidLicenseContext({
        token: { licenseId: null, impersonation: { sessionId: 'i', mode: 'safe', target: null } },
      }),
    ).toBe(true);
  });

  it('is missing for a superadmin without a license who is not impersonating', () => {
    expect(
      hasValidLicenseContext({
        userLicenseId: null,
        token: { licenseId: null, impersonation: null },
      }),
    ).toBe(false);
    expect(hasValidLicenseContext({})).toBe(false);
  });
});
