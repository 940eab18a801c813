// `npm run lint`'s check of the API description: the OpenAPI document the server generates, linted
// with Spectral's oas ruleset (.spectral.yaml): no error, at most MAX_WARNINGS warnings (issue 28).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAX_WARNINGS = 10;
const folder = mkdtempSync(join(tmpdir(), 'bd-openapi-'));
const documentFile = join(folder, 'openapi.json');
const reportFile = join(folder, 'spectral.json');
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  return result.status ?? 1;
};

try {
  if (
    run(process.execPath, ['--import', 'tsx', 'tooling/openapi-document.mjs', documentFile]) !== 0
  ) {
    throw new Error('The OpenAPI document could not be generated');
  }
  // Spectral exits non-zero on errors; the report says how many of each there are.
  run('npx', ['spectral', 'lint', documentFile, '--quiet', '-f', 'json', '-o', reportFile]);
  const findings = JSON.parse(readFileSync(reportFile, 'utf8'));
  const errors = findings.filter((finding) => finding.severity === 0);
  const warnings = findings.filter((finding) => finding.severity === 1);
  for (const finding of [...errors, ...warnings]) {
    const kind = finding.severity === 0 ? 'error' : 'warning';
    console.log(`${kind} ${finding.code} ${finding.path.join('.')}: ${finding.message}`);
  }
  console.log(`OpenAPI (Spectral oas): ${errors.length} errors, ${warnings.length} warnings`);
  if (errors.length > 0 || warnings.length > MAX_WARNINGS) {
    console.error(`Allowed: 0 errors, at most ${MAX_WARNINGS} warnings.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
