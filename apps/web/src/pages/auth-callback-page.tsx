// /auth/callback (part 1 §2): 'Completing sign in...', then '/' after 1 s, or the error view after 2 s.
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@beautydesk/domain/rules/navigation';
import { AuthCallbackScreen } from '@beautydesk/ui/screens/auth/auth-callback-screen';
import { useSession } from '../session/session.tsx';

export default function AuthCallbackPage() {
  const { status, licenseValid } = useSession();
  const navigate = useNavigate();
  return (
    <AuthCallbackScreen
      authenticated={status === 'authenticated'}
      licensePending={status === 'authenticated' && !licenseValid}
      failed={status === 'error'}
      onSignedIn={() => navigate('/', { replace: true })}
      onBackToLogin={() => navigate(LOGIN_PATH)}
    />
  );
}
