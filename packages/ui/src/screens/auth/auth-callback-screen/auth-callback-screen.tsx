// /auth/callback (part 1 §2, §9): 'Completing sign in...', then the welcome and a redirect after 1 s, or the error view after 2 s.
import { useEffect, useEffectEvent, useState } from 'react';
import { authCallbackMessages as m } from '@beautydesk/domain/messages/auth';
import { Button } from '../../../components/button/button.tsx';
import { AuthStatus } from '../auth-page/auth-page.tsx';
import { authCallbackLabels as l } from '../labels.ts';

/** 1 s before the callback's redirect (part 1 §9). */
export const AUTH_CALLBACK_REDIRECT_DELAY_MS = 1000;
/** 2 s of waiting for a session before the error view (part 1 §9). */
export const AUTH_CALLBACK_ERROR_DELAY_MS = 2000;

export type AuthCallbackScreenProps = {
  /** Whether the session is there (user and session both exist). */
  authenticated: boolean;
  /** Signed in but the license is not confirmed yet: the welcome says so. */
  licensePending?: boolean;
  /** Something threw while completing the sign-in: the error view with the unexpected-error text. */
  failed?: boolean;
  /** Called once, `redirectDelayMs` after the welcome shows: the app goes to '/'. */
  onSignedIn: () => void;
  /** 'Back to Login': the app goes to /login. */
  onBackToLogin: () => void;
  redirectDelayMs?: number;
  /** How long to wait for `authenticated` before giving up. */
  errorDelayMs?: number;
};

export function AuthCallbackScreen({
  authenticated,
  licensePending = false,
  failed = false,
  onSignedIn,
  onBackToLogin,
  redirectDelayMs = AUTH_CALLBACK_REDIRECT_DELAY_MS,
  errorDelayMs = AUTH_CALLBACK_ERROR_DELAY_MS,
}: AuthCallbackScreenProps) {
  const [timedOut, setTimedOut] = useState(false);
  const signedIn = authenticated && !failed;

  const redirect = useEffectEvent(() => onSignedIn());
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(redirect, redirectDelayMs);
    return () => clearTimeout(timer);
  }, [signedIn, redirectDelayMs]);

  useEffect(() => {
    if (authenticated || failed) return;
    const timer = setTimeout(() => setTimedOut(true), errorDelayMs);
    return () => clearTimeout(timer);
  }, [authenticated, failed, errorDelayMs]);

  if (signedIn) {
    return (
      <AuthStatus
        kind="success"
        data-screen="auth-callback"
        title={m.welcomeBack}
        message={licensePending ? m.licensePending : m.signedIn}
      />
    );
  }
  if (failed || timedOut) {
    return (
      <AuthStatus
        kind="error"
        data-screen="auth-callback"
        title={m.errorTitle}
        message={failed ? m.unexpected : m.failed}
        actions={<Button onClick={onBackToLogin}>{l.backToLogin}</Button>}
      />
    );
  }
  return <AuthStatus kind="progress" data-screen="auth-callback" title={m.completing} />;
}
