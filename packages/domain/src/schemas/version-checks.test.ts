// The /version hand check answers exactly what versionInfoSchema answers: the same value where zod
// accepts, a failure where it fails.
import { describe, expect, it } from 'vitest';
import { attempt } from './checks.ts';
import { readVersionInfo } from './version-checks.ts';
import { versionInfoSchema } from './version.ts';

const fixtures: Record<string, unknown> = {
  ok: { app_version: '1.4.0', environment: 'production' },
  'extra fields dropped': { app_version: '1.4.0', environment: 'stage', build: 7 },
  'no environment': { app_version: '1.4.0' },
  'version a number': { app_version: 1.4, environment: 'stage' },
  'environment null': { app_version: '1.4.0', environment: null },
  'a list': [{ app_version: '1.4.0', environment: 'stage' }],
  'a string': 'ok',
  null: null,
};

describe('the /version hand check against versionInfoSchema', () => {
  it.each(Object.entries(fixtures))('%s', (_, body) => {
    const parsed = versionInfoSchema.safeParse(body);
    expect(attempt(() => readVersionInfo(body))).toEqual(parsed.success ? parsed.data : null);
  });
});
