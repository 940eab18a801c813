// Two outputs: loader.js (a tiny classic script for the <script> tag) and widget.js + widget.css
// (the lazily loaded bundle).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { transform } from 'lightningcss';

/**
 * widget.css without the selectors no widget code can match. A kit .css.ts module comes whole (all
 * of typography with the error state's title, the Radix checkbox's indicator with the native
 * checkbox's box), and a selector that needs a class no output chunk contains never matches. Only
 * a selector's own classes count (one inside :not(…) stays), and only changed rules are rewritten
 * (lightningcss does not round-trip every rule it is handed back unchanged).
 */
function dropUnmatchableSelectors(): Plugin {
  return {
    name: 'beautydesk-widget-drop-unmatchable-selectors',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const code = files.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
      for (const file of files) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const { code: css } = transform({
          filename: file.fileName,
          code: Buffer.from(file.source),
          minify: true,
          visitor: {
            Rule: {
              style(rule) {
                const { selectors } = rule.value;
                const matchable = selectors.filter((selector) =>
                  selector.every((part) => part.type !== 'class' || code.includes(part.name)),
                );
                if (matchable.length === selectors.length) return undefined;
                if (matchable.length === 0) return [];
                return { ...rule, value: { ...rule.value, selectors: matchable } };
              },
            },
          },
        });
        file.source = css;
      }
    },
  };
}

export default defineConfig(({ mode }) =>
  mode === 'loader'
    ? {
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
        plugins: [react(), vanillaExtractPlugin(), dropUnmatchableSelectors()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          cssCodeSplit: false,
          // Library mode keeps ES output's whitespace by default; the widget ships to visitors.
          minify: true,
          rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { minify: true } },
          lib: {
            entry: 'src/widget.tsx',
            formats: ['es'],
            fileName: () => 'widget.js',
            cssFileName: 'widget',
          },
        },
      },
);
