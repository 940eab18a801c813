// GET /version's answer checked by hand, without zod: /login shows the version label and paints and
// hydrates without zod (issue 18). readVersionInfo answers what versionInfoSchema in version.ts
// answers; the test beside this file runs both on the same fixtures.
import { fields, string, type Unknown } from './checks.ts';
import type { VersionInfo } from './version.ts';

/** versionInfoSchema: the backend's version and environment. */
export function readVersionInfo(body: Unknown): VersionInfo {
  const info = fields(body, 'body', '');
  return { app_version: info('app_version', string), environment: info('environment', string) };
}
