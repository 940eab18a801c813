// /payment?plan=… and /contact?plan=…: the plan the visitor chose and how to reach us (docs/decisions/).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PlanRequestScreen, type PlanRequestKind } from '@beautydesk/ui/screens/pricing';

export default function PlanRequestPage({ kind }: { kind: PlanRequestKind }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <PlanRequestScreen
      kind={kind}
      plan={params.get('plan')}
      onNavigate={(path) => navigate(path)}
    />
  );
}
