// /login (part 1 §2): the auth-form machine with the real login and register calls; signed in → into the product, pending → /email-confirmation.
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import { login, preloadSessionSchemas, register } from '@beautydesk/api/auth';
import { authFormMachine } from '@beautydesk/domain/machines/auth-form';
import type { LoginValues, RegisterPayload } from '@beautydesk/domain/rules/validation/login-form';
import type { LoginResponse, RegisterResponse } from '@beautydesk/domain/schemas/auth';
import { LoginScreen } from '@beautydesk/ui/screens/auth/login-screen';
import { useHydratedPage } from '../prerendered.ts';
import { useSession } from '../session/session.tsx';
import { useMachineToasts } from './use-machine-toasts.ts';
import { VersionFooter } from './version-footer.tsx';

export const EMAIL_CONFIRMATION_PATH = '/email-confirmation';

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      authFormMachine.provide({
        actors: {
          login: fromPromise<LoginResponse, LoginValues>(({ input }) => login(input)),
          register: fromPromise<RegisterResponse, RegisterPayload>(({ input }) => register(input)),
        },
      }),
    [],
  );
  const [snapshot, send, actor] = useActor(machine);
  useMachineToasts(actor);
  useHydratedPage();
  useSchemasOnFirstTouch();

  const output = snapshot.status === 'done' ? snapshot.output : undefined;
  const { reload } = session;
  useEffect(() => {
    if (!output) return;
    if (output.outcome === 'pendingConfirmation') {
      navigate(EMAIL_CONFIRMATION_PATH, { state: { email: output.email } });
    } else {
      // The tokens are stored by login(); the session reads the user, and the guard takes over.
      void reload().then(() => navigate('/', { replace: true }));
    }
  }, [output, navigate, reload]);

  if (session.status === 'authenticated' && !output) return <Navigate to="/" replace />;
  return (
    <>
      <LoginScreen snapshot={snapshot} send={send} />
      <VersionFooter />
    </>
  );
}

/**
 * Starts loading the sign-in's schemas (zod, not in the entry: issue 18) when the visitor first
 * touches the page, so pressing 'Войти' does not wait for them, and the first paint does not
 * share the network with them.
 */
function useSchemasOnFirstTouch(): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      for (const event of events) document.removeEventListener(event, start, true);
      preloadSessionSchemas();
    };
    for (const event of events) document.addEventListener(event, start, true);
    return () => {
      for (const event of events) document.removeEventListener(event, start, true);
    };
  }, []);
}
