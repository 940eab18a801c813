// The dashboard, pricing, plan pages, pricing analysis and profile against the real server and demo data.
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../packages/domain/src/rules/currency.ts';
import { masterStatsSchema, toMasterStats } from '../../packages/domain/src/schemas/masters.ts';
import {
  formatDeviation,
  hourlyRate,
  isDeviationHighlighted,
  priceDeviationPercent,
  targetPrice,
} from '../../packages/domain/src/rules/pricing.ts';
import {
  pricingAnalysisResponseSchema,
  toPricingAnalysis,
} from '../../packages/domain/src/schemas/pricing.ts';
import { DEMO, accessToken, signIn } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** A GET to the API as the signed-in user, as the app would make it. */
async function apiGet(page: Page, path: string): Promise<unknown> {
  const token = await accessToken(page);
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), path).toBe(true);
  return response.json();
}

test('the demo master sees this month’s salary and the chart of past months', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Доброе утро|Добрый день|Добрый вечер), / }),
  ).toBeVisible();
  const stats = toMasterStats(masterStatsSchema.parse(await apiGet(page, '/stats/master/me')));
  const salaryCard = page.locator('[data-slot="card"]').filter({ hasText: 'Зарплата за месяц' });
  await expect(salaryCard).toContainText(
    formatMoney(stats.currentMonth.amount, stats.currentMonth.currency),
  );
  await expect(page.getByRole('progressbar', { name: 'Прогресс месяца' })).toBeVisible();
  // The demo's appointments reach back two months, so there is history to draw: two bars a month.
  expect(stats.pastMonths.length).toBeGreaterThan(0);
  const chart = page.getByRole('img', { name: 'Зарплата и выручка по месяцам' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(stats.pastMonths.length * 2);
  const table = page.getByRole('table', { name: 'История зарплаты' });
  await expect(table.locator('tbody tr')).toHaveCount(stats.pastMonths.length);
});

// Issue 33: a role with reports.view (the owner) gets the analytics at /dashboard; the spec's
// masters-only text is left for accounts that are neither masters nor allowed the reports.
test('the owner gets the analytics at /dashboard, not the masters-only text', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Аналитика' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Эта панель доступна только мастерам.' }),
  ).toHaveCount(0);
});

test('the pricing analysis at 2000 highlights exactly the rows the domain rule says', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const { studios } = (await apiGet(page, '/studios/with-countries')) as {
    studios: { id: string; name: string }[];
  };
  // What the table must show, worked out here by the domain's formulas from each service's price and
  // minutes alone (part 2 §9: rate = price / minutes × 60 rounded; highlighted above 15 % either
  // way), not from the hourly rate and deviation the server derives.
  const analyses = await Promise.all(
    studios.map(async (studio) => {
      const analysis = toPricingAnalysis(
        pricingAnalysisResponseSchema.parse(
          await apiGet(page, `/pricing-analysis/${studio.id}?target_hourly_rate=2000`),
        ),
      );
      return {
        studio,
        rows: analysis.items.map((item) => {
          const target = targetPrice(item.durationMinutes, 2000);
          expect(item.targetPrice, item.serviceName).toBe(target);
          const deviation = priceDeviationPercent(item.currentPrice, target!);
          const rate = hourlyRate(item.currentPrice, item.durationMinutes);
          return {
            name: item.serviceName,
            rate: rate === null ? '—' : formatMoney(rate, analysis.currency),
            deviation: formatDeviation(deviation),
            highlighted: isDeviationHighlighted(deviation),
          };
        }),
      };
    }),
  );
  // A studio whose services fall on both sides of the threshold, so the rule is seen at work.
  const mixed = analyses.find(
    ({ rows }) => rows.some((r) => r.highlighted) && rows.some((r) => !r.highlighted),
  );
  expect(mixed, 'a demo studio with highlighted and plain rows at 2000').toBeDefined();
  const { studio, rows: expected } = mixed!;

  await page.goto('/pricing-analysis');
  await page.getByRole('combobox', { name: 'Студия' }).click();
  await page.getByRole('option', { name: studio.name }).click();
  await expect(page.getByRole('spinbutton', { name: /^Целевая ставка в час/ })).toHaveValue('2000');
  await page.getByRole('button', { name: 'Рассчитать' }).click();
  const table = page.getByRole('table', { name: `Анализ цен: ${studio.name}` });
  await expect(table.locator('tbody tr')).toHaveCount(expected.length);
  const shown = await table.locator('tbody tr').evaluateAll((rows) =>
    (rows as HTMLTableRowElement[]).map((row) => ({
      name: row.cells[0]!.textContent,
      rate: row.cells[3]!.textContent,
      // The highlighted badge adds ', отклонение больше 15 %' for screen readers.
      deviation: row.cells[5]!.textContent!.split(',').slice(0, 2).join(','),
      highlighted: row.hasAttribute('data-highlighted'),
    })),
  );
  const byName = (rows: { name: string | null }[]) =>
    [...rows].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  expect(byName(shown)).toEqual(byName(expected));
});

test('the profile is kept in the browser and survives a reload', async ({ page }) => {
  await signIn(page, DEMO.master);
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+375291112233');
  await page.getByRole('textbox', { name: 'Должность' }).fill('Мастер лазерной эпиляции');
  await page.getByRole('combobox', { name: 'Часовой пояс' }).click();
  await page.getByRole('option', { name: 'Лондон (Europe/London)' }).click();
  await page.getByRole('checkbox', { name: 'Еженедельные отчёты' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/success\/settings-saved$/);

  await page.goto('/profile');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+375291112233');
  await expect(page.getByRole('textbox', { name: 'Должность' })).toHaveValue(
    'Мастер лазерной эпиляции',
  );
  await expect(page.getByRole('combobox', { name: 'Часовой пояс' })).toContainText('Лондон');
  await expect(page.getByRole('checkbox', { name: 'Еженедельные отчёты' })).not.toBeChecked();

  // Kept per user: the owner, signing in on the same browser, starts from their own defaults.
  await page.getByTestId('user-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.owner);
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: 'Часовой пояс' })).toContainText('Москва');
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Должность' })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Еженедельные отчёты' })).toBeChecked();
});

test('a visitor goes from the landing to the pricing, /payment and /contact', async ({ page }) => {
  await page.goto('/landing');
  await page.getByRole('link', { name: 'Посмотреть тарифы' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('$32.50 в месяц')).toBeVisible();
  await page.getByRole('link', { name: 'Выбрать Solo' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=solo$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Оформление тарифа Solo' }),
  ).toBeVisible();
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Связаться с нами' }).click();
  await expect(page).toHaveURL(/\/contact\?plan=network$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Тариф Network: обсудим условия' }),
  ).toBeVisible();
});
