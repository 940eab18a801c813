// The protected layout (part 1 §2): banner while impersonating (with the 32 px offset), header, admin toolbar, the nested route, the hidden-by-default chat panel and the version line.
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { ImpersonationBannerMode } from '@beautydesk/domain/rules/claims';
import { AdminToolbar } from '../admin-toolbar/admin-toolbar.tsx';
import { AppHeader, type AppHeaderProps } from '../app-header/app-header.tsx';
import { ImpersonationBanner } from '../impersonation-banner/impersonation-banner.tsx';
import { VersionLabel, type VersionLabelProps } from '../version-label/version-label.tsx';
import { shellTexts } from '../texts/index.ts';
import * as styles from './app-layout.css.ts';

export type AppLayoutProps = AppHeaderProps & {
  /** Set while a platform superadmin impersonates. */
  impersonation?: { target: string; mode: ImpersonationBannerMode } | null;
  version: Pick<VersionLabelProps, 'frontend' | 'backend' | 'environment'>;
  /** The chat panel's content, shown beside the page while chatOpen. */
  chatPanel?: ReactNode;
  /** The nested route. */
  children?: ReactNode;
};

export function AppLayout({
  impersonation,
  version,
  chatPanel,
  children,
  ...header
}: AppLayoutProps) {
  return (
    <div
      data-slot="app-layout"
      data-impersonating={impersonation ? true : undefined}
      className={clsx(styles.root, impersonation && styles.offset)}
    >
      {impersonation ? (
        <ImpersonationBanner target={impersonation.target} mode={impersonation.mode} />
      ) : null}
      <AppHeader {...header} />
      <AdminToolbar activePath={header.activePath} onNavigate={header.onNavigate} />
      <div className={styles.body}>
        <main className={styles.main}>{children}</main>
        {header.chatOpen && chatPanel ? (
          <aside aria-label={shellTexts.chatOpen} className={styles.aside}>
            {chatPanel}
          </aside>
        ) : null}
      </div>
      <footer className={styles.footer}>
        <VersionLabel {...version} />
      </footer>
    </div>
  );
}
