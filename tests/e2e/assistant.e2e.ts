// The assistant books a client through the chat panel: it finds a free window, asks which of two
// namesakes is meant, describes the booking, and books it only after "Подтвердить".
import { expect, test } from '@playwright/test';
import { DEMO, accessToken, signIn } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 800 } });
// Five replies, each a few API calls: more than the default 30 s on a loaded machine.
test.setTimeout(120_000);

/**
 * A weekday a week or more ahead (Анна works Monday to Saturday: a Sunday would have no window),
 * as dd.mm (the browser and the server share the machine's clock).
 */
function weekAhead(): { iso: string; short: string } {
  const day = new Date();
  day.setDate(day.getDate() + 7);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  return { iso, short: `${pad(day.getDate())}.${pad(day.getMonth() + 1)}` };
}

test('the chat books a client: free window, which client, confirmation, booked', async ({
  page,
}) => {
  const day = weekAhead();
  await signIn(page, DEMO.owner);
  await page.getByRole('button', { name: 'AI-чат' }).click();
  const chat = page.locator('[data-screen="task-chat"]');
  const input = chat.getByRole('textbox', { name: 'Сообщение' });
  const lastReply = chat.locator('[data-kind="ai"]').last();
  const ask = async (text: string) => {
    await expect(input).toBeEnabled({ timeout: 15_000 });
    await input.fill(text);
    await input.press('Enter');
    await expect(chat.locator('[data-kind="user"]').last()).toContainText(text);
    await expect(input).toBeEnabled({ timeout: 30_000 });
  };

  // 1. A free window of Анна for the underarms' laser that day.
  await ask(`найди окно у Анны на лазер подмышек ${day.short}`);
  await expect(lastReply).toContainText('Анна', { timeout: 30_000 });
  const window = /(\d{2}:\d{2})–\d{2}:\d{2}/.exec((await lastReply.textContent()) ?? '');
  expect(window, 'a free window').not.toBeNull();
  const start = window?.[1] as string;

  // 2. Two clients named Ковалёва: the assistant asks which one.
  await ask(`запиши Ковалеву на лазер подмышек ${day.short} в ${start} к мастеру Анне`);
  await expect(lastReply).toContainText('Какого клиента вы имеете в виду?');
  const second = /^2\. ([^,\n]+)/m.exec((await lastReply.textContent()) ?? '')?.[1] as string;
  expect(second).toMatch(/Ковал[её]в/);

  // 3. The answer fills the question; the booking is described and waits.
  await ask('2');
  await expect(lastReply).toContainText(`Записать ${second}`);
  const confirmation = chat.getByRole('group', { name: 'Ждёт вашего подтверждения' });
  await expect(confirmation).toBeVisible();

  // 4. Подтвердить: the tool call that booked is shown, and the booking is in the calendar data.
  await confirmation.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(lastReply).toContainText('Готово', { timeout: 30_000 });
  await expect(chat.getByText('Вызов инструмента: create_appointment')).toBeVisible();
  await expect(confirmation).toHaveCount(0);

  const token = await accessToken(page);
  const answer = await page.request.get(
    `/api/v1/appointments/with-relations?date_from=${day.iso}&date_to=${day.iso}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    appointments: { start_time: string; status: string; client: { name: string } | null }[];
  };
  expect(
    body.appointments.some(
      (a) => a.client?.name === second && a.start_time === start && a.status !== 'cancelled',
    ),
  ).toBe(true);
});
