// The public booking page as the server renders it (issue 18): the studio's card and form arrive in
// the HTML with the studio's info, the page hydrates without asking for it again or a console
// warning, and a visitor books through it to the success page.
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/staff.ts';

/** Text the parser put straight into <body> (a broken tag in the frame shows up as such text). */
const strayText = (page: Page) =>
  page.evaluate(() =>
    [...document.body.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      .map((node) => node.textContent),
  );

test('the prerendered sign-in page shows its card and nothing of its frame', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^auth-.*\.js$/.test(name)) chunks.push(name);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(await strayText(page)).toEqual([]);
  // The sign-in's schemas (with zod) are not part of the page: they load once the visitor
  // starts on the form, before 'Войти' needs them.
  expect(chunks).toEqual([]);
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
});

test('the server-rendered booking page hydrates quietly and books', async ({ page }) => {
  const login = await page.request.post('/api/v1/auth/login', { data: DEMO.owner });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const list = await page.request.get('/api/v1/studios', {
    headers: { authorization: `Bearer ${token}` },
  });
  const studio = ((await list.json()) as { studios: { id: string; name: string }[] }).studios[0]!;

  // The HTML itself holds the card, before any script runs.
  const html = await (await page.request.get(`/public/booking/${studio.id}`)).text();
  expect(html).toContain(`>${studio.name}</h1>`);
  expect(html).toContain('id="page-data"');

  const messages: string[] = [];
  const infoCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('request', (request) => {
    if (request.url().endsWith(`/public/studios/${studio.id}/info`)) infoCalls.push(request.url());
  });
  await page.goto(`/public/booking/${studio.id}`);
  await expect(page.getByRole('heading', { name: studio.name })).toBeVisible();
  // Usable once hydrated (#root is inert until then).
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The frame around #root (the paint-first frame, inline styles) shows nothing of its own.
  expect(await strayText(page)).toEqual([]);

  const phone = `+37529${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await page.getByRole('textbox', { name: /^Имя/ }).fill('Гостья Страницы');
  await page.getByRole('textbox', { name: /^Телефон/ }).fill(phone);
  await page.getByRole('checkbox').first().click();
  await page.getByRole('combobox', { name: 'Мастер' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Найти свободное время' }).click();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Записаться' }).click();
  await expect(
    page.getByText('Запись создана и ожидает подтверждения администратора'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/public\/booking\/success\?appointment=/, { timeout: 10_000 });
  await expect(page.getByText(studio.name)).toBeVisible();
  // Neither page asked for the studio: it came with the HTML, and the booking page handed its name
  // to the success page.
  expect(infoCalls).toEqual([]);
  expect(messages).toEqual([]);
  // Reloaded, it keeps the handed-over name; opened from a link, it reads the studio's info.
  await page.reload();
  await expect(page.getByText(studio.name)).toBeVisible();
  expect(infoCalls).toEqual([]);
  const fromLink = await page.context().newPage();
  const linkInfoCalls: string[] = [];
  fromLink.on('request', (request) => {
    if (request.url().endsWith(`/public/studios/${studio.id}/info`))
      linkInfoCalls.push(request.url());
  });
  await fromLink.goto(page.url());
  await expect(fromLink.getByText(studio.name)).toBeVisible();
  expect(linkInfoCalls).toHaveLength(1);
  await fromLink.close();
});
