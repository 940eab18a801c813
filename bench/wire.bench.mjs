// Bytes on the wire (issue 18): the first load of /calendar (index.html and every script, style and
// font it pulls in, as a browser with an empty cache asks for them) and a month of appointments with
// relations for the demo license, each as sent with brotli, with gzip and uncompressed; then
// Lighthouse (mobile preset, Debian's Chromium) on /login and /public/booking/{studioId}. Needs the
// built apps (`npm run build`); a real server process on PGlite with the demo data.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startServer } from './support/load.mjs';
import { SMOKE } from './support/smoke.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** GET `path` with `encoding` accepted: the bytes on the wire, and the body once decoded. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let wire = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        wire += chunk.length;
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          wire,
          encoding: res.headers['content-encoding'] ?? 'identity',
          cache: res.headers['cache-control'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The files a first visit of `page` loads: the page, what it links, and (transitively) what those
 * files import statically, plus the lazy chunks named in `lazy` (by the start of their file names:
 * the ones the route and a signed-in start load at once, apps/web/src/preload.ts) with theirs.
 */
async function firstLoad(base, page, lazy = []) {
  const html = (await get(`${base}${page}`)).body.toString();
  const seen = new Set([page]);
  const queue = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|woff2))"/g)].map((m) => m[1]);
  const wanted = (path) => lazy.some((name) => path.split('/').pop().startsWith(`${name}-`));
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    if (path.endsWith('.css') || path.endsWith('.js')) {
      const text = (await get(`${base}${path}`)).body.toString();
      const found = [
        ...[...text.matchAll(/(?:url\(|from ?)["']?(\.?\.?\/[^"')]+\.(?:js|css|woff2))/g)].map(
          (m) => m[1],
        ),
        // Dynamic imports (rolldown writes them with backticks), only of the chunks asked for.
        ...[...text.matchAll(/import\([`"'](\.\/[^`"']+\.js)[`"']\)/g)]
          .map((m) => m[1])
          .filter(wanted),
      ];
      for (const relative of found) {
        const resolved = new URL(relative, `${base}${path}`).pathname;
        if (!seen.has(resolved)) queue.push(resolved);
      }
    }
  }
  return [...seen];
}

async function sizes(base, paths, headers = {}) {
  const totals = { br: 0, gzip: 0, identity: 0 };
  for (const path of paths) {
    totals.br += (await get(`${base}${path}`, { ...headers, 'accept-encoding': 'br' })).wire;
    totals.gzip += (await get(`${base}${path}`, { ...headers, 'accept-encoding': 'gzip' })).wire;
    totals.identity += (await get(`${base}${path}`, headers)).wire;
  }
  return totals;
}

const line = (label, t) =>
  console.log(
    `${label.padEnd(44)} brotli ${kB(t.br).padStart(9)}   gzip ${kB(t.gzip).padStart(9)}   uncompressed ${kB(t.identity).padStart(9)}`,
  );

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('apps/web/dist is missing: run `npm run build` first (skipped).');
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'bd-bench-wire-'));
const server = await startServer({ DATA_DIR: dataDir, SEED: 'on', NODE_ENV: 'development' });
try {
  // Signed in: the shell, the calendar page and the session's chunks (zod with the schemas).
  const paths = await firstLoad(server.url, '/calendar', [
    'shell',
    'calendar-page',
    'placeholder-page',
    'auth',
    'permission-caches',
  ]);
  line(`first load of /calendar (${paths.length} files)`, await sizes(server.url, paths));

  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.beautydesk.local', password: 'owner123' }),
  });
  const { access_token: token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  const iso = (d) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const month = `/api/v1/appointments/with-relations?date_from=${iso(first)}&date_to=${iso(last)}&limit=1000`;
  line('a month of appointments with relations', await sizes(server.url, [month], auth));

  const studios = await (await fetch(`${server.url}/api/v1/studios`, { headers: auth })).json();
  const studioId = studios.studios?.[0]?.id;
  const pages = ['/login', `/public/booking/${studioId}`];
  await lighthouse(server.url, SMOKE ? pages.slice(0, 1) : pages);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Lighthouse's mobile preset (its default) on each page; scores and the paint timings printed. */
async function lighthouse(base, pages) {
  let run;
  let launch;
  try {
    ({ default: run } = await import('lighthouse'));
    ({ launch } = await import('chrome-launcher'));
  } catch {
    console.log('Lighthouse is not installed (npm ci installs it as a devDependency): skipped.');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH): Lighthouse skipped.`);
    return;
  }
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  try {
    for (const page of pages) {
      const result = await run(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        console.log(`Lighthouse ${page}: ${runtimeError.code} (${runtimeError.message})`);
        continue;
      }
      const requests = audits['network-requests'].details.items;
      const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
      console.log(
        `Lighthouse ${page.padEnd(50)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}; FCP ${audits['first-contentful-paint'].displayValue}, ` +
          `LCP ${audits['largest-contentful-paint'].displayValue}, ` +
          `TBT ${audits['total-blocking-time'].displayValue}; ` +
          `${requests.length} requests, ${kB(audits['total-byte-weight'].numericValue)} transferred`,
      );
      // Which element Lighthouse took for LCP: text painted from the HTML, or what the scripts drew.
      const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find(
        (item) => item.type === 'node',
      );
      if (lcpNode) console.log(`  LCP element: ${lcpNode.snippet} (${lcpNode.nodeLabel})`);
      if (process.env.WIRE_BENCH_REQUESTS) {
        // What the unthrottled page did: Lantern counts the requests that ended before these.
        const observed = audits.metrics?.details?.items?.[0] ?? {};
        console.log(
          `  observed FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
        );
        printRequests(requests);
        // The main thread's long tasks as Lighthouse saw them (unthrottled; Lantern scales them).
        for (const task of audits['long-tasks']?.details?.items ?? []) {
          console.log(
            `  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${task.url}`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
}

/** WIRE_BENCH_REQUESTS=1: each request of a Lighthouse run, when it started and ended and its size. */
function printRequests(requests) {
  for (const r of requests) {
    const start = Math.round(r.networkRequestTime ?? r.startTime ?? 0);
    const end = Math.round(r.networkEndTime ?? r.endTime ?? 0);
    const name = new URL(r.url).pathname;
    console.log(
      `  ${String(start).padStart(6)}–${String(end).padEnd(6)} ms ${kB(r.transferSize).padStart(9)} ${r.priority ?? ''} ${name}`,
    );
  }
}
