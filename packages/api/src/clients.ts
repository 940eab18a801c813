// The client directory's calls: list, search, VIP and unreliable lookups, CRUD, activation, statistics refresh (spec part 2 §7 "Clients", §8).
import {
  CLIENT_FETCH_LIMIT,
  CLIENT_PAGE_SIZE,
  CLIENT_SEARCH_LIMIT,
  UNRELIABLE_LOOKUP_LIMIT,
  UNRELIABLE_RELIABILITY_THRESHOLD,
  VIP_LOOKUP_LIMIT,
  VIP_LTV_THRESHOLD,
  type ActivityFilter,
  type ClientQuickFilter,
} from '@beautydesk/domain/rules/clients';
import {
  clientDeleteQuerySchema,
  clientFormPayloadSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientUpdatePayloadSchema,
  clientWireSchema,
  toClient,
  toClientList,
  type Client,
  type ClientList,
  type ClientListQuery,
} from '@beautydesk/domain/schemas/clients';
import { useMemo } from 'react';
import type { z } from 'zod';
import { listAppointments } from './appointments.ts';
import { apiClient, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';
import { mapClientApiError } from './toast-messages.ts';

const AREA = 'clients' satisfies ApiArea;
const WRITES: readonly ApiArea[] = [AREA];

type ClientListQueryInput = z.input<typeof clientListQuerySchema>;

/** Client API rule (part 2 §8): a 400 about the phone or the contacts is re-worded, others pass unchanged. */
async function clientCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw mapClientApiError(error);
  }
}

function listQuery(defaults: ClientListQueryInput, query: ClientListQueryInput): ClientListQuery {
  return parsePayload(clientListQuerySchema, { ...defaults, ...query }, 'GET', '/clients');
}

/** The list view: limit 1000, sorted by name ascending. */
export function clientListQuery(query: ClientListQueryInput = {}): ClientListQuery {
  return listQuery({ limit: CLIENT_FETCH_LIMIT, sort_by: 'name', sort_order: 'asc' }, query);
}

/** Search: limit 50. */
export function clientSearchQuery(
  search: string,
  query: ClientListQueryInput = {},
): ClientListQuery {
  return listQuery({ limit: CLIENT_SEARCH_LIMIT }, { ...query, search });
}

/** VIP: by ltv descending, limit 100, ltv at or above 1000 unless given. */
export function vipClientsQuery(minLtv: number = VIP_LTV_THRESHOLD): ClientListQuery {
  return listQuery(
    { sort_by: 'ltv', sort_order: 'desc', limit: VIP_LOOKUP_LIMIT },
    { min_ltv: minLtv },
  );
}

/** Unreliable: by reliability ascending, limit 100, reliability at or below 80 unless given. */
export function unreliableClientsQuery(
  maxReliability: number = UNRELIABLE_RELIABILITY_THRESHOLD,
): ClientListQuery {
  return listQuery(
    { sort_by: 'reliability', sort_order: 'asc', limit: UNRELIABLE_LOOKUP_LIMIT },
    { max_reliability: maxReliability },
  );
}

/** What the paged clients screen shows: a 1-based page of 12, the search, activity and a quick filter. */
export interface ClientPageParams {
  page: number;
  search?: string;
  activity: ActivityFilter;
  quick?: ClientQuickFilter | null;
}

/**
 * One page of the list, cut by the server (skip/limit 12) rather than the spec's "limit 1000 and
 * page in the browser" (docs/decisions/, "Clients (issue 12)"): name ascending, or the quick
 * filter's own order and threshold (VIP: ltv ≥ 1000 descending; Ненадёжные: reliability ≤ 80
 * ascending); the search narrows any of them.
 */
export function clientPageQuery({
  page,
  search,
  activity,
  quick,
}: ClientPageParams): ClientListQuery {
  const term = search?.trim();
  return parsePayload(
    clientListQuerySchema,
    {
      skip: (Math.max(1, Math.floor(page)) - 1) * CLIENT_PAGE_SIZE,
      limit: CLIENT_PAGE_SIZE,
      ...(quick === 'vip'
        ? { sort_by: 'ltv', sort_order: 'desc', min_ltv: VIP_LTV_THRESHOLD }
        : quick === 'unreliable'
          ? {
              sort_by: 'reliability',
              sort_order: 'asc',
              max_reliability: UNRELIABLE_RELIABILITY_THRESHOLD,
            }
          : { sort_by: 'name', sort_order: 'asc' }),
      ...(activity === 'all' ? {} : { is_active: activity === 'active' }),
      ...(term ? { search: term } : {}),
    },
    'GET',
    '/clients',
  );
}

/** GET /clients: one page of the clients screen. */
export async function listClientPage(params: ClientPageParams): Promise<ClientList> {
  return fetchClientList(clientPageQuery(params));
}

/** GET /clients with the list view's defaults (any field may be overridden). */
export async function listClients(query: ClientListQueryInput = {}): Promise<ClientList> {
  return fetchClientList(clientListQuery(query));
}

async function fetchClientList(query: ClientListQuery): Promise<ClientList> {
  return clientCall(async () =>
    toClientList(await apiClient().request('/clients', clientListResponseSchema, { query })),
  );
}

/** GET /clients?search=…&limit=50 */
export async function searchClients(
  search: string,
  query: ClientListQueryInput = {},
): Promise<ClientList> {
  return fetchClientList(clientSearchQuery(search, query));
}

/** GET /clients?sort_by=ltv&sort_order=desc&limit=100&min_ltv=1000 */
export async function listVipClients(minLtv?: number): Promise<ClientList> {
  return fetchClientList(vipClientsQuery(minLtv));
}

