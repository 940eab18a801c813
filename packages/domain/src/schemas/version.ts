// GET /version: the backend's version and environment (spec part 1, sections 3 and 7).
import { z } from 'zod';

export const versionInfoSchema = z.object({
  app_version: z.string(),
  environment: z.string(),
});

export type VersionInfo = z.infer<typeof versionInfoSchema>;

/** The frontend's own version label (spec part 1, section 9). */
export const FRONTEND_VERSION = '0.3.0-stage3';
