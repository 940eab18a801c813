// The client form in a modal: the card's Edit and the appointment wizard's '+ Новый клиент' open the same
// dialog, so its size, its focus return and the form's Cancel / saved wiring are written once.
import type { RefObject } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog.tsx';
import { ClientForm, type ClientFormProps } from '../client-form/client-form.tsx';

export type ClientFormDialogProps<Saved> = Pick<
  ClientFormProps<Saved>,
  'mode' | 'initialValues' | 'onSave'
> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opened the dialog: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** After a successful save, once the dialog has closed, with what onSave resolved to. */
  onSaved?: (saved: Saved) => void;
};

export function ClientFormDialog<Saved>({
  open,
  onOpenChange,
  title,
  returnFocusTo,
  mode,
  initialValues,
  onSave,
  onSaved,
}: ClientFormDialogProps<Saved>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // Opened by state, not a Radix trigger: focus goes back to the opener by hand.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <ClientForm
            mode={mode}
            initialValues={initialValues}
            onSave={onSave}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
            onCancel={() => onOpenChange(false)}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
