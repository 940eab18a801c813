// The clients area against the real server: create a client with two contacts after fixing the
// form's errors, find them by a phone fragment, open the card, edit the notes, deactivate (they
// leave the active list and show under inactive), reactivate.
import { expect, test, type Page } from '@playwright/test';
import { formatPhone } from '../../packages/domain/src/rules/phone.ts';
import { DEMO, signIn } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// A long journey (about 40 steps against the real server): more than the default 30 s on a busy machine.
test.setTimeout(120_000);

const contact = (page: Page, n: number) => page.getByRole('group', { name: `Контакт ${n}` });

test('a client from the create page to deactivation and back', async ({ page }) => {
  // Digits no seeded client uses (the seed keeps clear of +375 44 7…).
  const digits = String(Date.now()).slice(-6);
  const phone = `+375447${digits}`;
  const name = `Вера Орлова ${digits}`;

  await signIn(page, DEMO.owner);
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Клиенты' })).toBeVisible();
  await expect(page.getByText(/^Страница 1 из \d+ \(показано 12 из \d+\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить клиента' }).click();
  await expect(page).toHaveURL(/\/clients\/create$/);
  await expect(page.getByRole('heading', { name: 'Создать нового клиента' })).toBeVisible();

  // Two contacts, both mistyped, and no name.
  await page.getByRole('button', { name: '+ Добавить контакт' }).click();
  await page.getByRole('button', { name: '+ Добавить контакт' }).click();
  // Too short to be a Belarusian number.
  await contact(page, 1)
    .getByLabel('Значение')
    .fill(`(44) 7${digits.slice(0, 3)}`);
  await contact(page, 2).getByRole('combobox', { name: 'Тип' }).click();
  await page.getByRole('option', { name: 'Telegram' }).click();
  await contact(page, 2).getByLabel('Значение').fill('vera_orlova');
  await page.getByRole('button', { name: 'Создать клиента' }).click();
  const errors = page.getByRole('alert').filter({ hasText: 'Исправьте ошибки' });
  await expect(errors.getByRole('listitem')).toHaveText([
    'Имя клиента обязательно',
    'Контакт 1: Телефон должен быть в международном формате (+...) для call',
    'Контакт 2: Для Telegram нужен либо телефон (+...), либо username (@...)',
  ]);

  // Fixing a field clears the list; nothing typed was lost.
  await page.getByLabel('Имя').fill(name);
  await expect(errors).toHaveCount(0);
  await expect(contact(page, 2).getByLabel('Значение')).toHaveValue('vera_orlova');
  // Typed in the national format of the form's country (Беларусь): read as +375 44 7….
  await contact(page, 1).getByLabel('Значение').fill(`8 044 7${digits}`);
  await contact(page, 2).getByLabel('Значение').fill('@vera_orlova');
  await page.getByRole('button', { name: 'Создать клиента' }).click();

  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  const cardUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Активен', { exact: true })).toBeVisible();
  // Stored in E.164, shown in the country's format.
  await expect(page.getByRole('link', { name: formatPhone(phone) }).first()).toHaveAttribute(
    'href',
    `tel:${phone}`,
  );
  await expect(page.getByRole('link', { name: '@vera_orlova' })).toHaveAttribute(
    'href',
    'https://t.me/vera_orlova',
  );

  // Found by a fragment of the phone.
  await page.goto('/clients');
  await page.getByRole('searchbox', { name: 'Поиск клиентов' }).fill(digits);
  const list = page.getByRole('list', { name: 'Список клиентов' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Страница 1 из 1 (показано 1 из 1)')).toBeVisible();
  await list.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(cardUrl);

  // Edit the notes in the modal.
  await page.getByRole('button', { name: 'Редактировать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Редактировать клиента' });
  await dialog.getByLabel('Заметки').fill('Предпочитает утренние визиты');
  await dialog.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Предпочитает утренние визиты')).toBeVisible();

  // Deactivated: gone from the active list, there under inactive.
  await page.getByRole('button', { name: 'Деактивировать' }).click();
  await expect(page.getByText('Неактивен', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await page.getByRole('searchbox', { name: 'Поиск клиентов' }).fill(digits);
  await expect(page.getByRole('heading', { name: 'Клиенты не найдены' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Активность' }).click();
  await page.getByRole('option', { name: 'Только неактивные' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Неактивен');

  // Reactivated from the card.
  await list.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Активировать' }).click();
  await expect(page.getByText('Активен', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Деактивировать' })).toBeVisible();
});
