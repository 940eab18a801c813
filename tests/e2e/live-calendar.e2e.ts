// The live calendar (issue 27): two receptionists (the owner and the administrator, two browser
// contexts) look at the same day. What one books in the wizard shows in the other's calendar without
// a reload; what a visitor books on the public page shows in both; what the assistant cancels in the
// chat shows cancelled in both. One's own booking is said at once ('Запись создана') and the
// calendar goes to its day.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, toastWith } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// Long journeys against the real server on a busy machine.
test.setTimeout(240_000);

/** Signed-in pages of the owner and the administrator, each in a browser context of its own. */
async function twoDesks(browser: Browser) {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [owner, administrator] = (await Promise.all(
    contexts.map((context) => context.newPage()),
  )) as [Page, Page];
  await signIn(owner, DEMO.owner);
  await signIn(administrator, DEMO.administrator);
  return { owner, administrator, close: () => Promise.all(contexts.map((c) => c.close())) };
}

/** Opens /calendar on the day named like '7 декабря' (this month or the next). */
async function openDay(page: Page, dayMonth: string) {
  await page.goto('/calendar');
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  const day = page.getByRole('gridcell', { name: new RegExp(`^${dayMonth}(,|$)`) });
  if ((await day.count()) === 0) {
    await page.getByRole('button', { name: 'Следующий месяц' }).click();
  }
  await day.click();
  await expect(page.getByRole('heading', { name: `Записи на ${dayMonth}` })).toBeVisible();
}

/** The first service and master, and the first offered window ('7 декабря, 10:00–11:00'). */
async function chooseServiceMasterWindow(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Выбрать услуги' }).click();
  const picker = page.getByRole('dialog', { name: 'Выберите услуги' });
  await picker.getByRole('checkbox').first().click();
  await picker.getByRole('button', { name: 'Выбрать' }).click();
  await expect(picker).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Мастер' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Найти оптимальные окна' }).click();
  const first = dialog.getByRole('list', { name: 'Предложенные окна' }).getByRole('button').first();
  await expect(first).toBeVisible();
  const window = (await first.textContent()) ?? '';
  await first.click();
  return window;
}

test('a wizard booking shows at the other desk without a reload; the assistant’s cancel shows at both', async ({
  browser,
}) => {
  const desks = await twoDesks(browser);
  const { owner, administrator } = desks;
  // A surname the assistant can decline ("Перепелицыной"), made unique for this run by the name.
  const name = `${['Зоряна', 'Ульяна', 'Снежана', 'Милана'][Date.now() % 4]} Перепелицына`;
  try {
    // The owner starts a booking for a new client and picks a window.
    await owner.goto('/calendar?new=1');
    const dialog = owner.getByRole('dialog', { name: 'Новая запись' });
    await dialog.getByRole('button', { name: '+ Новый клиент' }).click();
    const nested = owner.getByRole('dialog', { name: 'Новый клиент' });
    await nested.getByLabel('Имя').fill(name);
    await nested.getByRole('button', { name: 'Создать клиента' }).click();
    await expect(dialog.getByText(`Выбран: ${name}`)).toBeVisible();
    const window = await chooseServiceMasterWindow(owner, dialog);
    const [dayMonth, times] = window.split(', ') as [string, string];

    // The administrator looks at that day: the record is not there yet.
    await openDay(administrator, dayMonth);
    await expect(administrator.getByRole('article', { name })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Создать запись' }).click();
    await expect(dialog).toHaveCount(0);
    // Her own booking: said at once, and her calendar is on its day with the record.
    await expect(toastWith(owner, 'Запись создана')).toBeVisible();
    await expect(owner.getByRole('heading', { name: `Записи на ${dayMonth}` })).toBeVisible();
    await expect(owner.getByRole('article', { name })).toContainText(times);
    // The other desk: there without a reload.
    await expect(administrator.getByRole('article', { name })).toContainText(times);

    // The owner's assistant cancels it; both calendars show it cancelled, without a reload.
    await owner.getByRole('button', { name: 'AI-чат' }).click();
    const chat = owner.locator('[data-screen="task-chat"]');
    const input = chat.getByRole('textbox', { name: 'Сообщение' });
    const lastReply = chat.locator('[data-kind="ai"]').last();
    const ask = async (text: string) => {
      await expect(input).toBeEnabled({ timeout: 15_000 });
      await input.fill(text);
      await input.press('Enter');
      await expect(chat.locator('[data-kind="user"]').last()).toContainText(text);
      await expect(input).toBeEnabled({ timeout: 30_000 });
    };
    await ask('отмени запись Перепелицыной');
    await expect(lastReply).toContainText('По какой причине отменить запись?');
    await ask('клиентка заболела');
    const confirmation = chat.getByRole('group', { name: 'Ждёт вашего подтверждения' });
    await confirmation.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(lastReply).toContainText('отменена', { timeout: 30_000 });
    for (const page of [owner, administrator]) {
      await expect(page.getByRole('article', { name })).toContainText('Отменена');
    }
  } finally {
    await desks.close();
  }
});

test('a visitor’s booking on the public page shows in both calendars without a reload', async ({
  browser,
}) => {
  const desks = await twoDesks(browser);
  const { owner, administrator } = desks;
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const token = await owner.evaluate(() => localStorage.getItem('access_token'));
    const list = await owner.request.get('/api/v1/studios', {
      headers: { authorization: `Bearer ${token}` },
    });
    const studio = ((await list.json()) as { studios: { id: string }[] }).studios[0]!;

    const name = `Гостья ${String(Date.now()).slice(-6)}`;
    await visitor.goto(`/public/booking/${studio.id}`);
    await expect(visitor.locator('#root')).not.toHaveAttribute('inert');
    await visitor.getByRole('textbox', { name: /^Имя/ }).fill(name);
    await visitor
      .getByRole('textbox', { name: /^Телефон/ })
      .fill(`+37529${String(Date.now() % 10_000_000).padStart(7, '0')}`);
    await visitor.getByRole('checkbox').first().click();
    await visitor.getByRole('combobox', { name: 'Мастер' }).selectOption({ index: 1 });
    await visitor.getByRole('button', { name: 'Найти свободное время' }).click();
    const slot = visitor.getByRole('radio').first();
    await slot.click();
    const [dayMonth, times] = (
      (await slot.getAttribute('aria-label')) ??
      (await slot.evaluate((node) => (node as HTMLInputElement).labels?.[0]?.textContent ?? ''))
    ).split(', ') as [string, string];

    for (const page of [owner, administrator]) {
      await openDay(page, dayMonth);
      await expect(page.getByRole('article', { name })).toHaveCount(0);
    }
    await visitor.getByRole('button', { name: 'Записаться' }).click();
    await expect(visitor).toHaveURL(/\/public\/booking\/success\?appointment=/, {
      timeout: 10_000,
    });
    for (const page of [owner, administrator]) {
      await expect(page.getByRole('article', { name })).toContainText(times);
    }
  } finally {
    await visitorContext.close();
    await desks.close();
  }
});
