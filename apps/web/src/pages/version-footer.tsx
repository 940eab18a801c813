// The version line for pages outside the layout (the sign-in pages): frontend, backend and environment.
import { useVersionLabel } from '@beautydesk/api/version';
import { FRONTEND_VERSION } from '@beautydesk/domain/schemas/values';
import { VersionLabel } from '@beautydesk/ui/screens/shell/version-label';
import * as styles from './version-footer.css.ts';

export function VersionFooter() {
  const version = useVersionLabel();
  return (
    <footer className={styles.footer}>
      <VersionLabel
        frontend={version.data?.frontend ?? FRONTEND_VERSION}
        backend={version.data?.backend ?? null}
        environment={version.data?.environment ?? null}
      />
    </footer>
  );
}
