// The staff app's shell against the real server: sign-up to a first license, the demo roles' navigation, impersonation, silent refresh, logout.
import { expect, test } from '@playwright/test';
import {
  DEMO,
  accessToken,
  browserTime,
  latestMail,
  mainNavigation,
  navigationLabels,
  signIn,
  toastWith,
} from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('a visitor is sent to /login, and the unknown path too', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Вход в систему' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login$/);
});

test('register, confirm through the outbox, sign in, create a license, land on /calendar', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Регистрация' }).click();
  const form = page.getByRole('form', { name: 'Создание аккаунта' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Пароль', { exact: true }).fill('secret123');
  await form.getByLabel('Подтверждение пароля').fill('secret123');
  await form.getByLabel(/Полное имя/).fill('Анна Новикова');
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/email-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Проверьте почту' })).toBeVisible();

  const mail = await latestMail(page, email);
  const link = /\/auth\/confirm#\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Email подтверждён' })).toBeVisible();
  // 2 s later: the pricing page.
  await expect(page).toHaveURL(/\/pricing$/, { timeout: 10_000 });

  // Signed in already by the link; no license yet.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'License Required' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Обновить' })).toBeVisible();
  await page.getByRole('button', { name: 'Создать лицензию' }).click();
  await page.getByLabel('Название лицензии').fill('Студия Анны');
  await page.getByRole('button', { name: 'Создать лицензию' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByTestId('user-button')).toHaveText('Анна Новикова');
  // The owner of a new license holds '*': every item but billing.
  expect(await navigationLabels(page)).toEqual([
    'Календарь',
    'Клиенты',
    'Услуги',
    'Мастера',
    'Студии',
  ]);

  // Sign out and in again with the password.
  await page.getByTestId('user-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastWith(page, 'Вы вышли из системы')).toBeVisible();
  await signIn(page, { email, password: 'secret123' });
  await expect(page).toHaveURL(/\/calendar$/);
});

test('the demo owner sees the navigation its permissions allow, the 404 page and the layout', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/calendar$/);
  expect(await navigationLabels(page)).toEqual([
    'Календарь',
    'Клиенты',
    'Услуги',
    'Мастера',
    'Студии',
  ]);
  await expect(mainNavigation(page).getByRole('link', { name: 'Календарь' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Billing is never listed, though the owner holds billing.view_page; the route exists.
  await expect(mainNavigation(page).getByRole('link', { name: /Оплата|billing/i })).toHaveCount(0);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Оплата' })).toBeVisible();

  // The admin toolbar is there for everyone; the version line names the backend.
  const toolbar = page.getByRole('navigation', { name: 'Администрирование платформы' });
  await expect(toolbar.getByRole('link', { name: 'Impersonation' })).toBeVisible();
  await expect(toolbar.getByRole('link', { name: 'Audit-Logs' })).toBeVisible();
  await expect(page.getByTestId('backend-version')).toHaveText('0.3.0');
  await expect(page.getByTestId('frontend-version')).toHaveText('0.3.0-stage3');

  // Not a superadmin: the impersonation screen answers 403.
  await toolbar.getByRole('link', { name: 'Impersonation' }).click();
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();

  await page.goto('/nowhere/at/all');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  for (const label of ['Календарь', 'Клиенты', 'Услуги', 'Мастера']) {
    await expect(page.getByRole('main').getByRole('link', { name: label })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Клиенты' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  // The index goes to the calendar.
  await page.goto('/');
  await expect(page).toHaveURL(/\/calendar$/);
});

test('the demo master sees the items its role grants', async ({ page }) => {
  await signIn(page, DEMO.master);
  await expect(page).toHaveURL(/\/calendar$/);
  // clients.read, services.read, masters.read; no studios.view, so no Studios tab.
  expect(await navigationLabels(page)).toEqual(['Календарь', 'Клиенты', 'Услуги', 'Мастера']);
});

test('narrow screens get the Menu drawer instead of the tab strip', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.locator('[data-slot="nav-tabs"]')).toBeHidden();
  await page.getByRole('button', { name: 'Меню' }).click();
  const drawer = page.getByRole('dialog', { name: 'BeautyDesk' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Услуги' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(drawer).toBeHidden();
  // From 1024 px the Menu button is gone.
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.getByRole('button', { name: 'Меню' })).toBeHidden();
});

test('superadmin: safe impersonation refuses a write and is audited, god mode needs the time, then ends', async ({
  page,
}) => {
  await signIn(page, DEMO.superadmin);
  // Not impersonating: only the impersonation screen.
  await expect(page).toHaveURL(/\/admin\/impersonation$/);
  expect(await navigationLabels(page)).toEqual(['Имперсонация']);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/admin\/impersonation$/);

  // Safe mode as the demo owner.
  await page.getByRole('combobox', { name: 'Аккаунт' }).click();
  await page.getByRole('option', { name: new RegExp(DEMO.owner.email) }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(toastWith(page, 'Impersonation started')).toBeVisible();
  const banner = page.locator('[data-slot="impersonation-banner"]');
  await expect(banner).toHaveText(`IMPERSONATING ${DEMO.owner.email} (SAFE) – ACTIONS LOGGED`);
  await expect(page.locator('[data-slot="app-layout"]')).toHaveCSS('padding-top', '32px');
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/calendar$/);
  expect(await navigationLabels(page)).toContain('Клиенты');

  // A write in safe mode: a new chat task, which the server refuses.
  await page.getByRole('button', { name: 'AI-чат' }).click();
  const chat = page.locator('[data-screen="task-chat"]');
  await chat.getByRole('button', { name: '+ Новая задача' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Новая задача' });
  await taskDialog.getByLabel('Название задачи').fill('Проверка безопасного режима');
  await taskDialog.getByRole('button', { name: 'Создать' }).click();
  // On a fresh database the panel's own first task ('Главный чат с AI') was refused as well.
  await expect(toastWith(page, 'Ошибка создания задачи').last()).toBeVisible();

  // The audit log has the refused POST.
  await page
    .getByRole('navigation', { name: 'Администрирование платформы' })
    .getByRole('link', { name: 'Audit-Logs' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const refused = page
    .getByRole('row')
    .filter({ hasText: 'POST' })
    .filter({ hasText: /\/api\/v1\/tasks/ });
  await expect(refused.first()).toContainText('403');
  await expect(refused.first()).toContainText(DEMO.owner.email);
  await expect(refused.first()).toContainText('SAFE');

  // Safe mode is read-only, starting another session included: end it first.
  await page.goto('/admin/impersonation');
  await page.getByRole('button', { name: 'End' }).click();
  await expect(toastWith(page, 'Impersonation ended')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // God mode: a wrong time is refused, the right one starts it.
  await page.getByRole('combobox', { name: 'Аккаунт' }).click();
  await page.getByRole('option', { name: new RegExp(DEMO.owner.email) }).click();
  await page.getByRole('radio', { name: 'God Mode' }).click();
  const godDialog = page.getByRole('dialog', { name: 'Подтверждение God Mode' });
  await page.getByRole('button', { name: 'Start' }).click();
  await godDialog.getByLabel('Текущее время').fill('99:99');
  await godDialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(toastWith(page, 'God mode отклонен: неверное время')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await godDialog.getByLabel('Текущее время').fill(await browserTime(page));
  await godDialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(
    toastWith(page, 'GOD MODE АКТИВИРОВАН! Будьте осторожны с изменениями.'),
  ).toBeVisible();
  await expect(banner).toHaveText(`IMPERSONATING ${DEMO.owner.email} (GOD) – ACTIONS LOGGED`);

  // End: the admin's own token again, no banner, back to the impersonation screen only.
  await page.getByRole('button', { name: 'End' }).click();
  await expect(toastWith(page, 'Impersonation ended').last()).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await navigationLabels(page)).toEqual(['Имперсонация']);
});

test('an expired access token is refreshed silently', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/calendar$/);
  const storedRefreshToken = () => page.evaluate(() => localStorage.getItem('refresh_token'));
  const refreshBefore = await storedRefreshToken();
  // A token past its expiry (and so refused by the server): the refresh token gets a new one. It
  // is planted before the next page's scripts run, so the running app cannot write the old one back.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('expired-token-planted')) return;
    sessionStorage.setItem('expired-token-planted', '1');
    const token = localStorage.getItem('access_token')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = btoa(JSON.stringify(claims))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem('access_token', `${header}.${expired}.${signature}`);
  });
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByTestId('user-button')).toBeVisible();
  // The refresh rotated the refresh token (an access token issued in the same second may read the
  // same as the first one), and the stored access token is a live one again.
  await expect.poll(storedRefreshToken).not.toEqual(refreshBefore);
  const after = (await accessToken(page)) ?? '';
  const claims = JSON.parse(Buffer.from(after.split('.')[1] ?? '', 'base64url').toString());
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(await navigationLabels(page)).toContain('Клиенты');
});

test('the AI chat opens from the header, streams a reply, and closes', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/calendar$/);
  const chat = page.locator('[data-screen="task-chat"]');
  await expect(chat).toHaveCount(0); // closed by default
  await page.getByRole('button', { name: 'AI-чат' }).click();
  await expect(chat).toBeVisible();
  await chat.getByRole('textbox', { name: 'Сообщение' }).fill('Привет! Что ты умеешь?');
  await chat.getByRole('textbox', { name: 'Сообщение' }).press('Enter');
  await expect(chat.locator('[data-kind="user"]').last()).toContainText('Привет! Что ты умеешь?');
  await expect(chat.locator('[data-kind="ai"]').last()).not.toBeEmpty({ timeout: 15_000 });
  await chat.getByRole('button', { name: 'Закрыть чат' }).click();
  await expect(chat).toHaveCount(0);
});

test('the error pages', async ({ page }) => {
  await page.goto('/403');
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByRole('button', { name: 'Назад' })).toBeVisible();
  await page.goto('/500');
  await expect(page.getByRole('heading', { name: 'Ошибка сервера' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});
