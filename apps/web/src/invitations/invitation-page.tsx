// /invite/{token} (part 2 §2, §4): the invitation machine with the real calls (no sign-in). Accepting signs the new
// account in (packages/api stores its tokens); once the machine is done the session is re-read and the page goes on.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  acceptInvitation,
  declineInvitation,
  getInvitationDetails,
} from '@beautydesk/api/invitations';
import {
  INVITATION_ACCEPTED_PATH,
  invitationMachine,
  type AcceptInvitationInput,
} from '@beautydesk/domain/machines/invitation';
import type { InvitationDetails } from '@beautydesk/domain/schemas/invitations';
import { InvitationScreen } from '@beautydesk/ui/screens/invitations';
import { useSession } from '../session/session.tsx';
import { PUBLIC_SITE_PATH } from '../routes.ts';

export default function InvitationPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const { reload } = useSession();
  const machine = useMemo(
    () =>
      invitationMachine.provide({
        actors: {
          loadInvitation: fromPromise<InvitationDetails, { token: string }>(({ input }) =>
            getInvitationDetails(input.token),
          ),
          acceptInvitation: fromPromise<unknown, AcceptInvitationInput>(({ input }) =>
            acceptInvitation(input.token, input.values),
          ),
          declineInvitation: fromPromise<unknown, { token: string }>(({ input }) =>
            declineInvitation(input.token),
          ),
        },
      }),
    [],
  );
  // The expiry is judged against the clock when the page opened.
  const [now] = useState(() => Date.now());
  const [snapshot, send] = useActor(machine, { input: { token, now } });

  const redirectTo = snapshot.status === 'done' ? snapshot.output?.redirectTo : undefined;
  useEffect(() => {
    if (!redirectTo) return;
    if (redirectTo === INVITATION_ACCEPTED_PATH) {
      void reload().then(() => navigate(redirectTo, { replace: true }));
    } else {
      navigate(redirectTo, { replace: true });
    }
  }, [redirectTo, reload, navigate]);

  return (
    <InvitationScreen
      snapshot={snapshot}
      send={send}
      onGoToSite={() => navigate(PUBLIC_SITE_PATH)}
    />
  );
}
