// The team journey against the real server: the demo owner invites an administrator through the development outbox,
// the invitation is accepted in a fresh browser, a password is set from the e-mailed link and the new person signs
// in; a second invitation is declined, an expired one says so, and a custom role changes a member's navigation.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, navigationLabels, signIn, toastWith } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 800 } });
// Each journey drives several browsers through the real server: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const stamp = Date.now();
const adminEmail = `admin-${stamp}@example.test`;
const declinerEmail = `decliner-${stamp}@example.test`;
const PASSWORD = 'secret123';

/** The newest outbox message to `to` whose subject matches, once it has arrived. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=10`,
      );
      const body = (await response.json()) as { messages: { subject: string; text: string }[] };
      text = body.messages.find((message) => subject.test(message.subject))?.text ?? '';
      return text.length > 0;
    })
    .toBe(true);
  return text;
}

/** The path of the first link to /invite/… in an e-mail (the server names its own public address). */
function invitePath(text: string): string {
  const link = /https?:\/\/\S+(\/invite\/\S+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  return link!;
}

async function invite(page: Page, email: string, role: string) {
  await page.goto('/team');
  await page.getByRole('button', { name: 'Пригласить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пригласить в команду' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: /Роль/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await dialog.getByLabel('Личное сообщение').fill('Ждём вас в команде!');
  await dialog.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(page).toHaveURL(/\/success\/invitation-sent$/);
  await expect(page.getByRole('heading', { name: 'Приглашение отправлено' })).toBeVisible();
}

async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Minsk',
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

test('the owner invites an administrator who accepts, sets a password and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, DEMO.owner);
  await invite(page, adminEmail, 'Администратор');
  await page.getByRole('link', { name: 'К приглашениям' }).click();
  await expect(page).toHaveURL(/\/team\?tab=invitations$/);
  const invitations = page.getByRole('table', { name: 'Приглашения' });
  await expect(invitations.getByRole('row').filter({ hasText: adminEmail })).toContainText(
    'Ожидает',
  );

  const invitation = await mailTo(page, adminEmail, /Приглашение в команду/);
  expect(invitation).toContain('Ждём вас в команде!');
  const guest = await freshPage(browser, baseURL);
  await guest.goto(invitePath(invitation));
  const form = guest.getByRole('form', { name: 'Приглашение в команду' });
  await expect(form).toContainText('Администратор');
  await expect(form).toContainText('Ждём вас в команде!');
  await form.getByRole('button', { name: 'Принять приглашение' }).click();
  await form.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(form.getByText('Полное имя обязательно')).toBeVisible();
  await form.getByLabel(/Полное имя/).fill('Вера Админова');
  await form.getByLabel('Должность').fill('Администратор');
  await form.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(guest.getByRole('heading', { name: 'Приглашение принято' })).toBeVisible();

  // The owner's list, opened before, still offers to send it again: the server refuses, and says why.
  await invitations.getByRole('button', { name: `Отправить повторно: ${adminEmail}` }).click();
  const refused = toastWith(page, 'Ошибка при создании нового приглашения. Попробуйте снова.');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Приглашение уже принято');

  await expect(guest).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  // No password was given: the e-mailed link sets one.
  const passwordMail = await mailTo(page, adminEmail, /Задайте пароль/);
  await guest.goto(invitePath(passwordMail));
  await guest.getByLabel('Новый пароль').fill(PASSWORD);
  await guest.getByLabel('Подтверждение пароля').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(guest.getByRole('heading', { name: 'Пароль сохранён' })).toBeVisible();
  await guest.context().close();

  const admin = await freshPage(browser, baseURL);
  await signIn(admin, { email: adminEmail, password: PASSWORD });
  expect(await navigationLabels(admin)).toEqual([
    'Календарь',
    'Клиенты',
    'Услуги',
    'Мастера',
    'Студии',
  ]);
  await admin.context().close();

  // The owner's team lists the new administrator as active.
  await page.goto('/team');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Вера');
  const row = page.getByRole('table', { name: 'Пользователи' }).getByRole('row').filter({
    hasText: adminEmail,
  });
  await expect(row).toContainText('Активен');
  await expect(page.getByRole('table', { name: 'Пользователи' }).getByRole('row')).toHaveCount(2);
});

test('a second invitation is declined, and an expired one says so', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, DEMO.owner);
  await invite(page, declinerEmail, 'Мастер');
  const path = invitePath(await mailTo(page, declinerEmail, /Приглашение в команду/));

  // Eight days on, the 7-day invitation has expired.
  const late = await freshPage(browser, baseURL);
  await late.clock.install({ time: Date.now() + 8 * 24 * 3600 * 1000 });
  await late.goto(path);
  await expect(late.getByRole('alert')).toContainText('Приглашение истекло');
  await late.context().close();

  const guest = await freshPage(browser, baseURL);
  await guest.goto(path);
  const form = guest.getByRole('form', { name: 'Приглашение в команду' });
  await form.getByRole('button', { name: 'Отклонить' }).click();
  const confirm = guest.getByRole('alertdialog', { name: 'Отклонить приглашение' });
  await expect(confirm).toContainText('Вы уверены, что хотите отклонить приглашение?');
  await confirm.getByRole('button', { name: 'Отклонить' }).click();
  await expect(guest.getByRole('heading', { name: 'Приглашение отклонено' })).toBeVisible();
  await expect(guest).toHaveURL(/\/invite\/declined$/, { timeout: 10_000 });
  await guest.getByRole('button', { name: 'Перейти на сайт' }).click();
  await expect(guest).toHaveURL(/\/landing$/);
  await guest.context().close();

  // The tabs write themselves into the address.
  await page.goto('/team');
  await page.getByRole('tab', { name: /^Приглашения/ }).click();
  await expect(page).toHaveURL(/\/team\?tab=invitations$/);
  const declined = page
    .getByRole('table', { name: 'Приглашения' })
    .getByRole('row')
    .filter({ hasText: declinerEmail });
  await expect(declined).toContainText('Отклонено');

  // Sent again: open once more, with a new link by e-mail; the declined link leads nowhere now.
  await declined.getByRole('button', { name: `Отправить повторно: ${declinerEmail}` }).click();
  await expect(declined).toContainText('Ожидает');
  await expect
    .poll(async () => invitePath(await mailTo(page, declinerEmail, /Приглашение в команду/)))
    .not.toBe(path);
  const stale = await freshPage(browser, baseURL);
  await stale.goto(path);
  await expect(stale.getByRole('alert')).toContainText(
    'Приглашение не найдено или недействительно',
  );
  await stale.context().close();

  await page.getByRole('tab', { name: /^Пользователи/ }).click();
  await expect(page).toHaveURL(/\/team$/);
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(declinerEmail);
  await expect(
    page.getByRole('table', { name: 'Пользователи' }).getByRole('row').filter({
      hasText: declinerEmail,
    }),
  ).toContainText('Ожидает');
});

