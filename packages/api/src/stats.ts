// The master dashboard's salary statistics (spec part 2 §7 "Master statistics").
import {
  masterStatsSchema,
  toMasterStats,
  type MasterStats,
} from '@beautydesk/domain/schemas/masters';
import { apiClient } from './client.ts';
import { useApiQuery, type ApiArea } from './swr.ts';

const AREA = 'stats' satisfies ApiArea;

/** GET /stats/master/me: profile and salary of the signed-in master. */
export async function getMyMasterStats(): Promise<MasterStats> {
  return toMasterStats(await apiClient().request('/stats/master/me', masterStatsSchema));
}

export function useMyMasterStats() {
  return useApiQuery(AREA, 'master-me', {}, getMyMasterStats);
}
