// /email-confirmation (part 1 §2): check your mail (the address, when the form passed it), and a way back to login.
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@beautydesk/domain/rules/navigation';
import { EmailConfirmationScreen } from '@beautydesk/ui/screens/auth/email-confirmation-screen';

export default function EmailConfirmationPage() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const email =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
      ? state.email
      : null;
  return <EmailConfirmationScreen email={email} onBackToLogin={() => navigate(LOGIN_PATH)} />;
}
