// /invite/{token} (part 2 §2, §4, §5, §8): loading, not found or bad link, expired, the invitation with a two-step
// accept (the first click reveals name, phone and position; the button turns into 'Подтвердить'), a confirmed
// decline, and the accepted / declined notes before the redirect. Driven by the domain's invitation machine.
import { useRef, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  InvitationEvent,
  InvitationField,
  invitationMachine,
} from '@beautydesk/domain/machines/invitation';
import type { InvitationDetails } from '@beautydesk/domain/schemas/invitations';
import { Button } from '../../../components/button/button.tsx';
import { ConfirmDialog } from '../../../components/dialog/dialog.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Heading } from '../../../components/typography/typography.tsx';
import { AuthPage, AuthStatus } from '../../auth/auth-page/auth-page.tsx';
import { formatDate } from '../../team/format.ts';
import * as styles from '../invitations.css.ts';
import { invitationLabels as l } from '../labels.ts';

export type InvitationSnapshot = SnapshotFrom<typeof invitationMachine>;

export type InvitationScreenProps = {
  /**
   * The invitation machine's snapshot. The app runs `invitationMachine.provide({ actors:
   * { loadInvitation, acceptInvitation, declineInvitation } })` with the route's token and navigates to
   * the machine's output (/dashboard or /invite/declined) once it is done.
   */
  snapshot: InvitationSnapshot;
  send: (event: InvitationEvent) => void;
  /** The public site's address, offered when the link leads nowhere. */
  onGoToSite?: () => void;
};

export function InvitationScreen({ snapshot, send, onGoToSite }: InvitationScreenProps) {
  const { invitation, error } = snapshot.context;
  const declineRef = useRef<HTMLButtonElement>(null);
  const askingToDecline =
    snapshot.matches({ form: 'confirmingDecline' }) || snapshot.matches({ form: 'declining' });
  const toSite = onGoToSite ? (
    <Button variant="secondary" onClick={onGoToSite}>
      {l.toSite}
    </Button>
  ) : undefined;

  if (snapshot.hasTag('loading') || snapshot.matches('checkingToken')) {
    return <AuthStatus kind="progress" title={l.loading} data-screen="invitation" />;
  }
  if (snapshot.matches('error')) {
    return <AuthStatus kind="error" title={error} actions={toSite} data-screen="invitation" />;
  }
  if (snapshot.matches('expired')) {
    return (
      <AuthStatus
        kind="error"
        title={l.expired}
        message={l.expiredMessage}
        actions={toSite}
        data-screen="invitation"
      />
    );
  }
  if (snapshot.matches('accepted') || snapshot.matches('goToDashboard')) {
    return (
      <AuthStatus
        kind="success"
        title={l.accepted}
        message={l.acceptedMessage}
        data-screen="invitation"
      />
    );
  }
  if (snapshot.matches('declined') || snapshot.matches('goToDeclined')) {
    return (
      <AuthStatus
        kind="mail"
        title={l.declined}
        message={l.declinedMessage}
        data-screen="invitation"
      />
    );
  }

  const details = snapshot.matches({ form: 'details' }) || snapshot.matches({ form: 'accepting' });
  const accepting = snapshot.matches({ form: 'accepting' });
  const declining = snapshot.matches({ form: 'declining' });
  const busy = snapshot.hasTag('busy');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'ACCEPT' });
  };

  return (
    <AuthPage title={l.title} description={lead(invitation)} data-screen="invitation">
      <form className={styles.body} onSubmit={submit} noValidate aria-label={l.title}>
        {error ? <ErrorState title={error} /> : null}
        {invitation ? <Facts invitation={invitation} /> : null}
        {details ? <DetailsFields snapshot={snapshot} send={send} disabled={busy} /> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={accepting} disabled={busy}>
            {details ? l.confirm : l.accept}
          </Button>
          {details ? (
            <Button variant="link" disabled={busy} onClick={() => send({ type: 'BACK' })}>
              {l.back}
            </Button>
          ) : (
            <Button
              ref={declineRef}
              variant="secondary"
              disabled={busy}
              onClick={() => send({ type: 'DECLINE' })}
            >
              {l.decline}
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={askingToDecline}
        onOpenChange={(open) => !open && send({ type: 'CANCEL_DECLINE' })}
        tone="danger"
        busy={declining}
        title={l.declineTitle}
        description={l.declineConfirm}
        confirmLabel={l.decline}
        cancelLabel={l.declineCancel}
        onConfirm={() => send({ type: 'CONFIRM_DECLINE' })}
        // A cancelled (or failed) decline hands focus back to 'Отклонить' (no trigger to return to).
        returnFocusTo={declineRef}
      />
    </AuthPage>
  );
}

function lead(invitation: InvitationDetails | null): string | undefined {
  if (!invitation?.companyName) return undefined;
  return invitation.invitedByName
    ? l.lead(invitation.invitedByName, invitation.companyName)
    : l.leadNoInviter(invitation.companyName);
}

/** Company, inviter, role with its description, personal message and expiry. */
function Facts({ invitation }: { invitation: InvitationDetails }) {
  const inviter = [invitation.invitedByName, invitation.invitedByEmail].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    [l.company, invitation.companyName],
    [l.inviter, inviter || null],
    [l.email, invitation.email],
    [l.role, invitation.businessRole.name],
    [l.message, invitation.personalMessage],
    [l.expires, formatDate(invitation.expiresAt)],
  ];
  return (
    <dl className={styles.facts} aria-label={l.details}>
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>
              {value}
              {term === l.role && invitation.businessRole.description ? (
                <span className={styles.muted}>
                  <br />
                  {invitation.businessRole.description}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
    </dl>
  );
}

function DetailsFields({
  snapshot,
  send,
  disabled,
}: {
  snapshot: InvitationSnapshot;
  send: (event: InvitationEvent) => void;
  disabled: boolean;
}) {
  const { values, fieldErrors } = snapshot.context;
  const field = (name: InvitationField) => ({
    value: values[name],
    error: fieldErrors[name],
    disabled,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'UPDATE_FIELD', field: name, value: event.target.value }),
  });
  return (
    <div className={styles.form}>
      <Heading level={2} size="sm">
        {l.extraTitle}
      </Heading>
      <Input label={l.name} required autoComplete="name" autoFocus {...field('name')} />
      <Input label={l.phone} type="tel" autoComplete="tel" {...field('phone')} />
      <Input label={l.position} autoComplete="organization-title" {...field('position')} />
    </div>
  );
}
