// /auth/confirm, the e-mail confirmation landing page (part 1 §2, part 2 §4): processing, then success (and on after 2 s) or an error.
import { useEffect, useEffectEvent } from 'react';
import { emailConfirmationMessages as m } from '@beautydesk/domain/messages/auth';
import { REDIRECT_DELAY_MS } from '@beautydesk/domain/rules/delays';
import { Button } from '../../../components/button/button.tsx';
import { AuthStatus } from '../auth-page/auth-page.tsx';
import { authConfirmLabels as l } from '../labels.ts';

export const authConfirmStatuses = ['processing', 'success', 'invalidLink', 'error'] as const;
export type AuthConfirmStatus = (typeof authConfirmStatuses)[number];

export type AuthConfirmScreenProps = {
  /**
   * Where the confirmation is: `processing` while the tokens from the URL fragment are stored and
   * the session loads; `success`; `invalidLink` when the fragment has no tokens; `error` when
   * storing or loading failed. (An already signed-in visitor is redirected to / by the app.)
   */
  status: AuthConfirmStatus;
  /** The failure's text for `error`; 'Не удалось подтвердить аккаунт' when absent. */
  errorMessage?: string | null;
  /** Called once, `redirectDelayMs` after success is shown: the app goes to /pricing. */
  onContinue: () => void;
  /** The error views' button: the app goes to /login. */
  onBackToLogin: () => void;
  /** 2 s by default (part 1 §9). */
  redirectDelayMs?: number;
};

export function AuthConfirmScreen({
  status,
  errorMessage,
  onContinue,
  onBackToLogin,
  redirectDelayMs = REDIRECT_DELAY_MS,
}: AuthConfirmScreenProps) {
  const continueOn = useEffectEvent(() => onContinue());
  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(continueOn, redirectDelayMs);
    return () => clearTimeout(timer);
  }, [status, redirectDelayMs]);

  if (status === 'processing') {
    return <AuthStatus kind="progress" data-screen="auth-confirm" title={l.processing} />;
  }
  if (status === 'success') {
    return (
      <AuthStatus
        kind="success"
        data-screen="auth-confirm"
        title={l.successTitle}
        message={l.successMessage}
      />
    );
  }
  return (
    <AuthStatus
      kind="error"
      data-screen="auth-confirm"
      title={m.confirmationError}
      message={status === 'invalidLink' ? m.invalidLink : errorMessage || m.confirmationFailed}
      actions={<Button onClick={onBackToLogin}>{l.backToLogin}</Button>}
    />
  );
}
