// The entry's zod/mini claims answer exactly what claimsSchema answers: the same claims where zod
// accepts (compared as JSON, where undefined keys vanish), null where it fails; and the same for
// /version against versionInfoSchema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimsOf, readVersionInfo } from './entry-schemas.ts';
import { claimsSchema } from './auth.ts';
import { versionInfoSchema } from './version.ts';

function zodAnswer(payload: unknown) {
  const parsed = claimsSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** As JSON: keys holding undefined are gone. */
const json = (value: unknown) => (value === null ? null : JSON.parse(JSON.stringify(value)));

const impersonating = {
  sub: 'u-9',
  exp: 1700000000,
  iat: 1699990000,
  scope_type: 'license',
  scope_ref: 'lic-2',
  perms_hash: 'abc',
  perms_version: 3,
  imp_session: 'imp-1',
  imp_mode: 'safe',
  imp_target: 'u-2',
  lic: 'lic-2',
  license_id: 'lic-2',
  plat: 'platform_superadmin_safe',
  brole: 'role-1',
  safe: true,
};

const fixtures: Record<string, unknown> = {
  'a bare token': {},
  'an impersonating token': impersonating,
  'god mode': { ...impersonating, imp_mode: 'god', safe: false },
  'every claim null': Object.fromEntries(Object.keys(impersonating).map((key) => [key, null])),
  'JWT fields and unknown ones': { sub: 'u-1', exp: 1, iat: 0, jti: 'x', aud: ['a'] },
  'perms_version as a numeral': { perms_version: ' 7 ' },
  'perms_version fractional': { perms_version: 1.5 },
  'perms_version as an empty string': { perms_version: '' },
  'perms_version beyond safe integers': { perms_version: 2 ** 53 },
  'exp as a string': { exp: '1700000000' },
  'exp fractional': { exp: 1700000000.5 },
  'unknown impersonation mode': { imp_mode: 'root' },
  'safe as a string': { safe: 'yes' },
  'scope_type a number': { scope_type: 1 },
  'scope_type empty': { scope_type: '' },
  'license a number': { lic: 5 },
  'a list': [impersonating],
  'a string': 'token',
  'a number': 42,
  null: null,
  nothing: undefined,
};

describe('the entry’s claims (zod/mini) against claimsSchema', () => {
  it.each(Object.entries(fixtures))('%s', (_, payload) => {
    expect(json(claimsOf(payload))).toEqual(json(zodAnswer(payload)));
  });

  it('the fixtures cover both answers', () => {
    const outcomes = new Set(Object.values(fixtures).map((payload) => claimsOf(payload) === null));
    expect(outcomes).toEqual(new Set([true, false]));
  });

  it('agrees with zod on any mix of claim values', () => {
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.boolean(),
      fc.double(),
      fc.integer(),
      fc.string(),
      fc.constantFrom('safe', 'god', '12', ' 3 ', '1e3', '-0', 'license'),
    );
    const payload = fc.dictionary(fc.constantFrom(...Object.keys(impersonating), 'jti'), value);
    fc.assert(
      fc.property(payload, (claims) => {
        expect(json(claimsOf(claims))).toEqual(json(zodAnswer(claims)));
      }),
    );
  });
});

const versions: Record<string, unknown> = {
  ok: { app_version: '1.4.0', environment: 'production' },
  'extra fields dropped': { app_version: '1.4.0', environment: 'stage', build: 7 },
  'no environment': { app_version: '1.4.0' },
  'version a number': { app_version: 1.4, environment: 'stage' },
  'environment null': { app_version: '1.4.0', environment: null },
  'a list': [{ app_version: '1.4.0', environment: 'stage' }],
  'a string': 'ok',
  null: null,
};

describe('the entry’s /version (zod/mini) against versionInfoSchema', () => {
  it.each(Object.entries(versions))('%s', (_, body) => {
    const parsed = versionInfoSchema.safeParse(body);
    const mini = (() => {
      try {
        return readVersionInfo(body);
      } catch {
        return null;
      }
    })();
    expect(mini).toEqual(parsed.success ? parsed.data : null);
  });
});
