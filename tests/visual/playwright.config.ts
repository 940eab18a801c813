// Visual regression: every story of the built Storybook, screenshotted and compared with the
// baselines committed under __screenshots__. `npm run test:visual:update` regenerates them on purpose.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.ts';

const port = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.visual.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A story waits for its own settled state (tests/support/settle.ts), never a fixed delay: a busy
  // machine makes a run slower, so give each story room rather than retries.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../../.vitest-reports/visual.json' }]],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual',
  expect: {
    toHaveScreenshot: {
      // Near-exact: every pixel must match within a colour distance of 0.02 (YIQ). That absorbs the
      // off-by-one anti-aliasing noise seen on radio circles, yet fails on a design-token change of
      // a few shades (primary #6d28d9 → #7c3aed is ~0.066). The viewport, scale, locale, font and
      // Chromium flags are fixed so nothing else moves.
      maxDiffPixels: 0,
      threshold: 0.02,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    locale: 'ru-RU',
    timezoneId: 'Europe/Minsk',
    colorScheme: 'light',
    // Stories are states, not motion: with reduced motion the kit's portals (dialog, drawer, toast,
    // tooltip, backdrop) skip their enter/exit animations, so a play function never asserts on a
    // dialog still at opacity 0 because a busy machine delayed the animation's first frame (the
    // studios--required-fields flake: jest-dom's toBeVisible reads opacity). The end-to-end suite
    // keeps full motion and waits for it in tests/support/settle.ts.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // The test script builds storybook-static first; this only serves it.
    command: `npx vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
