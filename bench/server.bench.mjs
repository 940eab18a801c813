// The API server under loopback load: throughput and latency of a trivial route (GET /version)
// and of authenticated reads (GET /auth/me; GET /studios, permission-checked and tenant-scoped),
// and their ratios: the cost of our auth and data layer. A real server process, 127.0.0.1 only,
// on PGlite in a temporary data folder, and then on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server: in a database of its own, created for the run and dropped after.
// To look at one thing: BENCH_ENGINES=pglite|postgres (default both), BENCH_ROUTES=me|studios
// (default both; /version is always measured, it is the yardstick), and BENCH_SERVER_ARGS for the
// server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (a profile per server, written at its stop).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONNECTIONS, DURATION_MS, measure, startServer, WARMUP_MS } from './support/load.mjs';
import { freshPostgresDatabase } from './support/postgres.mjs';

const list = (value, all) => (value ? value.split(',').map((part) => part.trim()) : all);
const engines = list(process.env.BENCH_ENGINES, ['pglite', 'postgres']);
const routes = list(process.env.BENCH_ROUTES, ['me', 'studios']);
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);

/** The same GET, over and over. */
const repeat = (path, headers) => () => ({ path, headers });

/** Registers a license owner and measures the three routes on `server`; prints and returns the figures. */
async function run(server, engine) {
  const register = await fetch(`${server.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-secret',
      confirm_password: 'bench-secret',
      full_name: 'Bench',
    }),
  });
  const registered = await register.json();
  if (register.status !== 201 || !registered.access_token) {
    throw new Error(
      `registration did not sign in (${register.status}): ${JSON.stringify(registered)}`,
    );
  }
  const bearer = { authorization: `Bearer ${registered.access_token}` };

  // Make the user a license owner, then take a fresh token carrying the license, for a
  // permission-checked, tenant-scoped read (the demo seed is off, so the list is small).
  const created = await fetch(`${server.url}/api/v1/onboarding/create-license`, {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Studio' }),
  });
  if (created.status !== 201) throw new Error(`create-license answered ${created.status}`);
  const refreshed = await fetch(`${server.url}/api/v1/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: registered.refresh_token }),
  });
  const tokens = await refreshed.json();
  if (refreshed.status !== 200) throw new Error(`refresh answered ${refreshed.status}`);
  const owner = { authorization: `Bearer ${tokens.access_token}` };

  console.log(
    `server ready in ${(server.startMs / 1000).toFixed(1)} s (${engine}); ` +
      `${CONNECTIONS} keep-alive connections, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s per route`,
  );
  const pid = { pid: server.pid };
  const version = await measure(
    'GET /api/v1/version',
    server.port,
    repeat('/api/v1/version', {}),
    200,
    pid,
  );
  const measured = [];
  if (routes.includes('me')) {
    const me = await measure(
      'GET /api/v1/auth/me (Bearer)',
      server.port,
      repeat('/api/v1/auth/me', bearer),
      200,
      pid,
    );
    measured.push(['/auth/me', me]);
  }
  if (routes.includes('studios')) {
    const studios = await measure(
      'GET /api/v1/studios (permission-checked)',
      server.port,
      repeat('/api/v1/studios', owner),
      200,
      pid,
    );
    measured.push(['/studios', studios]);
  }
  const ratios = {};
  for (const [label, result] of measured) {
    console.log(
      `auth + data layer cost          ${label} runs at ${((result.rps / version.rps) * 100).toFixed(0)}% of /version's throughput ` +
        `(${(version.rps / result.rps).toFixed(2)}× slower), p50 ${(result.p50 / version.p50).toFixed(2)}× the latency` +
        (result.cpuUs && version.cpuUs
          ? `, ${(result.cpuUs / version.cpuUs).toFixed(2)}× the server CPU per request`
          : ''),
    );
    ratios[label] = result.rps / version.rps;
  }
  return ratios;
}

const summary = [];
if (engines.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bd-bench-'));
  const server = await startServer({ DATA_DIR: dataDir }, serverArgs);
  try {
    console.log('### PGlite');
    summary.push(['PGlite', 1 / 5, await run(server, 'PGlite, fresh data folder')]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
console.log('\n### PostgreSQL');
if (!engines.includes('postgres')) {
  console.log('skipped (BENCH_ENGINES)');
} else if (!postgresUrl) {
  console.log(
    'skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test, ' +
      'to measure on PostgreSQL too (a fresh database is created there and dropped after).',
  );
} else {
  const database = await freshPostgresDatabase(postgresUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bd-bench-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url }, serverArgs);
    try {
      summary.push(['PostgreSQL', 1 / 3, await run(server, 'PostgreSQL, fresh database')]);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

// Issue 18's goal, as a figure to read (never asserted): a signed-in read at a fair share of /version.
console.log('');
for (const [engine, goal, ratios] of summary) {
  const parts = Object.entries(ratios).map(
    ([label, ratio]) => `${label} ${(ratio * 100).toFixed(0)}%${ratio >= goal ? '' : ' (below)'}`,
  );
  console.log(
    `${engine.padEnd(10)} goal ≥ ${(goal * 100).toFixed(0)}% of /version: ${parts.join(', ')}`,
  );
}
