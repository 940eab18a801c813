// One screenshot per story, from the built Storybook's own story index. Stories tagged 'no-visual'
// (their look depends on timing, e.g. toasts that vanish) opt out.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
const stories = entries.filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Wait until the story and its play function have finished, and the bundled font is in.
    const phase = await page.waitForFunction(() => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
      ).__STORYBOOK_PREVIEW__;
      const current = preview?.currentRender?.phase;
      // 'finished' comes after the play function and the a11y checks ('completed' in older versions).
      return current === 'finished' || current === 'completed' || current === 'errored'
        ? current
        : null;
    });
    expect(await phase.jsonValue(), 'the story rendered and its play function passed').not.toBe(
      'errored',
    );
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
