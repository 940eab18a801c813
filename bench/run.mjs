// `npm run bench`: runs every benchmark under bench/ and prints its figures. Nothing is asserted:
// the figures are for comparing one change with the next on the same machine.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
const benches = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort();

console.log(
  `Benchmarks on ${process.platform} ${process.arch}, node ${process.version}, ${new Date().toISOString()}`,
);
for (const file of benches) {
  console.log(`\n## ${file.replace('.bench.mjs', '')}`);
  const result = spawnSync(process.execPath, [new URL(file, import.meta.url).pathname], {
    stdio: 'inherit',
  });
  if (result.status !== 0) console.log(`(${file} exited with ${result.status})`);
}
