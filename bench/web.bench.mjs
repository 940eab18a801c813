// The staff app: initial JavaScript (gzip) for /login and for /calendar (route-level code splitting,
// from Vite's manifest: the entry, the lazy chunks the route loads, and their static imports), and
// the time to first render of /calendar in headless Chromium beside the React floor (an empty React
// page built and served the same way), measured in one run. The API is answered by page.route with
// fixed bodies, so the figure is the frontend's own (no server, no database).
import { readFileSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { smoke } from './support/smoke.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = join(root, '.bench-tmp/web');
const RUNS = smoke(9, 1);
const { chromiumPath, chromiumArgs } = await tsImport('../tooling/chromium.ts', import.meta.url);

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// ---------------------------------------------------------------------------------------------
// Builds: the staff app (its own vite.config.ts) and the React floor.

const webDist = join(work, 'web');
await build({
  root: join(root, 'apps/web'),
  logLevel: 'silent',
  build: { outDir: webDist, emptyOutDir: true, manifest: true },
});

const floorRoot = join(work, 'floor-src');
mkdirSync(floorRoot, { recursive: true });
writeFileSync(
  join(floorRoot, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div>' +
    '<script type="module" src="./main.jsx"></script></body></html>',
);
writeFileSync(
  join(floorRoot, 'main.jsx'),
  "import { createRoot } from 'react-dom/client';\n" +
    "createRoot(document.getElementById('root')).render(<div data-floor>React</div>);\n",
);
const floorDist = join(work, 'floor');
await build({
  root: floorRoot,
  logLevel: 'silent',
  configFile: false,
  plugins: [react()],
  resolve: { alias: {} },
  build: { outDir: floorDist, emptyOutDir: true, manifest: true },
});

// ---------------------------------------------------------------------------------------------
// Initial JavaScript per route, from the manifest.

const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(webDist, file))).length;

/** A chunk and its static imports, transitively (dynamic imports are not followed). */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// A lazy chunk by its source file, or a named group chunk (apps/web/vite.config.ts's `public`
// group holds the sign-in and booking pages, so they have no chunk of their own).
const lazy = (name) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(name) || k.startsWith(`_${name}-`));
  if (!key) throw new Error(`no chunk for ${name}`);
  return key;
};
function routeJs(lazyChunks) {
  const keys = closure([entryKey, ...lazyChunks.map(lazy)]);
  const bytes = [...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0);
  return { chunks: keys.size, kb: bytes / 1024 };
}
const entryOnly = routeJs([]);
const login = routeJs(['public']);
// What a signed-in start of /calendar loads at once (apps/web/src/preload.ts), and the page itself.
const calendar = routeJs([
  'src/layout/shell.tsx',
  'src/pages/placeholder-page.tsx',
  'src/calendar/calendar-page.tsx',
  'src/session/permission-caches.ts',
  'auth',
]);
const floorManifest = JSON.parse(readFileSync(join(floorDist, '.vite/manifest.json'), 'utf8'));
const floorEntry = Object.values(floorManifest).find((chunk) => chunk.isEntry);
const floorKb = gzipSync(readFileSync(join(floorDist, floorEntry.file))).length / 1024;

const row = (label, value) => console.log(`${label.padEnd(34)} ${value}`);
row('entry JS (every route)', `${entryOnly.kb.toFixed(1)} kB gzip (${entryOnly.chunks} chunks)`);
row('initial JS /login', `${login.kb.toFixed(1)} kB gzip (${login.chunks} chunks)`);
row('initial JS /calendar', `${calendar.kb.toFixed(1)} kB gzip (${calendar.chunks} chunks)`);
row('React floor JS', `${floorKb.toFixed(1)} kB gzip`);

// ---------------------------------------------------------------------------------------------
// Time to first render, both pages served from loopback by one static server with SPA fallback.

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
function serve(dir) {
  return http.createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || path.endsWith('/'))
      file = join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
}
const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const webServer = serve(webDist);
const floorServer = serve(floorDist);
const webPort = await listen(webServer);
const floorPort = await listen(floorServer);

// A signed-in owner: an unsigned token (the client only reads claims) and the API's answers.
const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const license = '00000000-0000-4000-8000-000000000001';
const userId = '00000000-0000-4000-8000-000000000002';
const token = `${b64({ alg: 'none' })}.${b64({ sub: userId, lic: license, plat: 'license_owner', perms_hash: 'h1', exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;
const answers = {
  '/api/v1/auth/me': {
    id: userId,
    email: 'owner@bench.local',
    license_id: license,
    full_name: 'Bench Owner',
  },
  '/api/v1/auth/permissions': {
    permissions: { '*': true },
    permissions_hash: 'h1',
    permissions_version: 1,
    scope_type: 'license',
    scope_ref: license,
    license_id: license,
  },
  '/api/v1/version/': { app_version: '0.3.0', environment: 'bench' },
};

// Records when the selector first matches, from navigation start (performance.now()).
const observe = (selector) => `
  new MutationObserver((_, observer) => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__firstRender = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
async function firstRender(url, selector, setup) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(observe(selector));
  if (setup) await setup(page);
  await page.goto(url);
  await page.waitForSelector(selector);
  const ms = await page.evaluate(() => globalThis.__firstRender);
  await context.close();
  return ms;
}
const signedIn = async (page) => {
  await page.addInitScript(
    ([access]) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', 'bench');
    },
    [token],
  );
  await page.route('**/api/v1/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = answers[path];
    return body
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
      : route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"bench"}' });
  });
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const floorTimes = [];
const calendarTimes = [];
const loginTimes = [];
for (let run = 0; run < RUNS; run += 1) {
  floorTimes.push(await firstRender(`http://127.0.0.1:${floorPort}/`, '[data-floor]'));
  calendarTimes.push(
    await firstRender(
      `http://127.0.0.1:${webPort}/calendar`,
      '[data-slot="app-layout"] main > *',
      signedIn,
    ),
  );
  loginTimes.push(await firstRender(`http://127.0.0.1:${webPort}/login`, 'form input'));
}
await browser.close();
webServer.close();
floorServer.close();

const floor = median(floorTimes);
row(`first render, React floor`, `${floor.toFixed(0)} ms (median of ${RUNS})`);
row(
  `first render, /login`,
  `${median(loginTimes).toFixed(0)} ms (${(median(loginTimes) / floor).toFixed(2)}× floor)`,
);
row(
  `first render, /calendar (signed in)`,
  `${median(calendarTimes).toFixed(0)} ms (${(median(calendarTimes) / floor).toFixed(2)}× floor)`,
);
rmSync(join(root, '.bench-tmp'), { recursive: true, force: true });
