// The live calendar (issue 27): how long an appointment write takes to reach another open event
// stream (GET /api/v1/events), p50 and p99, on PGlite in one process and on PostgreSQL with two
// processes (the write through one, the stream on the other); and the fan-out: many open streams
// of one license, one write, the time until every one has it, and the server's memory per stream.
// Real server processes on loopback, the demo data seeded; figures printed, never asserted.
// BENCH_ENGINES=pglite|postgres (default both; PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server), BENCH_WRITES (default 200), BENCH_STREAMS (default 500).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './support/load.mjs';
import { freshPostgresDatabase } from './support/postgres.mjs';

const SMOKE = process.env.BENCH_SMOKE === '1';
const list = (value, all) => (value ? value.split(',').map((part) => part.trim()) : all);
const engines = list(process.env.BENCH_ENGINES, ['pglite', 'postgres']);
const WRITES = SMOKE ? 3 : Number(process.env.BENCH_WRITES ?? 200);
const STREAMS = SMOKE ? 5 : Number(process.env.BENCH_STREAMS ?? 500);
const JWT_SECRET = 'live-bench-'.padEnd(48, 'x');

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

/** The server's resident memory now (Linux /proc), in bytes. */
function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

async function api(server, method, path, token, body) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * An open event stream: calls `onText` with everything it receives. Resolves once the stream's
 * first message (its resync) arrived, so the stream is registered with the server's hub.
 */
async function openStream(server, token, onText) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/v1/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`GET /events answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let opened;
  const ready = new Promise((resolve) => (opened = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        opened();
        onText(text);
      }
    } catch {
      // closed by the bench
    }
  })();
  await ready;
  return () => controller.abort();
}

/** Signs the demo owner in on `server`; an appointment of the demo data to write to. */
async function demoTarget(server) {
  const login = await api(server, 'POST', '/auth/login', undefined, {
    email: 'owner@demo.beautydesk.local',
    password: 'owner123',
  });
  const token = login.access_token;
  const { appointments } = await api(server, 'GET', '/appointments', token);
  // Its notes are what the bench writes: any record but a cancelled one takes them.
  const target = appointments.find((a) => a.status !== 'cancelled');
  if (!target) throw new Error('the demo data has no appointment to write to');
  return { token, appointmentId: target.id };
}

/** A write that changes the appointment (its notes): the event it makes is awaited on `watcher`. */
function writer(server, token, appointmentId) {
  let n = 0;
  return () => {
    n += 1;
    return api(server, 'PATCH', `/appointments/${appointmentId}`, token, {
      notes: `live bench ${Date.now()} ${n}`,
    });
  };
}

/** WRITES writes through `writeServer`, each timed until it shows on a stream of `readServer`. */
async function latency(writeServer, readServer, label) {
  const { token, appointmentId } = await demoTarget(writeServer);
  const readToken = (await demoTarget(readServer)).token;
  let waiting;
  const close = await openStream(readServer, readToken, (text) => {
    if (waiting && text.includes(appointmentId)) waiting();
  });
  const write = writer(writeServer, token, appointmentId);
  const times = [];
  for (let i = 0; i < WRITES; i += 1) {
    const seen = new Promise((resolve) => (waiting = resolve));
    const t0 = performance.now();
    await write();
    await seen;
    times.push(performance.now() - t0);
    waiting = undefined;
  }
  close();
  times.sort((a, b) => a - b);
  console.log(
    `write → another open stream, ${label}: p50 ${ms(percentile(times, 50))}, ` +
      `p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1))} (${WRITES} writes, goal p99 ≤ 1000 ms)`,
  );
}

/** STREAMS streams of one license on `readServer`, one write through `writeServer`: until all have it. */
async function fanOut(writeServer, readServer, label) {
  const { token, appointmentId } = await demoTarget(writeServer);
  const readToken = (await demoTarget(readServer)).token;
  const before = rss(readServer.pid);
  const seen = new Array(STREAMS).fill(false);
  let remaining = STREAMS;
  let allSeen;
  const done = new Promise((resolve) => (allSeen = resolve));
  const closers = [];
  let armed = false;
  for (let i = 0; i < STREAMS; i += 1) {
    closers.push(
      await openStream(readServer, readToken, (text) => {
        if (!armed || seen[i] || !text.includes(appointmentId)) return;
        seen[i] = true;
        remaining -= 1;
        if (remaining === 0) allSeen();
      }),
    );
  }
  // Let the server settle before reading its memory.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rss(readServer.pid);
  armed = true;
  const t0 = performance.now();
  await writer(writeServer, token, appointmentId)();
  await done;
  const elapsed = performance.now() - t0;
  for (const close of closers) close();
  console.log(
    `fan-out, ${label}: ${STREAMS} open streams of one license, one write, all notified in ` +
      `${ms(elapsed)} (goal ≤ 1000 ms); server memory ≈ ${((after - before) / STREAMS / 1024).toFixed(1)} kB ` +
      `per stream (RSS ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MB)`,
  );
}

const common = { SEED: 'on', JWT_SECRET };
/** Seeding three months of demo appointments on a busy machine takes minutes. */
const SEEDING = { startTimeoutMs: 600_000 };

if (engines.includes('pglite')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bd-live-bench-'));
  const server = await startServer({ ...common, DATA_DIR: dataDir }, [], SEEDING);
  try {
    console.log(`PGlite, one process (ready in ${(server.startMs / 1000).toFixed(1)} s)`);
    await latency(server, server, 'PGlite, one process');
    await fanOut(server, server, 'PGlite, one process');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (engines.includes('postgres')) {
  if (!postgresUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  } else {
    const database = await freshPostgresDatabase(postgresUrl);
    const servers = [];
    try {
      // The first process seeds; the second starts on the seeded database.
      servers.push(await startServer({ ...common, DATABASE_URL: database.url }, [], SEEDING));
      servers.push(await startServer({ ...common, SEED: 'off', DATABASE_URL: database.url }));
      const [a, b] = servers;
      console.log('PostgreSQL, two processes: writes through A, streams on B');
      await latency(a, b, 'PostgreSQL, A → B');
      await fanOut(a, b, 'PostgreSQL, A → B');
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
    }
  }
}
