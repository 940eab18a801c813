// Helpers for the staff-app journeys: sign-in through the real form, the demo accounts, the development outbox.
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  owner: { email: 'owner@demo.beautydesk.local', password: 'owner123' },
  administrator: { email: 'admin@demo.beautydesk.local', password: 'admin123' },
  master: { email: 'master@demo.beautydesk.local', password: 'master123' },
  superadmin: { email: 'superadmin@demo.beautydesk.local', password: 'superadmin123' },
} as const;

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Вход в систему' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Пароль').fill(account.password);
  await form.getByRole('button', { name: 'Войти' }).click();
  await expect(toastWith(page, 'Добро пожаловать!')).toBeVisible();
}

/** The tab strip (wide screens), by its accessible name. */
export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Основная навигация' }).first();
}

export async function navigationLabels(page: Page): Promise<string[]> {
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link').first()).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** The newest development-outbox message to this address. */
export async function latestMail(
  page: Page,
  to: string,
): Promise<{ subject: string; text: string }> {
  let message: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`,
      );
      const body = (await response.json()) as { messages: { subject: string; text: string }[] };
      message = body.messages[0];
      return Boolean(message);
    })
    .toBe(true);
  return message!;
}

export async function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access_token'));
}

/** The current local time as the god-mode prompt wants it (HH:MM, 24-hour, ru-RU). */
export async function browserTime(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Date().toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' }),
  );
}

/** A toast (top-right) with this text; the kit also announces it in a live region, which is not it. */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
}
