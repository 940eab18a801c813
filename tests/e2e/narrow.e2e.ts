// No route of the staff app scrolls sideways on a 320 px phone, signed in as the demo owner or not;
// the header keeps the user button (the only way to log out) on screen.
import { expect, test, type Page } from '@playwright/test';
import { protectedRoutes, publicRoutes } from '../../apps/web/src/routes.ts';
import { trackRequests, waitForSettled } from '../support/settle.ts';
import { DEMO, signIn } from './support/staff.ts';

test.use({ viewport: { width: 320, height: 640 } });
// Each route is a full page load (the app starts afresh at every address): ~20 of them.
test.setTimeout(240_000);

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/** A concrete address for a route pattern (`:param` segments get a sample value). */
const concrete = (pattern: string) =>
  `/${pattern.replace(/^\//, '')}`.replace(/:[A-Za-z]+/g, SAMPLE_ID);

/** Waits for the page to settle, then the widest thing on it against the viewport. */
async function sidewaysOverflow(page: Page, path: string) {
  await page.goto(path);
  // The page's chunk has rendered, its data arrived and nothing moves any more (one definition of
  // settled for every end-to-end check of the page's look, as for the stories).
  await expect(page.locator('#root')).not.toBeEmpty();
  await waitForSettled(page);
  return page.evaluate(() => ({
    path: location.pathname,
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
}

test('no public route scrolls sideways at 320 px', async ({ page }) => {
  trackRequests(page);
  const wide = [];
  for (const route of publicRoutes) {
    const result = await sidewaysOverflow(page, concrete(route));
    if (result.scrollWidth > result.width) wide.push(result);
  }
  expect(wide).toEqual([]);
});

test('no route scrolls sideways at 320 px for the signed-in demo owner, and logout stays reachable', async ({
  page,
}) => {
  trackRequests(page);
  await signIn(page, DEMO.owner);
  const wide = [];
  for (const route of [...protectedRoutes, 'no-such-page']) {
    const result = await sidewaysOverflow(page, concrete(route));
    if (result.scrollWidth > result.width) wide.push(result);
  }
  expect(wide).toEqual([]);
  const user = page.getByTestId('user-button');
  await expect(user).toHaveAccessibleName('Ольга Смирнова');
  await expect(user).toBeInViewport({ ratio: 1 });
  await user.click();
  await expect(page).toHaveURL(/\/login$/);
});
