// Step 1 of the appointment modal: on create, the client search (the machine debounces and asks), the results
// to choose from and '+ Новый клиент' opening the clients area's form in a nested modal, whose new client is
// chosen at once; on edit, the appointment's client, which cannot change.
import { useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  AppointmentWizardEvent,
  WizardClient,
  appointmentWizardMachine,
} from '@beautydesk/domain/machines/appointment-wizard';
import type { ClientPayload } from '@beautydesk/domain/rules/validation/client-form';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Input } from '../../../components/input/input.tsx';
import { ClientFormDialog } from '../../clients/client-form-dialog/client-form-dialog.tsx';
import { appointmentModalLabels as l } from './labels.ts';
import * as styles from './appointment-modal.css.ts';

export type ClientSectionProps = {
  snapshot: SnapshotFrom<typeof appointmentWizardMachine>;
  send: (event: AppointmentWizardEvent) => void;
  /** POST /clients from the nested form; resolves to the new client, who is then chosen. */
  onCreateClient: (body: ClientPayload) => Promise<WizardClient>;
};

export function ClientSection({ snapshot, send, onCreateClient }: ClientSectionProps) {
  const { context } = snapshot;
  const [creating, setCreating] = useState(false);
  const newClientButton = useRef<HTMLButtonElement>(null);

  if (context.mode === 'edit') {
    return (
      <Input label={l.client} value={context.client?.name ?? ''} readOnly aria-readonly="true" />
    );
  }

  const choosing = { type: 'SELECT_CLIENT', client: { id: '', name: '' } } as const;
  const canChoose = snapshot.can(choosing);
  const searching = snapshot.hasTag('searchingClients');
  const waiting = snapshot.matches({ editing: { client: { choosable: 'debouncing' } } });
  const query = context.clientQuery.trim();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{l.client}</legend>
      <Input
        type="search"
        label={l.clientSearch}
        placeholder={l.clientSearchPlaceholder}
        value={context.clientQuery}
        disabled={!snapshot.can({ type: 'SEARCH_CLIENTS', query: '' })}
        onChange={(event) => send({ type: 'SEARCH_CLIENTS', query: event.target.value })}
        // The search is live; Enter here must not submit the appointment.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {searching || waiting ? (
        <p role="status" className={styles.muted}>
          {l.searchingClients}
        </p>
      ) : query && context.clientResults.length === 0 ? (
        <p role="status" className={styles.muted}>
          {l.noClientsFound}
        </p>
      ) : null}
      {context.clientResults.length > 0 ? (
        <ul className={styles.choiceList} aria-label={l.clientResults}>
          {context.clientResults.map((client) => (
            <li key={client.id}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={context.client?.id === client.id}
                disabled={!canChoose}
                onClick={() => send({ type: 'SELECT_CLIENT', client })}
              >
                <span>{client.name}</span>
                {client.isActive === false ? <Badge variant="neutral">{l.inactive}</Badge> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.row}>
        <span className={styles.muted} aria-live="polite">
          {context.client ? l.chosenClient(context.client.name) : null}
        </span>
        <Button
          ref={newClientButton}
          variant="secondary"
          size="sm"
          disabled={!canChoose}
          onClick={() => setCreating(true)}
        >
          {l.newClient}
        </Button>
      </div>
      <ClientFormDialog
        open={creating}
        onOpenChange={setCreating}
        title={l.newClientTitle}
        returnFocusTo={newClientButton}
        mode="create"
        onSave={(body) => onCreateClient(body as ClientPayload)}
        onSaved={(client) => send({ type: 'SELECT_CLIENT', client })}
      />
    </fieldset>
  );
}
