import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Lets index.html ask for the `public` chunk (the sign-in and public booking pages with the kit
 * every page shares) together with the entry, instead of after the entry has run: on a slow link
 * that wait is the entry's parse and run plus a round trip. (Preloading the fonts as well was
 * measured and dropped: they then share the link with the scripts and LCP went from ~2.4 s to
 * ~3.2 s.)
 */
function preloadPublicChunk(): Plugin {
  return {
    name: 'beautydesk-preload-public-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.name === 'public',
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Fails the build when zod's classic API lands in the entry, the script /login loads before it
 * hydrates: it was ~22 kB brotli of the entry, and Lighthouse counts those bytes into the page's
 * LCP (issue 18). The entry parses what it reads on every page (the token's claims, /version) with
 * zod/mini (domain's schemas/entry-schemas.ts), whose modules (zod/v4/mini, zod/v4/core) pass here.
 * Classic zod comes back through a value imported from a zod schema module; the shared constants
 * live in domain's schemas/values.ts for that reason. The public booking page's `public` chunk does
 * carry it since issue 34: its calls are parsed by the domain's schemas, as everywhere else.
 */
function keepZodOffPaintedPages(): Plugin {
  return {
    name: 'beautydesk-keep-zod-off-painted-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        const zod = file.moduleIds.find((id) =>
          /[\\/]node_modules[\\/]zod[\\/](v4[\\/]classic[\\/]|(v4[\\/])?index\.)/.test(id),
        );
        if (zod)
          this.error(`${file.fileName} carries zod (${zod}): import it lazily or use zod/mini`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), preloadPublicChunk(), keepZodOffPaintedPages()],
  // The SSR build carries its dependencies (React's production build among them), so the server
  // renders with production React whatever its NODE_ENV, and needs nothing of apps/web at run time.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The prerender's SSR build (`vite build --ssr src/prerender.tsx`, see scripts/prerender.mjs):
  // one file for Node, which scripts/prerender.mjs runs and the server loads to render the public
  // booking page of a known studio at request time.
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // One stylesheet: vanilla-extract writes one CSS file per component module, ~25 more
        // requests on a page's first load; the whole app's CSS is 76 kB (11 kB brotli).
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically, in one file instead of ~20 small ones.
                { name: 'app', tags: ['$initial'], priority: 3 },
                // The public pages and what they import (the kit's components, Radix, icons), so
                // /login and /public/booking load one chunk after the entry; the staff pages share it.
                {
                  name: 'public',
                  test: /apps[\\/]web[\\/]src[\\/](pages[\\/]login-page|public-booking[\\/]public-booking-page)/,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
}));
