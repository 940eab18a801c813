// The catalogue against the real server: a master's custom day off (set in the schedule's calendar tab)
// leaves that day out of his optimal slots, staff and public; a service priced in one studio only is
// offered in that studio's public booking and not in the other; a master's coefficient badge changes
// band with the coefficient; a studio with masters refuses deletion with the server's words; a new
// studio keeps the time zone picked in its form.
import { expect, test, type Page } from '@playwright/test';
import { accessToken, DEMO, signIn, toastWith } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// Long journeys against the real server: more than the default 30 s on a busy machine.
test.setTimeout(120_000);

const MINSK = 'Laser Room Минск';
const MOSCOW = 'Laser Room Москва';
/** The playwright config runs the browser in Minsk, the Minsk studio's own zone. */
const ZONE = 'Europe/Minsk';

/** Digits no other journey uses, for unique names and phones. */
const digits = () => String(Date.now()).slice(-6);

/** Today in the studio's zone, as YYYY-MM-DD. */
function todayInZone(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Wednesday of next week (a working day in a new master's default template). */
function nextWeeksWednesday(today: string): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(today, 7 - weekday + 2);
}

/** The staff API as the signed-in user. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await accessToken(page);
  const answer = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

type StudioWire = { id: string; name: string; time_zone: string };

async function studioNamed(page: Page, name: string): Promise<StudioWire> {
  const { studios } = await api<{ studios: StudioWire[] }>(page, 'GET', '/studios?limit=1000');
  const studio = studios.find((s) => s.name === name);
  expect(studio, name).toBeTruthy();
  return studio!;
}

/** The services the public booking page of this studio offers. */
async function publicServices(page: Page, studioId: string) {
  const answer = await page.request.get(`/api/v1/public/studios/${studioId}/info`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { services: { id: string; name: string }[] }).services;
}

const mastersTable = (page: Page) => page.getByRole('table', { name: 'Список мастеров' });

async function createMaster(page: Page, name: string, phone: string, studio: string) {
  await page.goto('/masters');
  await page.getByRole('button', { name: 'Добавить мастера' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый мастер' });
  await dialog.getByRole('textbox', { name: 'Имя *' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Телефон *' }).fill(phone);
  await dialog.getByRole('textbox', { name: 'Квалификация *' }).fill('Лазерная эпиляция');
  await dialog.getByRole('combobox', { name: 'Студия *' }).click();
  await page.getByRole('option', { name: studio, exact: true }).click();
  await dialog.getByRole('button', { name: 'Создать мастера' }).click();
  await expect(toastWith(page, 'Мастер успешно создан')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(mastersTable(page).getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

test('a custom day off in the calendar tab leaves that day out of the master’s optimal slots', async ({
  page,
}) => {
  const tail = digits();
  const name = `Павел Дятлов ${tail}`;
  await signIn(page, DEMO.owner);
  await createMaster(page, name, `+375448${tail}`, MINSK);

  const studio = await studioNamed(page, MINSK);
  const { masters } = await api<{ masters: { id: string; name: string }[] }>(
    page,
    'GET',
    '/masters?limit=1000',
  );
  const master = masters.find((m) => m.name === name)!;
  expect(master).toBeTruthy();
  const [service] = await publicServices(page, studio.id);
  expect(service).toBeTruthy();

  const dayOff = nextWeeksWednesday(todayInZone());
  // The staff helper names the studio in the body; the public call has it in the path.
  const slotsOn = async (date: string, path: string) =>
    (
      await api<{ slots: { date: string }[] }>(page, 'POST', path, {
        service_ids: [service!.id],
        master_id: master.id,
        ...(path.startsWith('/public/') ? {} : { studio_id: studio.id }),
        from_date: date,
        to_date: date,
      })
    ).slots;
  // Before: the Wednesday is a working day of the default template, with free windows.
  expect((await slotsOn(dayOff, '/appointments/find-optimal-slots')).length).toBeGreaterThan(0);

  // The calendar tab: the month of that Wednesday, the day switched off, saved.
  await mastersTable(page)
    .getByRole('button', { name: `Расписание: ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Управление расписанием' });
  await expect(dialog).toContainText(`Настройка расписания для ${name}`);
  await dialog.getByRole('tab', { name: 'Календарь' }).click();
  const day = Number(dayOff.slice(8));
  const dayButton = dialog.getByRole('button', { name: `${day} (${dayOff}): Рабочий день` });
  if (dayOff.slice(0, 7) !== todayInZone().slice(0, 7)) {
    await dialog.getByRole('button', { name: 'Следующий месяц' }).click();
  }
  await dayButton.click();
  const editor = dialog.getByRole('region', { name: `День ${dayOff}` });
  await editor.getByRole('switch', { name: 'Рабочий день' }).click();
  await expect(
    dialog.getByRole('button', { name: `${day} (${dayOff}): Выходной, Изменён` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Сохранить расписание' }).click();
  await expect(toastWith(page, 'Расписание успешно обновлено')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // After: no window that day, staff or public; the next day still has them.
  expect(await slotsOn(dayOff, '/appointments/find-optimal-slots')).toEqual([]);
  expect(await slotsOn(dayOff, `/public/studios/${studio.id}/optimal-slots`)).toEqual([]);
  const week = await api<{ slots: { date: string }[] }>(
    page,
    'POST',
    '/appointments/find-optimal-slots',
    {
      service_ids: [service!.id],
      master_id: master.id,
      studio_id: studio.id,
      from_date: addDays(dayOff, -1),
      to_date: addDays(dayOff, 1),
    },
  );
  expect(week.slots.length).toBeGreaterThan(0);
  expect(week.slots.map((slot) => slot.date)).not.toContain(dayOff);
  expect(
    (await slotsOn(addDays(dayOff, 1), `/public/studios/${studio.id}/optimal-slots`)).length,
  ).toBeGreaterThan(0);

  // Reopened, the calendar still shows the day off (it was saved, not only drawn).
  await page.reload();
  await mastersTable(page)
    .getByRole('button', { name: `Расписание: ${name}` })
    .click();
  await dialog.getByRole('tab', { name: 'Календарь' }).click();
  if (dayOff.slice(0, 7) !== todayInZone().slice(0, 7)) {
    await dialog.getByRole('button', { name: 'Следующий месяц' }).click();
  }
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^${day} \\(${dayOff}\\): Выходной`) }),
  ).toBeVisible();
});

test('a service priced in one studio only is offered in that studio’s public booking, not in the other', async ({
  page,
}) => {
  const name = `Лазер: пальцы ${digits()}`;
  await signIn(page, DEMO.owner);
  const minsk = await studioNamed(page, MINSK);
  const moscow = await studioNamed(page, MOSCOW);

  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить услугу' }).click();
  let dialog = page.getByRole('dialog', { name: 'Новая услуга' });
  await dialog.getByRole('textbox', { name: 'Название *' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Тип *' }).click();
  await page.getByRole('option', { name: 'Лазерная эпиляция' }).click();
  await dialog.getByRole('spinbutton', { name: 'Длительность, мин *' }).fill('30');
  await dialog.getByRole('spinbutton', { name: `Цена: ${MINSK}` }).fill('45.5');
  await dialog.getByRole('button', { name: 'Создать услугу' }).click();
  await expect(dialog).toHaveCount(0);

  // Created inactive (spec §5): switched on in the edit dialog.
  const card = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(card).toContainText('НЕАКТИВНА');
  await expect(card).toContainText(MINSK);
  await card.click();
  dialog = page.getByRole('dialog', { name: 'Редактировать услугу' });
  await dialog.getByRole('checkbox', { name: 'Активна' }).check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).not.toContainText('НЕАКТИВНА');

  // The public booking pages: offered in Minsk, absent in Moscow.
  await page.goto(`/public/booking/${minsk.id}`);
  await expect(page.getByRole('checkbox', { name: new RegExp(name) })).toBeVisible();
  await page.goto(`/public/booking/${moscow.id}`);
  await expect(page.getByRole('heading', { name: MOSCOW })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(name) })).toHaveCount(0);
  expect((await publicServices(page, moscow.id)).map((s) => s.name)).not.toContain(name);
  expect((await publicServices(page, minsk.id)).map((s) => s.name)).toContain(name);
});

test('the coefficient badge changes band with the coefficient', async ({ page }) => {
  const tail = digits();
  const name = `Инна Сомова ${tail}`;
  await signIn(page, DEMO.owner);
  await createMaster(page, name, `+375449${tail}`, MINSK);
  const row = mastersTable(page).getByRole('row', { name: new RegExp(name) });
  const badge = row.locator('[data-band]');
  // A new master's coefficient is 1.0: amber.
  await expect(badge).toHaveText('×1.0');
  await expect(badge).toHaveAttribute('data-band', 'mid');
  const amber = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);

  const setCoefficient = async (value: string) => {
    await row.getByRole('button', { name: `Коэффициент: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Коэффициент мастера' });
    await dialog.getByRole('spinbutton', { name: 'Коэффициент' }).fill(value);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toHaveCount(0);
  };

  await setCoefficient('1.3');
  await expect(toastWith(page, 'Коэффициент успешно обновлен').first()).toBeVisible();
  await expect(badge).toHaveText('×1.3');
  await expect(badge).toHaveAttribute('data-band', 'good');
  const green = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(green).not.toBe(amber);

  await setCoefficient('0.8');
  await expect(badge).toHaveText('×0.8');
  await expect(badge).toHaveAttribute('data-band', 'low');
  const red = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(red).not.toBe(amber);
  expect(red).not.toBe(green);
});

test('a studio with masters refuses deletion with the server’s words; a new studio keeps its time zone and goes', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/studios');
  const table = page.getByRole('table', { name: 'Студии' });
  await expect(table.getByRole('row', { name: new RegExp(MOSCOW) })).toBeVisible();

  await page.getByRole('button', { name: `Удалить студию ${MOSCOW}` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Вы уверены что хотите удалить студию «${MOSCOW}»?`,
  });
  await expect(confirm).toContainText('Это действие нельзя будет отменить.');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'Нельзя удалить студию: в ней работают мастера. Переведите их в другую студию или удалите.',
  );
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(MOSCOW) })).toBeVisible();

  // A new studio: the zone follows the country until picked; the picked one is stored.
  const name = `Студия Гродно ${digits()}`;
  await page.getByRole('button', { name: 'Добавить студию' }).click();
  const form = page.getByRole('dialog', { name: 'Новая студия' });
  await form.getByRole('textbox', { name: 'Название *' }).fill(name);
  await form.getByRole('combobox', { name: 'Страна *' }).click();
  await page.getByRole('option', { name: /^Россия/ }).click();
  const zone = form.getByRole('combobox', { name: 'Часовой пояс' });
  await expect(zone).toHaveText('Москва (Europe/Moscow)');
  await zone.click();
  await page.getByRole('option', { name: 'Самара (Europe/Samara)' }).click();
  await form.getByRole('textbox', { name: 'Город *' }).fill('Самара');
  await form.getByRole('textbox', { name: 'Адрес *' }).fill('ул. Ленинградская, 1');
  await form.getByRole('textbox', { name: 'Телефон *' }).fill('+7 846 000-00-00');
  await form.getByRole('button', { name: 'Создать студию' }).click();
  await expect(toastWith(page, 'Студия успешно создана')).toBeVisible();
  await expect(form).toHaveCount(0);
  expect((await studioNamed(page, name)).time_zone).toBe('Europe/Samara');

  // Nothing refers to it: it goes.
  await page.getByRole('button', { name: `Удалить студию ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Вы уверены что хотите удалить студию «${name}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(toastWith(page, 'Студия успешно удалена')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
