// /pricing-analysis (part 2 §2, §7): the studios (with their country's currency) for the dropdown, and the
// analysis of the studio and rate last submitted.
import { useState } from 'react';
import { usePricingAnalysis } from '@beautydesk/api/pricing';
import { useStudiosWithCountries } from '@beautydesk/api/studios';
import {
  PricingAnalysisScreen,
  type PricingAnalysisQuery,
} from '@beautydesk/ui/screens/pricing-analysis';

export default function PricingAnalysisPage() {
  const studios = useStudiosWithCountries();
  const [query, setQuery] = useState<PricingAnalysisQuery | null>(null);
  const analysis = usePricingAnalysis(
    query?.studioId,
    query ? { target_hourly_rate: query.targetRate } : {},
  );
  return (
    <PricingAnalysisScreen
      studios={(studios.data ?? []).map((studio) => ({
        id: studio.id,
        name: studio.name,
        currencyCode: studio.country?.currencyCode ?? null,
      }))}
      studiosLoading={studios.isLoading}
      onCalculate={setQuery}
      result={query ? (analysis.data ?? null) : null}
      loading={query !== null && analysis.isLoading}
      failed={query !== null && Boolean(analysis.error)}
      onRetry={() => void analysis.mutate()}
    />
  );
}
