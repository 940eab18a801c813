import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PASSWORDS_MATCH_RULE,
  accessTokenClaimsSchema,
  claimsSchema,
  confirmationFragmentSchema,
  isKnownRegisterStatus,
  loginPayloadSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerPayloadSchema,
  registerResponseSchema,
  sessionSchema,
  userSchema,
} from './auth.ts';
import { toTokenContext } from '../rules/claims.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const user = {
  id: 'u-1',
  email: 'anna@studio.by',
  license_id: 'lic-1',
  full_name: 'Анна Петрова',
};

describe('user and session', () => {
  it('parses a real user and strips unknown fields', () => {
    expect(userSchema.parse({ ...user, password_hash: 'x', role: 'admin' })).toEqual(user);
  });

  it('turns a missing license and name into null', () => {
    expect(userSchema.parse({ id: 'u-2', email: 'a@b.c' })).toEqual({
      id: 'u-2',
      email: 'a@b.c',
      license_id: null,
      full_name: null,
    });
  });

  it('defaults the session lifetime to 3600 s', () => {
    const session = sessionSchema.parse({
      user,
      access_token: 'a',
      refresh_token: 'r',
      license_id: 'lic-1',
    });
    expect(session.expires_in).toBe(3600);
    expect(
      sessionSchema.parse({ user, access_token: 'a', refresh_token: 'r', expires_in: '900' }),
    ).toMatchObject({ expires_in: 900, license_id: null });
  });

  it('reports missing tokens by field', () => {
    expect(paths(sessionSchema.safeParse({ user, access_token: '' }))).toEqual([
      'access_token',
      'refresh_token',
    ]);
  });
});

