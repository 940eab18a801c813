// Creating the first license (POST /onboarding/create-license): a signed-in user without a license names their business.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Input } from '../../../components/input/input.tsx';
import { AuthPage } from '../auth-page/auth-page.tsx';
import * as pageStyles from '../auth-page/auth-page.css.ts';
import { createLicenseLabels as l } from '../labels.ts';

export type CreateLicenseScreenProps = {
  /** Called with the trimmed, non-empty name; the app creates the license, then goes to /calendar. */
  onCreate: (name: string) => void;
  /** The call is running: the button spins and the field is locked. */
  submitting?: boolean;
  /** Why the last attempt failed (the toast handler's text); shown above the button. */
  error?: string | null;
  /** Prefills the name. */
  defaultName?: string;
};

export function CreateLicenseScreen({
  onCreate,
  submitting = false,
  error,
  defaultName = '',
}: CreateLicenseScreenProps) {
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // A failed call leaves the field as typed and gives it focus back (the button was disabled).
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) {
      setNameError(l.nameRequired);
      inputRef.current?.focus();
      return;
    }
    onCreate(value);
  };

  return (
    <AuthPage title={l.title} description={l.description} data-screen="create-license">
      <form className={pageStyles.form} onSubmit={submit} noValidate aria-label={l.title}>
        <Input
          ref={inputRef}
          label={l.name}
          placeholder={l.placeholder}
          required
          autoComplete="organization"
          value={name}
          error={nameError}
          disabled={submitting}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        {error ? (
          <p role="alert" className={pageStyles.alert}>
            {error}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={submitting}>
          {l.create}
        </Button>
      </form>
    </AuthPage>
  );
}
