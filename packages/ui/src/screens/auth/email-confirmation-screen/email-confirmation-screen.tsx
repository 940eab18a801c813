// /email-confirmation (part 1 §2): after registering, tells the user to check their mail and offers a way back to login.
import { Button } from '../../../components/button/button.tsx';
import { AuthStatus } from '../auth-page/auth-page.tsx';
import { emailConfirmationLabels as l } from '../labels.ts';

export type EmailConfirmationScreenProps = {
  /** The address the link went to (the auth-form machine's `pendingConfirmation` output); named in the text when given. */
  email?: string | null;
  /** 'Вернуться ко входу': the app goes to /login. */
  onBackToLogin: () => void;
};

export function EmailConfirmationScreen({ email, onBackToLogin }: EmailConfirmationScreenProps) {
  return (
    <AuthStatus
      kind="mail"
      data-screen="email-confirmation"
      title={l.title}
      message={email ? l.messageTo(email) : l.message}
      actions={
        <Button variant="secondary" onClick={onBackToLogin}>
          {l.backToLogin}
        </Button>
      }
    />
  );
}
