// Test projects: unit (node), api (a real server process), storybook (play functions in Chromium),
// browser (*.browser.test.ts in Chromium).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, chromiumPath } from './tooling/chromium.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
    // Reported by the unit step of `npm test`: packages/domain is the home of every rule, so it
    // must stay almost fully covered.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95 },
    },
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // Starting PGlite takes seconds, more on a busy machine: room for in-process servers.
          hookTimeout: 60_000,
          testTimeout: 30_000,
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          // Each file starts real server processes (migrate + demo seed): generous on a busy 2-core box.
          hookTimeout: 150_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: here('.storybook') })],
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom/client',
            'storybook/test',
            '@storybook/react-vite',
            'lucide-react',
            'clsx',
            'class-variance-authority',
            'xstate',
            'zod',
            // Pre-bundled up front: discovering them mid-run reloads Vite and fails the first cold run.
            '@radix-ui/react-avatar',
            '@radix-ui/react-checkbox',
            '@radix-ui/react-dialog',
            '@radix-ui/react-radio-group',
            '@radix-ui/react-select',
            '@radix-ui/react-slot',
            '@radix-ui/react-switch',
            '@radix-ui/react-tabs',
            '@radix-ui/react-toast',
            '@radix-ui/react-tooltip',
            // The analytics' charts (loaded lazily by the screen, so found only mid-run otherwise).
            'recharts',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        // Plain browser tests (real Chromium: Web Workers, IndexedDB), named *.browser.test.ts.
        optimizeDeps: { include: ['idb', 'zod', 'swr'] },
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
