// Any free time (issue 27) against the real server: the demo owner books through the wizard at a
// free start time that is not one of the offered optimal windows; the calendar shows it. A second
// wizard no longer offers that time, and an overlapping time chosen "вне графика" is refused by the
// server with its message.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(180_000);

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Новая запись' });

async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/calendar?new=1');
  const dialog = wizard(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseClient(dialog: Locator, name: string) {
  await dialog.getByLabel('Поиск клиента').fill(name);
  await dialog
    .getByRole('list', { name: 'Найденные клиенты' })
    .getByRole('button', { name })
    .click();
  await expect(dialog.getByText(`Выбран: ${name}`)).toBeVisible();
}

/** The first service and the first master. */
async function chooseServiceAndMaster(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Выбрать услуги' }).click();
  const picker = page.getByRole('dialog', { name: 'Выберите услуги' });
  await picker.getByRole('checkbox').first().click();
  await picker.getByRole('button', { name: 'Выбрать' }).click();
  await expect(picker).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Мастер' }).click();
  await page.getByRole('option').first().click();
}

const timeGrid = (dialog: Locator) => dialog.getByRole('list', { name: /^Время начала/ });

test('books a free time that is not an offered window; an overlapping time is refused', async ({
  page,
}) => {
  const name = `Ирина Свободная ${String(Date.now()).slice(-6)}`;
  await signIn(page, DEMO.owner);
  const dialog = await openWizard(page);
  await dialog.getByRole('button', { name: '+ Новый клиент' }).click();
  const nested = page.getByRole('dialog', { name: 'Новый клиент' });
  await nested.getByLabel('Имя').fill(name);
  await nested.getByRole('button', { name: 'Создать клиента' }).click();
  await expect(nested).toHaveCount(0);
  await chooseServiceAndMaster(page, dialog);

  // The optimal windows stay as the first suggestions; the picker moves to the first one's date.
  await dialog.getByRole('button', { name: 'Найти оптимальные окна' }).click();
  const windows = dialog.getByRole('list', { name: 'Предложенные окна' }).getByRole('button');
  await windows.first().click();
  const date = await dialog.getByLabel('Дата', { exact: true }).inputValue();
  const [dayMonth] = ((await windows.first().textContent()) ?? '').split(', ') as [string];
  const offeredStarts = new Set(
    (await windows.allTextContents())
      .filter((label) => label.startsWith(`${dayMonth},`))
      .map((label) => label.split(', ')[1]?.split('–')[0]),
  );
  await expect(dialog.getByLabel('Дата записи')).toHaveValue(date);

  const times = await timeGrid(dialog).getByRole('button').allTextContents();
  const free = times.find((time) => !offeredStarts.has(time) && time.endsWith('5'));
  expect(free, `a free time besides ${[...offeredStarts].join(', ')}`).toBeDefined();
  await timeGrid(dialog)
    .getByRole('button', { name: free as string, exact: true })
    .click();
  await expect(dialog.getByLabel('Начало', { exact: true })).toHaveValue(free as string);
  await expect(dialog.getByLabel('Дата', { exact: true })).toHaveValue(date);
  const end = await dialog.getByLabel('Окончание', { exact: true }).inputValue();
  await dialog.getByRole('button', { name: 'Создать запись' }).click();
  await expect(dialog).toHaveCount(0);

  // The calendar has it on its day, at that time.
  const day = page.getByRole('gridcell', { name: new RegExp(`^${dayMonth}(,|$)`) });
  if ((await day.count()) === 0)
    await page.getByRole('button', { name: 'Следующий месяц' }).click();
  await day.click();
  await expect(page.getByRole('article', { name })).toContainText(`${free}`);

  // A second wizard for the same master and date no longer offers that time; "вне графика" over it
  // is refused by the server: a master is never double-booked.
  const again = await openWizard(page);
  await chooseClient(again, name);
  await chooseServiceAndMaster(page, again);
  await again.getByLabel('Дата записи').fill(date);
  await expect(timeGrid(again)).toBeVisible();
  await expect(
    timeGrid(again).getByRole('button', { name: free as string, exact: true }),
  ).toHaveCount(0);
  await again.getByLabel('Начало вне графика').fill(free as string);
  await again.getByLabel('Окончание вне графика').fill(end);
  await again.getByRole('button', { name: 'Записать вне графика…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Запись вне графика' });
  await confirm.getByRole('button', { name: 'Записать вне графика' }).click();
  await expect(again.getByLabel('Начало', { exact: true })).toHaveValue(free as string);
  await again.getByRole('button', { name: 'Создать запись' }).click();
  await expect(again.getByRole('alert')).toHaveText('Это время уже занято. Выберите другое окно.');
});
