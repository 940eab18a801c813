// The signed-in shell (part 1 §2): header with tabs or drawer, admin toolbar, impersonation banner, version line, the AI chat toggle, and the nested route.
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { listPlatformAccounts } from '@beautydesk/api/impersonation';
import { useLiveAppointments } from '@beautydesk/api/live-events';
import { useApiQuery } from '@beautydesk/api/swr';
import { useVersionLabel } from '@beautydesk/api/version';
import { authMessages } from '@beautydesk/domain/messages/auth';
import { navigationMessages } from '@beautydesk/domain/messages/navigation';
import {
  APPOINTMENTS_VIEW,
  APPOINTMENTS_VIEW_OWN,
} from '@beautydesk/domain/rules/appointment-events';
import { impersonationBannerMode, showsImpersonationBanner } from '@beautydesk/domain/rules/claims';
import { hasAnyPermission } from '@beautydesk/domain/rules/permissions';
import { LOGIN_PATH, navigationItems, userButtonLabel } from '@beautydesk/domain/rules/navigation';
import { FRONTEND_VERSION } from '@beautydesk/domain/schemas/version';
import { useToast } from '@beautydesk/ui/components/toast/store';
import { Spinner } from '@beautydesk/ui/components/spinner';
import { AppLayout } from '@beautydesk/ui/screens/shell/app-layout';
import { usePermissions } from '../session/permissions.tsx';
import { useSession } from '../session/session.tsx';

const ChatPanel = lazy(() => import('../chat/chat-panel.tsx'));

/** The impersonated account's e-mail for the banner (the token carries only its id). */
function useImpersonationTarget(targetId: string | null, enabled: boolean): string | null {
  // Same key as usePlatformAccounts, asked only while a superadmin impersonates.
  const accounts = useApiQuery(
    'impersonation',
    'accounts',
    enabled ? {} : null,
    listPlatformAccounts,
    {
      scope: 'platform',
    },
  );
  if (!enabled || !targetId) return targetId;
  return accounts.data?.find((account) => account.id === targetId)?.email ?? targetId;
}

export default function Shell() {
  const session = useSession();
  const { permissions, loading } = usePermissions();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const version = useVersionLabel();
  const [chatOpen, setChatOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // Every open calendar, list and card follows the license's appointment changes (issue 27).
  useLiveAppointments(
    !loading && hasAnyPermission(permissions, [APPOINTMENTS_VIEW, APPOINTMENTS_VIEW_OWN]),
  );

  const banner = showsImpersonationBanner(session.claims);
  const target = useImpersonationTarget(
    session.claims?.impersonation?.target ?? null,
    banner && session.isPlatformSuperadmin,
  );

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await session.logout();
      toast({ title: navigationMessages.loggedOut, tone: 'success' });
    } catch {
      toast({ title: authMessages.logoutFailed, tone: 'error' });
    } finally {
      setLoggingOut(false);
      navigate(LOGIN_PATH, { replace: true });
    }
  };

  const items = navigationItems({
    permissions,
    isPlatformSuperadmin: session.isPlatformSuperadmin,
    impersonating: session.impersonating,
  });

  return (
    <AppLayout
      userLabel={session.user ? userButtonLabel(session.user) : ''}
      onLogout={() => void onLogout()}
      loggingOut={loggingOut}
      items={items}
      activePath={location.pathname}
      permissionsLoading={loading}
      onNavigate={(path) => navigate(path)}
      chatOpen={chatOpen}
      onToggleChat={() => setChatOpen((open) => !open)}
      impersonation={
        banner
          ? {
              target: target ?? '',
              mode: impersonationBannerMode(session.claims?.platformRole),
            }
          : null
      }
      version={{
        frontend: version.data?.frontend ?? FRONTEND_VERSION,
        backend: version.data?.backend ?? null,
        environment: version.data?.environment ?? null,
      }}
      chatPanel={
        <Suspense fallback={<Spinner />}>
          <ChatPanel onClose={() => setChatOpen(false)} />
        </Suspense>
      }
    >
      <Outlet />
    </AppLayout>
  );
}
