// `npm run bench`: runs every benchmark under bench/ and prints its figures. Nothing is asserted:
// the figures are for comparing one change with the next on the same machine. With BENCH_SMOKE=1
// (what `npm test` runs) each bench runs once on tiny data, and a bench that fails fails the run.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { SMOKE } from './support/smoke.mjs';

const only = process.argv[2];
const benches = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort();

console.log(
  `Benchmarks${SMOKE ? ' (smoke mode: tiny data, one iteration, figures meaningless)' : ''} on ` +
    `${process.platform} ${process.arch}, node ${process.version}, ${new Date().toISOString()}`,
);
const failed = [];
for (const file of benches) {
  console.log(`\n## ${file.replace('.bench.mjs', '')}`);
  const t0 = performance.now();
  const result = spawnSync(process.execPath, [new URL(file, import.meta.url).pathname], {
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed.push(file);
    console.log(`(${file} exited with ${result.status ?? result.signal} after ${seconds} s)`);
  } else if (SMOKE) console.log(`(${file} ran to its end in ${seconds} s)`);
}
console.log(
  `\nbenches that ran to their end: ${benches.length - failed.length} of ${benches.length}`,
);
if (SMOKE && failed.length) process.exit(1);
