// Completing an appointment (part 2 §4): the status first, then the optional notes.
import { useState, type FormEvent, type RefObject } from 'react';
import type { Appointment } from '@beautydesk/domain/schemas/appointments';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { FormError } from '../../common/area-page.tsx';
import { PromptDialogContent } from '../../common/prompt-dialog.tsx';
import { appointmentCardLabels as l, completeDialogLabels as c } from '../labels.ts';
import type { AppointmentActions } from './appointment-card.tsx';

export function CompleteDialog({
  appointment,
  onClose,
  onComplete,
  returnTo,
}: {
  appointment: Appointment | null;
  onClose: () => void;
  onComplete: AppointmentActions['onComplete'];
  returnTo: RefObject<HTMLElement | null>;
}) {
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!appointment || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onComplete(appointment, notes.trim() || undefined);
      setNotes('');
      onClose();
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : l.actionFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={appointment !== null} busy={busy} onOpenChange={(open) => !open && onClose()}>
      <PromptDialogContent
        title={c.title}
        description={c.description}
        cancelLabel={c.cancel}
        submitLabel={c.submit}
        submitDisabled={busy}
        onSubmit={(event) => void submit(event)}
        onCloseAutoFocus={(event) => {
          const target = returnTo.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <Textarea
          label={c.notes}
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <FormError message={failure} />
      </PromptDialogContent>
    </Dialog>
  );
}
