// The booking widget on a host page is covered by widget.e2e.ts (from a second origin, strict CSP).
import { expect, test } from '@playwright/test';

test('the staff app loads and shows the backend version', async ({ page }) => {
  await page.goto('/');
  // A visitor lands on /login, whose frame names the product above the sign-in card.
  await expect(page.getByText('BeautyDesk', { exact: true })).toBeVisible();
  await expect(page.getByTestId('backend-version')).toHaveText('0.3.0');
});
