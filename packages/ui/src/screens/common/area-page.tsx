// Pieces the catalogue screens share: the page heading with its buttons, the no-permission notice, the
// hook a dialog uses to run its call (busy while it runs, the failure's text kept in the dialog), and the
// dialogs built on it: one form with Cancel and submit, and a confirmation that runs one call.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import {
  ConfirmDialog,
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type ConfirmDialogProps,
  type DialogContentProps,
} from '../../components/dialog/dialog.tsx';
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

/**
 * A catalogue screen's page: the section named by its heading (`<screen>-title`), marked with
 * `data-screen`, then the screen's content.
 */
export function AreaPage({
  screen,
  title,
  description,
  actions,
  children,
}: {
  /** The screen's name: `data-screen` and the heading's id. */
  screen: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${screen}-title`;
  return (
    <section className={styles.page} aria-labelledby={titleId} data-screen={screen}>
      <AreaHeader id={titleId} title={title} description={description} actions={actions} />
      {children}
    </section>
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

export type ActionDialogFormProps = Pick<DialogContentProps, 'size' | 'variant'> & {
  /** The enclosing ActionDialog's call: its busy state and failure message. */
  action: DialogAction;
  title: string;
  description?: ReactNode;
  /** Validates and runs the call (the browser's own submit is prevented here). */
  onSubmit: () => Promise<void>;
  onBlur?: () => void;
  cancelLabel: string;
  submitLabel: string;
  submitDisabled?: boolean;
  /** A button before Cancel in the footer (the service form's Delete). */
  footerStart?: ReactNode;
  /** The fields; the call's failure message follows them. */
  children: ReactNode;
};

/**
 * The content of an ActionDialog: one form wrapping the header, the fields with the call's failure
 * under them, and the footer's Cancel and submit (a spinner while the call runs).
 */
export function ActionDialogForm({
  size,
  variant,
  action,
  title,
  description,
  onSubmit,
  onBlur,
  cancelLabel,
  submitLabel,
  submitDisabled,
  footerStart,
  children,
}: ActionDialogFormProps) {
  return (
    <DialogContent size={size} variant={variant}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        className={styles.dialogForm}
        onBlur={onBlur}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogBody className={styles.form}>
          {children}
          <FormError message={action.error} />
        </DialogBody>
        <DialogFooter>
          {footerStart}
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button type="submit" loading={action.busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

export type ActionConfirmDialogProps<T> = Pick<
  ConfirmDialogProps,
  'title' | 'description' | 'confirmLabel' | 'tone'
> & {
  /** What the confirmation is about; the dialog is open while there is one. */
  target: T | null;
  onClose: () => void;
  /** The confirmed call; the dialog closes once it resolves, a rejection's message stays in it. */
  onConfirm: (target: T) => Promise<unknown>;
};

/** A confirmation that runs one call: busy while it runs, its failure shown until the next opening. */
export function ActionConfirmDialog<T>({
  target,
  onClose,
  onConfirm,
  ...texts
}: ActionConfirmDialogProps<T>) {
  const action = useDialogAction();
  // Each opening starts without the last one's failure, cleared while rendering the opening (never
  // shown, never announced); it stays visible while the dialog closes.
  const [shownFor, setShownFor] = useState<T | null>(target);
  if (shownFor !== target) {
    setShownFor(target);
    if (target !== null) action.reset();
  }
  return (
    <ConfirmDialog
      {...texts}
      open={target !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      busy={action.busy}
      onConfirm={() => {
        if (target === null) return;
        void action
          .run(() => onConfirm(target))
          .then((done) => {
            if (done) onClose();
          });
      }}
    >
      {action.error ? <FormError message={action.error} /> : null}
    </ConfirmDialog>
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
