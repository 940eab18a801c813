// /dashboard (part 2 §2, §6): the owner's analytics for roles with reports.view (issue 33); otherwise the
// signed-in master's statistics, where a 404 or the server's 'not a master' / 'Master role required'
// shows the masters-only text instead of an error.
import { lazy, Suspense, useState } from 'react';
import { hasPermission } from '@beautydesk/domain/rules/permissions';
import { useMyMasterStats } from '@beautydesk/api/stats';
import { ApiError } from '@beautydesk/api/errors';
import { isNotAMasterError } from '@beautydesk/domain/rules/dashboard';
import { errorText } from '@beautydesk/domain/rules/errors';
import { apiErrorMessages } from '@beautydesk/domain/messages/errors';
import { userButtonLabel } from '@beautydesk/domain/rules/navigation';
import { MasterDashboardScreen } from '@beautydesk/ui/screens/dashboard';
import { usePermissions } from '../session/permissions.tsx';
import { useSession } from '../session/session.tsx';

const AnalyticsPage = lazy(() => import('./analytics-page.tsx'));

export default function DashboardPage() {
  const { permissions, loading } = usePermissions();
  if (loading) return null;
  if (hasPermission(permissions, 'reports.view')) {
    return (
      <Suspense fallback={null}>
        <AnalyticsPage />
      </Suspense>
    );
  }
  return <MasterDashboardPage />;
}

function MasterDashboardPage() {
  const { user } = useSession();
  // The greeting's hour on the user's clock, read once when the page opens.
  const [hour] = useState(() => new Date().getHours());
  const { data, error, isLoading, mutate } = useMyMasterStats();
  const notAMaster =
    error instanceof ApiError &&
    isNotAMasterError({ status: error.status, message: error.message, detail: error.detail });
  return (
    <MasterDashboardScreen
      stats={data ?? null}
      loading={isLoading}
      notAMaster={notAMaster}
      error={error && !notAMaster ? errorText(error, apiErrorMessages.unexpected) : null}
      onRetry={() => void mutate()}
      hour={hour}
      userName={user ? userButtonLabel(user) : ''}
    />
  );
}
