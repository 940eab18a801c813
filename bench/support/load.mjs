// What the API benchmarks share: a server process of our own on a free loopback port, and a
// closed-loop load (CONNECTIONS keep-alive connections, each sending its next request as soon as
// the previous answer is read) that records latency percentiles and throughput.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { smoke } from './smoke.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const HOST = '127.0.0.1';
export const CONNECTIONS = 16;
export const WARMUP_MS = smoke(1_000, 50);
export const DURATION_MS = smoke(5_000, 200);
/** Upper bound on requests per measured run, so a very fast machine cannot run away. */
const MAX_REQUESTS = 2_000_000;
const REQUEST_TIMEOUT_MS = 30_000;

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

/**
 * Starts `apps/server/src/main.ts` with the bench defaults (no logs, no rate limits, no e-mail
 * confirmation, no demo seed) under `env`, node started with `execArgs` too (e.g. `--cpu-prof`),
 * and waits until /version answers (at most `startTimeoutMs`: seeding the demo data takes longer).
 */
export async function startServer(env, execArgs = [], { startTimeoutMs = 120_000 } = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...execArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST,
        PORT: String(port),
        DATABASE_URL: '',
        NODE_ENV: 'bench',
        LOG: 'off',
        AUTH_RATE_LIMIT: 'off',
        EMAIL_CONFIRMATION: 'off',
        SEED: 'off',
        ...env,
      },
      stdio: 'pipe',
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const url = `http://${HOST}:${port}`;
  const t0 = performance.now();
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/v1/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, pid: child.pid, startMs: performance.now() - t0, stop };
}

/** One request over the keep-alive agent: resolves with the status once the body is read. */
function send(agent, port, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: HOST,
        port,
        path,
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: payload
          ? {
              ...headers,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            }
          : headers,
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode));
        response.once('error', reject);
      },
    );
    request.once('timeout', () => request.destroy(new Error(`timeout on ${path}`)));
    request.once('error', reject);
    request.end(payload);
  });
}

/**
 * CPU time (user + system, ms) process `pid` has used so far, from Linux's /proc; undefined
 * elsewhere. On a shared machine a server's CPU time per request moves far less than its
 * throughput, which other processes' load sways.
 */
function cpuMs(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * CONNECTIONS loops, each sending `next()`'s request ({method, path, headers, body}) as soon as
 * the previous answer is read, for `durationMs` (or until `next()` runs out). Latencies are
 * recorded only when `record` is set (the warm-up is not).
 */
async function load(port, next, durationMs, record, connections = CONNECTIONS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = new Map();
  let done = 0;
  let failed = 0;
  const end = performance.now() + durationMs;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < end && done + failed < MAX_REQUESTS) {
      const request = next();
      if (!request) return;
      const t0 = performance.now();
      try {
        const status = await send(agent, port, request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        done += 1;
        if (record) latencies.push(performance.now() - t0);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: done,
    failed,
    statuses,
    rps: done / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * A warm-up, then a measured run of `next()`'s requests, printed as one line: throughput, p50 /
 * p95 / p99, and any answer other than `expected` or any failure. `connections` (default 16) is
 * how many requests are in flight at once; 1 gives the latency of a lone user. With `pid` (the
 * server's), also the server's CPU time per request (`cpuUs`, Linux only).
 */
export async function measure(
  label,
  port,
  next,
  expected = 200,
  { connections = CONNECTIONS, pid } = {},
) {
  await load(port, next, WARMUP_MS, false, connections);
  const cpuBefore = pid === undefined ? undefined : cpuMs(pid);
  const result = await load(port, next, DURATION_MS, true, connections);
  const cpuAfter = pid === undefined ? undefined : cpuMs(pid);
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests > 0) {
    result.cpuUs = ((cpuAfter - cpuBefore) * 1000) / result.requests;
  }
  const ms = (value) => `${value.toFixed(2).padStart(7)} ms`;
  const other = [...result.statuses]
    .filter(([status]) => status !== expected)
    .map(([status, count]) => `${count}× ${status}`);
  const problems = [
    result.failed ? `${result.failed} failed` : '',
    other.length ? `other statuses: ${other.join(', ')}` : '',
  ].filter(Boolean);
  console.log(
    `${label.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   p99 ${ms(result.p99)}   (${result.requests} requests${problems.length ? `; ${problems.join('; ')}` : ''})` +
      (result.cpuUs === undefined ? '' : `   server CPU ${result.cpuUs.toFixed(0)} µs/request`),
  );
  return result;
}
