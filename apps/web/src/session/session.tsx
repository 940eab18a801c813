// The session provider (part 1 §3, §4): the stored tokens (packages/api), the user from /auth/me, and what the token's claims say.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { getMe, logout as apiLogout, refreshSession } from '@beautydesk/api/auth';
import { getApiConfig } from '@beautydesk/api/client';
import { AuthenticationError } from '@beautydesk/api/errors';
import { ApiProvider, useClearApiCache } from '@beautydesk/api/swr';
import {
  hasValidLicenseContext,
  isImpersonating,
  isPlatformSuperadmin,
  parseAccessToken,
} from '@beautydesk/domain/rules/claims';
import { errorText } from '@beautydesk/domain/rules/errors';
import type { TokenContext, User } from '@beautydesk/domain/schemas/auth';
import { apiErrorMessages } from '@beautydesk/domain/messages/errors';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  /** The access token's claims; null without a readable token. */
  claims: TokenContext | null;
  /** The license every tenant call is scoped by: the token's (an impersonated one included), else the user's. */
  licenseId: string | null;
  licenseValid: boolean;
  isPlatformSuperadmin: boolean;
  impersonating: boolean;
  /** Why the session could not be loaded (status 'error'). */
  error: string | null;
  /** Reads /auth/me again (after sign-in, a confirmation link, impersonation); resolves to the new status. */
  reload: () => Promise<SessionStatus>;
  /** Refreshes the tokens first (a license granted meanwhile comes with the new token), then reloads. */
  refresh: () => Promise<void>;
  /** POST /auth/logout; the tokens are cleared even when the call fails (rethrown). */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

function hasStoredTokens(): boolean {
  const { tokens } = getApiConfig();
  return Boolean(tokens.getAccessToken() || tokens.getRefreshToken());
}

/** The stored tokens as React state: every change (refresh, impersonation, sign-out) re-renders. */
function useStoredTokens(): { accessToken: string | null; present: boolean } {
  const { tokens } = getApiConfig();
  const accessToken = useSyncExternalStore(tokens.subscribe, tokens.getAccessToken, () => null);
  const present = useSyncExternalStore(tokens.subscribe, hasStoredTokens, () => false);
  return { accessToken, present };
}

interface SessionState {
  status: SessionStatus;
  user: User | null;
  error: string | null;
}

function sameSession(a: SessionState, b: SessionState): boolean {
  return a.status === b.status && a.user === b.user && a.error === b.error;
}

/** GET /auth/me with the stored tokens (refreshed once on a 401 by the client). */
async function loadSession(): Promise<SessionState> {
  // Without tokens the status reads 'unauthenticated' whatever the state says (see below).
  if (!hasStoredTokens()) return { status: 'unauthenticated', user: null, error: null };
  try {
    return { status: 'authenticated', user: await getMe(), error: null };
  } catch (error) {
    if (error instanceof AuthenticationError || !hasStoredTokens()) {
      return { status: 'unauthenticated', user: null, error: null };
    }
    return { status: 'error', user: null, error: errorText(error, apiErrorMessages.unexpected) };
  }
}

export function SessionProvider({ children }: { children?: ReactNode }) {
  const { accessToken, present } = useStoredTokens();
  const [state, setState] = useState<SessionState>(() => ({
    status: hasStoredTokens() ? 'loading' : 'unauthenticated',
    user: null,
    error: null,
  }));
  const clearCache = useClearApiCache();

  const reload = useCallback(async (): Promise<SessionStatus> => {
    const next = await loadSession();
    setState(next);
    return next.status;
  }, []);

  useEffect(() => {
    let cancelled = false;
    void loadSession().then((next) => {
      // The same answer keeps the same state: a new context value would reach a prerendered page
      // still waiting for its chunk and make React throw its HTML away and render it again.
      if (!cancelled) setState((current) => (sameSession(current, next) ? current : next));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const refresh = useCallback(async () => {
    await refreshSession();
    await reload();
  }, [reload]);

  const logout = useCallback(async () => {
    try {
      await apiLogout();
    } finally {
      setState({ status: 'unauthenticated', user: null, error: null });
      void clearCache();
    }
  }, [clearCache]);

  const value = useMemo<SessionValue>(() => {
    const claims = parseAccessToken(accessToken);
    // Tokens cleared anywhere (a refresh that failed, sign-out, another call's 401): signed out.
    const status: SessionStatus = present ? state.status : 'unauthenticated';
    const user = status === 'authenticated' ? state.user : null;
    return {
      status,
      user,
      claims,
      licenseId: claims?.licenseId ?? user?.license_id ?? null,
      licenseValid: hasValidLicenseContext({ userLicenseId: user?.license_id, token: claims }),
      isPlatformSuperadmin: isPlatformSuperadmin(claims?.platformRole),
      impersonating: isImpersonating(claims),
      error: state.error,
      reload,
      refresh,
      logout,
    };
  }, [accessToken, present, state, reload, refresh, logout]);

  return (
    <SessionContext.Provider value={value}>
      <ApiProvider value={{ licenseId: value.licenseId }}>{children}</ApiProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
