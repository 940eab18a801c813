// /clients (part 2 §2 "Clients list"): search (debounced 300 ms), activity filter, the VIP and
// Ненадёжные quick filters, client cards, paging by 12 with the spec's line. The page itself comes
// from the server; this screen only shows it and reports what the user asks for.
import { useEffect, useRef, useState } from 'react';
import {
  ACTIVITY_FILTERS,
  CLIENT_QUICK_FILTERS,
  CLIENT_SEARCH_DEBOUNCE_MS,
  cardContacts,
  contactText,
  pagingLine,
  serverClientPage,
  type ActivityFilter,
  type ClientQuickFilter,
} from '@beautydesk/domain/rules/clients';
import { formatPercent } from '@beautydesk/domain/rules/currency';
import type { Client } from '@beautydesk/domain/schemas/clients';
import { Badge } from '../../../components/badge/badge.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card, CardContent } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { ErrorState } from '../../../components/error-state/error-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Input } from '../../../components/input/input.tsx';
import { Select } from '../../../components/select/select.tsx';
import { Heading, SmallText } from '../../../components/typography/typography.tsx';
import { SpinnerLine } from '../../common/spinner-line.tsx';
import * as styles from '../clients.css.ts';
import { NoAccessCard } from '../no-access-card.tsx';
import { clientListLabels as l, contactTypeLabels } from '../labels.ts';

export type ClientsListScreenProps = {
  /** The current page's clients (at most 12). */
  clients: readonly Client[];
  /** How many clients match the search and filters. */
  total: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** The search the list answers (the field shows it; typing reports after 300 ms of quiet). */
  search: string;
  onSearchChange: (search: string) => void;
  activity: ActivityFilter;
  onActivityChange: (activity: ActivityFilter) => void;
  quickFilter: ClientQuickFilter | null;
  onQuickFilterChange: (filter: ClientQuickFilter | null) => void;
  /** The first answer is loading (no list yet). Later loads keep the list on screen. */
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onOpenClient: (clientId: string) => void;
  /** The add button; hidden without it (no clients.create). */
  onCreate?: () => void;
  /** Without clients.read the screen says so instead of listing. */
  canRead?: boolean;
};

/** The search box's text, reported once the user has paused for 300 ms. */
function useDebouncedReport(value: string, report: (value: string) => void, settled: string) {
  // The latest callback, without re-arming the timer whenever the parent re-renders.
  const latest = useRef(report);
  useEffect(() => {
    latest.current = report;
  });
  useEffect(() => {
    if (value === settled) return undefined;
    const timer = setTimeout(() => latest.current(value), CLIENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, settled]);
}

const activityOptions = ACTIVITY_FILTERS.map((value) => ({
  value,
  label: l.activityOptions[value],
}));

function ClientCard({ client, onOpen }: { client: Client; onOpen: () => void }) {
  const contacts = cardContacts(client.contacts);
  return (
    <Card interactive size="sm" onClick={onOpen}>
      <CardContent className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <Heading level={2} size="sm" className={styles.cardName}>
            {client.name}
          </Heading>
          <Badge variant={client.isActive ? 'success' : 'neutral'}>
            {client.isActive ? l.active : l.inactive}
          </Badge>
        </div>
        {contacts.length === 0 ? (
          <span className={styles.contactLine}>{l.noContacts}</span>
        ) : (
          contacts.map((contact) => (
            <span key={`${contact.type}:${contact.value}`} className={styles.contactLine}>
              <span>{contactTypeLabels[contact.type]}:</span> <span>{contactText(contact)}</span>
            </span>
          ))
        )}
        <div className={styles.figures}>
          <span>
            {l.visits}: <span className={styles.figure}>{client.totalVisits}</span>
          </span>
          <span>
            {l.ltv}: <span className={styles.figure}>{client.ltv.toLocaleString('ru-RU')}</span>
          </span>
          <span>
            {l.reliability}:{' '}
            <span className={styles.figure}>{formatPercent(client.reliability / 100, 0)}</span>
          </span>
        </div>
      </CardContent>
    </Card>
  );
}

export function ClientsListScreen({
  clients,
  total,
  page,
  onPageChange,
  search,
  onSearchChange,
  activity,
  onActivityChange,
  quickFilter,
  onQuickFilterChange,
  loading = false,
  error,
  onRetry,
  onOpenClient,
  onCreate,
  canRead = true,
}: ClientsListScreenProps) {
  const [typed, setTyped] = useState(search);
  useDebouncedReport(typed, onSearchChange, search);
  const current = serverClientPage(clients, page, total);
  const filtered = search.trim() !== '' || activity !== 'active' || quickFilter !== null;

  const header = (
    <div className={styles.header}>
      <div className={styles.headerText}>
        <Heading level={1} size="xl" id="clients-title">
          {l.title}
        </Heading>
      </div>
      {onCreate && canRead ? (
        <Button icon={<Icon name="plus" size="sm" />} onClick={onCreate}>
          {l.add}
        </Button>
      ) : null}
    </div>
  );

  if (!canRead) {
    return (
      <section className={styles.page} aria-labelledby="clients-title" data-screen="clients">
        {header}
        <NoAccessCard title={l.noPermission} hint={l.noPermissionHint} />
      </section>
    );
  }

  let body;
  if (error) {
    body = (
      <ErrorState title={l.loadFailed} message={error} onRetry={onRetry} retryLabel={l.retry} />
    );
  } else if (loading) {
    body = <SpinnerLine className={styles.loading} label={l.loading} />;
  } else if (clients.length === 0) {
    body = filtered ? (
      <EmptyState
        titleLevel={2}
        icon={<Icon name="search" />}
        title={l.notFound}
        description={l.notFoundHint(search.trim())}
      />
    ) : (
      <EmptyState
        titleLevel={2}
        icon={<Icon name="clients" />}
        title={l.emptyDatabase}
        action={
          onCreate ? (
            <Button icon={<Icon name="plus" size="sm" />} onClick={onCreate}>
              {l.add}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label={l.list}>
        {clients.map((client) => (
          <li key={client.id}>
            <ClientCard client={client} onOpen={() => onOpenClient(client.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="clients-title" data-screen="clients">
      {header}
      <div className={styles.toolbar}>
        <Input
          label={l.search}
          type="search"
          placeholder={l.searchPlaceholder}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Select
          label={l.activity}
          options={activityOptions}
          value={activity}
          onValueChange={(value) => onActivityChange(value as ActivityFilter)}
        />
      </div>
      <div className={styles.chips} role="group" aria-label={l.quick}>
        {CLIENT_QUICK_FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={quickFilter === filter ? 'primary' : 'secondary'}
            aria-pressed={quickFilter === filter}
            onClick={() => onQuickFilterChange(quickFilter === filter ? null : filter)}
          >
            {l.quickOptions[filter]}
          </Button>
        ))}
      </div>
      {body}
      {!error && !loading && clients.length > 0 ? (
        <nav className={styles.pager} aria-label={l.paging}>
          <SmallText aria-live="polite">{pagingLine(current)}</SmallText>
          <div className={styles.pagerButtons}>
            <Button
              variant="secondary"
              size="sm"
              disabled={current.page <= 1}
              onClick={() => onPageChange(current.page - 1)}
            >
              {l.previous}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={current.page >= current.totalPages}
              onClick={() => onPageChange(current.page + 1)}
            >
              {l.next}
            </Button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
