// Studios: list (paged, or all for selectors), with their countries, CRUD (spec part 2 §7 "Studios").
import {
  studioCreatePayloadSchema,
  studioListQuerySchema,
  studioListSchema,
  studioSchema,
  studioUpdatePayloadSchema,
  studiosWithCountriesSchema,
  toStudio,
  type Studio,
  type StudioListQuery,
} from '@beautydesk/domain/schemas/studios';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'studios' satisfies ApiArea;
/** A studio's name and country show in the service prices and the pricing analysis too. */
const WRITES: readonly ApiArea[] = [AREA, 'services', 'pricing'];

type StudioListQueryInput = z.input<typeof studioListQuerySchema>;

/** The studios page: skip 0, limit 100. */
export const STUDIO_PAGE_LIMIT = 100;
/** Selectors fetch every studio: limit 1000. */
export const STUDIO_SELECTOR_LIMIT = 1000;

export interface StudioList {
  studios: Studio[];
  total: number;
}

/** skip 0 and limit 100 unless given. */
export function studioListQuery(query: StudioListQueryInput = {}): StudioListQuery {
  return parsePayload(
    studioListQuerySchema,
    { skip: 0, limit: STUDIO_PAGE_LIMIT, ...query },
    'GET',
    '/studios',
  );
}

/** GET /studios */
export async function listStudios(query: StudioListQueryInput = {}): Promise<StudioList> {
  const answer = await apiClient().request('/studios', studioListSchema, {
    query: studioListQuery(query),
  });
  return { studios: answer.studios.map(toStudio), total: answer.total };
}

/** GET /studios?skip=0&limit=1000, for the studio selectors. */
export async function listStudiosForSelect(query: StudioListQueryInput = {}): Promise<StudioList> {
  return listStudios({ ...query, limit: STUDIO_SELECTOR_LIMIT });
}

/** GET /studios/with-countries: each studio with its country (and so its currency). */
export async function listStudiosWithCountries(
  query: StudioListQueryInput = {},
): Promise<Studio[]> {
  const studios = await apiClient().request('/studios/with-countries', studiosWithCountriesSchema, {
    query: studioListQuery({ limit: STUDIO_SELECTOR_LIMIT, ...query }),
  });
  return studios.map(toStudio);
}

/** GET /studios/{id} */
export async function getStudio(studioId: string): Promise<Studio> {
  return toStudio(await apiClient().request(`/studios/${pathSegment(studioId)}`, studioSchema));
}

/** POST /studios; master_ids is sent as an empty list unless given. */
export async function createStudio(
  payload: z.input<typeof studioCreatePayloadSchema>,
): Promise<Studio> {
  const body = parsePayload(studioCreatePayloadSchema, payload, 'POST', '/studios');
  return toStudio(await apiClient().request('/studios', studioSchema, { method: 'POST', body }));
}

/** PUT /studios/{id} */
export async function updateStudio(
  studioId: string,
  payload: z.input<typeof studioUpdatePayloadSchema>,
): Promise<Studio> {
  const path = `/studios/${pathSegment(studioId)}`;
  const body = parsePayload(studioUpdatePayloadSchema, payload, 'PUT', path);
  return toStudio(await apiClient().request(path, studioSchema, { method: 'PUT', body }));
}

/** DELETE /studios/{id} */
export async function deleteStudio(studioId: string): Promise<void> {
  return apiClient().requestVoid(`/studios/${pathSegment(studioId)}`, { method: 'DELETE' });
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useStudios(query: StudioListQueryInput = {}) {
  const resolved = studioListQuery(query);
  return useApiQuery(AREA, 'list', resolved, () => listStudios(resolved));
}

export function useStudiosForSelect() {
  return useApiQuery(AREA, 'select', { limit: STUDIO_SELECTOR_LIMIT }, listStudiosForSelect);
}

export function useStudiosWithCountries(query: StudioListQueryInput = {}) {
  return useApiQuery(AREA, 'with-countries', query, () => listStudiosWithCountries(query));
}

export function useStudio(studioId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', studioId ? { studioId } : null, () =>
    getStudio(studioId as string),
  );
}

/** Studio writes; they revalidate studios, and services and pricing, which show studio names. */
export function useStudioActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      create: (payload: z.input<typeof studioCreatePayloadSchema>) =>
        run(WRITES, () => createStudio(payload)),
      update: (studioId: string, payload: z.input<typeof studioUpdatePayloadSchema>) =>
        run(WRITES, () => updateStudio(studioId, payload)),
      remove: (studioId: string) => run(WRITES, () => deleteStudio(studioId)),
    }),
    [run],
  );
}
