// Two outputs: loader.js (a tiny classic script for the <script> tag) and widget.js + widget.css
// (the lazily loaded bundle).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { transform } from 'lightningcss';

/**
 * widget.css without what cannot apply. A kit .css.ts module comes whole (all of typography with
 * the error state's title, the Radix checkbox's indicator with the native checkbox's box) and the
 * theme declares every token of the contract; vanilla-extract's class and variable names are
 * literal strings in the JS. So: (1) a selector that needs a class no output chunk contains never
 * matches and goes (only a selector's own classes count: one inside :not(…) keeps its rule); (2) a
 * custom property that no var() of what is left and no chunk names is never read and goes. Only
 * changed rules are rewritten (lightningcss does not round-trip every rule handed back unchanged).
 * (3) the custom properties left get short names.
 */
function dropWhatCannotApply(): Plugin {
  return {
    name: 'beautydesk-widget-drop-what-cannot-apply',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const code = files.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
      for (const file of files) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const matchable = transform({
          filename: file.fileName,
          code: Buffer.from(file.source),
          minify: true,
          visitor: {
            Rule: {
              style(rule) {
                const { selectors } = rule.value;
                const kept = selectors.filter((selector) =>
                  selector.every((part) => part.type !== 'class' || code.includes(part.name)),
                );
                if (kept.length === selectors.length) return undefined;
                if (kept.length === 0) return [];
                return { ...rule, value: { ...rule.value, selectors: kept } };
              },
            },
          },
        }).code;
        const read = new Set(
          Array.from(matchable.toString().matchAll(/var\((--[\w-]+)/g), (match) => match[1]),
        );
        file.source = transform({
          filename: file.fileName,
          code: matchable,
          minify: true,
          visitor: {
            Declaration: {
              // lightningcss also calls this for properties it does not model (outline-offset,
              // pointer-events, clip…): only `--` names are custom properties.
              custom: (property) =>
                !property.name.startsWith('--') ||
                read.has(property.name) ||
                code.includes(property.name)
                  ? undefined
                  : [],
            },
          },
        }).code;
        file.source = shortenCustomProperties(file.source.toString(), code);
      }
    },
  };
}

/**
 * vanilla-extract's custom properties (`--_14gltu61h`) renamed `--_0`, `--_1`…, most used first.
 * Only the stylesheet names them (a name a chunk contains keeps it), and the public ones the host
 * page sets (`--beautydesk-brand`…) do not start with `--_`. 75 names, written ~410 times: 0.10 kB gzip.
 */
function shortenCustomProperties(css: string, code: string): string {
  const uses = new Map<string, number>();
  for (const [name] of css.matchAll(/--_[\w-]+/g)) uses.set(name, (uses.get(name) ?? 0) + 1);
  const renamed = new Map(
    [...uses]
      .filter(([name]) => !code.includes(name))
      .sort((a, b) => b[1] - a[1])
      .map(([name], index) => [name, `--_${index.toString(36)}`]),
  );
  return css.replace(/--_[\w-]+/g, (name) => renamed.get(name) ?? name);
}

/**
 * The bundle's names carry their content hash, so the server caches them for a year (immutable)
 * and a new build can never be mixed with an old one in a visitor's cache. Only files that
 * revalidate name them: the loader (its import and the stylesheet it hands the bundle), and the
 * iframe's frame.html and frame-entry.js, written here from frame/. Runs after the bundle's build.
 */
function nameTheBundle(): Plugin {
  let files: { js: string; css: string; iframe: string } = { js: '', css: '', iframe: '' };
  return {
    name: 'beautydesk-widget-name-the-bundle',
    configResolved(config) {
      const built = readdirSync(resolve(config.root, config.build.outDir));
      const named = (ext: string, prefix = 'widget') => {
        const found = built.filter((name) =>
          new RegExp(`^${prefix}-[\\w-]{8}\\.${ext}$`).test(name),
        );
        if (found.length !== 1) {
          throw new Error(
            `Build the widget's bundle first: ${prefix}-<hash>.${ext} (found ${found.length})`,
          );
        }
        return found[0] as string;
      };
      files = { js: named('js'), css: named('css'), iframe: named('js', 'iframe-boot') };
    },
    transform(code, id) {
      return id.endsWith('/src/loader.ts')
        ? code.replace('__WIDGET_FILES__', JSON.stringify(files))
        : undefined;
    },
    generateBundle() {
      const frame = readFileSync(new URL('frame/frame.html', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'frame.html',
        source: frame.replace('%WIDGET_CSS%', files.css),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'frame-entry.js',
        source:
          "// The iframe mode's page: the widget bundle, full-page (src/frame.tsx, a chunk it loads).\n" +
          `import { mountFrame } from './${files.js}';\n\nvoid mountFrame();\n`,
      });
    },
  };
}

/** The iframe mode's boot (src/iframe-boot.ts): no React, no stylesheet, built on its own. */
const iframeBoot = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    minify: true,
    lib: {
      entry: 'src/iframe-boot.ts',
      formats: ['es' as const],
      fileName: () => 'iframe-boot-[hash].js',
    },
  },
};

export default defineConfig(({ mode }) =>
  mode === 'iframe'
    ? iframeBoot
    : mode === 'loader'
      ? {
          plugins: [nameTheBundle()],
          build: {
            outDir: 'dist',
            emptyOutDir: false,
            minify: true,
            lib: {
              entry: 'src/loader.ts',
              formats: ['iife'],
              name: 'BeautyDeskLoader',
              fileName: () => 'loader.js',
            },
          },
        }
      : {
          plugins: [react(), vanillaExtractPlugin(), dropWhatCannotApply()],
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            outDir: 'dist',
            emptyOutDir: true,
            cssCodeSplit: false,
            // Library mode keeps ES output's whitespace by default; the widget ships to visitors.
            minify: true,
            rolldownOptions: {
              preserveEntrySignatures: 'allow-extension',
              // Every imported constant written where it is read (rolldown's default, 'smart', only
              // does so in conditions): vanilla-extract's class names and the domain's texts are
              // constants, and a string repeated in place compresses better than a binding to it
              // (0.38 kB gzip less).
              optimization: { inlineConst: { mode: 'all', pass: 1 } },
              output: { minify: true, assetFileNames: '[name]-[hash][extname]' },
            },
            lib: {
              entry: 'src/widget.tsx',
              formats: ['es'],
              fileName: () => 'widget-[hash].js',
              cssFileName: 'widget',
            },
          },
        },
);
