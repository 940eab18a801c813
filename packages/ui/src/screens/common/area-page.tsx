// Pieces the catalogue screens share: the page heading with its buttons, the no-permission notice, and the
// hook a dialog uses to run its call (busy while it runs, the failure's text kept in the dialog).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Dialog } from '../../components/dialog/dialog.tsx';
import { Heading, Paragraph } from '../../components/typography/typography.tsx';
import * as styles from './area-page.css.ts';

/** The page's h1 (labelling its section through `id`), the muted line under it, and its buttons. */
export function AreaHeader({
  id,
  title,
  description,
  actions,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        <Heading level={1} size="xl" id={id}>
          {title}
        </Heading>
        {description ? <Paragraph tone="muted">{description}</Paragraph> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

/** 'У вас недостаточно прав для …' in place of the screen's content. */
export function PermissionNotice({ message }: { message: string }) {
  return (
    <div role="alert">
      <EmptyState icon={<Icon name="alert-triangle" size="lg" />} title={message} titleLevel={2} />
    </div>
  );
}

/** A failed call's text inside a dialog, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // At the end of a long form's scrolling body the message would appear out of sight: bring it in.
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} role="alert" className={styles.formError}>
      {message}
    </div>
  );
}

/**
 * Runs a dialog's call: `busy` while it runs, the rejection's message in `error` (what the user
 * typed stays, the dialog stays open). Resolves true when the call succeeded.
 */
export function useDialogAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (call: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const reset = useCallback(() => setError(null), []);
  return { busy, error, run, reset };
}

export type DialogAction = ReturnType<typeof useDialogAction>;

/**
 * A dialog holding one form with one save call: the form mounts only while open (each opening starts
 * from the given values), the call's busy state keeps the dialog from closing, its failure message
 * clears on close, and focus goes back to the control that opened it.
 */
export function ActionDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: (action: DialogAction) => ReactNode;
}) {
  const action = useDialogAction();
  const { reset } = action;
  useReturnFocus(open);
  return (
    <Dialog
      open={open}
      busy={action.busy}
      onOpenChange={(next) => {
        reset();
        onOpenChange(next);
      }}
    >
      {open ? children(action) : null}
    </Dialog>
  );
}

/**
 * Gives focus back to the control that opened a dialog once it closes. Radix does this only for
 * its own trigger; these dialogs open from state (a row's button, a card's menu).
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect reads the focused control before Radix moves focus into the dialog (a passive effect).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  useEffect(() => {
    if (open || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);
}
