// The calendar against the real server: a new online booking made through the public booking API
// shows on its day with the month's "Новые" marker; the demo owner confirms it (no longer new), then
// cancels it with a reason (it shows cancelled). Screenshots of the screen at 1280 and 320 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { monthNames, monthNamesGenitive } from '../../packages/domain/src/messages/calendar.ts';
import { trackRequests, waitForSettled } from '../support/settle.ts';
import { DEMO, signIn } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

type Slot = { date: string; start_time: string; end_time: string };

async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: DEMO.owner });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A public booking in the studio the calendar opens on (the first of its selector). */
async function bookOnline(request: APIRequestContext, clientName: string) {
  const token = await ownerToken(request);
  const studios = await request.get('/api/v1/studios/with-countries', {
    headers: { authorization: `Bearer ${token}` },
    params: { limit: 1000 },
  });
  expect(studios.ok()).toBe(true);
  const list = (await studios.json()) as { id: string }[] | { studios: { id: string }[] };
  const studioId = (Array.isArray(list) ? list : list.studios)[0]!.id;
  const info = await request.get(`/api/v1/public/studios/${studioId}/info`);
  expect(info.ok()).toBe(true);
  const { masters, services } = (await info.json()) as {
    masters: { id: string; name: string }[];
    services: { id: string }[];
  };
  const body = { service_ids: [services[0]!.id], master_id: masters[0]!.id };
  // The window search's range: today … today + 14 days on the studio's clock (Минск, as the test browser).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Minsk' }).format(new Date());
  const until = new Date(`${today}T12:00:00Z`);
  until.setUTCDate(until.getUTCDate() + 14);
  const slots = await request.post(`/api/v1/public/studios/${studioId}/optimal-slots`, {
    data: { ...body, from_date: today, to_date: until.toISOString().slice(0, 10) },
  });
  expect(slots.ok(), await slots.text()).toBe(true);
  const slot = ((await slots.json()) as { slots: Slot[] }).slots[0]!;
  const phone = `+37529${String(Date.now()).slice(-7)}`;
  const booking = await request.post(`/api/v1/public/studios/${studioId}/booking`, {
    data: { ...body, client_data: { name: clientName, phone }, ...slot },
  });
  expect(booking.status()).toBe(201);
  return slot;
}

/** Moves the month until the slot's month is shown, then picks its day. */
async function openDay(page: Page, date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const grid = page.getByRole('grid');
  const title = `${monthNames[month - 1]} ${year}`;
  if (
    (await grid.getAttribute('aria-labelledby')) &&
    !(await page.getByRole('grid', { name: title }).count())
  ) {
    await page.getByRole('button', { name: 'Следующий месяц' }).click();
  }
  await expect(page.getByRole('grid', { name: title })).toBeVisible();
  const cell = page.getByRole('gridcell', {
    name: new RegExp(`^${day} ${monthNamesGenitive[month - 1]}(,|$)`),
  });
  await expect(cell).toHaveAccessibleName(/Новые/);
  await cell.click();
  await expect(
    page.getByRole('heading', { name: `Записи на ${day} ${monthNamesGenitive[month - 1]}` }),
  ).toBeVisible();
}

test('the owner confirms a new online booking, then cancels it with a reason', async ({
  page,
}, testInfo) => {
  const clientName = `Онлайн Клиентка ${String(Date.now()).slice(-5)}`;
  const slot = await bookOnline(page.request, clientName);

  trackRequests(page);
  await signIn(page, DEMO.owner);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Календарь' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Студия' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Обозначения' })).toContainText('Окон нет');
  await openDay(page, slot.date);

  const card = page.getByRole('article', { name: clientName });
  await expect(card).toContainText(`${slot.start_time}–${slot.end_time}`);
  await expect(card).toContainText('Запланирована');
  await expect(card).toContainText('Онлайн');
  await expect(card).toContainText('Новая');

  await waitForSettled(page);
  await page.screenshot({ path: testInfo.outputPath('calendar-1280.png'), fullPage: false });

  // Confirm: status confirmed, no longer new (and no Confirm button any more).
  await card.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(card).toContainText('Подтверждена');
  await expect(card.getByText('Новая', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);

  // Cancel with a reason: the dialog's rules, then the card shows cancelled.
  await card.getByRole('button', { name: 'Отменить' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Отмена записи' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Причина отмены' });
  await reason.fill('ab');
  await reason.blur();
  await expect(dialog).toContainText('Причина отмены должна содержать минимум 3 символа');
  await expect(dialog.getByRole('button', { name: 'Отменить запись' })).toBeDisabled();
  await reason.fill('  Клиентка попросила перенести  ');
  await expect(dialog.getByRole('button', { name: 'Отменить запись' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Отменить запись' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Отменена');
  await expect(card.getByRole('button', { name: 'Отменить' })).toHaveCount(0);
  await expect(card).toBeFocused();

  // The server kept the trimmed reason.
  const token = await ownerToken(page.request);
  const day = await page.request.get('/api/v1/appointments/with-relations', {
    headers: { authorization: `Bearer ${token}` },
    params: { date_from: slot.date, date_to: slot.date, limit: 1000 },
  });
  const ours = (
    (await day.json()) as {
      appointments: {
        client?: { name: string } | null;
        status: string;
        cancellation_reason: string | null;
        is_new_online_booking: boolean;
      }[];
    }
  ).appointments.find((a) => a.client?.name === clientName);
  expect(ours).toMatchObject({
    status: 'cancelled',
    cancellation_reason: 'Клиентка попросила перенести',
    is_new_online_booking: false,
  });

  await page.setViewportSize({ width: 320, height: 640 });
  await waitForSettled(page);
  await page.screenshot({ path: testInfo.outputPath('calendar-320.png'), fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
