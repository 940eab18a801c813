// One screenshot per story, from the built Storybook's own story index. Stories tagged 'no-visual'
// (their look depends on timing, e.g. toasts that vanish) opt out. A story that sets a viewport
// global (a phone, say) is shot at that viewport size, as the story tests run it.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      phase?: string;
      story?: {
        storyGlobals?: { viewport?: { value?: string } | string };
        parameters?: { viewport?: { options?: Record<string, { styles: ViewportStyles }> } };
      };
    };
  };
}
type ViewportStyles = { width: string; height: string };

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const stories = entries.filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

/** Opens the story and waits until it and its play function have finished. */
async function renderStory(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  const phase = await page.waitForFunction(() => {
    const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    // 'finished' comes after the play function and the a11y checks ('completed' in older versions).
    return current === 'finished' || current === 'completed' || current === 'errored'
      ? current
      : null;
  });
  expect(await phase.jsonValue(), 'the story rendered and its play function passed').not.toBe(
    'errored',
  );
  await page.evaluate(() => document.fonts.ready);
}

/** The story's own viewport (globals.viewport), resolved to pixels, or null for the default. */
async function storyViewport(page: Page): Promise<{ width: number; height: number } | null> {
  const wanted = await page.evaluate(() => {
    const story = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
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
    await renderStory(page, story.id);
    const viewport = await storyViewport(page);
    if (viewport) {
      await page.setViewportSize(viewport);
      await renderStory(page, story.id);
    }
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
