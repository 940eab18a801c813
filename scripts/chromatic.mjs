// `npm run chromatic`: publishes Storybook to Chromatic only when a project token is set, and never
// hangs: without a network the CLI retries DNS for minutes, so it runs under a time limit.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: Chromatic skipped.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit', timeout: 15 * 60 * 1000 },
);
process.exit(result.status ?? 1);
