// /invite/{token}/password: the set-password link e-mailed to an account that accepted its invitation without one.
import { useNavigate, useParams } from 'react-router-dom';
import { setInvitationPassword } from '@beautydesk/api/invitations';
import { LOGIN_PATH } from '@beautydesk/domain/rules/navigation';
import { SetPasswordScreen } from '@beautydesk/ui/screens/invitations';

export default function SetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <SetPasswordScreen
      onSubmit={(password) => setInvitationPassword(token, { password })}
      onSignIn={() => navigate(LOGIN_PATH)}
    />
  );
}
