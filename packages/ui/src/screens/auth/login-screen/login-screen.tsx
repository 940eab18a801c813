// /login (part 1 §2, §5): one form with login and register modes, driven by the domain's auth-form machine.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  AuthField,
  AuthFormEvent,
  AuthMode,
  authFormMachine,
} from '@beautydesk/domain/machines/auth-form';
import { authMessages } from '@beautydesk/domain/messages/auth';
import { Button } from '../../../components/button/button.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs/tabs.tsx';
import { AuthPage } from '../auth-page/auth-page.tsx';
import * as pageStyles from '../auth-page/auth-page.css.ts';
import { loginLabels as l } from '../labels.ts';
import * as styles from './login-screen.css.ts';

export type AuthFormSnapshot = SnapshotFrom<typeof authFormMachine>;

export type LoginScreenProps = {
  /**
   * The auth-form machine's snapshot. The app runs
   * `authFormMachine.provide({ actors: { login, register }, actions: { startSession } })`
   * (e.g. `const [snapshot, send, actor] = useActor(...)`), shows its `toast` events ('Добро пожаловать!')
   * and follows its output: `signedIn` → into the product, `pendingConfirmation` → /email-confirmation.
   */
  snapshot: AuthFormSnapshot;
  /** Sends the machine an event (field edits, mode switch, submit). */
  send: (event: AuthFormEvent) => void;
};

/** The fields each mode shows, in order; the first invalid one takes focus after a refused submit. */
const FIELDS: Record<AuthMode, readonly AuthField[]> = {
  login: ['email', 'password'],
  register: ['email', 'password', 'confirmPassword', 'fullName'],
};

function editingMode(snapshot: AuthFormSnapshot): AuthMode | null {
  if (snapshot.matches('login')) return 'login';
  if (snapshot.matches('register')) return 'register';
  return null;
}

export function LoginScreen({ snapshot, send }: LoginScreenProps) {
  const current = editingMode(snapshot);
  // Once the machine is done (signed in, or waiting for confirmation) it is in neither mode: the
  // tab the user was on stays selected until the app moves on.
  const [lastMode, setLastMode] = useState<AuthMode>(current ?? 'login');
  if (current && current !== lastMode) setLastMode(current);
  const mode = current ?? lastMode;

  const { values, fieldErrors, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const done = snapshot.status === 'done';
  const locked = busy || done;

  // After a submit, focus goes where the user has to act: the first refused field, or the emptied
  // password after a failed call (the submit button was disabled meanwhile and lost focus).
  const rootRef = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || busy) return;
    focusPending.current = false;
    if (done) return;
    const input = (name: AuthField) =>
      rootRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const invalid = FIELDS[mode].find((field) => field in fieldErrors);
    if (invalid) input(invalid)?.focus();
    else if (error) input('password')?.focus();
  }, [snapshot, busy, done, mode, fieldErrors, error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    focusPending.current = true;
    send({ type: 'SUBMIT' });
  };

  const field = (name: AuthField) => ({
    name,
    value: values[name],
    error: name === 'fullName' ? undefined : fieldErrors[name],
    disabled: locked,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'UPDATE_FIELD', field: name, value: event.target.value }),
  });

  // What both modes' forms share: the e-mail field first, the call's error above the submit button.
  const emailInput = (
    <Input label={l.email} type="email" autoComplete="email" required {...field('email')} />
  );
  const alert = error ? (
    <p role="alert" className={pageStyles.alert}>
      {error}
    </p>
  ) : null;
  const submitButton = (label: string) => (
    <Button type="submit" fullWidth loading={busy} disabled={done}>
      {label}
    </Button>
  );

  return (
    <AuthPage title={mode === 'login' ? l.loginTitle : l.registerTitle} data-screen="login">
      <Tabs
        ref={rootRef}
        value={mode}
        onValueChange={(next) => send({ type: 'SWITCH_MODE', mode: next as AuthMode })}
      >
        <TabsList aria-label={l.modes} className={styles.tabsList}>
          <TabsTrigger value="login" disabled={locked}>
            {l.loginTab}
          </TabsTrigger>
          <TabsTrigger value="register" disabled={locked}>
            {l.registerTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <form className={styles.form} onSubmit={submit} noValidate aria-label={l.loginTitle}>
            {emailInput}
            <Input
              label={l.password}
              type="password"
              autoComplete="current-password"
              required
              {...field('password')}
            />
            {alert}
            {submitButton(l.login)}
          </form>
        </TabsContent>
        <TabsContent value="register">
          <form className={styles.form} onSubmit={submit} noValidate aria-label={l.registerTitle}>
            {emailInput}
            <Input
              label={l.password}
              type="password"
              autoComplete="new-password"
              placeholder={authMessages.passwordPlaceholder}
              required
              {...field('password')}
            />
            <Input
              label={l.confirmPassword}
              type="password"
              autoComplete="new-password"
              required
              {...field('confirmPassword')}
            />
            <Input
              label={l.fullName}
              hint={l.fullNameHint}
              autoComplete="name"
              {...field('fullName')}
            />
            {alert}
            {submitButton(l.register)}
          </form>
        </TabsContent>
      </Tabs>
    </AuthPage>
  );
}
