// The API server under loopback load: throughput and latency of a trivial route (GET /version)
// and of authenticated reads (GET /auth/me; GET /studios, permission-checked and tenant-scoped),
// and their ratios: the cost of our auth and data layer. A real server process on PGlite in a
// temporary data folder; 127.0.0.1 only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONNECTIONS, DURATION_MS, measure, startServer, WARMUP_MS } from './support/load.mjs';

/** The same GET, over and over. */
const repeat = (path, headers) => () => ({ path, headers });

const dataDir = mkdtempSync(join(tmpdir(), 'bd-bench-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
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
    `server ready in ${(server.startMs / 1000).toFixed(1)} s (PGlite, fresh data folder); ` +
      `${CONNECTIONS} keep-alive connections, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s per route`,
  );
  const version = await measure('GET /api/v1/version', server.port, repeat('/api/v1/version', {}));
  const me = await measure(
    'GET /api/v1/auth/me (Bearer)',
    server.port,
    repeat('/api/v1/auth/me', bearer),
  );
  const studios = await measure(
    'GET /api/v1/studios (permission-checked)',
    server.port,
    repeat('/api/v1/studios', owner),
  );
  for (const [label, run] of [
    ['/auth/me', me],
    ['/studios', studios],
  ]) {
    console.log(
      `auth + data layer cost          ${label} runs at ${((run.rps / version.rps) * 100).toFixed(0)}% of /version's throughput ` +
        `(${(version.rps / run.rps).toFixed(2)}× slower), p50 ${(run.p50 / version.p50).toFixed(2)}× the latency`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
