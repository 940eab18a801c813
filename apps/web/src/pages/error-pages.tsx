// The 404 (inside the layout), 403 and 500 pages (part 1 §2).
import { useNavigate } from 'react-router-dom';
import { Forbidden } from '@beautydesk/ui/screens/errors/forbidden';
import { NotFound } from '@beautydesk/ui/screens/errors/not-found';
import { ServerError } from '@beautydesk/ui/screens/errors/server-error';
import { PublicFrame } from './public-frame.tsx';

export function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFound onNavigate={(path) => navigate(path)} />;
}

export function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <PublicFrame>
      <Forbidden onNavigate={(path) => navigate(path)} onBack={() => navigate(-1)} />
    </PublicFrame>
  );
}

export function ServerErrorPage({ detail }: { detail?: string | null }) {
  const navigate = useNavigate();
  return (
    <PublicFrame>
      <ServerError
        detail={detail}
        onReload={() => window.location.reload()}
        onNavigate={(path) => navigate(path)}
        onBack={() => navigate(-1)}
      />
    </PublicFrame>
  );
}
