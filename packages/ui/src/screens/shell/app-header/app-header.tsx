// The layout's header (part 1 §2): product name, tabs (wide) or the Menu drawer (narrow), the AI chat toggle and the user button that logs out.
import { clsx } from 'clsx';
import { LogOut, MessageSquare } from 'lucide-react';
import { HOME_PATH, type NavigationItem } from '@beautydesk/domain/rules/navigation';
import { focusRing } from '../../../theme/base.css.ts';
import { Button } from '../../../components/button/button.tsx';
import { MenuDrawer } from '../menu-drawer/menu-drawer.tsx';
import { NavLink } from '../nav-link.tsx';
import { NavTabs } from '../nav-tabs/nav-tabs.tsx';
import { shellTexts } from '../texts/index.ts';
import * as styles from './app-header.css.ts';

export type AppHeaderProps = {
  /** The user's name, or the e-mail before the at-sign (userButtonLabel). */
  userLabel: string;
  /** Clicking the user button logs out. */
  onLogout: () => void;
  loggingOut?: boolean;
  items: readonly NavigationItem[];
  activePath: string;
  permissionsLoading?: boolean;
  onNavigate: (path: string) => void;
  /** The AI chat toggle; left out, there is no chat button. */
  chatOpen?: boolean;
  onToggleChat?: () => void;
  /** Where the product name leads. */
  homePath?: string;
};

export function AppHeader({
  userLabel,
  onLogout,
  loggingOut = false,
  items,
  activePath,
  permissionsLoading = false,
  onNavigate,
  chatOpen = false,
  onToggleChat,
  homePath = HOME_PATH,
}: AppHeaderProps) {
  return (
    <header data-slot="app-header" className={styles.root}>
      <MenuDrawer
        items={items}
        activePath={activePath}
        loading={permissionsLoading}
        onNavigate={onNavigate}
      />
      <NavLink href={homePath} onNavigate={onNavigate} className={clsx(styles.brand, focusRing)}>
        {shellTexts.productName}
      </NavLink>
      <NavTabs
        items={items}
        activePath={activePath}
        loading={permissionsLoading}
        onNavigate={onNavigate}
        className={styles.nav}
      />
      <div className={styles.actions}>
        {onToggleChat ? (
          <Button
            variant={chatOpen ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={chatOpen}
            aria-label={shellTexts.chatOpen}
            icon={<MessageSquare size={18} aria-hidden="true" />}
            onClick={onToggleChat}
          >
            <span className={styles.chatLabel}>{shellTexts.chatOpen}</span>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          title={shellTexts.userButtonHint}
          // The name stays the button's name when phones show only the icon.
          aria-label={userLabel}
          loading={loggingOut}
          icon={<LogOut size={16} aria-hidden="true" />}
          onClick={onLogout}
          data-testid="user-button"
        >
          <span className={styles.userLabel}>{userLabel}</span>
        </Button>
      </div>
    </header>
  );
}
