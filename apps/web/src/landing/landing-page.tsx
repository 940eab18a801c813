// /landing (part 2 §2): the product page; its buttons lead to /pricing and /dashboard.
import { useNavigate } from 'react-router-dom';
import { LandingScreen } from '@beautydesk/ui/screens/landing';
import { shellTexts } from '@beautydesk/ui/screens/shell/texts';

export default function LandingPage() {
  const navigate = useNavigate();
  return (
    <LandingScreen productName={shellTexts.productName} onNavigate={(path) => navigate(path)} />
  );
}
