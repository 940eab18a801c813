// The invite modal (part 2 §2, §5, §8): e-mail and role required (owner and superadmin roles never offered),
// a personal message; a failed send says 'Ошибка при отправке приглашения. Попробуйте снова.' and keeps what was typed.
import { useState, type FormEvent } from 'react';
import { errorText } from '@beautydesk/domain/rules/errors';
import { assignableRoleChoices } from '@beautydesk/domain/rules/team';
import {
  prepareInvitePayload,
  validateInvite,
  type InvitePayload,
  type InviteValues,
} from '@beautydesk/domain/rules/validation/invite';
import type { BusinessRole } from '@beautydesk/domain/schemas/roles';
import { Button } from '../../../components/button/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Select } from '../../../components/select/select.tsx';
import { Textarea } from '../../../components/textarea/textarea.tsx';
import { inviteLabels as l } from '../labels.ts';
import * as styles from '../team.css.ts';
import { dialogForm } from '../../common/dialog-form.css.ts';

export type InviteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every role of the license; the dialog offers only the assignable ones. */
  roles: readonly BusinessRole[];
  /** Sends the invitation; resolves when sent (the app then goes to /success/invitation-sent). */
  onSubmit: (payload: InvitePayload) => Promise<unknown>;
  /** The text a failure shows under the spec's message (the server's reason). */
  failureDetail?: (error: unknown) => string;
  /** Values to start from (stories). */
  initialValues?: Partial<InviteValues>;
};

const EMPTY: InviteValues = { email: '', businessRoleId: '', personalMessage: '' };

export function InviteDialog({
  open,
  onOpenChange,
  roles,
  onSubmit,
  failureDetail = (error) => errorText(error, ''),
  initialValues,
}: InviteDialogProps) {
  const [values, setValues] = useState<InviteValues>({ ...EMPTY, ...initialValues });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'businessRoleId', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const choices = assignableRoleChoices(roles);

  const change = (field: keyof InviteValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateInvite(values);
    setErrors(result.errors);
    if (!result.valid) return;
    setFailure(null);
    setSending(true);
    try {
      await onSubmit(prepareInvitePayload(values));
      setValues(EMPTY);
    } catch (error) {
      setFailure(failureDetail(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      busy={sending}
      onOpenChange={(next) => {
        if (!next) {
          setErrors({});
          setFailure(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent size="md">
        <form className={dialogForm} onSubmit={submit} noValidate aria-label={l.title}>
          <DialogHeader>
            <DialogTitle>{l.title}</DialogTitle>
            <DialogDescription>{l.description}</DialogDescription>
          </DialogHeader>
          <DialogBody className={styles.form}>
            {failure !== null ? <ErrorState title={l.failed} message={failure || null} /> : null}
            <Input
              label={l.email}
              type="email"
              required
              autoComplete="off"
              placeholder={l.emailPlaceholder}
              value={values.email}
              error={errors.email}
              onChange={(event) => change('email', event.target.value)}
            />
            <Select
              label={l.role}
              required
              placeholder={l.rolePlaceholder}
              options={choices.map((role) => ({ value: role.id, label: role.name }))}
              value={values.businessRoleId || undefined}
              error={errors.businessRoleId}
              onValueChange={(value) => change('businessRoleId', value)}
            />
            <Textarea
              label={l.message}
              hint={l.messageHint}
              rows={3}
              maxLength={2000}
              value={values.personalMessage ?? ''}
              onChange={(event) => change('personalMessage', event.target.value)}
            />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{l.cancel}</Button>
            </DialogClose>
            <Button type="submit" loading={sending}>
              {l.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
