import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { IMPERSONATION_REASON } from '../messages/impersonation.ts';
import {
  impersonationSessionSchema,
  impersonationSessionsSchema,
  impersonationStartPayloadSchema,
  impersonationTokenResponseSchema,
  platformAccountsSchema,
  toImpersonationSession,
  toPlatformAccount,
} from './impersonation.ts';

const paths = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

const session = {
  id: 'imp-1',
  target_account_id: 'acc-7',
  mode: 'god',
  started_at: '2025-03-01T10:00:00Z',
  admin_ip: '10.0.0.1',
};

describe('impersonation sessions', () => {
  it('parses a real session, strips unknown fields and maps it', () => {
    const parsed = impersonationSessionSchema.parse(session);
    expect(parsed).toEqual({
      id: 'imp-1',
      target_account_id: 'acc-7',
      mode: 'god',
      started_at: '2025-03-01T10:00:00Z',
      ended_at: null,
    });
    expect(toImpersonationSession(parsed)).toEqual({
      id: 'imp-1',
      targetAccountId: 'acc-7',
      mode: 'god',
      startedAt: '2025-03-01T10:00:00Z',
      endedAt: null,
    });
  });

  it('accepts the list bare or wrapped', () => {
    expect(impersonationSessionsSchema.parse([session])).toHaveLength(1);
    expect(impersonationSessionsSchema.parse({ sessions: [session] })).toHaveLength(1);
  });

  it('reports bad fields', () => {
    expect(
      paths(impersonationSessionSchema.safeParse({ ...session, mode: 'admin', started_at: 'now' })),
    ).toEqual(['mode', 'started_at']);
  });
});

describe('start and end', () => {
  it('defaults the reason to the UI text', () => {
    expect(impersonationStartPayloadSchema.parse({ mode: 'safe' })).toEqual({
      mode: 'safe',
      reason: IMPERSONATION_REASON,
    });
    expect(paths(impersonationStartPayloadSchema.safeParse({ mode: 'GOD' }))).toEqual(['mode']);
  });

  it('parses the token answers', () => {
    expect(
      impersonationTokenResponseSchema.parse({ access_token: 'imp-token', session_id: 'x' }),
    ).toEqual({ access_token: 'imp-token' });
    expect(
      impersonationTokenResponseSchema.parse({
        access_token: 'a',
        refresh_token: 'r',
        expires_in: '1800',
        token_type: 'bearer',
      }),
    ).toEqual({ access_token: 'a', refresh_token: 'r', expires_in: 1800, token_type: 'bearer' });
    expect(paths(impersonationTokenResponseSchema.safeParse({}))).toEqual(['access_token']);
  });
});

describe('platform accounts', () => {
  it('parses and maps accounts', () => {
    const [account] = platformAccountsSchema.parse({
      accounts: [{ id: 'acc-7', email: 'owner@studio.by', platform_role: 'license_owner', x: 1 }],
    });
    expect(account).toEqual({
      id: 'acc-7',
      email: 'owner@studio.by',
      platform_role: 'license_owner',
    });
    expect(toPlatformAccount(account!)).toEqual({
      id: 'acc-7',
      email: 'owner@studio.by',
      platformRole: 'license_owner',
    });
    expect(paths(platformAccountsSchema.safeParse([{ id: 'a', email: 'e' }]))).toContain(
      '0.platform_role',
    );
  });
});