/** GET /clients?sort_by=reliability&sort_order=asc&limit=100&max_reliability=80 */
export async function listUnreliableClients(maxReliability?: number): Promise<ClientList> {
  return fetchClientList(unreliableClientsQuery(maxReliability));
}

/** GET /clients/{id} */
export async function getClient(clientId: string): Promise<Client> {
  return clientCall(async () =>
    toClient(await apiClient().request(`/clients/${pathSegment(clientId)}`, clientWireSchema)),
  );
}

/** POST /clients. Contacts with a blank value are dropped first, as the create helper does. */
export async function createClient(
  payload: z.input<typeof clientFormPayloadSchema>,
): Promise<Client> {
  const contacts = (payload.contacts ?? []).filter((contact) => contact.value.trim() !== '');
  const body = parsePayload(clientFormPayloadSchema, { ...payload, contacts }, 'POST', '/clients');
  return clientCall(async () =>
    toClient(await apiClient().request('/clients', clientWireSchema, { method: 'POST', body })),
  );
}

/** PUT /clients/{id}: the form fields, or any subset of them. */
export async function updateClient(
  clientId: string,
  payload: z.input<typeof clientUpdatePayloadSchema>,
): Promise<Client> {
  const path = `/clients/${pathSegment(clientId)}`;
  const body = parsePayload(clientUpdatePayloadSchema, payload, 'PUT', path);
  return clientCall(async () =>
    toClient(await apiClient().request(path, clientWireSchema, { method: 'PUT', body })),
  );
}

/** PUT /clients/{id} with {is_active}: deactivation hides the client and keeps the data. */
export async function setClientActive(clientId: string, isActive: boolean): Promise<Client> {
  return updateClient(clientId, { is_active: isActive });
}

/** DELETE /clients/{id}?hard=: soft by default, permanent with hard true. */
export async function deleteClient(
  clientId: string,
  query: z.input<typeof clientDeleteQuerySchema> = {},
): Promise<void> {
  const path = `/clients/${pathSegment(clientId)}`;
  const { hard } = parsePayload(clientDeleteQuerySchema, query, 'DELETE', path);
  return clientCall(() => apiClient().requestVoid(path, { method: 'DELETE', query: { hard } }));
}

/** POST /clients/{id}/refresh-stats */
export async function refreshClientStats(clientId: string): Promise<Client> {
  return clientCall(async () =>
    toClient(
      await apiClient().request(
        `/clients/${pathSegment(clientId)}/refresh-stats`,
        clientWireSchema,
        {
          method: 'POST',
        },
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useClients(query: ClientListQueryInput = {}) {
  const resolved = clientListQuery(query);
  return useApiQuery(AREA, 'list', resolved, () => fetchClientList(resolved));
}

/**
 * The clients screen's page. The previous answer stays on screen while the next one loads (typing
 * a search or turning a page never flashes an empty list), and the page after it is fetched in the
 * background once the total says there is one, so "next" answers from the cache.
 */
export function useClientPage(params: ClientPageParams) {
  const resolved = clientPageQuery(params);
  const current = useApiQuery(AREA, 'page', resolved, () => fetchClientList(resolved), {
    swr: { keepPreviousData: true },
  });
  const loaded = current.data && !current.isLoading ? current.data : undefined;
  const hasNext = loaded !== undefined && (resolved.skip ?? 0) + CLIENT_PAGE_SIZE < loaded.total;
  const next = hasNext ? clientPageQuery({ ...params, page: params.page + 1 }) : null;
  useApiQuery(AREA, 'page', next, () => fetchClientList(next as ClientListQuery), {
    swr: { revalidateOnMount: true },
  });
  return current;
}

/** A blank search asks nothing. */
export function useClientSearch(search: string, query: ClientListQueryInput = {}) {
  const term = search.trim();
  const resolved = term ? clientSearchQuery(term, query) : null;
  return useApiQuery(AREA, 'search', resolved, () => fetchClientList(resolved as ClientListQuery));
}

export function useVipClients(minLtv?: number) {
  const resolved = vipClientsQuery(minLtv);
  return useApiQuery(AREA, 'vip', resolved, () => fetchClientList(resolved));
}

export function useUnreliableClients(maxReliability?: number) {
  const resolved = unreliableClientsQuery(maxReliability);
  return useApiQuery(AREA, 'unreliable', resolved, () => fetchClientList(resolved));
}

export function useClient(clientId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', clientId ? { clientId } : null, () =>
    getClient(clientId as string),
  );
}

/** Client writes; each revalidates the license's client keys (lists, searches, details). */
export function useClientActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      create: (payload: z.input<typeof clientFormPayloadSchema>) =>
        run(WRITES, () => createClient(payload)),
      update: (clientId: string, payload: z.input<typeof clientUpdatePayloadSchema>) =>
        run(WRITES, () => updateClient(clientId, payload)),
      setActive: (clientId: string, isActive: boolean) =>
        run(WRITES, () => setClientActive(clientId, isActive)),
      remove: (clientId: string, query?: z.input<typeof clientDeleteQuerySchema>) =>
        run(WRITES, () => deleteClient(clientId, query)),
      refreshStats: (clientId: string) => run(WRITES, () => refreshClientStats(clientId)),
    }),
    [run],
  );
}

/**
 * A client's appointments (GET /appointments?client_id=…), the card's visit history; nothing is
 * asked without an id. Keyed as the appointments area's list, so appointment writes refresh it.
 */
export function useClientAppointments(clientId: string | null | undefined) {
  const query = clientId ? { client_id: clientId } : null;
  return useApiQuery('appointments', 'list', query, () =>
    listAppointments(query as { client_id: string }),
  );
}
