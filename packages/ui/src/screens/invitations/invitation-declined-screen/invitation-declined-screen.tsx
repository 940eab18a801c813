// /invite/declined (part 2 §2): the invitation was declined; a button to the public site.
import { Button } from '../../../components/button/button.tsx';
import { AuthStatus } from '../../auth/auth-page/auth-page.tsx';
import { invitationDeclinedLabels as l } from '../labels.ts';

export type InvitationDeclinedScreenProps = {
  /** The app goes to the public site (/landing). */
  onGoToSite: () => void;
};

export function InvitationDeclinedScreen({ onGoToSite }: InvitationDeclinedScreenProps) {
  return (
    <AuthStatus
      kind="mail"
      title={l.title}
      message={l.message}
      data-screen="invitation-declined"
      actions={<Button onClick={onGoToSite}>{l.toSite}</Button>}
    />
  );
}
