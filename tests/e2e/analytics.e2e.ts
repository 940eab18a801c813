// The owner's analytics on /dashboard (issue 33): a day with no appointments yet; a booking shows as
// expected revenue, completing it turns it into revenue and a visit, a no-show moves the no-show rate.
// The bookings and status changes go through the same API the calendar's buttons call; the figures
// are read on the screen.
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '@beautydesk/domain/rules/dates';
import { DEMO, accessToken, signIn } from './support/staff.ts';

/** A day far enough ahead that the demo data holds nothing on it. */
const DAY = addDays(new Date().toISOString().slice(0, 10), 300);

async function api(page: Page, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) {
  const token = await accessToken(page);
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('the owner books, completes and marks a no-show, and sees the figures move', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const { studios } = await api(page, 'GET', '/studios');
  const studio = studios[0];
  const { masters } = await api(page, 'GET', `/masters?studio_id=${studio.id}`);
  const { services } = await api(page, 'GET', '/services?is_active=true');
  const service = services.find((s: { available_in_studios_pricing?: Record<string, unknown> }) =>
    Boolean(s.available_in_studios_pricing?.[studio.id]),
  );
  const { clients } = await api(page, 'GET', '/clients?limit=1');
  const book = async (start: string, end: string) => {
    const body = {
      service_ids: [service.id],
      master_id: masters[0].id,
      client_id: clients[0].id,
      studio_id: studio.id,
    };
    const price = await api(page, 'POST', '/appointments/calculate-price', body);
    const made = await api(page, 'POST', '/appointments', {
      ...body,
      date: DAY,
      start_time: start,
      end_time: end,
      total_price: price.total_price,
      // 300 days ahead lies past the masters' schedules (3 months): the owner books "вне графика".
      out_of_schedule: true,
    });
    return made.id as string;
  };

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeVisible();
  await page.getByRole('button', { name: 'Свой период' }).click();
  await page.getByLabel('По', { exact: true }).fill(DAY);
  await page.getByLabel('С', { exact: true }).fill(DAY);
  await expect(page.getByText('За выбранный период записей нет')).toBeVisible();

  const first = await book('10:00', '11:00');
  const second = await book('12:00', '13:00');
  await page.reload();
  await page.getByRole('button', { name: 'Свой период' }).click();
  await page.getByLabel('По', { exact: true }).fill(DAY);
  await page.getByLabel('С', { exact: true }).fill(DAY);
  await expect(card(page, 'Визиты')).toContainText('0');
  await expect(card(page, 'Выручка')).toContainText('—');
  await expect(card(page, 'Ожидаемая выручка')).not.toContainText('—');
  const expected = await card(page, 'Ожидаемая выручка').locator('p').innerText();

  await api(page, 'PATCH', `/appointments/${first}`, { status: 'in_progress' });
  await api(page, 'PATCH', `/appointments/${first}`, { status: 'completed' });
  await api(page, 'PATCH', `/appointments/${second}`, { status: 'no_show' });
  await page.reload();
  await page.getByRole('button', { name: 'Свой период' }).click();
  await page.getByLabel('По', { exact: true }).fill(DAY);
  await page.getByLabel('С', { exact: true }).fill(DAY);
  await expect(card(page, 'Визиты')).toContainText('1');
  await expect(card(page, 'Выручка')).not.toContainText('—');
  await expect(card(page, 'Ожидаемая выручка')).toContainText('—');
  await expect(card(page, 'Неявки')).toContainText('50,0');
  // Both bookings cost the same, so the revenue is half of what was expected before.
  const revenue = await card(page, 'Выручка').locator('p').innerText();
  const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(amount(revenue) * 2).toBeCloseTo(amount(expected), 2);
  await expect(page.getByRole('table', { name: 'Записи по статусам' })).toContainText('Неявка');
});

test('a master keeps the master dashboard on /dashboard', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Аналитика' })).toHaveCount(0);
  await expect(page.locator('[data-screen="master-dashboard"]')).toBeVisible();
});
