// The staff app's root. The routes, guards and screens arrive with the staff-app issue; until then it
// shows the product name and the backend version, proving the build, the theme and the API together.
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { staffTheme } from '@beautydesk/ui/theme/staff.css';
import { themeRoot } from '@beautydesk/ui/theme/base.css';
import { loadVersionLabel, type VersionLabel } from '@beautydesk/api/version';
import { page } from './app.css.ts';

export function App() {
  const [version, setVersion] = useState<VersionLabel | null>(null);
  useEffect(() => {
    void loadVersionLabel().then(setVersion);
  }, []);
  return (
    <div className={clsx(staffTheme, themeRoot, page)}>
      <h1>BeautyDesk</h1>
      <p>
        Версия: {version?.frontend ?? '…'} · сервер:{' '}
        <span data-testid="backend-version">{version?.backend ?? '…'}</span>
      </p>
    </div>
  );
}
