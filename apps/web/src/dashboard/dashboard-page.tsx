// /dashboard (part 2 §2, §6): the signed-in master's statistics; a 404 or the server's 'not a master' /
// 'Master role required' shows the masters-only text instead of an error.
import { useState } from 'react';
import { useMyMasterStats } from '@beautydesk/api/stats';
import { ApiError } from '@beautydesk/api/errors';
import { isNotAMasterError } from '@beautydesk/domain/rules/dashboard';
import { errorText } from '@beautydesk/domain/rules/errors';
import { apiErrorMessages } from '@beautydesk/domain/messages/errors';
import { userButtonLabel } from '@beautydesk/domain/rules/navigation';
import { MasterDashboardScreen } from '@beautydesk/ui/screens/dashboard';
import { useSession } from '../session/session.tsx';

export default function DashboardPage() {
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
