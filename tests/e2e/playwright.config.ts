// End-to-end journeys in Debian's Chromium against `npm start`'s server.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
// Every run starts on a fresh embedded database, as a newcomer's first `npm start` would.
const dataDir = mkdtempSync(join(tmpdir(), 'beautydesk-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../.vitest-reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Minsk',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://127.0.0.1:${port}/api/v1/version`,
    // Every journey signs in from this one address, ~40 times in a few minutes: the per-address
    // sign-in limit (10 a minute) stays on, at a level the whole suite never reaches.
    env: { PORT: String(port), LOG: 'off', DATA_DIR: dataDir, AUTH_RATE_LIMIT: '600' },
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
