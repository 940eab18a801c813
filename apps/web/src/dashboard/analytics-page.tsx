// The owner's analytics on /dashboard (issue 33): the period and studio chosen here, the summary from
// the API, the screen from the kit. Loaded lazily with the route, and recharts later still (the screen's charts).
import { useState } from 'react';
import { useAnalyticsSummary } from '@beautydesk/api/analytics';
import { useStudiosForSelect } from '@beautydesk/api/studios';
import { presetPeriod, type Period, type PeriodPreset } from '@beautydesk/domain/rules/analytics';
import { errorText } from '@beautydesk/domain/rules/errors';
import { apiErrorMessages } from '@beautydesk/domain/messages/errors';
import { wallClockAt } from '@beautydesk/domain/rules/time-zones';
import { AnalyticsScreen } from '@beautydesk/ui/screens/analytics';

/** Today on the user's own clock: the presets (this week, this month) are the owner's calendar. */
const localToday = () =>
  wallClockAt(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date()).today;

export default function AnalyticsPage() {
  const [preset, setPreset] = useState<PeriodPreset>('this_month');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('this_month', localToday()));
  const [studioId, setStudioId] = useState<string | null>(null);
  const studios = useStudiosForSelect();
  const { data, error, isLoading, mutate } = useAnalyticsSummary({
    date_from: period.from,
    date_to: period.to,
    ...(studioId ? { studio_id: studioId } : {}),
  });
  return (
    <AnalyticsScreen
      summary={data ?? null}
      loading={isLoading}
      error={error ? errorText(error, apiErrorMessages.unexpected) : null}
      onRetry={() => void mutate()}
      preset={preset}
      period={period}
      onPresetChange={(next) => {
        setPreset(next);
        if (next !== 'custom') setPeriod(presetPeriod(next, localToday()));
      }}
      onPeriodChange={setPeriod}
      studios={(studios.data?.studios ?? []).map((s) => ({ id: s.id, name: s.name }))}
      studioId={studioId}
      onStudioChange={setStudioId}
    />
  );
}
