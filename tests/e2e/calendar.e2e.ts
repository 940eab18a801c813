// The calendar against the real server: a new online booking made through the public booking API
// shows on its day with the month's "Новые" marker; the demo owner confirms it (no longer new), then
// cancels it with a reason (it shows cancelled). On the day board a keyboard drag takes another one
// to another master's free window and the server keeps it. Screenshots of the screen at 1280 and 320 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { monthNames, monthNamesGenitive } from '../../packages/domain/src/messages/calendar.ts';
import { appointmentMonthListSchema } from '../../packages/domain/src/schemas/appointments.ts';
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

/** The appointment of `clientName` on `date` as the calendar's month answer has it. */
async function serverAppointment(request: APIRequestContext, date: string, clientName: string) {
  const token = await ownerToken(request);
  const day = await request.get('/api/v1/appointments/with-relations', {
    headers: { authorization: `Bearer ${token}` },
    params: { date_from: date, date_to: date, limit: 1000 },
  });
  expect(day.ok()).toBe(true);
  return appointmentMonthListSchema
    .parse(await day.json())
    .find((a) => a.client?.name === clientName);
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
  /** The windows free for the same service with `masterId` on the booked day, as of now. */
  const freeThatDay = async (masterId: string) => {
    const again = await request.post(`/api/v1/public/studios/${studioId}/optimal-slots`, {
      data: { ...body, master_id: masterId, from_date: slot.date, to_date: slot.date },
    });
    return again.ok() ? ((await again.json()) as { slots: Slot[] }).slots : [];
  };
  return Object.assign(slot, { master: masters[0]!, masters, freeThatDay });
}

/**
 * dnd-kit's keyboard sensor starts listening for arrows in a zero-delay timeout after Space picked
 * the block up (the block is already aria-pressed by then), so an arrow pressed at once was lost
 * (the move stayed in its column). A zero-delay timeout queued in the page now runs after that one
 * (timers of equal delay run in order): after it, the sensor hears every key.
 */
const keyboardSensorListening = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

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
  const ours = await serverAppointment(page.request, slot.date, clientName);
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

test('on the day board, Space picks a booking up, arrows take it to another master and time, Space puts it down: the server keeps it and nothing opens', async ({
  page,
}, testInfo) => {
  const clientName = `Перенос Клиентка ${String(Date.now()).slice(-5)}`;
  const slot = await bookOnline(page.request, clientName);

  trackRequests(page);
  await signIn(page, DEMO.owner);
  await page.goto('/calendar');
  await openDay(page, slot.date);
  await page.getByRole('tab', { name: 'По мастерам' }).click();
  const board = page.getByRole('region', { name: /^Записи по мастерам на / });
  await expect(board).toBeVisible();

  // Another master's column with a window free that day for the same service: the move's target.
  const columns = await board.locator('[role="group"] h3').allTextContents();
  const from = columns.indexOf(slot.master.name);
  expect(from, 'the booked master has a column').toBeGreaterThanOrEqual(0);
  let move: { columns: number; window: Slot; master: string } | null = null;
  for (const [index, name] of columns.entries()) {
    const master = slot.masters.find((m) => m.name === name);
    if (index === from || !master) continue;
    const window = (await slot.freeThatDay(master.id))[0];
    if (window) {
      move = { columns: index - from, window, master: name };
      break;
    }
  }
  expect(move, 'another master has a free window that day').not.toBeNull();
  const { window: target } = move!;
  const steps = (minutes(target.start_time) - minutes(slot.start_time)) / 15;
  expect(Number.isInteger(steps)).toBe(true);

  const named = board.getByRole('button', {
    name: new RegExp(`^${clientName}, ${slot.start_time}–${slot.end_time}`),
  });
  // While it moves, its name says where it would land: follow it by its id.
  const id = await named.getAttribute('data-appointment-id');
  const block = board.locator(`[data-appointment-id="${id}"]`);
  await block.focus();
  await page.keyboard.press('Space');
  await expect(block).toHaveAttribute('aria-pressed', 'true');
  await keyboardSensorListening(page);
  for (let i = 0; i < Math.abs(move!.columns); i += 1) {
    await page.keyboard.press(move!.columns > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  for (let i = 0; i < Math.abs(steps); i += 1) {
    await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(block).toContainText(`${target.start_time}–${target.end_time}`);
  await page.keyboard.press('Space');

  const column = board.getByRole('group', { name: move!.master });
  const moved = column.getByRole('button', {
    name: new RegExp(`^${clientName}, ${target.start_time}–${target.end_time}`),
  });
  await expect(moved).toBeVisible();
  await expect(moved).not.toHaveAttribute('aria-busy');
  await expect(moved).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Space's release is no click: the appointment did not open.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await waitForSettled(page);
  await page.screenshot({ path: testInfo.outputPath('day-board-1280.png'), fullPage: false });

  const ours = await serverAppointment(page.request, slot.date, clientName);
  expect(ours?.master?.name).toBe(move!.master);
  expect(ours?.start_time.slice(0, 5)).toBe(target.start_time);
  expect(ours?.end_time.slice(0, 5)).toBe(target.end_time);

  // Enter opens it.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Редактировать запись' })).toBeVisible();
});
