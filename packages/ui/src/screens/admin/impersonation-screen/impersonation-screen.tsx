// /admin/impersonation (part 1 §2, §4, §5): target and mode, Start/End, the sessions list and the god-mode time prompt,
// driven by the domain's impersonation machine.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  ImpersonationEvent,
  impersonationMachine,
} from '@beautydesk/domain/machines/impersonation';
import { roleDisplayName } from '@beautydesk/domain/rules/claims';
import type {
  ImpersonationMode,
  ImpersonationSession,
} from '@beautydesk/domain/schemas/impersonation';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Input } from '../../../components/input/input.tsx';
import { RadioGroup } from '../../../components/radio-group/radio-group.tsx';
import { Select } from '../../../components/select/select.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/table.tsx';
import { focusIfLost } from '../../common/focus.ts';
import { PromptDialogContent } from '../../common/prompt-dialog.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { AdminTitle, ModeBadge } from '../admin-parts.tsx';
import * as styles from '../admin.css.ts';
import { formatDateTime } from '../format.ts';
import { impersonationLabels as l } from '../labels.ts';

export type ImpersonationSnapshot = SnapshotFrom<typeof impersonationMachine>;

export type ImpersonationScreenProps = {
  /**
   * The impersonation machine's snapshot. The app runs
   * `impersonationMachine.provide({ actors: { loadAccounts, loadSessions, startImpersonation,
   * endImpersonation }, actions: { storeToken, logLoadFailure } })`, shows its `toast` events
   * (top-right, 4 s) and redirects non-superadmins to /403 before rendering this screen.
   */
  snapshot: ImpersonationSnapshot;
  /** Sends the machine an event (target, mode, Start, the typed time, End, reload). */
  send: (event: ImpersonationEvent) => void;
};

export function ImpersonationScreen({ snapshot, send }: ImpersonationScreenProps) {
  const { accounts, sessions, targetAccountId, mode } = snapshot.context;
  const accountsLoading = snapshot.matches({ accounts: 'loading' });
  const sessionsLoading = snapshot.matches({ sessions: 'loading' });
  const confirmingGodMode = snapshot.matches({ control: 'confirmingGodMode' });
  const starting = snapshot.matches({ control: 'starting' });
  const ending = snapshot.matches({ control: 'ending' });
  const busy = starting || ending;
  // The machine owns the rules: Start needs a target and an idle form, both wait while busy.
  const canStart = snapshot.can({ type: 'START' });
  const canEnd = snapshot.can({ type: 'END' });

  const [time, setTime] = useState('');
  const startRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  // The button pressed last gets focus back once the call is over (it was disabled meanwhile).
  const lastAction = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (busy || confirmingGodMode) return;
    focusIfLost(lastAction.current);
  }, [busy, confirmingGodMode]);

  const emailOf = (id: string) => accounts.find((account) => account.id === id)?.email;

  const columns: DataTableColumn<ImpersonationSession>[] = [
    { key: 'id', header: l.columns.id, cell: (s) => <span className={styles.mono}>{s.id}</span> },
    {
      key: 'target',
      header: l.columns.target,
      cell: (s) => (
        <span className={styles.mono} title={emailOf(s.targetAccountId)}>
          {s.targetAccountId}
        </span>
      ),
    },
    {
      key: 'mode',
      header: l.columns.mode,
      cell: (s) => (
        <>
          <ModeBadge mode={s.mode} />{' '}
          {s.endedAt === null ? <Badge variant="success">{l.active}</Badge> : null}
        </>
      ),
    },
    { key: 'startedAt', header: l.columns.startedAt, cell: (s) => formatDateTime(s.startedAt) },
  ];

  const submitTime = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT_TIME', time });
  };

  return (
    <section
      className={styles.page}
      aria-labelledby="impersonation-title"
      data-screen="impersonation"
    >
      <AdminTitle id="impersonation-title" title={l.title} description={l.description} />

      <Card>
        <CardHeader>
          <CardTitle level={2}>{l.newSession}</CardTitle>
        </CardHeader>
        <CardContent>
          <div className={styles.formGrid}>
            <Select
              label={l.target}
              placeholder={l.targetPlaceholder}
              hint={
                accountsLoading
                  ? l.accountsLoading
                  : accounts.length === 0
                    ? l.noAccounts
                    : undefined
              }
              disabled={accountsLoading || busy || confirmingGodMode}
              value={targetAccountId ?? ''}
              onValueChange={(accountId) => send({ type: 'SELECT_TARGET', accountId })}
              options={accounts.map((account) => ({
                value: account.id,
                label: `${account.email} (${roleDisplayName(account.platformRole)})`,
              }))}
            />
            <RadioGroup
              label={l.mode}
              orientation="horizontal"
              value={mode}
              disabled={busy || confirmingGodMode}
              onValueChange={(value) =>
                send({ type: 'SELECT_MODE', mode: value as ImpersonationMode })
              }
              options={[
                { value: 'safe', label: l.safe, description: l.safeDescription },
                { value: 'god', label: l.god, description: l.godDescription },
              ]}
            />
            <div className={styles.actions}>
              <Button
                ref={startRef}
                loading={starting}
                disabled={!canStart}
                onClick={() => {
                  lastAction.current = startRef.current;
                  setTime('');
                  send({ type: 'START' });
                }}
              >
                {l.start}
              </Button>
              <Button
                ref={endRef}
                variant="secondary"
                loading={ending}
                disabled={!canEnd}
                onClick={() => {
                  lastAction.current = endRef.current;
                  send({ type: 'END' });
                }}
              >
                {l.end}
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className={styles.cardHeaderRow}>
          <CardTitle level={2}>{l.sessions}</CardTitle>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="refresh" size="sm" />}
            disabled={sessionsLoading}
            onClick={() => send({ type: 'RELOAD_SESSIONS' })}
          >
            {l.refresh}
          </Button>
        </CardHeader>
        <CardContent>
          {sessionsLoading ? (
            <SpinnerLine className={styles.loading} label={l.sessionsLoading} />
          ) : (
            <DataTable
              caption={l.sessions}
              columns={columns}
              rows={sessions}
              getRowKey={(s) => s.id}
              emptyMessage={l.noSessions}
            />
          )}
        </CardContent>
      </Card>

      <Dialog
        open={confirmingGodMode}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CANCEL' });
        }}
      >
        <PromptDialogContent
          title={l.godTitle}
          description={l.godPrompt}
          onSubmit={submitTime}
          cancelLabel={l.cancel}
          submitLabel={l.godConfirm}
          submitVariant="danger"
          onCloseAutoFocus={(event) => {
            // No trigger to return to: focus goes back to Start (or waits for it, see above).
            event.preventDefault();
            startRef.current?.focus();
          }}
        >
          <Input
            label={l.godTime}
            placeholder={l.godTimePlaceholder}
            inputMode="numeric"
            autoComplete="off"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </PromptDialogContent>
      </Dialog>
    </section>
  );
}
