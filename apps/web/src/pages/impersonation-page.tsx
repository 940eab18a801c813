// /admin/impersonation (part 1 §2, §4, §5): the impersonation machine with the real calls; non-superadmins go to /403.
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  endImpersonation,
  listImpersonationSessions,
  listPlatformAccounts,
  startImpersonation,
} from '@beautydesk/api/impersonation';
import {
  impersonationMachine,
  type StartImpersonationInput,
} from '@beautydesk/domain/machines/impersonation';
import { impersonationScreenDecision } from '@beautydesk/domain/rules/navigation';
import type {
  ImpersonationSession,
  ImpersonationTokenResponse,
  PlatformAccount,
} from '@beautydesk/domain/schemas/impersonation';
import { ImpersonationScreen } from '@beautydesk/ui/screens/admin/impersonation-screen';
import { useSession } from '../session/session.tsx';
import { useMachineToasts } from './use-machine-toasts.ts';

export default function ImpersonationPage() {
  const session = useSession();
  if (impersonationScreenDecision(session.isPlatformSuperadmin) !== 'render') {
    return <Navigate to="/403" replace />;
  }
  return <ImpersonationContainer />;
}

function ImpersonationContainer() {
  const { reload } = useSession();
  const machine = useMemo(
    () =>
      impersonationMachine.provide({
        actors: {
          loadAccounts: fromPromise<PlatformAccount[]>(() => listPlatformAccounts()),
          loadSessions: fromPromise<ImpersonationSession[]>(() => listImpersonationSessions()),
          startImpersonation: fromPromise<ImpersonationTokenResponse, StartImpersonationInput>(
            ({ input }) =>
              startImpersonation(input.targetAccountId, { mode: input.mode, reason: input.reason }),
          ),
          endImpersonation: fromPromise<ImpersonationTokenResponse>(() => endImpersonation()),
        },
        actions: {
          // The api functions stored the token already; the claims follow it, the user is re-read.
          // The SWR cache is not cleared: its keys carry the license, so the new scope starts empty.
          storeToken: () => void reload(),
          logLoadFailure: (_, failure) => console.warn('impersonation list failed', failure),
        },
      }),
    [reload],
  );
  const [snapshot, send, actor] = useActor(machine, { input: {} });
  useMachineToasts(actor);

  return <ImpersonationScreen snapshot={snapshot} send={send} />;
}
