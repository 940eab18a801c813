// /success/invitation-sent, /success/role-created, /success/user-updated, /success/settings-saved (part 2 §2).
import { useNavigate } from 'react-router-dom';
import { SuccessScreen, type SuccessKind } from '@beautydesk/ui/screens/success';

export default function SuccessPage({ kind }: { kind: SuccessKind }) {
  const navigate = useNavigate();
  return <SuccessScreen kind={kind} onNavigate={(path) => navigate(path)} />;
}
