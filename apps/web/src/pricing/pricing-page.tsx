// /pricing (part 2 §2): the plans, examples, calculator and FAQ; the plan buttons follow the router.
import { useNavigate } from 'react-router-dom';
import { PricingScreen } from '@beautydesk/ui/screens/pricing';

export default function PricingPage() {
  const navigate = useNavigate();
  return <PricingScreen onNavigate={(path) => navigate(path)} />;
}
