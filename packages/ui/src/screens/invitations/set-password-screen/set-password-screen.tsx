// /invite/{token}/password: an account created by accepting an invitation without a password sets one here (the
// link is in its e-mail; POST /users/invitations/{token}/password), so its owner can sign in with e-mail and password.
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@beautydesk/domain/schemas/auth';
import { errorText } from '@beautydesk/domain/rules/errors';
import { Button } from '../../../components/button/button.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Input } from '../../../components/input/input.tsx';
import { AuthPage, AuthStatus } from '../../auth/auth-page/auth-page.tsx';
import * as styles from '../invitations.css.ts';
import { setPasswordLabels as l } from '../labels.ts';

export type SetPasswordScreenProps = {
  /** Saves the password; resolves when saved. A rejection's message is shown ('Приглашение истекло'...). */
  onSubmit: (password: string) => Promise<unknown>;
  /** 'Войти' after saving: the app goes to /login. */
  onSignIn: () => void;
  /** Start on the saved note (stories). */
  initiallyDone?: boolean;
};

type Field = 'password' | 'confirm';

export function SetPasswordScreen({
  onSubmit,
  onSignIn,
  initiallyDone = false,
}: SetPasswordScreenProps) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(initiallyDone);

  if (done) {
    return (
      <AuthStatus
        kind="success"
        title={l.done}
        message={l.doneMessage}
        data-screen="set-password"
        actions={<Button onClick={onSignIn}>{l.signIn}</Button>}
      />
    );
  }

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Passwords are never trimmed: a space is a character like any other.
    const found: Partial<Record<Field, string>> = {};
    if (values.password.length < PASSWORD_MIN_LENGTH) found.password = l.passwordTooShort;
    if (values.confirm !== values.password) found.confirm = l.passwordsDoNotMatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(values.password);
      setDone(true);
    } catch (error) {
      setFailure(errorText(error, l.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthPage title={l.title} description={l.description} data-screen="set-password">
      <form className={styles.form} onSubmit={submit} noValidate aria-label={l.title}>
        {failure ? <ErrorState title={l.failed} message={failure} /> : null}
        <Input
          label={l.password}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <Input
          label={l.confirm}
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm}
          error={errors.confirm}
          onChange={(event) => change('confirm', event.target.value)}
        />
        <Button type="submit" loading={saving} fullWidth>
          {l.submit}
        </Button>
      </form>
    </AuthPage>
  );
}
