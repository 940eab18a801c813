// The API server under loopback load: throughput and latency of a trivial route (GET /version)
// and of authenticated reads (GET /auth/me; GET /studios, permission-checked and tenant-scoped),
// and their ratios: the cost of our auth and data layer. A real server process on PGlite in a
// temporary data folder; 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const CONNECTIONS = 16;
const WARMUP_MS = 1_000;
const DURATION_MS = 5_000;
/** Upper bound on requests per measured run, so a very fast machine cannot run away. */
const MAX_REQUESTS = 2_000_000;
const REQUEST_TIMEOUT_MS = 10_000;

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bd-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'bench',
      LOG: 'off',
      AUTH_RATE_LIMIT: 'off',
      EMAIL_CONFIRMATION: 'off',
      SEED: 'off',
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const url = `http://${HOST}:${port}`;
  const t0 = performance.now();
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/v1/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await stop();
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, startMs: performance.now() - t0, stop, output: () => output };
}

/** One GET over the keep-alive agent: resolves with the status once the body is read. */
function get(agent, port, path, headers) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: HOST, port, path, method: 'GET', agent, headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode));
        response.once('error', reject);
      },
    );
    request.once('timeout', () => request.destroy(new Error(`timeout on ${path}`)));
    request.once('error', reject);
    request.end();
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * CONNECTIONS loops, each sending the next request as soon as the previous answer is read, for
 * `durationMs`. Latencies are recorded only when `record` is set (the warm-up is not).
 */
async function load(port, path, headers, durationMs, record) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let done = 0;
  let failed = 0;
  const otherStatuses = new Map();
  const end = performance.now() + durationMs;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < end && done + failed < MAX_REQUESTS) {
      const t0 = performance.now();
      try {
        const status = await get(agent, port, path, headers);
        if (status !== 200) otherStatuses.set(status, (otherStatuses.get(status) ?? 0) + 1);
        done += 1;
        if (record) latencies.push(performance.now() - t0);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: done,
    failed,
    otherStatuses,
    rps: done / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function measure(label, port, path, headers) {
  await load(port, path, headers, WARMUP_MS, false);
  const result = await load(port, path, headers, DURATION_MS, true);
  const ms = (value) => `${value.toFixed(2).padStart(6)} ms`;
  const statuses = [...result.otherStatuses].map(([status, count]) => `${count}× ${status}`);
  const problems = [
    result.failed ? `${result.failed} failed` : '',
    statuses.length ? `non-200: ${statuses.join(', ')}` : '',
  ].filter(Boolean);
  console.log(
    `${label.padEnd(30)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   p99 ${ms(result.p99)}   (${result.requests} requests${problems.length ? `; ${problems.join('; ')}` : ''})`,
  );
  return result;
}

const server = await startServer();
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
  const version = await measure('GET /api/v1/version', server.port, '/api/v1/version', {});
  const me = await measure('GET /api/v1/auth/me (Bearer)', server.port, '/api/v1/auth/me', bearer);
  const studios = await measure(
    'GET /api/v1/studios (permission-checked)',
    server.port,
    '/api/v1/studios',
    owner,
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
}
