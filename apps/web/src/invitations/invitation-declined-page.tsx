// /invite/declined (part 2 §2): the button leads to the public site.
import { useNavigate } from 'react-router-dom';
import { InvitationDeclinedScreen } from '@beautydesk/ui/screens/invitations';
import { PUBLIC_SITE_PATH } from '../routes.ts';

export default function InvitationDeclinedPage() {
  const navigate = useNavigate();
  return <InvitationDeclinedScreen onGoToSite={() => navigate(PUBLIC_SITE_PATH)} />;
}