describe('login', () => {
  it('parses the payload and the answer', () => {
    expect(loginPayloadSchema.parse({ email: ' anna@studio.by ', password: 'secret' })).toEqual({
      email: 'anna@studio.by',
      password: 'secret',
    });
    const answer = loginResponseSchema.parse({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'bearer',
      user,
      extra: true,
    });
    expect(answer).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 3600,
      user,
    });
  });

  it('requires email and password', () => {
    expect(paths(loginPayloadSchema.safeParse({ email: '  ', password: '' }))).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('registerPayloadSchema', () => {
  const valid = {
    email: 'new@studio.by',
    password: 'secret1',
    confirm_password: 'secret1',
    full_name: '  ',
  };

  it('accepts a valid payload and drops an empty full_name', () => {
    expect(registerPayloadSchema.parse({ ...valid, captcha: 'x' })).toEqual({
      email: 'new@studio.by',
      password: 'secret1',
      confirm_password: 'secret1',
    });
  });

  it('reports a short password and a mismatch together', () => {
    const result = registerPayloadSchema.safeParse({
      ...valid,
      password: '123',
      confirm_password: '1234',
    });
    expect(paths(result)).toEqual(['password', 'confirm_password']);
    const mismatch = result.error?.issues.find((issue) => issue.path[0] === 'confirm_password');
    expect(mismatch?.code).toBe('custom');
    expect(mismatch && 'params' in mismatch ? mismatch.params : null).toEqual({
      rule: PASSWORDS_MATCH_RULE,
    });
  });

  it('does not run the match check when a password field is missing', () => {
    expect(paths(registerPayloadSchema.safeParse({ email: 'a@b.c', password: 'secret1' }))).toEqual(
      ['confirm_password'],
    );
  });
});

describe('registerResponseSchema', () => {
  it('parses a pending answer without tokens', () => {
    const answer = registerResponseSchema.parse({
      status: 'pending_confirmation',
      message: 'Check your mail',
      access_token: null,
      refresh_token: null,
      user: null,
    });
    expect(answer).toEqual({
      status: 'pending_confirmation',
      message: 'Check your mail',
      access_token: null,
      refresh_token: null,
      user: null,
      expires_in: 3600,
    });
    expect(isKnownRegisterStatus(answer.status)).toBe(true);
  });

  it('parses a confirmed answer with a session', () => {
    const answer = registerResponseSchema.parse({
      status: 'confirmed',
      access_token: 'a',
      refresh_token: 'r',
      user,
      expires_in: 7200,
    });
    expect(answer.user).toEqual(user);
    expect(answer.expires_in).toBe(7200);
  });

  it('lets an unexpected status through for the screen to show', () => {
    const answer = registerResponseSchema.parse({ status: 'waitlisted' });
    expect(answer.status).toBe('waitlisted');
    expect(isKnownRegisterStatus(answer.status)).toBe(false);
  });

  it('still requires a status', () => {
    expect(paths(registerResponseSchema.safeParse({}))).toEqual(['status']);
  });
});

describe('refresh and confirmation link', () => {
  it('parses request and answer', () => {
    expect(refreshRequestSchema.parse({ refresh_token: 'r', x: 1 })).toEqual({
      refresh_token: 'r',
    });
    expect(refreshResponseSchema.parse({ access_token: 'a2', refresh_token: 'r2' })).toEqual({
      access_token: 'a2',
      refresh_token: 'r2',
      expires_in: 3600,
    });
    expect(paths(refreshResponseSchema.safeParse({ access_token: 'a2' }))).toEqual([
      'refresh_token',
    ]);
  });

  it('reads the fragment values, expires_in arriving as a string', () => {
    expect(
      confirmationFragmentSchema.parse({
        access_token: 'a',
        refresh_token: 'r',
        expires_in: '3600',
        token_type: 'bearer',
      }),
    ).toEqual({ access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer' });
  });
});

describe('access-token claims', () => {
  it('applies the defaults to a bare token', () => {
    expect(accessTokenClaimsSchema.parse({})).toEqual({ scope_type: 'license', perms_version: 1 });
  });

  it('strips JWT fields in the narrow schema and keeps them in claimsSchema', () => {
    const raw = { sub: 'u-1', exp: 1700000000, iat: 1699990000, lic: 'lic-1', jti: 'x' };
    expect(accessTokenClaimsSchema.parse(raw)).toEqual({
      scope_type: 'license',
      perms_version: 1,
      lic: 'lic-1',
    });
    expect(claimsSchema.parse(raw)).toEqual({
      scope_type: 'license',
      perms_version: 1,
      lic: 'lic-1',
      sub: 'u-1',
      exp: 1700000000,
      iat: 1699990000,
    });
  });

  it('reports a wrong impersonation mode by field', () => {
    expect(paths(claimsSchema.safeParse({ imp_mode: 'root', safe: 'yes' }))).toEqual([
      'imp_mode',
      'safe',
    ]);
  });

  it('maps an impersonating token to the UI context', () => {
    const claims = claimsSchema.parse({
      sub: 'u-9',
      exp: 1700000000,
      scope_type: 'license',
      scope_ref: 'lic-2',
      perms_hash: 'abc',
      perms_version: '3',
      imp_session: 'imp-1',
      imp_mode: 'safe',
      imp_target: 'u-2',
      license_id: 'lic-2',
      plat: 'platform_superadmin_safe',
      brole: 'role-1',
      safe: true,
    });
    expect(toTokenContext(claims)).toEqual({
      userId: 'u-9',
      licenseId: 'lic-2',
      scopeType: 'license',
      scopeRef: 'lic-2',
      permsHash: 'abc',
      permsVersion: 3,
      platformRole: 'platform_superadmin_safe',
      businessRoleId: 'role-1',
      safe: true,
      impersonation: { sessionId: 'imp-1', mode: 'safe', target: 'u-2' },
      expiresAt: 1700000000,
    });
  });

  it('maps a plain token, preferring lic over license_id', () => {
    const context = toTokenContext(
      claimsSchema.parse({ lic: 'lic-1', license_id: 'lic-old', imp_session: 'imp-2' }),
    );
    expect(context).toEqual({
      userId: null,
      licenseId: 'lic-1',
      scopeType: 'license',
      scopeRef: null,
      permsHash: null,
      permsVersion: 1,
      platformRole: null,
      businessRoleId: null,
      safe: false,
      impersonation: { sessionId: 'imp-2', mode: null, target: null },
      expiresAt: null,
    });
    expect(toTokenContext(claimsSchema.parse({})).impersonation).toBeNull();
  });
});
