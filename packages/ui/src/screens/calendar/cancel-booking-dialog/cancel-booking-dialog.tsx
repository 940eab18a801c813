// The cancel-booking dialog (part 2 §2 "Cancel-booking dialog", §5 "Cancellation reason"): a required
// reason of 3–500 characters, its messages shown once the field was left (or a confirm was tried)
// and then revalidated while typing, Ctrl+Enter to confirm, nothing closes it while the call runs,
// and a failed call keeps the dialog and what was typed.
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { cancellationMessages as m } from '@beautydesk/domain/messages/appointments';
import {
  prepareCancellationReason,
  validateCancellationReason,
} from '@beautydesk/domain/rules/validation/cancellation-reason';
import { CANCELLATION_REASON_MAX } from '@beautydesk/domain/schemas/appointments';
import { ConfirmDialog } from '../../../components/dialog/dialog.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { FormError } from '../../common/area-page.tsx';
import * as styles from '../calendar.css.ts';
import { cancelDialogLabels as l } from '../labels.ts';

export type CancelBookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown under the text when given (§2: "optionally shows the booking ID"). */
  bookingId?: string | null;
  /** Gets the trimmed reason; the dialog closes when it resolves and stays open when it rejects. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** The reason the field starts with (a reopened dialog, a story's over-long text). */
  defaultReason?: string;
  /** The call is already running (a story; the dialog also tracks its own call). */
  loading?: boolean;
  /** Where focus goes once the dialog closes (the card's Cancel button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

export function CancelBookingDialog({
  open,
  onOpenChange,
  bookingId,
  onConfirm,
  defaultReason = '',
  loading: loadingProp = false,
  returnFocusTo,
}: CancelBookingDialogProps) {
  const [reason, setReason] = useState(defaultReason);
  // Messages appear once the field was left or a confirm was tried, then follow every keystroke.
  const [shown, setShown] = useState(defaultReason !== '');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second confirm during the call is ignored even before React re-renders the disabled button.
  const inFlight = useRef(false);
  const loading = loadingProp || running;
  const validation = validateCancellationReason(reason);
  const error = validation.errors.reason;

  const confirm = async () => {
    if (loading || inFlight.current) return;
    if (error) {
      setShown(true);
      return;
    }
    inFlight.current = true;
    setRunning(true);
    setFailure(null);
    try {
      await onConfirm(prepareCancellationReason(reason).cancellation_reason);
      setReason('');
      setShown(false);
      onOpenChange(false);
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : String(caught));
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void confirm();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (loading && !next) return;
        onOpenChange(next);
      }}
      title={
        <span className={styles.warningTitle}>
          <Icon name="alert-triangle" aria-hidden="true" />
          {m.title}
        </span>
      }
      description={m.confirmText}
      confirmLabel={l.confirm}
      cancelLabel={l.close}
      tone="danger"
      busy={loading}
      confirmDisabled={Boolean(error)}
      confirmDisabledReason={m.fillReasonTooltip}
      onConfirm={() => void confirm()}
      returnFocusTo={returnFocusTo}
    >
      <div className={styles.dialogFields}>
        {bookingId ? (
          <p className={styles.bookingId}>
            {l.bookingId}: <code>{bookingId}</code>
          </p>
        ) : null}
        <Textarea
          label={l.reason}
          placeholder={m.reasonPlaceholder}
          rows={3}
          required
          maxLength={CANCELLATION_REASON_MAX}
          value={reason}
          readOnly={loading}
          error={shown ? error : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setFailure(null);
          }}
          onBlur={() => setShown(true)}
          onKeyDown={onKeyDown}
        />
        <FormError message={failure} />
      </div>
    </ConfirmDialog>
  );
}
