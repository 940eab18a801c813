// The narrow-screen navigation (part 1 §2): a Menu button opening a slide-in drawer, hidden from 1024 px.
import { useState } from 'react';
import { Menu } from 'lucide-react';
import { navigationLabels } from '@beautydesk/domain/messages/navigation';
import type { NavigationItem } from '@beautydesk/domain/rules/navigation';
import { Button } from '../../../components/button/button.tsx';
import {
  Drawer,
  DrawerContent,
  DrawerTrigger,
  drawerHiddenFrom,
} from '../../../components/drawer/drawer.tsx';
import { NavItems } from '../nav-items.tsx';
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
          <NavItems
            items={items}
            activePath={activePath}
            loading={loading}
            onNavigate={follow}
            loadingAs="p"
            styles={styles}
          />
        </nav>
      </DrawerContent>
    </Drawer>
  );
}
