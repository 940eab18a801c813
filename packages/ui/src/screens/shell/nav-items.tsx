// The permission-based navigation items (part 1 §2) as the tab strip and the Menu drawer both list them:
// 'Загрузка разрешений...' while the permissions load, then one link per item, the current one marked.
import { clsx } from 'clsx';
import { navigationMessages } from '@beautydesk/domain/messages/navigation';
import type { NavigationItem } from '@beautydesk/domain/rules/navigation';
import { focusRing } from '../../theme/base.css.ts';
import { NavLink, isActivePath } from './nav-link.tsx';

export type NavItemsProps = {
  items: readonly NavigationItem[];
  activePath: string;
  loading: boolean;
  onNavigate: (path: string) => void;
  /** The loading message's element: a block in the drawer, inline in the strip. */
  loadingAs: 'p' | 'span';
  styles: { list: string; link: string; loading: string };
};

export function NavItems({
  items,
  activePath,
  loading,
  onNavigate,
  loadingAs: Loading,
  styles,
}: NavItemsProps) {
  if (loading) {
    return (
      <Loading role="status" className={styles.loading}>
        {navigationMessages.loadingPermissions}
      </Loading>
    );
  }
  return (
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
  );
}
