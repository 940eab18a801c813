import { expect, test } from '@playwright/test';

test('the staff app loads and shows the backend version', async ({ page }) => {
  await page.goto('/');
  // A visitor lands on /login, whose frame names the product above the sign-in card.
  await expect(page.getByText('BeautyDesk', { exact: true })).toBeVisible();
  await expect(page.getByTestId('backend-version')).toHaveText('0.3.0');
});

test('the booking widget mounts on a host page, shielded from its CSS', async ({
  page,
  baseURL,
}) => {
  await page.goto('/api/v1/version'); // same origin as the widget assets
  await page.setContent(`
    <html><head><style>p { color: rgb(255, 0, 0) !important; font-size: 40px; }</style></head>
    <body>
      <p id="host-text">Сайт студии</p>
      <script src="${baseURL}/widget/loader.js" data-studio-id="studio-42"></script>
    </body></html>`);
  const widgetText = page.locator('[data-beautydesk-widget] p');
  await expect(widgetText).toHaveText('Онлайн-запись в студию studio-42');
  // The host's red paragraph rule stops at the Shadow DOM boundary.
  await expect(widgetText).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(page.locator('#host-text')).toHaveCSS('color', 'rgb(255, 0, 0)');
});
