// /clients: the list screen on one server page at a time. Search, activity, quick filter and page
// live in the address (?q=&active=&filter=&page=), so Back from a client returns to the same page.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useClientPage } from '@beautydesk/api/clients';
import { dataLoadingMessage } from '@beautydesk/api/toast-messages';
import {
  ACTIVITY_FILTERS,
  CLIENT_QUICK_FILTERS,
  DEFAULT_ACTIVITY_FILTER,
  type ActivityFilter,
  type ClientQuickFilter,
} from '@beautydesk/domain/rules/clients';
import { ClientsListScreen } from '@beautydesk/ui/screens/clients';
import { CLIENT_CREATE_PATH, clientPath } from '../routes.ts';
import { useClientPermissions } from './client-permissions.ts';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

export default function ClientsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const access = useClientPermissions();
  const search = params.get('q') ?? '';
  const activity = oneOf(ACTIVITY_FILTERS, params.get('active')) ?? DEFAULT_ACTIVITY_FILTER;
  const quick = oneOf(CLIENT_QUICK_FILTERS, params.get('filter'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const list = useClientPage({ page, search, activity, quick });

  /** A new search or filter starts again at page 1; defaults are left out of the address. */
  const update = (change: {
    q?: string;
    active?: ActivityFilter;
    filter?: ClientQuickFilter | null;
    page?: number;
  }) => {
    const next = new URLSearchParams(params);
    const set = (key: string, value: string | null) =>
      value ? next.set(key, value) : next.delete(key);
    if ('q' in change) set('q', change.q?.trim() ? change.q : null);
    if ('active' in change)
      set('active', change.active === DEFAULT_ACTIVITY_FILTER ? null : (change.active ?? null));
    if ('filter' in change) set('filter', change.filter ?? null);
    set('page', change.page && change.page > 1 ? String(change.page) : null);
    setParams(next, { replace: 'q' in change });
  };

  if (!access.loading && !access.canRead) {
    return <ClientsListScreen {...emptyProps} canRead={false} />;
  }
  const data = list.data;
  return (
    <ClientsListScreen
      clients={data?.clients ?? []}
      total={data?.total ?? 0}
      page={page}
      onPageChange={(next) => update({ page: next })}
      search={search}
      onSearchChange={(q) => update({ q })}
      activity={activity}
      onActivityChange={(active) => update({ active })}
      quickFilter={quick}
      onQuickFilterChange={(filter) => update({ filter })}
      loading={access.loading || (!data && !list.error)}
      error={list.error && !data ? dataLoadingMessage(list.error) : null}
      onRetry={() => void list.mutate()}
      onOpenClient={(id) => navigate(clientPath(id))}
      onCreate={access.canCreate ? () => navigate(CLIENT_CREATE_PATH) : undefined}
    />
  );
}

const noop = () => {};
const emptyProps = {
  clients: [],
  total: 0,
  page: 1,
  onPageChange: noop,
  search: '',
  onSearchChange: noop,
  activity: DEFAULT_ACTIVITY_FILTER,
  onActivityChange: noop,
  quickFilter: null,
  onQuickFilterChange: noop,
  onOpenClient: noop,
} as const;
