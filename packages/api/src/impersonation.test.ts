import { describe, expect, it } from 'vitest';
import {
  endImpersonation,
  listImpersonationSessions,
  listPlatformAccounts,
  startImpersonation,
} from './impersonation.ts';
import { configureTestApi, json } from './testing.ts';

describe('impersonation', () => {
  it("start sends the mode and 'UI impersonation', and its token replaces the stored one", async () => {
    const api = configureTestApi(() => json(200, { access_token: 'imp-access' }));
    await startImpersonation('acc 1', { mode: 'safe' });
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/admin/impersonation/acc%201/start');
    expect(api.requests[0]?.body).toEqual({ mode: 'safe', reason: 'UI impersonation' });
    expect(api.tokens.getAccessToken()).toBe('imp-access');
    expect(api.tokens.getRefreshToken()).toBe('refresh-1');
  });

  it('end posts an empty body and stores the fresh tokens', async () => {
    const api = configureTestApi(() =>
      json(200, { access_token: 'own-access', refresh_token: 'own-refresh' }),
    );
    await endImpersonation();
    expect(api.requests[0]?.path).toBe('/admin/impersonation/end');
    expect(api.requests[0]?.body).toEqual({});
    expect(api.tokens.getRefreshToken()).toBe('own-refresh');
  });

  it('lists sessions and platform accounts in the UI shape', async () => {
    configureTestApi((request) =>
      request.path.endsWith('sessions')
        ? json(200, {
            sessions: [
              {
                id: 's1',
                target_account_id: 'a1',
                mode: 'god',
                started_at: '2025-11-21T10:00:00Z',
              },
            ],
          })
        : json(200, [{ id: 'a1', email: 'x@y.z', platform_role: 'license_owner' }]),
    );
    await expect(listImpersonationSessions()).resolves.toEqual([
      {
        id: 's1',
        targetAccountId: 'a1',
        mode: 'god',
        startedAt: '2025-11-21T10:00:00Z',
        endedAt: null,
      },
    ]);
    await expect(listPlatformAccounts()).resolves.toEqual([
      { id: 'a1', email: 'x@y.z', platformRole: 'license_owner' },
    ]);
  });
});
