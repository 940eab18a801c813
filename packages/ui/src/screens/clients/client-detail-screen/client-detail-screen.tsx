// /clients/{clientId} (part 2 §2 "Client detail"): name, badge, id and dates; Back, Edit (the client
// form in a modal), Refresh statistics, Deactivate / Activate, "Записать"; basic and contact info;
// the profile's contact links and statistics tiles; the visit history (beyond the spec, issue 12).
import { useRef, useState } from 'react';
import { contactHref, contactText, preferredContact } from '@beautydesk/domain/rules/clients';
import { formatMoney, formatPercent } from '@beautydesk/domain/rules/currency';
import type { Client } from '@beautydesk/domain/schemas/clients';
import type {
  ClientPayload,
  ClientUpdateBody,
} from '@beautydesk/domain/rules/validation/client-form';
import { telHref } from '@beautydesk/domain/rules/phone';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card/card.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Heading, Paragraph, SmallText } from '../../../components/typography/typography.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import { formatDateTime } from '../../admin/format.ts';
import { clientFormValuesOf } from '../client-form/client-form.tsx';
import { ClientFormDialog } from '../client-form-dialog/client-form-dialog.tsx';
import * as styles from '../clients.css.ts';
import { NoAccessCard } from '../no-access-card.tsx';
import { clientDetailLabels as l, contactTypeLabels } from '../labels.ts';

/** One past or future appointment of the client, as the history lists it (newest first). */
export interface ClientVisit {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  startTime: string;
  endTime: string;
  statusLabel: string;
  /** success, warning, error, neutral… as the status reads. */
  statusTone: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info' | 'neutral';
  services: readonly string[];
  masterName: string | null;
  price: number;
  currency: string | null;
}

/** Why there is no client to show: the load failed, the route has no id, or no such client. */
export type ClientDetailProblem = 'load-failed' | 'missing-id' | 'not-found';

