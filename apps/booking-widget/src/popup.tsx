// Popup and floating modes: a button (ours, or any host element with data-beautydesk-open) opens the
// booking flow in a modal <dialog>. The platform's modal dialog gives what a popup owes its users:
// the page behind is inert (focus cannot leave, clicks do not land), Escape closes it, focus returns
// to the element that opened it, and it sits in the top layer above any host z-index. (Radix's
// FocusScope cannot trap focus inside a shadow root: it reads event.target on document, which the
// shadow boundary retargets to the host element.)
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '@beautydesk/ui/components/button';
import { labelsFor } from '@beautydesk/ui/screens/public-booking';
import { clsx } from 'clsx';
import { BookingApp, type BookingAppProps } from './booking-app.tsx';
import type { ButtonSize } from './config.ts';
import * as styles from './widget.css.ts';

export interface PopupHandle {
  open: (opener?: HTMLElement | null) => void;
  close: () => void;
}

export type PopupAppProps = BookingAppProps & {
  /** 'button': our button in place; 'floating': a fixed round button; 'none': host elements only. */
  trigger: 'button' | 'floating' | 'none';
  label: string | null;
  /** Our button's size (the site's own buttons' size); 'md' in place, 'lg' floating by default. */
  buttonSize?: ButtonSize;
  /** The floating button's side. */
  side?: 'left' | 'right';
};

/**
 * While the popup is open the page behind does not scroll (a modal dialog makes it inert, not
 * still): the root's overflow is hidden through CSSOM (CSP-safe) and given back as it was.
 */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const before = root.style.getPropertyValue('overflow');
  const priority = root.style.getPropertyPriority('overflow');
  root.style.setProperty('overflow', 'hidden', 'important');
  return () => root.style.setProperty('overflow', before, priority);
}

export const PopupApp = forwardRef<PopupHandle, PopupAppProps>(function PopupApp(
  { trigger, label, buttonSize, side, ...booking },
  ref,
) {
  const labels = labelsFor(booking.lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const unlock = useRef<(() => void) | null>(null);

  const show = useCallback((from?: HTMLElement | null) => {
    const element = dialog.current;
    if (!element || element.open) return;
    opener.current = from ?? ownButton.current;
    setOpen(true);
    element.showModal();
    unlock.current ??= lockPageScroll();
  }, []);
  const hide = useCallback(() => dialog.current?.close(), []);
  useImperativeHandle(ref, () => ({ open: show, close: hide }), [show, hide]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A click on the backdrop (outside the dialog's box, which the backdrop's clicks land on).
    const onClick = (event: MouseEvent) => {
      if (event.target !== element) return;
      const box = element.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) element.close();
    };
    const onClose = () => {
      unlock.current?.();
      unlock.current = null;
      setOpen(false);
      // Back to whatever opened it, also a host element outside our shadow root.
      const back = opener.current;
      if (back?.isConnected) back.focus();
    };
    element.addEventListener('close', onClose);
    element.addEventListener('click', onClick);
    return () => {
      unlock.current?.();
      element.removeEventListener('close', onClose);
      element.removeEventListener('click', onClick);
    };
  }, []);

  const text = label ?? labels.openPopup;
  return (
    <>
      {trigger === 'none' ? null : (
        <div
          className={
            trigger === 'floating'
              ? clsx(styles.floating, side === 'left' && styles.floatingLeft)
              : styles.trigger
          }
        >
          <Button
            ref={ownButton}
            className={styles.triggerButton}
            size={buttonSize ?? (trigger === 'floating' ? 'lg' : 'md')}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => show(ownButton.current)}
          >
            {text}
          </Button>
        </div>
      )}
      <dialog ref={dialog} className={styles.popup} aria-label={text}>
        <div className={styles.popupBar}>
          <Button variant="ghost" size="sm" onClick={hide}>
            {labels.close}
          </Button>
        </div>
        {/* Mounted while open only: each opening starts at the first step with fresh slots. */}
        {open ? <BookingApp {...booking} /> : null}
      </dialog>
    </>
  );
});
