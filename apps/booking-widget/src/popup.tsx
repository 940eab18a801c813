// Popup and floating modes: a button (ours, or any host element with data-beautydesk-open) opens the
// booking flow in a modal <dialog>. The platform's modal dialog gives what a popup owes its users:
// the page behind is inert (focus cannot leave, clicks do not land), Escape closes it, focus returns
// to the element that opened it, and it sits in the top layer above any host z-index. (Radix's
// FocusScope cannot trap focus inside a shadow root: it reads event.target on document, which the
// shadow boundary retargets to the host element.)
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '@beautydesk/ui/components/button';
import { labelsFor } from '@beautydesk/ui/screens/public-booking';
import { BookingApp, type BookingAppProps } from './booking-app.tsx';
import * as styles from './widget.css.ts';

export interface PopupHandle {
  open: (opener?: HTMLElement | null) => void;
  close: () => void;
}

export type PopupAppProps = BookingAppProps & {
  /** 'button': our button in place; 'floating': a fixed round button; 'none': host elements only. */
  trigger: 'button' | 'floating' | 'none';
  label: string | null;
};

export const PopupApp = forwardRef<PopupHandle, PopupAppProps>(function PopupApp(
  { trigger, label, ...booking },
  ref,
) {
  const labels = labelsFor(booking.lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const ownButton = useRef<HTMLButtonElement>(null);

  const show = useCallback((from?: HTMLElement | null) => {
    const element = dialog.current;
    if (!element || element.open) return;
    opener.current = from ?? ownButton.current;
    setOpen(true);
    element.showModal();
  }, []);
  const hide = useCallback(() => dialog.current?.close(), []);
  useImperativeHandle(ref, () => ({ open: show, close: hide }), [show, hide]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClose = () => {
      setOpen(false);
      // Back to whatever opened it, also a host element outside our shadow root.
      const back = opener.current;
      if (back?.isConnected) back.focus();
    };
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, []);

  const text = label ?? labels.openPopup;
  return (
    <>
      {trigger === 'none' ? null : (
        <div className={trigger === 'floating' ? styles.floating : undefined}>
          <Button
            ref={ownButton}
            size={trigger === 'floating' ? 'lg' : 'md'}
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
