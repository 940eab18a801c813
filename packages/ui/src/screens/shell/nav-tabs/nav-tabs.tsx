// The wide-screen tab strip (part 1 §2): the permission-based navigation items, or 'Загрузка разрешений...' while they load.
import { clsx } from 'clsx';
import { navigationMessages } from '@beautydesk/domain/messages/navigation';
import type { NavigationItem } from '@beautydesk/domain/rules/navigation';
import { focusRing } from '../../../theme/base.css.ts';
import { NavLink, isActivePath } from '../nav-link.tsx';
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
      {loading ? (
        <span role="status" className={styles.loading}>
          {navigationMessages.loadingPermissions}
        </span>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink
                href={item.path}
                onNavigate={onNavigate}
                active={isActivePath(item.path, activePath)}
                className={clsx(styles.link, focusRing)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
