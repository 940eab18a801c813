// The appointment wizard against the real server. The demo owner creates an appointment for a client
// made in the wizard's nested '+ Новый клиент' form; then two browsers take the same window: the second
// sees the server's 409 message and fresh windows, with its client, services, master and notes kept.
// The calendar shows the new appointment on its day as soon as the wizard closes.
// The wizard is opened through `/calendar?new=1` (the calendar opens its new-appointment modal for it).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// Long journeys against the real server on a busy machine.
test.setTimeout(180_000);

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Новая запись' });

async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/calendar?new=1');
  const dialog = wizard(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function searchAndChooseClient(dialog: Locator, name: string) {
  await dialog.getByLabel('Поиск клиента').fill(name);
  await dialog
    .getByRole('list', { name: 'Найденные клиенты' })
    .getByRole('button', { name })
    .click();
  await expect(dialog.getByText(`Выбран: ${name}`)).toBeVisible();
}

/** The first service and the first master; the name of the first offered window. */
async function chooseServiceMasterWindow(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Выбрать услуги' }).click();
  const picker = page.getByRole('dialog', { name: 'Выберите услуги' });
  await picker.getByRole('checkbox').first().click();
  await expect(picker).toContainText('Выбрано: 1');
  await picker.getByRole('button', { name: 'Выбрать' }).click();
  await expect(picker).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Мастер' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Найти оптимальные окна' }).click();
  const first = dialog.getByRole('list', { name: 'Предложенные окна' }).getByRole('button').first();
  await expect(first).toBeVisible();
  return (await first.textContent()) ?? '';
}

test('the demo owner books a client created in the nested modal, and a taken window answers 409', async ({
  page,
  browser,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const name = `Мария Лебедева ${suffix}`;

  await signIn(page, DEMO.owner);
  const dialog = await openWizard(page);
  await expect(dialog.getByRole('button', { name: 'Создать запись' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Выбрать услуги' })).toBeDisabled();

  // '+ Новый клиент': the clients area's form in a nested modal; the new client is chosen.
  await dialog.getByRole('button', { name: '+ Новый клиент' }).click();
  const nested = page.getByRole('dialog', { name: 'Новый клиент' });
  await nested.getByLabel('Имя').fill(name);
  await nested.getByRole('button', { name: 'Создать клиента' }).click();
  await expect(nested).toHaveCount(0);
  await expect(dialog.getByText(`Выбран: ${name}`)).toBeVisible();

  const window = await chooseServiceMasterWindow(page, dialog);
  await expect(dialog.getByRole('status', { name: 'Стоимость' })).not.toHaveText(/^0/);
  await dialog.getByRole('button', { name: window, exact: true }).click();
  await expect(dialog.getByRole('button', { name: window, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByLabel('Заметки').fill('Первый визит');
  await dialog.getByRole('button', { name: 'Создать запись' }).click();
  await expect(dialog).toHaveCount(0);

  // The calendar has it at once: its day in the month, then in that day's list with its time.
  const [dayMonth, times] = window.split(', ') as [string, string];
  const day = page.getByRole('gridcell', { name: new RegExp(`^${dayMonth}(,|$)`) });
  if ((await day.count()) === 0)
    await page.getByRole('button', { name: 'Следующий месяц' }).click();
  await expect(day).toHaveAccessibleName(/Есть записи/);
  await day.click();
  await expect(page.getByRole('heading', { name: `Записи на ${dayMonth}` })).toBeVisible();
  await expect(page.getByRole('article', { name })).toContainText(times);

  // Two browsers reach the same window for the same client; the first one books it.
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
  try {
    await signIn(first!, DEMO.owner);
    await signIn(second!, DEMO.owner);
    const firstDialog = await openWizard(first!);
    const secondDialog = await openWizard(second!);
    await searchAndChooseClient(firstDialog, name);
    await searchAndChooseClient(secondDialog, name);
    const taken = await chooseServiceMasterWindow(first!, firstDialog);
    expect(await chooseServiceMasterWindow(second!, secondDialog)).toBe(taken);
    await firstDialog.getByRole('button', { name: taken, exact: true }).click();
    await secondDialog.getByRole('button', { name: taken, exact: true }).click();
    await secondDialog.getByLabel('Заметки').fill('Из второго окна');

    await firstDialog.getByRole('button', { name: 'Создать запись' }).click();
    await expect(firstDialog).toHaveCount(0);

    await secondDialog.getByRole('button', { name: 'Создать запись' }).click();
    await expect(secondDialog.getByRole('alert')).toHaveText(
      'Это время уже занято. Выберите другое окно.',
    );
    // Fresh windows, without the one just taken; nothing else the user chose is lost.
    const fresh = secondDialog.getByRole('list', { name: 'Предложенные окна' });
    await expect(fresh.getByRole('button').first()).toBeVisible();
    await expect(fresh.getByRole('button', { name: taken, exact: true })).toHaveCount(0);
    await expect(secondDialog.getByText(`Выбран: ${name}`)).toBeVisible();
    await expect(secondDialog.getByRole('list', { name: 'Услуги' })).toBeVisible();
    await expect(secondDialog.getByLabel('Заметки')).toHaveValue('Из второго окна');
    await expect(secondDialog.getByRole('button', { name: 'Создать запись' })).toBeDisabled();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
