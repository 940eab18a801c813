// Modal dialog on Radix Dialog: compound parts, sizes, fullscreen, a busy mode that cannot be dismissed, and ConfirmDialog.
import {
  createContext,
  useContext,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import * as styles from './dialog.css.ts';
import { buttonReset, focusRing } from '../../theme/base.css.ts';
import { Backdrop } from '../backdrop/backdrop.tsx';
import { Button } from '../button/button.tsx';
import { SimpleTooltip } from '../tooltip/tooltip.tsx';
import { blockDescription, blockTitle } from '../typography/typography.css.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export const dialogVariantNames = ['default', 'fullscreen'] as const;

export const dialogContentVariants = cva(styles.content, {
  variants: { size: styles.size, variant: styles.variant },
  defaultVariants: { size: 'md', variant: 'default' },
});

// Busy is set once on the root and read by the parts that could otherwise close the dialog.
const DialogBusyContext = createContext(false);

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root> & {
  /** While true, Escape and backdrop clicks do not close the dialog and its close buttons are disabled. */
  busy?: boolean;
};

export function Dialog({ busy = false, ...props }: DialogProps) {
  return (
    <DialogBusyContext.Provider value={busy}>
      <DialogPrimitive.Root {...props} />
    </DialogBusyContext.Provider>
  );
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /**
     * Where the portal renders; defaults to document.body. Pass an element inside the theme root
     * when <body> does not carry the theme class (the embedded widget).
     */
    container?: HTMLElement | null;
    /** The corner ✕ button; off for dialogs that must be answered through their footer. */
    showCloseButton?: boolean;
    /** Accessible name of the corner ✕ button. */
    closeLabel?: string;
  };

export function DialogContent({
  size,
  variant,
  container,
  showCloseButton = true,
  closeLabel = 'Закрыть',
  className,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  const busy = useContext(DialogBusyContext);
  // Radix dismisses unless these events are cancelled; cancelling them is how busy blocks closing.
  const blockWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay asChild>
        <Backdrop layer="modal" />
      </DialogPrimitive.Overlay>
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        data-variant={variant ?? 'default'}
        aria-busy={busy || undefined}
        className={clsx(dialogContentVariants({ size, variant }), className)}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          blockWhileBusy(event);
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          blockWhileBusy(event);
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          blockWhileBusy(event);
        }}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close-icon"
            aria-label={closeLabel}
            disabled={busy}
            className={clsx(buttonReset, focusRing, styles.close)}
          >
            <X size={18} aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={clsx(styles.header, className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={clsx(blockTitle, className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={clsx(blockDescription, className)}
      {...props}
    />
  );
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-body" className={clsx(styles.body, className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={clsx(styles.footer, className)} {...props} />;
}

/** Closes the dialog; disabled while the dialog is busy. Use `asChild` with a Button. */
export function DialogClose({ disabled, ...props }: ComponentProps<typeof DialogPrimitive.Close>) {
  const busy = useContext(DialogBusyContext);
  return <DialogPrimitive.Close data-slot="dialog-close" disabled={disabled || busy} {...props} />;
}

export const confirmTones = ['danger', 'primary'] as const;

export type ConfirmDialogProps = {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions (delete, cancel a booking). */
  tone?: (typeof confirmTones)[number];
  /** The action is running: the confirm button shows a spinner and nothing can close the dialog. */
  busy?: boolean;
  /** Blocks confirming until the form in `children` is valid. */
  confirmDisabled?: boolean;
  /** Why confirming is blocked, in a tooltip on the disabled button ('Заполните причину отмены'). */
  confirmDisabledReason?: string;
  /** Called on confirm. The dialog stays open: the caller closes it once the action succeeds. */
  onConfirm: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (wrapped in DialogTrigger asChild). */
  trigger?: ReactNode;
  /** Extra content between the description and the buttons, e.g. a reason field. */
  children?: ReactNode;
  container?: HTMLElement | null;
  /**
   * Where focus goes when the dialog closes, for a dialog opened from state (no `trigger`): Radix
   * only returns focus to its own trigger, and would otherwise leave it on <body>.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Отмена',
  tone = 'primary',
  busy = false,
  confirmDisabled = false,
  confirmDisabledReason,
  onConfirm,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  children,
  container,
  returnFocusTo,
}: ConfirmDialogProps) {
  const confirm = (
    <Button variant={tone} loading={busy} disabled={confirmDisabled} onClick={() => onConfirm()}>
      {confirmLabel}
    </Button>
  );
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} busy={busy}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      {/* alertdialog: it interrupts the user for an answer. Without the ✕, first focus goes to the
          first field in children or else to Cancel, the safe choice. */}
      <DialogContent
        role="alertdialog"
        data-slot="confirm-dialog"
        data-tone={tone}
        size="sm"
        showCloseButton={false}
        container={container}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader className={styles.confirmHeader}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children && <DialogBody>{children}</DialogBody>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          {confirmDisabled && confirmDisabledReason ? (
            <SimpleTooltip content={confirmDisabledReason} disabledChild>
              {confirm}
            </SimpleTooltip>
          ) : (
            confirm
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
