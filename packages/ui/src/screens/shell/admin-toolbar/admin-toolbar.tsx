// The admin toolbar (part 1 §2): links labelled Impersonation and Audit-Logs, shown regardless of role.
import { clsx } from 'clsx';
import { ADMIN_TOOLBAR_LINKS, type NavigationItem } from '@beautydesk/domain/rules/navigation';
import { focusRing } from '../../../theme/base.css.ts';
import { NavLink, isActivePath } from '../nav-link.tsx';
import { shellTexts } from '../texts/index.ts';
import * as styles from './admin-toolbar.css.ts';

export type AdminToolbarProps = {
  activePath: string;
  onNavigate: (path: string) => void;
  links?: readonly NavigationItem[];
  className?: string;
};

export function AdminToolbar({
  activePath,
  onNavigate,
  links = ADMIN_TOOLBAR_LINKS,
  className,
}: AdminToolbarProps) {
  return (
    <nav
      aria-label={shellTexts.adminToolbar}
      data-slot="admin-toolbar"
      className={clsx(styles.root, className)}
    >
      {links.map((link) => (
        <NavLink
          key={link.path}
          href={link.path}
          onNavigate={onNavigate}
          active={isActivePath(link.path, activePath)}
          className={clsx(styles.link, focusRing)}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
