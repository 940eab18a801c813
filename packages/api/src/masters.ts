// Masters: list, active list, by studio, CRUD, toggle, coefficient, studio change and schedule (spec part 2 §7 "Masters").
import type { MasterSchedule } from '@beautydesk/domain/schemas/schedule';
import {
  masterCoefficientPatchSchema,
  masterCreatePayloadSchema,
  masterListQuerySchema,
  masterListSchema,
  masterSchedulePutSchema,
  masterSchema,
  masterStudioPatchSchema,
  masterUpdatePayloadSchema,
  toMaster,
  type Master,
  type MasterListQuery,
} from '@beautydesk/domain/schemas/masters';
import { useMemo } from 'react';
import type { z } from 'zod';
import { apiClient, parsePayload, type HttpMethod } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, useRevalidatingAction, type ApiArea } from './swr.ts';

const AREA = 'masters' satisfies ApiArea;
/** The team's master-assignment choices list masters too. */
const WRITES: readonly ApiArea[] = [AREA, 'users'];

type MasterListQueryInput = z.input<typeof masterListQuerySchema>;

/** Active masters for the calendar and forms: limit 1000. */
export const ACTIVE_MASTERS_LIMIT = 1000;

export interface MasterList {
  masters: Master[];
  total: number;
}

function masterListQuery(query: MasterListQueryInput): MasterListQuery {
  return parsePayload(masterListQuerySchema, query, 'GET', '/masters');
}

/** GET /masters?is_active=true&limit=1000, optionally for one studio. */
export function activeMastersQuery(studioId?: string | null): MasterListQuery {
  return masterListQuery({
    is_active: true,
    limit: ACTIVE_MASTERS_LIMIT,
    ...(studioId ? { studio_id: studioId } : {}),
  });
}

/** GET /masters (params) */
export async function listMasters(query: MasterListQueryInput = {}): Promise<MasterList> {
  const answer = await apiClient().request('/masters', masterListSchema, {
    query: masterListQuery(query),
  });
  return { masters: answer.masters.map(toMaster), total: answer.total };
}

/** GET /masters?is_active=true&limit=1000[&studio_id=] */
export async function listActiveMasters(studioId?: string | null): Promise<MasterList> {
  return listMasters(activeMastersQuery(studioId));
}

/** GET /masters?studio_id={id} */
export async function listMastersByStudio(studioId: string): Promise<MasterList> {
  return listMasters({ studio_id: studioId });
}

/** GET /masters/{id} */
export async function getMaster(masterId: string): Promise<Master> {
  return toMaster(await apiClient().request(`/masters/${pathSegment(masterId)}`, masterSchema));
}

/** POST /masters; the coefficient defaults to 1. */
export async function createMaster(
  payload: z.input<typeof masterCreatePayloadSchema>,
): Promise<Master> {
  const body = parsePayload(masterCreatePayloadSchema, payload, 'POST', '/masters');
  return toMaster(await apiClient().request('/masters', masterSchema, { method: 'POST', body }));
}

async function writeMaster<S extends z.ZodType>(
  method: HttpMethod,
  path: string,
  schema: S,
  payload: z.input<S>,
): Promise<Master> {
  const body = parsePayload(schema, payload, method, path);
  return toMaster(await apiClient().request(path, masterSchema, { method, body }));
}

/** PUT /masters/{id} */
export async function updateMaster(
  masterId: string,
  payload: z.input<typeof masterUpdatePayloadSchema>,
): Promise<Master> {
  return writeMaster(
    'PUT',
    `/masters/${pathSegment(masterId)}`,
    masterUpdatePayloadSchema,
    payload,
  );
}

/** DELETE /masters/{id} */
export async function deleteMaster(masterId: string): Promise<void> {
  return apiClient().requestVoid(`/masters/${pathSegment(masterId)}`, { method: 'DELETE' });
}

/** PATCH /masters/{id}/toggle: active ↔ inactive. */
export async function toggleMaster(masterId: string): Promise<Master> {
  return toMaster(
    await apiClient().request(`/masters/${pathSegment(masterId)}/toggle`, masterSchema, {
      method: 'PATCH',
    }),
  );
}

/** PATCH /masters/{id}/coefficient {coefficient}: 0.5–2.0 in steps of 0.1. */
export async function setMasterCoefficient(masterId: string, coefficient: number): Promise<Master> {
  return writeMaster(
    'PATCH',
    `/masters/${pathSegment(masterId)}/coefficient`,
    masterCoefficientPatchSchema,
    { coefficient },
  );
}

/** PATCH /masters/{id}/studio {studio_id} */
export async function changeMasterStudio(masterId: string, studioId: string): Promise<Master> {
  return writeMaster('PATCH', `/masters/${pathSegment(masterId)}/studio`, masterStudioPatchSchema, {
    studio_id: studioId,
  });
}

/** PUT /masters/{id}/schedule {schedule} */
export async function saveMasterSchedule(
  masterId: string,
  schedule: MasterSchedule,
): Promise<Master> {
  return writeMaster('PUT', `/masters/${pathSegment(masterId)}/schedule`, masterSchedulePutSchema, {
    schedule,
  });
}

// ---------------------------------------------------------------------------------------------
// Hooks

export function useMasters(query: MasterListQueryInput = {}) {
  return useApiQuery(AREA, 'list', query, () => listMasters(query));
}

export function useActiveMasters(studioId?: string | null) {
  const resolved = activeMastersQuery(studioId);
  return useApiQuery(AREA, 'list', resolved, () => listMasters(resolved));
}

export function useMastersByStudio(studioId: string | null | undefined) {
  return useApiQuery(AREA, 'list', studioId ? { studio_id: studioId } : null, () =>
    listMastersByStudio(studioId as string),
  );
}

export function useMaster(masterId: string | null | undefined) {
  return useApiQuery(AREA, 'detail', masterId ? { masterId } : null, () =>
    getMaster(masterId as string),
  );
}

/** Master writes; they revalidate masters and the team (its master assignment choices). */
export function useMasterActions() {
  const run = useRevalidatingAction();
  return useMemo(
    () => ({
      create: (payload: z.input<typeof masterCreatePayloadSchema>) =>
        run(WRITES, () => createMaster(payload)),
      update: (masterId: string, payload: z.input<typeof masterUpdatePayloadSchema>) =>
        run(WRITES, () => updateMaster(masterId, payload)),
      remove: (masterId: string) => run(WRITES, () => deleteMaster(masterId)),
      toggle: (masterId: string) => run(WRITES, () => toggleMaster(masterId)),
      setCoefficient: (masterId: string, coefficient: number) =>
        run(WRITES, () => setMasterCoefficient(masterId, coefficient)),
      changeStudio: (masterId: string, studioId: string) =>
        run(WRITES, () => changeMasterStudio(masterId, studioId)),
      saveSchedule: (masterId: string, schedule: MasterSchedule) =>
        run(WRITES, () => saveMasterSchedule(masterId, schedule)),
    }),
    [run],
  );
}
