// A dialog asking for one value: title and explanation, the field, then Cancel and the submit button.
import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/button/button.tsx';
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from '../../components/dialog/dialog.tsx';

export type PromptDialogContentProps = Pick<DialogContentProps, 'onCloseAutoFocus'> & {
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancelLabel: string;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  submitDisabled?: boolean;
  /** The field. */
  children: ReactNode;
};

/** The content of a small dialog whose form holds one field; the Dialog root stays with the caller. */
export function PromptDialogContent({
  title,
  description,
  onSubmit,
  cancelLabel,
  submitLabel,
  submitVariant,
  submitDisabled,
  children,
  onCloseAutoFocus,
}: PromptDialogContentProps) {
  return (
    <DialogContent size="sm" onCloseAutoFocus={onCloseAutoFocus}>
      <form onSubmit={onSubmit}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button type="submit" variant={submitVariant} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
