// /onboarding/user (part 2 §2): three local steps, nothing sent; finishing or skipping goes to '/'.
import { useNavigate } from 'react-router-dom';
import { OnboardingUserScreen } from '@beautydesk/ui/screens/auth/onboarding-user-screen';
import { useSession } from '../session/session.tsx';

export default function OnboardingUserPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const home = () => navigate('/', { replace: true });
  return (
    <OnboardingUserScreen
      initialProfile={{ name: user?.full_name ?? '' }}
      onFinish={home}
      onSkip={home}
    />
  );
}
