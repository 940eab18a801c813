// The calendar keeps its studio's clock (issue 18), whatever the browser's zone: in New York at 18:30
// (UTC−5), a Минск studio (UTC+3) is already at 01:30 of the next day, and that day is its today,
// the day the calendar opens on.
import { expect, test } from '@playwright/test';
import { monthNames, monthNamesGenitive } from '../../packages/domain/src/messages/calendar.ts';
import { addDays } from '../../packages/domain/src/rules/dates.ts';
import { wallClockAt } from '../../packages/domain/src/rules/time-zones.ts';
import { DEMO, signIn } from './support/staff.ts';

test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } });

test("a browser in New York sees the Минск studio's today, not its own", async ({ page }) => {
  const minskToday = wallClockAt('Europe/Minsk', new Date()).today;
  // 01:30 in Минск: the evening before in New York (18:30 or 17:30 with daylight saving).
  const instant = new Date(`${minskToday}T01:30:00+03:00`);
  const newYorkToday = addDays(minskToday, -1);
  expect(wallClockAt('America/New_York', instant).today).toBe(newYorkToday);
  await page.clock.setFixedTime(instant);

  await signIn(page, DEMO.owner);
  await page.goto('/calendar');
  // The owner's calendar opens on the first studio, Laser Room Минск.
  await expect(page.getByRole('combobox', { name: /Студия/ })).toContainText('Laser Room Минск');
  const [year, month, day] = minskToday.split('-').map(Number) as [number, number, number];
  await expect(page.getByRole('grid', { name: `${monthNames[month - 1]} ${year}` })).toBeVisible();
  const today = page.locator('[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAccessibleName(
    new RegExp(`^${day} ${monthNamesGenitive[month - 1]}, сегодня`),
  );
  await expect(
    page.getByRole('heading', { name: `Записи на ${day} ${monthNamesGenitive[month - 1]}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => new Date().getDate())).toBe(Number(newYorkToday.slice(8)));
});
