// The e-mail confirmation landing page at /auth/confirm (part 1 §2): tokens from the URL fragment, the session, then /pricing after 2 s.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adoptTokens } from '@beautydesk/api/auth';
import { LOGIN_PATH } from '@beautydesk/domain/rules/navigation';
import { confirmationFragmentSchema } from '@beautydesk/domain/schemas/auth';
import {
  AuthConfirmScreen,
  type AuthConfirmStatus,
} from '@beautydesk/ui/screens/auth/auth-confirm-screen';
import { useSession } from '../session/session.tsx';

export const AFTER_CONFIRMATION_PATH = '/pricing';

export default function AuthConfirmPage() {
  const { status, reload, error } = useSession();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [phase, setPhase] = useState<AuthConfirmStatus>('processing');
  const started = useRef(false);
  const fragment = useMemo(
    () =>
      confirmationFragmentSchema.safeParse(
        Object.fromEntries(new URLSearchParams(hash.replace(/^#/, ''))),
      ),
    [hash],
  );

  useEffect(() => {
    // Decided once, when the session that was there before the link is known.
    if (started.current || status === 'loading') return;
    started.current = true;
    if (status === 'authenticated') {
      navigate('/', { replace: true });
      return;
    }
    if (!fragment.success) return;
    adoptTokens(fragment.data);
    void reload().then((next) => setPhase(next === 'authenticated' ? 'success' : 'error'));
  }, [status, fragment, navigate, reload]);

  // A link without tokens, for a visitor who is not signed in already.
  const invalid = !fragment.success && status !== 'loading' && status !== 'authenticated';

  return (
    <AuthConfirmScreen
      status={invalid ? 'invalidLink' : phase}
      errorMessage={phase === 'error' ? error : null}
      onContinue={() => navigate(AFTER_CONFIRMATION_PATH, { replace: true })}
      onBackToLogin={() => navigate(LOGIN_PATH)}
    />
  );
}
