// `npm test`: every layer in order, stopping at the first red, then a closing summary with each
// step's time, the flaky count (a test that passed only on a retry: counted as a failure) and one
// line with the number of tests passed and failed across the runners.
//
// The Storybook build has no inputs from the earlier steps, so it starts in the background at once
// and is only waited for by the stories step; that step then serves the one build to the story
// tests (play functions + axe) and the visual regression together (tests/visual).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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

const background = new Set();
process.on('exit', () => background.forEach((child) => child.kill('SIGTERM')));

/** Runs a command; `log` sends its output to a file instead of the terminal (a background job). */
function run(cmd, log, env = {}) {
  return new Promise((resolve) => {
    const out = log ? createWriteStream(log) : null;
    const child = spawn(cmd[0], cmd.slice(1), {
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (out) {
      background.add(child);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (code) => {
      background.delete(child);
      resolve(code ?? 1);
    });
  });
}

const storybookLog = `${reports}/build-storybook.log`;
const t0 = Date.now();
const storybookBuild = run(['npm', 'run', 'build-storybook', '--silent'], storybookLog).then(
  (code) => ({ code, seconds: (Date.now() - t0) / 1000 }),
);

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
    name: 'stories (Chromium: play functions, axe, visual regression)',
    before: async () => {
      const build = await storybookBuild;
      console.log(`  (Storybook was built in the background in ${build.seconds.toFixed(1)} s)`);
      if (build.code !== 0) {
        console.log(readFileSync(storybookLog, 'utf8').split('\n').slice(-40).join('\n'));
        return build.code;
      }
      return 0;
    },
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
  {
    // Every bench once on tiny data (after end-to-end, whose `npm start` built the apps the wire
    // bench serves): a bench broken by a refactor fails here; its figures are not asserted.
    name: 'benchmarks run to their end (smoke mode)',
    cmd: ['node', 'bench/run.mjs'],
    env: { BENCH_SMOKE: '1' },
  },
];

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const timings = [];

function count(step) {
  const file = `${reports}/${step.report}.json`;
  if (!step.report || !existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (step.kind === 'vitest') {
    // Vitest runs with no retries (no `retry` in vitest.config.ts): nothing can pass on a retry.
    return {
      passed: data.numPassedTests ?? 0,
      failed: data.numFailedTests ?? 0,
      skipped: (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0),
      flaky: 0,
    };
  }
  const s = data.stats ?? {};
  return {
    passed: s.expected ?? 0,
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    flaky: s.flaky ?? 0,
  };
}

function summary(stoppedAt) {
  console.log('\nSteps:');
  for (const { name, seconds, ok } of timings) {
    console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(62)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  if (stoppedAt) console.log(`  (stopped at '${stoppedAt}': later steps were not run)`);
  console.log(`  total ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  console.log(`flaky: ${totals.flaky} (a test that passes only on a retry counts as failed)`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`tests: ${totals.passed} passed, ${totals.failed + totals.flaky} failed${skipped}`);
}

for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  let status = step.before ? await step.before() : 0;
  if (status === 0) status = await run(step.cmd, undefined, step.env);
  const counted = count(step);
  if (counted) for (const key of Object.keys(totals)) totals[key] += counted[key];
  const seconds = (Date.now() - started) / 1000;
  const ok = status === 0 && (counted?.flaky ?? 0) === 0;
  timings.push({ name: step.name, seconds, ok });
  if (!ok) {
    if (status !== 0 && (!counted || counted.failed === 0)) totals.failed += 1; // a crash still counts
    console.log(`\n✖ ${step.name} failed after ${seconds.toFixed(1)} s.`);
    summary(step.name);
    process.exit(status || 1);
  }
  console.log(`✔ ${step.name} (${seconds.toFixed(1)} s)`);
}
console.log('\nAll steps green.');
summary();
