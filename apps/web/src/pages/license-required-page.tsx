// 'License Required' (part 1 §2): refresh the session, or create the caller's own license (POST /onboarding/create-license) and go on to /calendar.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createLicense } from '@beautydesk/api/auth';
import { toastMessage } from '@beautydesk/api/toast-messages';
import { HOME_PATH } from '@beautydesk/domain/rules/navigation';
import { CreateLicenseScreen } from '@beautydesk/ui/screens/auth/create-license-screen';
import { LicenseRequired } from '@beautydesk/ui/screens/shell/license-required';
import { useSession } from '../session/session.tsx';
import { PublicFrame } from './public-frame.tsx';

export default function LicenseRequiredPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(toastMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  if (creating) {
    return (
      <CreateLicenseScreen
        defaultName={session.user?.full_name ? `Студия ${session.user.full_name}` : ''}
        submitting={busy}
        error={error}
        onCreate={(name) =>
          void run(async () => {
            await createLicense({ name });
            // The next token carries the new license.
            await session.refresh();
            navigate(HOME_PATH, { replace: true });
          })
        }
      />
    );
  }
  return (
    <PublicFrame>
      <LicenseRequired
        refreshing={busy}
        error={error}
        onRefresh={() => void run(session.refresh)}
        onCreateLicense={() => {
          setError(null);
          setCreating(true);
        }}
      />
    </PublicFrame>
  );
}
