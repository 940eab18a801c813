// Every story of the built Storybook, opened once: its play function passes, axe finds no violation
// (the a11y addon's report), and, unless the story is tagged 'no-visual', its settled look matches
// the baseline committed under __screenshots__. One build and one page load per story serve both the
// story tests and the visual regression. A story that sets a viewport global (a phone, say) is run
// and shot at that size.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { trackRequests, waitForSettled } from '../support/settle.ts';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}
type ViewportStyles = { width: string; height: string };

/** What the init script below records of each render (Storybook's own channel events). */
interface Finished {
  status: 'success' | 'error';
  errors: string[];
  violations: string[];
}
interface StoryWindow {
  __storyRuns?: Finished[];
  __storyErrors?: string[];
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      story?: {
        storyGlobals?: { viewport?: { value?: string } | string };
        parameters?: { viewport?: { options?: Record<string, { styles: ViewportStyles }> } };
      };
    };
  };
}

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const stories = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((e) => e.type === 'story');

/**
 * Runs in the page before Storybook: listens on the preview's channel as soon as it is created, so
 * no event is missed. `storyFinished` comes after the play function, the settle-on-animations phase
 * and the a11y check; its status is 'error' when the play function threw, an error went unhandled
 * or axe reported a violation (parameters.a11y.test = 'error').
 */
function recordStoryRuns() {
  const w = window as unknown as StoryWindow & Record<string, unknown>;
  w.__storyRuns = [];
  w.__storyErrors = [];
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: { on(event: string, fn: (payload: never) => void): void }) => {
      channel = value;
      const describe = (e: { message?: string; stack?: string } | undefined) =>
        e?.message ?? String(e);
      value.on('playFunctionThrewException', (e: { message?: string }) =>
        w.__storyErrors!.push(`play function: ${describe(e)}`),
      );
      value.on('storyThrewException', (e: { message?: string }) =>
        w.__storyErrors!.push(`render: ${describe(e)}`),
      );
      value.on('storyErrored', (e: { title?: string; description?: string }) =>
        w.__storyErrors!.push(`render: ${e?.title ?? ''} ${e?.description ?? ''}`),
      );
      value.on('unhandledErrorsWhilePlaying', (errors: { message?: string }[]) =>
        errors.forEach((e) => w.__storyErrors!.push(`unhandled: ${describe(e)}`)),
      );
      value.on(
        'storyFinished',
        (event: {
          status: 'success' | 'error';
          reporters?: {
            type: string;
            status: string;
            result?: {
              violations?: { id: string; help: string; nodes: { target: unknown }[] }[];
              error?: unknown;
            };
          }[];
        }) => {
          const violations = (event.reporters ?? [])
            .filter((r) => r.type === 'a11y' && r.status === 'failed')
            .flatMap((r) =>
              r.result?.violations?.length
                ? r.result.violations.map(
                    (v) =>
                      `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
                  )
                : [`axe could not run: ${String(r.result?.error)}`],
            );
          w.__storyRuns!.push({
            status: event.status,
            errors: [...w.__storyErrors!],
            violations,
          });
          w.__storyErrors!.length = 0;
        },
      );
    },
  });
}

/** Waits for the story's `n`-th finished render. */
async function waitForRun(page: Page, n: number) {
  await page.waitForFunction(
    (count) => ((window as StoryWindow).__storyRuns?.length ?? 0) >= count,
    n,
  );
}

/** Waits for the story's `n`-th finished render and fails with what went wrong in it. */
async function expectRunPassed(page: Page, n: number) {
  await waitForRun(page, n);
  const run = await page.evaluate((i) => (window as StoryWindow).__storyRuns![i - 1]!, n);
  expect(run.errors, 'the story rendered and its play function passed').toEqual([]);
  expect(run.violations, 'axe found no accessibility violation').toEqual([]);
  expect(run.status, 'Storybook reported the story as passed').toBe('success');
}

/** The story's own viewport (globals.viewport), resolved to pixels, or null for the default. */
async function storyViewport(page: Page): Promise<{ width: number; height: number } | null> {
  const wanted = await page.evaluate(() => {
    const story = (window as StoryWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    const global = story?.storyGlobals?.viewport;
    const name = typeof global === 'string' ? global : global?.value;
    return name ? { name, options: story?.parameters?.viewport?.options ?? {} } : null;
  });
  if (!wanted) return null;
  const styles: ViewportStyles | undefined =
    wanted.options[wanted.name]?.styles ??
    (MINIMAL_VIEWPORTS as Record<string, { styles: ViewportStyles }>)[wanted.name]?.styles;
  if (!styles) return null;
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await page.addInitScript(recordStoryRuns);
    trackRequests(page);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await waitForRun(page, 1);
    const viewport = await storyViewport(page);
    if (!viewport) await expectRunPassed(page, 1);
    else {
      // A story made for another size (a phone, say) is judged only by its run at that size: run it
      // again from a fresh mount there, so media queries apply from the start.
      await page.setViewportSize(viewport);
      await page.evaluate(
        (storyId) =>
          (window as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('forceRemount', { storyId }),
        story.id,
      );
      await expectRunPassed(page, 2);
    }
    if (story.tags?.includes('no-visual')) return;
    // A full-page shot draws fixed layers (a dialog's overlay) where the window is scrolled, and how
    // far a play function's clicks scrolled a tall page varied from run to run (team--remove-failed:
    // the overlay at 30 px once, at 398 px in the baseline). Every shot is taken from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForSettled(page);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