test('a custom role with two permissions, assigned, decides that member’s navigation', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/roles');
  await page.getByRole('button', { name: 'Новая роль' }).click();
  const editor = page.getByRole('dialog', { name: 'Новая роль' });
  await editor.getByLabel(/Название роли/).fill('Кассир');
  await editor.getByRole('checkbox', { name: 'Клиенты: просмотр' }).click();
  await editor.getByRole('checkbox', { name: 'Услуги: просмотр' }).click();
  await editor.getByRole('button', { name: 'Проверить на сервере' }).click();
  await expect(editor.getByText('Сервер проверил роль: ошибок нет')).toBeVisible();
  await editor.getByRole('button', { name: 'Создать роль' }).click();
  await expect(page).toHaveURL(/\/success\/role-created$/);
  await page.getByRole('link', { name: 'К ролям' }).click();
  await expect(page).toHaveURL(/\/team\?tab=roles$/);
  await expect(
    page.getByRole('table', { name: 'Роли' }).getByRole('row').filter({ hasText: 'Кассир' }),
  ).toContainText('Пользовательская');

  // The administrator of the first journey gets the new role.
  await page.goto('/team');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(adminEmail);
  const row = page
    .getByRole('table', { name: 'Пользователи' })
    .getByRole('row')
    .filter({ hasText: adminEmail });
  await row.getByRole('button', { name: 'Сменить роль' }).click();
  const dialog = page.getByRole('dialog', { name: 'Смена роли' });
  await dialog.getByRole('combobox', { name: 'Роль' }).click();
  await page.getByRole('option', { name: 'Кассир' }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toastWith(page, 'Роль успешно назначена пользователю')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Кассир');

  const member = await freshPage(browser, baseURL);
  await signIn(member, { email: adminEmail, password: PASSWORD });
  expect(await navigationLabels(member)).toEqual(['Календарь', 'Клиенты', 'Услуги']);
  // Without users.manage or roles.manage, the team and roles pages say so.
  await member.goto('/team');
  await expect(
    member.getByRole('heading', { name: 'У вас недостаточно прав для управления командой' }),
  ).toBeVisible();
  await member.goto('/roles');
  await expect(
    member.getByRole('heading', { name: 'У вас нет прав для просмотра управления ролями.' }),
  ).toBeVisible();
  await member.context().close();
});
