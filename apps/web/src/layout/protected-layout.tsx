// The protected layout's guard (part 1 §2): loading, /login, the platform-admin redirect, License Required, then the shell.
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { protectedRouteDecision } from '@beautydesk/domain/rules/navigation';
import { LoadingAuth } from '@beautydesk/ui/screens/shell/loading-auth';
import { loadShell } from '../preload.ts';
import { useSession } from '../session/session.tsx';

const Shell = lazy(loadShell);
const LicenseRequiredPage = lazy(() => import('../pages/license-required-page.tsx'));
const ServerErrorPage = lazy(() =>
  import('../pages/error-pages.tsx').then((m) => ({ default: m.ServerErrorPage })),
);

export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'error') {
    return (
      <Suspense fallback={<LoadingAuth />}>
        <ServerErrorPage detail={session.error} />
      </Suspense>
    );
  }
  const decision = protectedRouteDecision({
    authLoading: session.status === 'loading',
    user: session.user,
    licenseValid: session.licenseValid,
    isPlatformAdmin: session.isPlatformSuperadmin,
    impersonating: session.impersonating,
    path: location.pathname,
  });
  if (decision === 'loading') return <LoadingAuth />;
  if (typeof decision === 'object') return <Navigate to={decision.redirect} replace />;
  return (
    <Suspense fallback={<LoadingAuth />}>
      {decision === 'license-required' ? <LicenseRequiredPage /> : <Shell />}
    </Suspense>
  );
}
