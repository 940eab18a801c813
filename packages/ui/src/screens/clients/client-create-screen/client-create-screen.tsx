// /clients/create (part 2 §2 "Create client page"): the title, the hint on what is required, and the
// client form; the container sends a saved client to /clients/{id} and a cancel to /clients.
import type {
  ClientPayload,
  ClientUpdateBody,
} from '@beautydesk/domain/rules/validation/client-form';
import { Card, CardContent } from '../../../components/card/card.tsx';
import { Heading, Paragraph } from '../../../components/typography/typography.tsx';
import { ClientForm } from '../client-form/client-form.tsx';
import * as styles from '../clients.css.ts';
import { NoAccessCard } from '../no-access-card.tsx';
import { clientFormLabels as l, clientListLabels } from '../labels.ts';

export type ClientCreateScreenProps<Saved> = {
  onSave: (body: ClientPayload | ClientUpdateBody) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
  /** Without clients.create the page says so instead of showing the form. */
  canCreate?: boolean;
};

export function ClientCreateScreen<Saved>({
  onSave,
  onSaved,
  onCancel,
  canCreate = true,
}: ClientCreateScreenProps<Saved>) {
  return (
    <section
      className={styles.page}
      aria-labelledby="client-create-title"
      data-screen="client-create"
    >
      <div className={styles.headerText}>
        <Heading level={1} size="xl" id="client-create-title">
          {l.createTitle}
        </Heading>
        <Paragraph tone="muted">{l.createHint}</Paragraph>
      </div>
      {canCreate ? (
        <Card>
          <CardContent>
            <ClientForm mode="create" onSave={onSave} onSaved={onSaved} onCancel={onCancel} />
          </CardContent>
        </Card>
      ) : (
        <NoAccessCard
          title={clientListLabels.noPermission}
          hint="Для создания клиентов нужно право clients.create."
        />
      )}
    </section>
  );
}
