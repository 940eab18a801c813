// Two outputs: loader.js (a tiny classic script for the <script> tag) and widget.js + widget.css
// (the lazily loaded bundle).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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
        plugins: [react(), vanillaExtractPlugin()],
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
