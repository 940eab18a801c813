// The booking widget beside the React floor built the same way (a Vite library build, ES module,
// minified, production React): the loader's gzip size, the widget's JS+CSS gzip (what an inline
// widget's page loads, XState and zod included), what the other modes add from their on-demand
// chunks, what a studio's page downloads in iframe mode (the loader and the iframe boot), the layout
// shift the widget causes on a template host page (with and without it), and the cold time from a
// host page's navigation to the first step being usable (the name field is in the shadow root)
// against the floor's first render, both in headless Chromium in one run. The public API is answered
// by page.route with a fixed studio, so the figure is the widget's own (no server, no database).
// Printed, not asserted (issue 34's goals in brackets).
import { readFileSync, readdirSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
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
const work = join(root, '.bench-tmp/widget');
const RUNS = smoke(5, 1);
const { chromiumPath, chromiumArgs } = await tsImport('../tooling/chromium.ts', import.meta.url);

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// ---------------------------------------------------------------------------------------------
// Builds: the widget (its own vite.config.ts, both modes) and the floor.

const widgetRoot = join(root, 'apps/booking-widget');
const widgetDist = join(work, 'w');
for (const mode of ['production', 'iframe', 'loader']) {
  await build({
    root: widgetRoot,
    mode,
    logLevel: 'silent',
    configFile: join(widgetRoot, 'vite.config.ts'),
    build: { outDir: widgetDist, emptyOutDir: mode === 'production' },
  });
}

const floorSrc = join(work, 'floor-src');
mkdirSync(floorSrc, { recursive: true });
writeFileSync(
  join(floorSrc, 'floor.jsx'),
  "import { createRoot } from 'react-dom/client';\n" +
    'export function mount(element) {\n' +
    '  createRoot(element).render(<div data-floor>React</div>);\n}\n',
);
const floorDist = join(work, 'floor');
await build({
  root: floorSrc,
  logLevel: 'silent',
  configFile: false,
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: floorDist,
    emptyOutDir: true,
    minify: true,
    rolldownOptions: { output: { minify: true } },
    lib: { entry: join(floorSrc, 'floor.jsx'), formats: ['es'], fileName: () => 'floor.js' },
  },
});

// At level 9, as the server sends them: scripts/precompress.mjs writes the .gz copies so.
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
// Every file but the loader is named `<name>-<hash>.<ext>` (8 characters of hash).
const HASHED = /-[A-Za-z0-9_-]{8}\.(js|css)$/;
const built = readdirSync(widgetDist);
const bundleFile = (ext) => built.find((name) => name.startsWith('widget-') && name.endsWith(ext));
const loaderKb = gz(join(widgetDist, 'loader.js'));
const widgetJsKb = gz(join(widgetDist, bundleFile('.js')));
const widgetCssKb = gz(join(widgetDist, bundleFile('.css')));
const floorKb = gz(join(floorDist, 'floor.js'));
const widgetKb = widgetJsKb + widgetCssKb;
// The chunks widget.js imports on demand: what a mode beyond inline adds (popup, floating, the
// iframe's host side and its inner page), by the name Vite gives them (`<module>-<hash>.js`).
const chunks = built
  .filter(
    (name) =>
      HASHED.test(name) &&
      name.endsWith('.js') &&
      !name.startsWith('widget-') &&
      !name.startsWith('iframe-boot-'),
  )
  .map((name) => ({
    name: name.replace(HASHED, ''),
    kb: gz(join(widgetDist, name)),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));
const chunkKb = (name) => chunks.find((chunk) => chunk.name === name)?.kb ?? 0;
const chunksKb = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);

const row = (label, value) => console.log(`${label.padEnd(40)} ${value}`);
row('loader.js', `${loaderKb.toFixed(2)} kB gzip (goal ≤ 1.5)`);
row(
  'inline: widget JS + CSS',
  `${widgetKb.toFixed(1)} kB gzip (goal ≤ 100; JS ${widgetJsKb.toFixed(1)}, CSS ${widgetCssKb.toFixed(1)})`,
);
row('popup or floating: + popup chunk', `${(widgetKb + chunkKb('popup')).toFixed(1)} kB gzip`);
const iframeBootKb = gz(
  join(
    widgetDist,
    built.find((name) => name.startsWith('iframe-boot-')),
  ),
);
row(
  'iframe: host-side bytes (loader + boot)',
  `${(loaderKb + iframeBootKb).toFixed(2)} kB gzip (goal ≤ 5; boot ${iframeBootKb.toFixed(2)})`,
);
row(
  'on-demand chunks, all',
  `${chunksKb.toFixed(1)} kB gzip (${chunks.map((c) => `${c.name} ${c.kb.toFixed(2)}`).join(', ')})`,
);
row('widget JS + CSS + every chunk', `${(widgetKb + chunksKb).toFixed(1)} kB gzip`);
row('React floor JS (same build)', `${floorKb.toFixed(1)} kB gzip`);
row('widget / floor (inline)', `${(widgetKb / floorKb).toFixed(3)}× (for the record)`);

// ---------------------------------------------------------------------------------------------
// Time to the first usable step, host page and floor page served from loopback.

