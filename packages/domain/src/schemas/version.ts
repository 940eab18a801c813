// GET /version: the backend's version and environment (spec part 1, sections 3 and 7).
import { z } from 'zod';

export { FRONTEND_VERSION } from './values.ts';

export const versionInfoSchema = z.object({
  app_version: z.string(),
  environment: z.string(),
});

export type VersionInfo = z.infer<typeof versionInfoSchema>;
