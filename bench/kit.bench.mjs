// The design kit: Storybook build time, story-test time, and the kit's own JS and CSS size
// (every component bundled, React and Radix's React peer external, minified and gzipped).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { SMOKE } from './support/smoke.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function timed(label, cmd, args) {
  const t0 = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  const seconds = (performance.now() - t0) / 1000;
  const status = result.status === 0 ? '' : ` (exit ${result.status})`;
  console.log(`${label.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s${status}`);
}

if (SMOKE) {
  // `npm test` builds Storybook and runs every story in its own step: not twice.
  console.log('Storybook build and story tests: measured outside smoke mode only');
} else {
  timed('Storybook build', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']);
  timed('story tests (Chromium, axe)', 'npx', ['vitest', 'run', '--project', 'storybook']);
}

// Bundle every component folder through one entry, the way an app would import them all.
const components = fileURLToPath(new URL('../packages/ui/src/components', import.meta.url));
const work = fileURLToPath(new URL('../.bench-tmp/kit', import.meta.url));
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const folders = readdirSync(components).filter((d) => existsSync(`${components}/${d}/index.ts`));
writeFileSync(
  `${work}/entry.ts`,
  folders.map((d) => `export * from '${components}/${d}/index.ts';`).join('\n'),
);

await build({
  root: work,
  logLevel: 'silent',
  configFile: false,
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: `${work}/dist`,
    lib: {
      entry: `${work}/entry.ts`,
      formats: ['es'],
      fileName: () => 'kit.js',
      cssFileName: 'kit',
    },
    rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    minify: true,
  },
});

const size = (file) => {
  const bytes = readFileSync(`${work}/dist/${file}`);
  return `${(bytes.length / 1024).toFixed(1)} kB raw, ${(gzipSync(bytes).length / 1024).toFixed(1)} kB gzip`;
};
console.log(`kit components bundled       ${folders.length}`);
console.log(`kit JS (React external)      ${size('kit.js')}`);
console.log(`kit CSS                      ${size('kit.css')}`);
rmSync(fileURLToPath(new URL('../.bench-tmp', import.meta.url)), { recursive: true, force: true });
