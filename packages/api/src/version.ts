// GET /version and the spec's fallback: a failed call shows the frontend version with backend and
// environment 'unknown' (spec part 1 §7).
// Parsed in zod/mini, not with versionInfoSchema: /login shows the label and carries no classic zod
// (issue 18).
import { FRONTEND_VERSION } from '@beautydesk/domain/schemas/values';
import { readVersionInfo } from '@beautydesk/domain/schemas/entry-schemas';
import { API_TIMEOUT_MS, getApiConfig } from './client.ts';
import { API_BASE_PATH, withTrailingSlash } from './paths.ts';
import { useApiQuery } from './swr.ts';

export interface VersionLabel {
  frontend: string;
  backend: string;
  environment: string;
}

export async function loadVersionLabel(
  fetcher: typeof fetch = fetch,
  origin = '',
): Promise<VersionLabel> {
  try {
    const response = await fetcher(`${origin}${API_BASE_PATH}${withTrailingSlash('/version')}`, {
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const info = readVersionInfo(await response.json());
    return { frontend: FRONTEND_VERSION, backend: info.app_version, environment: info.environment };
  } catch {
    return { frontend: FRONTEND_VERSION, backend: 'unknown', environment: 'unknown' };
  }
}

/** The version label with the configured origin and fetch; it never fails (see the fallback). */
export function useVersionLabel() {
  return useApiQuery(
    'version',
    'label',
    {},
    () => {
      const { fetch, origin } = getApiConfig();
      return loadVersionLabel(fetch, origin);
    },
    { scope: 'public' },
  );
}
