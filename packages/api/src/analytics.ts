// The owner's analytics (issue 33): GET /analytics/summary and its hook.
import {
  analyticsQuerySchema,
  analyticsSummarySchema,
  type AnalyticsQuery,
  type AnalyticsSummary,
} from '@beautydesk/domain/schemas/analytics';
import { apiClient, parsePayload } from './client.ts';
import { useApiQuery, type ApiArea } from './swr.ts';

const AREA = 'analytics' satisfies ApiArea;
const PATH = '/analytics/summary';

/** The period's figures (a studio's, or every studio's kept apart by currency). */
export async function getAnalyticsSummary(query: AnalyticsQuery): Promise<AnalyticsSummary> {
  const checked = parsePayload(analyticsQuerySchema, query, 'GET', PATH);
  return apiClient().request(PATH, analyticsSummarySchema, { query: checked });
}

/** The summary for `query`; null asks nothing (e.g. while the user may not see reports). */
export function useAnalyticsSummary(query: AnalyticsQuery | null) {
  return useApiQuery(AREA, 'summary', query && { ...query }, () =>
    getAnalyticsSummary(query as AnalyticsQuery),
  );
}
