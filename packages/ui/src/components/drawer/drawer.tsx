// The narrow-screen navigation drawer: a side panel on Radix Dialog (focus trap, Escape and backdrop close it).
import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import * as styles from './drawer.css.ts';
import { buttonReset, focusRing, visuallyHidden } from '../../theme/base.css.ts';
import type { Breakpoint } from '../../theme/tokens.ts';
import { Backdrop } from '../backdrop/backdrop.tsx';

export const drawerSides = ['left', 'right'] as const;

/** The app shows its Menu button (and so this drawer) only below this breakpoint (1024 px). */
export const drawerHiddenFrom = 'lg' satisfies Breakpoint;

export const drawerContentVariants = cva(styles.content, {
  variants: { side: styles.side },
  defaultVariants: { side: 'left' },
});

export function Drawer(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

export type DrawerTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger> & {
  /** Hide the trigger from this breakpoint up, in CSS, where the navigation is always visible. */
  hideFrom?: Breakpoint;
};

export function DrawerTrigger({ hideFrom, className, ...props }: DrawerTriggerProps) {
  return (
    <DialogPrimitive.Trigger
      data-slot="drawer-trigger"
      className={clsx(hideFrom && styles.hideFrom[hideFrom], className)}
      {...props}
    />
  );
}

export type DrawerContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof drawerContentVariants> & {
    /** The drawer's accessible name, shown in its header unless `hideTitle`. */
    title: ReactNode;
    /** Keep the title for screen readers only (the nav items speak for themselves). */
    hideTitle?: boolean;
    /** Accessible name of the close button. */
    closeLabel?: string;
    /** Where the portal renders; defaults to document.body (see DialogContent). */
    container?: HTMLElement | null;
  };

export function DrawerContent({
  side,
  title,
  hideTitle = false,
  closeLabel = 'Закрыть меню',
  container,
  className,
  children,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay asChild>
        <Backdrop layer="drawer" />
      </DialogPrimitive.Overlay>
      {/* Navigation needs no description; undefined tells Radix it is left out on purpose. */}
      <DialogPrimitive.Content
        data-slot="drawer-content"
        data-side={side ?? 'left'}
        aria-describedby={undefined}
        className={clsx(drawerContentVariants({ side }), className)}
        {...props}
      >
        <div data-slot="drawer-header" className={styles.header}>
          <DialogPrimitive.Title className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className={clsx(buttonReset, focusRing, styles.close)}
          >
            <X size={20} aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <div data-slot="drawer-body" className={styles.body}>
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Closes the drawer; wrap nav links with it (`asChild`) so following a link closes the panel. */
export function DrawerClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="drawer-close" {...props} />;
}