const STUDIO = '00000000-0000-4000-8000-0000000000aa';
const studioInfo = {
  studio: {
    id: STUDIO,
    name: 'Bench studio',
    address: 'ул. Ленина, 1',
    phone: '+375291112233',
    description: null,
  },
  license: { name: 'Bench' },
  services: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Лазер: голени',
      duration_min: 60,
      price: 100,
      currency: 'BYN',
      description: null,
      type: 'laser',
    },
  ],
  masters: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'Ольга', specialization: null }],
};
/** A template host page: a hero, the widget's place, the studio's text below it. */
const template = (widget) =>
  '<!doctype html><html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />' +
  '<style>body{margin:0;font:18px/1.6 Georgia,serif}.hero{height:320px;background:#1e293b;color:#fff;padding:24px}' +
  '.below{padding:24px}</style></head><body><section class="hero"><h1>Studio site</h1></section>' +
  widget +
  '<section class="below"><h2>Services</h2><p>' +
  'Text below the form. '.repeat(40) +
  '</p></section></body></html>';
const pages = {
  '/template-none.html': template('<div id="book"></div>'),
  '/template-async.html': template(
    `<div id="book"></div><script async src="/w/loader.js" data-studio-id="${STUDIO}" data-target="#book"></script>`,
  ),
  '/template-in-place.html': template(
    `<script src="/w/loader.js" data-studio-id="${STUDIO}"></script>`,
  ),
  '/host.html':
    '<!doctype html><html><head><meta charset="UTF-8" /></head><body><h1>Studio site</h1>' +
    `<div id="book"></div><script async src="/w/loader.js" data-studio-id="${STUDIO}" data-target="#book"></script></body></html>`,
  '/floor.html':
    '<!doctype html><html><head><meta charset="UTF-8" /></head><body><h1>Studio site</h1>' +
    '<div id="root"></div><script type="module" src="/floor-entry.js"></script></body></html>',
  '/floor-entry.js':
    "import { mount } from '/f/floor.js';\nmount(document.getElementById('root'));\n",
};
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
const server = http.createServer((request, response) => {
  const path = new URL(request.url, 'http://x').pathname;
  const page = pages[path];
  const file = path.startsWith('/w/')
    ? join(widgetDist, path.slice(3))
    : path.startsWith('/f/')
      ? join(floorDist, path.slice(3))
      : null;
  if (page === undefined && (!file || !existsSync(file))) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
  response.end(page ?? readFileSync(file));
});
const port = await new Promise((resolve) =>
  server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
);

// Polls every frame (a MutationObserver cannot see into a shadow root) and records when `probe` holds.
const watch = (probe) => `
  (function check() {
    if (${probe}) { window.__usable = performance.now(); return; }
    requestAnimationFrame(check);
  })();`;
const inShadow =
  "document.querySelector('beautydesk-widget')?.shadowRoot?.querySelector('input[autocomplete=\"name\"]')";

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
async function usableAt(url, probe) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/api/v1/public/studios/*/info', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(studioInfo),
    }),
  );
  await page.addInitScript(watch(probe));
  await page.goto(url);
  await page.waitForFunction(() => typeof globalThis.__usable === 'number');
  const ms = await page.evaluate(() => globalThis.__usable);
  await context.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The page's cumulative layout shift (no input) once the first step is usable, or after 3 s. */
async function clsOf(url, probe) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/api/v1/public/studios/*/info', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(studioInfo),
    }),
  );
  await page.addInitScript(() => {
    globalThis.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) globalThis.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.addInitScript(watch(probe));
  await page.goto(url);
  await page
    .waitForFunction(() => typeof globalThis.__usable === 'number', null, { timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => globalThis.__cls);
  await context.close();
  return cls;
}
const clsRuns = { none: [], async: [], inPlace: [] };
for (let run = 0; run < RUNS; run += 1) {
  clsRuns.none.push(await clsOf(`http://127.0.0.1:${port}/template-none.html`, 'true'));
  clsRuns.async.push(await clsOf(`http://127.0.0.1:${port}/template-async.html`, inShadow));
  clsRuns.inPlace.push(await clsOf(`http://127.0.0.1:${port}/template-in-place.html`, inShadow));
}
const floorTimes = [];
const widgetTimes = [];
for (let run = 0; run < RUNS; run += 1) {
  floorTimes.push(
    await usableAt(`http://127.0.0.1:${port}/floor.html`, "document.querySelector('[data-floor]')"),
  );
  widgetTimes.push(await usableAt(`http://127.0.0.1:${port}/host.html`, inShadow));
}
await browser.close();
server.close();

const floorMs = median(floorTimes);
const widgetMs = median(widgetTimes);
row('floor page first render', `${floorMs.toFixed(0)} ms median of ${RUNS}`);
row('host page → first step usable', `${widgetMs.toFixed(0)} ms median of ${RUNS}`);
row('widget / floor', `${(widgetMs / floorMs).toFixed(2)}× (goal ≤ 2×)`);
row(
  'cold: host page → first step usable',
  `${widgetMs.toFixed(0)} ms median of ${RUNS} (goal ≤ 1000)`,
);
const cls = (values) => median(values).toFixed(3);
row('CLS, template page without the widget', cls(clsRuns.none));
row('CLS, + widget, tag in place (no async)', `${cls(clsRuns.inPlace)} (goal 0.00)`);
row(
  'CLS, + widget, async tag into an empty target',
  `${cls(clsRuns.async)} (README: give it a min-height)`,
);
rmSync(work, { recursive: true, force: true });
