// SWR glue: the license every key is scoped by (ApiProvider), the key builders, the revalidation filters and the hooks' common shape.
import { createContext, createElement, useCallback, useContext, type ReactNode } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { SessionNotReadyError } from './errors.ts';

/** The areas a key can belong to: one per request module. */
export const API_AREAS = [
  'auth',
  'tasks',
  'impersonation',
  'clients',
  'countries',
  'studios',
  'masters',
  'services',
  'appointments',
  'booking',
  'public',
  'roles',
  'meta',
  'users',
  'invitations',
  'pricing',
  'stats',
  'version',
  'analytics',
] as const;
export type ApiArea = (typeof API_AREAS)[number];

/** Scope of keys that hold no tenant data (the public booking page, an invitation, the version). */
export const PUBLIC_SCOPE = '@public';
/** Scope of the platform admin's keys while no license is in force (impersonation screen). */
export const PLATFORM_SCOPE = '@platform';

export type KeyParams = Readonly<Record<string, unknown>>;

/** [scope, area, call, params]: the license (or a reserved scope) first, so tenants never share. */
export type ApiKey = readonly [scope: string, area: ApiArea, call: string, params: KeyParams];

/** The key of one read, or null (SWR then does not fetch) while the scope is unknown. */
export function apiKey(
  scope: string | null | undefined,
  area: ApiArea,
  call: string,
  params: KeyParams = {},
): ApiKey | null {
  return scope ? [scope, area, call, params] : null;
}

export function isApiKey(key: unknown): key is ApiKey {
  return (
    Array.isArray(key) &&
    key.length === 4 &&
    typeof key[0] === 'string' &&
    (API_AREAS as readonly unknown[]).includes(key[1]) &&
    typeof key[2] === 'string'
  );
}

/** The key filter for `mutate`: keys of these areas within this scope, and nothing else. */
export function areaKeyFilter(
  scope: string,
  areas: readonly ApiArea[],
): (key?: unknown) => boolean {
  return (key) => isApiKey(key) && key[0] === scope && areas.includes(key[1]);
}

/** What `useSWRConfig().mutate` offers for a key filter (a narrow type so tests can pass a fake). */
export type KeyFilterMutate = (filter: (key?: unknown) => boolean) => Promise<unknown>;

/** Revalidates (refetches) the scope's keys of these areas; their data stays until the answer. */
export function revalidateAreas(
  mutate: KeyFilterMutate,
  scope: string,
  areas: readonly ApiArea[],
): Promise<unknown> {
  return mutate(areaKeyFilter(scope, areas));
}

export type KeyFilterClear = (
  filter: (key?: unknown) => boolean,
  data: undefined,
  options: { revalidate: false },
) => Promise<unknown>;

/** Drops every cached answer of ours (sign-out, impersonation start or end) without refetching. */
export function clearApiCache(mutate: KeyFilterClear): Promise<unknown> {
  return mutate(isApiKey, undefined, { revalidate: false });
}

// ---------------------------------------------------------------------------------------------
// The license the hooks read

export interface ApiContextValue {
  /** The signed-in user's license; null until the session is known. */
  licenseId: string | null;
}

const ApiContext = createContext<ApiContextValue>({ licenseId: null });

/** Gives the hooks below their license: `<ApiProvider value={{ licenseId }}>`. */
export function ApiProvider(props: { value: ApiContextValue; children?: ReactNode }) {
  return createElement(ApiContext.Provider, { value: props.value }, props.children);
}

export function useLicenseId(): string | null {
  return useContext(ApiContext).licenseId;
}

/** license: tenant data; platform: the admin's own lists; public: no tenant at all. */
export type ScopeKind = 'license' | 'platform' | 'public';

export function scopeFor(kind: ScopeKind, licenseId: string | null): string | null {
  if (kind === 'public') return PUBLIC_SCOPE;
  if (kind === 'platform') return licenseId ?? PLATFORM_SCOPE;
  return licenseId;
}

export interface ApiQueryOptions<T> {
  scope?: ScopeKind;
  swr?: SWRConfiguration<T, Error>;
}

/**
 * One read: keyed [scope, area, call, params]; `params` null (a missing id) or an unknown license
 * means no request.
 */
export function useApiQuery<T>(
  area: ApiArea,
  call: string,
  params: KeyParams | null,
  fetcher: () => Promise<T>,
  options: ApiQueryOptions<T> = {},
): SWRResponse<T, Error> {
  const scope = scopeFor(options.scope ?? 'license', useLicenseId());
  const key = params === null ? null : apiKey(scope, area, call, params);
  // Wrapped: SWR would pass the key to the fetcher, and our call functions take their own arguments.
  return useSWR<T, Error>(key, () => fetcher(), options.swr);
}

/**
 * A write, then the revalidation of exactly the areas it changes within `scope`. Without a scope
 * (no license yet) the write is refused with 'Authentication required' and nothing is sent. The
 * revalidation is not awaited: the write has succeeded, and a failed refetch shows up in the
 * hooks' own error state.
 */
export async function runAndRevalidate<T>(
  scope: string | null,
  mutate: KeyFilterMutate,
  areas: readonly ApiArea[],
  action: () => Promise<T>,
): Promise<T> {
  if (!scope) throw new SessionNotReadyError();
  const result = await action();
  revalidateAreas(mutate, scope, areas).catch(() => undefined);
  return result;
}

/** `runAndRevalidate` bound to the current license (or scope) and SWR cache. */
export function useRevalidatingAction(kind: ScopeKind = 'license') {
  const scope = scopeFor(kind, useLicenseId());
  const { mutate } = useSWRConfig();
  return useCallback(
    <T>(areas: readonly ApiArea[], action: () => Promise<T>): Promise<T> =>
      runAndRevalidate(scope, mutate, areas, action),
    [scope, mutate],
  );
}

/** `clearApiCache` bound to the current SWR cache. */
export function useClearApiCache(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => clearApiCache(mutate), [mutate]);
}
