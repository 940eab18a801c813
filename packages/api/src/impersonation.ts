// Platform-admin impersonation: start, end, the session list and the platform accounts (spec part 1 §2, §4, §7).
import {
  AUDIT_PAGE_SIZE,
  auditPageSchema,
  impersonationSessionsSchema,
  impersonationStartPayloadSchema,
  impersonationTokenResponseSchema,
  platformAccountsSchema,
  toImpersonationSession,
  toPlatformAccount,
  type AuditPage,
  type ImpersonationSession,
  type ImpersonationTokenResponse,
  type PlatformAccount,
} from '@beautydesk/domain/schemas/impersonation';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, getApiConfig, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'impersonation' satisfies ApiArea;

/** The answer's token replaces the stored one; a refresh token is replaced only when one comes. */
function storeToken(answer: ImpersonationTokenResponse): ImpersonationTokenResponse {
  getApiConfig().tokens.setTokens({
    accessToken: answer.access_token,
    ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
  });
  return answer;
}

/** POST /admin/impersonation/{targetAccountId}/start with mode and the fixed reason 'UI impersonation'. */
export async function startImpersonation(
  targetAccountId: string,
  payload: z.input<typeof impersonationStartPayloadSchema>,
): Promise<ImpersonationTokenResponse> {
  const path = `/admin/impersonation/${pathSegment(targetAccountId)}/start`;
  const body = parsePayload(impersonationStartPayloadSchema, payload, 'POST', path);
  return storeToken(
    await apiClient().request(path, impersonationTokenResponseSchema, { method: 'POST', body }),
  );
}

/** POST /admin/impersonation/end with an empty body; the fresh token replaces the stored one. */
export async function endImpersonation(): Promise<ImpersonationTokenResponse> {
  return storeToken(
    await apiClient().request('/admin/impersonation/end', impersonationTokenResponseSchema, {
      method: 'POST',
      body: {},
    }),
  );
}

/** GET /admin/impersonation/sessions */
export async function listImpersonationSessions(): Promise<ImpersonationSession[]> {
  const sessions = await apiClient().request(
    '/admin/impersonation/sessions',
    impersonationSessionsSchema,
  );
  return sessions.map(toImpersonationSession);
}

/** GET /admin/platform-accounts */
export async function listPlatformAccounts(): Promise<PlatformAccount[]> {
  const accounts = await apiClient().request('/admin/platform-accounts', platformAccountsSchema);
  return accounts.map(toPlatformAccount);
}

// Hooks: the admin's own lists, scoped by the license in force or '@platform' without one.

/** GET /admin/audit: requests made under impersonation, newest first (superadmins only). */
export function listAuditEntries(limit = AUDIT_PAGE_SIZE, offset = 0): Promise<AuditPage> {
  return apiClient().request('/admin/audit', auditPageSchema, { query: { limit, offset } });
}

export function useImpersonationSessions() {
  return useApiQuery(AREA, 'sessions', {}, listImpersonationSessions, { scope: 'platform' });
}

export function usePlatformAccounts() {
  return useApiQuery(AREA, 'accounts', {}, listPlatformAccounts, { scope: 'platform' });
}

/**
 * Start and end. The token changes the license in force, so the app also clears the cache
 * (useClearApiCache) once the new session is read; the session list is revalidated here.
 */
export function useImpersonationActions() {
  const run = useRevalidatingAction('platform');
  return useMemo(
    () => ({
      start: (targetAccountId: string, payload: z.input<typeof impersonationStartPayloadSchema>) =>
        run([AREA], () => startImpersonation(targetAccountId, payload)),
      end: () => run([AREA], endImpersonation),
    }),
    [run],
  );
}
