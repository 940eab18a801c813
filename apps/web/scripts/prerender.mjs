// After `vite build` and the SSR build of src/prerender.tsx: writes the first paint of each
// prerendered page into the paint-first frame (dist/prerendered/template.html: dist/index.html with
// its stylesheet inline and its scripts at low priority, src/paint-first.ts) as
// dist/prerendered/<page>.html, with the theme's classes on <body> (in dist/index.html too), and
// dist/prerendered/routes.json, which tells the server (apps/server/src/http/static-assets.ts)
// which paths get which file. The SSR build stays in dist-ssr/ (outside what the server serves):
// the server renders pages with data from it (the public booking page of a known studio).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssr = join(web, 'dist-ssr');
const { renderDocument, prerenderedRoutes, literalRoutes, bodyClass, paintFirstFrame, EMPTY_ROOT } =
  await import(pathToFileURL(join(ssr, 'prerender.js')).href);

const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  '<body>',
  `<body class="${bodyClass}">`,
);
if (!template.includes(EMPTY_ROOT) || !template.includes(`class="${bodyClass}"`)) {
  throw new Error('dist/index.html has no <body> or no empty #root to prerender into.');
}
writeFileSync(join(dist, 'index.html'), template);

mkdirSync(join(dist, 'prerendered'), { recursive: true });
// The server renders pages per request into this frame too (apps/server/src/http/static-assets.ts).
const frame = paintFirstFrame(template, (path) => readFileSync(join(dist, path), 'utf8'));
writeFileSync(join(dist, 'prerendered', 'template.html'), frame);
const manifest = [];
for (const route of prerenderedRoutes) {
  // #root inert until the page has hydrated (src/prerendered.ts): input before that would be lost.
  const html = await renderDocument(frame, route.path);
  writeFileSync(join(dist, 'prerendered', route.file), html);
  manifest.push({
    pattern: route.pattern,
    file: `prerendered/${route.file}`,
    // Literal routes the pattern would match too (/public/booking/success): they keep index.html.
    except: literalRoutes.filter((path) => matches(route.pattern, path) && path !== route.pattern),
    preload: route.preload ?? [],
    ...(route.data ? { data: route.data } : {}),
  });
  console.log(`prerender: ${route.pattern} → prerendered/${route.file} (${html.length} chars)`);
}
writeFileSync(join(dist, 'prerendered', 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);

function matches(pattern, path) {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return (
    want.length === have.length && want.every((seg, i) => seg.startsWith(':') || seg === have[i])
  );
}
