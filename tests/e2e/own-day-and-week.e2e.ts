// A master's own day, and the week (issue 27), against the real server: the demo master (Мария
// Иванова, appointments.view_own) signs in and sees only her own records in the day's list, on the
// board and in the week, on a day when other masters work too; the owner switches to the week and
// filters by master. Screenshots of the week at 1280 and 320 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { monthNamesGenitive } from '../../packages/domain/src/messages/calendar.ts';
import {
  appointmentMonthListSchema,
  type AppointmentMonthWire,
} from '../../packages/domain/src/schemas/appointments.ts';
import { DEMO, signIn } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(180_000);

const MARIA = 'Мария Иванова';
const ANNA = 'Анна Ковалёва';
const occupies = (a: AppointmentMonthWire) => a.status !== 'cancelled' && a.status !== 'no_show';

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/v1/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function appointmentsOf(request: APIRequestContext, token: string, from: string, to: string) {
  const answer = await request.get('/api/v1/appointments/with-relations', {
    headers: { authorization: `Bearer ${token}` },
    params: { date_from: from, date_to: to, limit: 1000 },
  });
  expect(answer.ok()).toBe(true);
  return appointmentMonthListSchema.parse(await answer.json());
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Minsk' }).format(new Date());
const monthBounds = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
};
const weekOf = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`);
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(monday);
    d.setUTCDate(monday.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });
};
const dayMonth = (date: string) => {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${monthNamesGenitive[month - 1]}`;
};

/** A day of this month (within its full weeks) when Мария and other masters of her studio have records. */
async function sharedDay(request: APIRequestContext) {
  const owner = await tokenOf(request, DEMO.owner);
  const { from, to } = monthBounds(today());
  const all = await appointmentsOf(request, owner, from, to);
  const maria = all.filter((a) => a.master?.name === MARIA);
  const studioId = maria[0]?.studio_id;
  const candidates = [...new Set(maria.map((a) => a.date))].filter(
    (date) =>
      weekOf(date).every((d) => d >= from && d <= to) &&
      all.some((a) => a.date === date && a.studio_id === studioId && a.master?.name !== MARIA),
  );
  expect(candidates.length, 'a day with Мария and another master').toBeGreaterThan(0);
  const date = candidates[0]!;
  return { date, all, studioId };
}

async function openDay(page: Page, date: string) {
  const month = page.getByRole('grid', { name: /^[А-ЯЁ][а-яё]+ \d{4}$/ });
  await month.locator(`[data-date="${date}"]`).click();
  await expect(page.getByRole('heading', { name: `Записи на ${dayMonth(date)}` })).toBeVisible();
}

const weekGrid = (page: Page) => page.getByTestId('week-grid');
const weekBlocks = (page: Page) => weekGrid(page).locator('[role="gridcell"] button');

test('a master sees only her own records: the day, the board and the week', async ({
  page,
  request,
}) => {
  const { date, all } = await sharedDay(request);
  // The server answers her with her own records only.
  const master = await tokenOf(request, DEMO.master);
  const { from, to } = monthBounds(date);
  const hers = await appointmentsOf(request, master, from, to);
  expect(hers.length).toBeGreaterThan(0);
  expect(hers.every((a) => a.master?.name === MARIA)).toBe(true);
  expect(hers.length).toBeLessThan(all.length);

  await signIn(page, DEMO.master);
  await page.goto('/calendar');
  await openDay(page, date);
  const onDay = hers.filter((a) => a.date === date);
  const list = page.getByRole('list', { name: `Записи на ${dayMonth(date)}` });
  await expect(list.getByRole('article')).toHaveCount(onDay.length);
  // Every other master's client of that day is absent (unless she is also Мария's client).
  const hersByName = new Set(onDay.map((a) => a.client?.name));
  for (const other of all.filter((a) => a.date === date && a.master?.name !== MARIA)) {
    if (other.client?.name && !hersByName.has(other.client.name)) {
      await expect(list).not.toContainText(other.client.name);
    }
  }
  // One master on screen: no master names on the cards, and no one else's "Отменить".
  await expect(list).not.toContainText('Мастер:');

  await page.getByRole('tab', { name: 'По мастерам' }).click();
  await expect(page.getByRole('group', { name: MARIA })).toBeVisible();
  await expect(page.getByRole('group')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Неделя' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`· ${MARIA}$`) })).toBeVisible();
  const week = weekOf(date);
  await expect(weekBlocks(page)).toHaveCount(
    hers.filter((a) => week.includes(a.date) && occupies(a)).length,
  );
  await expect(weekGrid(page).locator(`[role="columnheader"][aria-label*="сегодня"]`)).toHaveCount(
    week.includes(today()) ? 1 : 0,
  );
});

test('the owner switches to the week and filters by master', async ({ page, request }) => {
  const { date, all, studioId } = await sharedDay(request);
  const week = weekOf(date);
  const inWeek = (name: string) =>
    all.filter((a) => a.master?.name === name && week.includes(a.date) && occupies(a)).length;

  await signIn(page, DEMO.owner);
  await page.goto('/calendar');
  const studioName = all.find((a) => a.studio_id === studioId)?.studio?.name ?? '';
  await page.getByRole('combobox', { name: 'Студия' }).click();
  await page.getByRole('option', { name: new RegExp(`^${studioName}`) }).click();
  await openDay(page, date);
  // Several masters' records in the list: each card names its master.
  await expect(
    page
      .getByRole('list', { name: `Записи на ${dayMonth(date)}` })
      .getByText(`Мастер: ${MARIA}`)
      .first(),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Неделя' }).click();
  await expect(weekGrid(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Мастер' }).click();
  await page.getByRole('option', { name: MARIA }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`· ${MARIA}$`) })).toBeVisible();
  await expect(weekBlocks(page)).toHaveCount(inWeek(MARIA));
  await page.screenshot({ path: test.info().outputPath('week-1280.png'), fullPage: true });

  // The keyboard: one tab stop, arrows between cells.
  const focused = weekGrid(page).locator('[role="gridcell"][tabindex="0"]');
  await focused.focus();
  const before = await focused.getAttribute('data-hour');
  await page.keyboard.press('ArrowDown');
  await expect(weekGrid(page).locator('[role="gridcell"]:focus')).not.toHaveAttribute(
    'data-hour',
    before ?? '',
  );

  await page.getByRole('combobox', { name: 'Мастер' }).click();
  await page.getByRole('option', { name: ANNA }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`· ${ANNA}$`) })).toBeVisible();
  await expect(weekBlocks(page)).toHaveCount(inWeek(ANNA));

  // The board shows only the chosen master's column.
  await page.getByRole('tab', { name: 'По мастерам' }).click();
  await expect(page.getByRole('group')).toHaveCount(1);
  await expect(page.getByRole('group', { name: ANNA })).toBeVisible();

  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('tab', { name: 'Неделя' }).click();
  await expect(page.getByRole('button', { name: 'Следующий день' })).toBeVisible();
  await expect(weekGrid(page).locator('[role="gridcell"]:visible').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: test.info().outputPath('week-320.png'), fullPage: true });
});
