// The frame of the public pages that have no screen of their own yet (and of 403/500): product name, content, version.
import type { ReactNode } from 'react';
import { shellTexts } from '@beautydesk/ui/screens/shell/texts';
import { VersionFooter } from './version-footer.tsx';
import * as styles from './public-frame.css.ts';

export function PublicFrame({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.root}>
      <header className={styles.header}>{shellTexts.productName}</header>
      <main className={styles.main}>{children}</main>
      <VersionFooter />
    </div>
  );
}