export type ClientDetailScreenProps = {
  client?: Client | null;
  loading?: boolean;
  problem?: ClientDetailProblem | null;
  /** The load failure's own words, under 'Не удалось загрузить данные клиента'. */
  problemDetail?: string | null;
  onBackToList: () => void;
  /** Without clients.read the screen says so. */
  canRead?: boolean;
  /** clients.edit: Edit and Deactivate / Activate; hidden without it. */
  canEdit?: boolean;
  /** Saves the edit form (PUT /clients/{id}); the modal closes once it resolves. */
  onSave?: (body: ClientPayload | ClientUpdateBody) => Promise<unknown>;
  onRefreshStats?: () => void;
  onSetActive?: (active: boolean) => void;
  /** "Записать": the calendar's wizard for this client; hidden without it. */
  onBook?: () => void;
  /** A running action (refresh or (de)activation) disables the buttons. */
  busy?: boolean;
  /** An action's failure: its message, or 'Произошла ошибка'. */
  actionError?: string | null;
  /** The visit history; undefined while it loads. */
  visits?: readonly ClientVisit[];
  visitsError?: string | null;
  /** Opens the edit modal at once (stories). */
  defaultEditing?: boolean;
};

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '01.05.1990' for a YYYY-MM-DD (or a date-time's date part). */
function formatDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function ProblemState({
  problem,
  detail,
  onBackToList,
}: {
  problem: ClientDetailProblem;
  detail?: string | null;
  onBackToList: () => void;
}) {
  const title =
    problem === 'missing-id' ? l.idMissing : problem === 'not-found' ? l.notFound : l.loadFailed;
  return (
    <Card>
      <CardContent>
        {/* The problem is the page's title: an h1 inside the alert that announces it. */}
        <div role="alert" className={styles.problem}>
          <Heading level={1} size="lg">
            {title}
          </Heading>
          {problem === 'load-failed' && detail ? (
            <Paragraph tone="muted">{detail}</Paragraph>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBackToList}>
            {l.backToList}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Tiles({ client }: { client: Client }) {
  const tiles: [string, string][] = [
    [l.statTiles.totalVisits, String(client.totalVisits)],
    [l.statTiles.totalSpent, client.totalSpent.toLocaleString('ru-RU')],
    [l.statTiles.ltv, client.ltv.toLocaleString('ru-RU')],
    [l.statTiles.reliability, formatPercent(client.reliability / 100, 0)],
    [l.statTiles.attended, String(client.attended)],
    [l.statTiles.cancelled, String(client.cancelled)],
    [l.statTiles.rescheduled, String(client.rescheduled)],
  ];
  return (
    <ul className={styles.tiles} aria-label={l.stats}>
      {tiles.map(([label, value]) => (
        <li key={label} className={styles.tile}>
          <span className={styles.tileValue}>{value}</span>
          <span className={styles.tileLabel}>{label}</span>
        </li>
      ))}
    </ul>
  );
}

function History({ visits, error }: { visits?: readonly ClientVisit[]; error?: string | null }) {
  if (error) return <ErrorState title={l.historyFailed} message={error} />;
  if (!visits) return <SpinnerLine className={styles.loading} label={l.historyLoading} />;
  if (visits.length === 0) return <SmallText>{l.historyEmpty}</SmallText>;
  return (
    <ul className={styles.history} aria-label={l.history}>
      {visits.map((visit) => (
        <li key={visit.id} className={styles.visit}>
          <div className={styles.visitHead}>
            <span>
              {formatDate(visit.date)}, {visit.startTime}–{visit.endTime}
            </span>
            <Badge variant={visit.statusTone}>{visit.statusLabel}</Badge>
          </div>
          <span>{visit.services.join(', ') || '—'}</span>
          <SmallText>
            {visit.masterName ? `${l.historyColumns.master}: ${visit.masterName} · ` : ''}
            {formatMoney(visit.price, visit.currency)}
          </SmallText>
        </li>
      ))}
    </ul>
  );
}

export function ClientDetailScreen({
  client,
  loading = false,
  problem,
  problemDetail,
  onBackToList,
  canRead = true,
  canEdit = false,
  onSave,
  onRefreshStats,
  onSetActive,
  onBook,
  busy = false,
  actionError,
  visits,
  visitsError,
  defaultEditing = false,
}: ClientDetailScreenProps) {
  const [editing, setEditing] = useState(defaultEditing);
  const editButton = useRef<HTMLButtonElement>(null);

  const back = (
    <div>
      <Button variant="ghost" icon={<Icon name="chevron-left" size="sm" />} onClick={onBackToList}>
        {l.back}
      </Button>
    </div>
  );

  if (!canRead) {
    return (
      <section className={styles.page} aria-label={l.profile} data-screen="client-detail">
        {back}
        <NoAccessCard title={l.noPermission} hint={l.noPermissionHint} />
      </section>
    );
  }
  if (problem) {
    return (
      <section className={styles.page} aria-label={l.profile} data-screen="client-detail">
        <ProblemState problem={problem} detail={problemDetail} onBackToList={onBackToList} />
      </section>
    );
  }
  if (loading || !client) {
    return (
      <section className={styles.page} aria-label={l.profile} data-screen="client-detail">
        {back}
        <SpinnerLine className={styles.loading} label={l.loading} />
      </section>
    );
  }

  const main = preferredContact(client.contacts);
  const links = client.contacts.filter((contact) => contactHref(contact) !== undefined);

  return (
    <section className={styles.page} aria-labelledby="client-title" data-screen="client-detail">
      {back}
      <div className={styles.header}>
        <div className={styles.headerText}>
          <div className={styles.titleRow}>
            <Heading level={1} size="xl" id="client-title" className={styles.titleName}>
              {client.name}
            </Heading>
            <Badge variant={client.isActive ? 'success' : 'neutral'}>
              {client.isActive ? l.active : l.inactive}
            </Badge>
          </div>
          <div className={styles.meta}>
            <span>
              {l.id}: {client.id}
            </span>
            <span>
              {l.created}: {formatDateTime(client.createdAt)}
            </span>
            <span>
              {l.updated}: {formatDateTime(client.updatedAt)}
            </span>
          </div>
        </div>
        <div className={styles.actions}>
          {onBook && client.isActive ? (
            <Button icon={<Icon name="calendar" size="sm" />} onClick={onBook}>
              {l.book}
            </Button>
          ) : null}
          {canEdit && onSave ? (
            <Button
              ref={editButton}
              variant="secondary"
              icon={<Icon name="edit" size="sm" />}
              disabled={busy}
              onClick={() => setEditing(true)}
            >
              {l.edit}
            </Button>
          ) : null}
          {onRefreshStats ? (
            <Button
              variant="secondary"
              icon={<Icon name="refresh" size="sm" />}
              disabled={busy}
              onClick={onRefreshStats}
            >
              {l.refreshStats}
            </Button>
          ) : null}
          {canEdit && onSetActive ? (
            <Button
              variant={client.isActive ? 'danger' : 'secondary'}
              disabled={busy}
              onClick={() => onSetActive(!client.isActive)}
            >
              {client.isActive ? l.deactivate : l.activate}
            </Button>
          ) : null}
        </div>
      </div>

      {actionError ? (
        <div role="alert" className={styles.alert}>
          {actionError}
        </div>
      ) : null}

      <div className={styles.columns}>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{l.basic}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className={styles.definitions}>
              <dt className={styles.term}>{l.birthDate}</dt>
              <dd className={styles.definition}>
                {client.birthDate ? formatDate(client.birthDate) : l.birthDateMissing}
              </dd>
              <dt className={styles.term}>{l.lastVisit}</dt>
              <dd className={styles.definition}>
                {client.lastVisit ? formatDate(client.lastVisit) : l.neverVisited}
              </dd>
              {client.notes ? (
                <>
                  <dt className={styles.term}>{l.notes}</dt>
                  <dd className={styles.definition}>{client.notes}</dd>
                </>
              ) : null}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>{l.contactInfo}</CardTitle>
          </CardHeader>
          <CardContent>
            {main ? (
              <a href={telHref(main.value)}>{contactText(main)}</a>
            ) : (
              <SmallText>{l.noContacts}</SmallText>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle level={2}>{l.profile}</CardTitle>
        </CardHeader>
        <CardContent className={styles.form}>
          {links.length > 0 ? (
            <ul className={styles.tiles} aria-label={l.contacts}>
              {links.map((contact) => (
                <li key={`${contact.type}:${contact.value}`} className={styles.tile}>
                  <span className={styles.tileLabel}>{contactTypeLabels[contact.type]}</span>
                  <a
                    href={contactHref(contact)}
                    target={
                      contact.type === 'call' || contact.type === 'sms' ? undefined : '_blank'
                    }
                    rel="noreferrer"
                  >
                    {contactText(contact)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <Tiles client={client} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle level={2}>{l.history}</CardTitle>
        </CardHeader>
        <CardContent>
          <History visits={visits} error={visitsError} />
        </CardContent>
      </Card>

      {canEdit && onSave ? (
        <ClientFormDialog
          open={editing}
          onOpenChange={setEditing}
          title={l.editTitle}
          returnFocusTo={editButton}
          mode="edit"
          initialValues={clientFormValuesOf(client)}
          onSave={onSave}
        />
      ) : null}
    </section>
  );
}
