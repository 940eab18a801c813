// `npm test`: every layer in order, stopping at the first red, then one closing line with the
// number of tests passed and failed across the runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.vitest-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (project) => [
  'npx',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${project}.json`,
];

const steps = [
  { name: 'type-check', cmd: ['npx', 'tsc', '-b'] },
  { name: 'lint (with the package arrows)', cmd: ['npm', 'run', 'lint', '--silent'] },
  {
    name: 'unit tests (+ domain coverage ≥ 95 % of lines)',
    cmd: [...vitest('unit'), '--coverage'],
    report: 'unit',
    kind: 'vitest',
  },
  {
    name: 'browser tests (Chromium: worker store, IndexedDB)',
    cmd: vitest('browser'),
    report: 'browser',
    kind: 'vitest',
  },
  { name: 'API tests (real server process)', cmd: vitest('api'), report: 'api', kind: 'vitest' },
  {
    name: 'story tests (Chromium, axe)',
    cmd: vitest('storybook'),
    report: 'storybook',
    kind: 'vitest',
  },
  { name: 'build Storybook', cmd: ['npm', 'run', 'build-storybook', '--silent'] },
  {
    name: 'visual regression',
    cmd: ['npx', 'playwright', 'test', '--config', 'tests/visual/playwright.config.ts'],
    report: 'visual',
    kind: 'playwright',
  },
  {
    name: 'end-to-end',
    cmd: ['npx', 'playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'],
    report: 'e2e',
    kind: 'playwright',
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };

function count(step) {
  const file = `${reports}/${step.report}.json`;
  if (!step.report || !existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (step.kind === 'vitest') {
    return {
      passed: data.numPassedTests ?? 0,
      failed: data.numFailedTests ?? 0,
      skipped: (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0),
    };
  }
  const s = data.stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
}

function closingLine() {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  return `tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

const started = Date.now();
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: process.env });
  const counted = count(step);
  if (counted) for (const key of Object.keys(totals)) totals[key] += counted[key];
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    if (counted && counted.failed === 0) totals.failed += 1; // a crash with no failing test still counts
    if (!step.report) totals.failed += 1;
    console.log(`\n✖ ${step.name} failed after ${seconds} s; later steps were not run.`);
    console.log(closingLine());
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll steps green in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(closingLine());
