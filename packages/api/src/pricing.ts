// Pricing analysis of one studio's services against a target hourly rate (spec part 2 §7 "Pricing analysis").
import {
  pricingAnalysisQuerySchema,
  pricingAnalysisResponseSchema,
  toPricingAnalysis,
  type PricingAnalysis,
} from '@beautydesk/domain/schemas/pricing';
import type { z } from 'zod';
import { apiClient, parsePayload } from './client.ts';
import { pathSegment } from './paths.ts';
import { useApiQuery, type ApiArea } from './swr.ts';

const AREA = 'pricing' satisfies ApiArea;

/** GET /pricing-analysis/{studioId}?target_hourly_rate= (2000 unless given). */
export async function getPricingAnalysis(
  studioId: string,
  query: z.input<typeof pricingAnalysisQuerySchema> = {},
): Promise<PricingAnalysis> {
  const path = `/pricing-analysis/${pathSegment(studioId)}`;
  const resolved = parsePayload(pricingAnalysisQuerySchema, query, 'GET', path);
  return toPricingAnalysis(
    await apiClient().request(path, pricingAnalysisResponseSchema, { query: resolved }),
  );
}

/** Asks nothing until a studio is chosen ('Пожалуйста, выберите студию.' is the screen's). */
export function usePricingAnalysis(
  studioId: string | null | undefined,
  query: z.input<typeof pricingAnalysisQuerySchema> = {},
) {
  return useApiQuery(AREA, 'analysis', studioId ? { studioId, ...query } : null, () =>
    getPricingAnalysis(studioId as string, query),
  );
}
