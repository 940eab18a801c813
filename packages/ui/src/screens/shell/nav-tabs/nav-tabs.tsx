// The wide-screen tab strip (part 1 §2): the permission-based navigation items, or 'Загрузка разрешений...' while they load.
import { clsx } from 'clsx';
import type { NavigationItem } from '@beautydesk/domain/rules/navigation';
import { NavItems } from '../nav-items.tsx';
import { shellTexts } from '../texts/index.ts';
import * as styles from './nav-tabs.css.ts';

export type NavTabsProps = {
  items: readonly NavigationItem[];
  /** The current path; the matching item is marked as the current page. */
  activePath: string;
  /** Permissions are still loading: the strip says so instead of listing items. */
  loading?: boolean;
  onNavigate: (path: string) => void;
  className?: string;
};

export function NavTabs({
  items,
  activePath,
  loading = false,
  onNavigate,
  className,
}: NavTabsProps) {
  return (
    <nav
      aria-label={shellTexts.mainNavigation}
      data-slot="nav-tabs"
      className={clsx(styles.root, className)}
    >
      <NavItems
        items={items}
        activePath={activePath}
        loading={loading}
        onNavigate={onNavigate}
        loadingAs="span"
        styles={styles}
      />
    </nav>
  );
}
