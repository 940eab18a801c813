// The narrow-screen navigation (part 1 §2): a Menu button opening a slide-in drawer, hidden from 1024 px.
import { useState } from 'react';
import { Menu } from 'lucide-react';
import { clsx } from 'clsx';
import { navigationLabels, navigationMessages } from '@beautydesk/domain/messages/navigation';
import type { NavigationItem } from '@beautydesk/domain/rules/navigation';
import { focusRing } from '../../../theme/base.css.ts';
import { Button } from '../../../components/button/button.tsx';
import {
  Drawer,
  DrawerContent,
  DrawerTrigger,
  drawerHiddenFrom,
} from '../../../components/drawer/drawer.tsx';
import { NavLink, isActivePath } from '../nav-link.tsx';
import { shellTexts } from '../texts/index.ts';
import * as styles from './menu-drawer.css.ts';

export type MenuDrawerProps = {
  items: readonly NavigationItem[];
  activePath: string;
  loading?: boolean;
  onNavigate: (path: string) => void;
  /** Controlled open state (stories, tests); uncontrolled when left out. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export function MenuDrawer({
  items,
  activePath,
  loading = false,
  onNavigate,
  open,
  onOpenChange,
}: MenuDrawerProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Following a link closes the panel (the link's own click is taken over by the router).
  const follow = (path: string) => {
    setOpen(false);
    onNavigate(path);
  };
  return (
    <Drawer open={isOpen} onOpenChange={setOpen}>
      <DrawerTrigger asChild hideFrom={drawerHiddenFrom}>
        <Button variant="ghost" size="sm" icon={<Menu size={18} aria-hidden="true" />}>
          {navigationLabels.menu}
        </Button>
      </DrawerTrigger>
      <DrawerContent title={shellTexts.productName} side="left">
        <nav aria-label={shellTexts.mainNavigation} data-slot="menu-drawer">
          {loading ? (
            <p role="status" className={styles.loading}>
              {navigationMessages.loadingPermissions}
            </p>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.path}>
                  <NavLink
                    href={item.path}
                    onNavigate={follow}
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
      </DrawerContent>
    </Drawer>
  );
}
