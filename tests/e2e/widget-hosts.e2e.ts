// The widget on hostile host pages (issue 34, findings 1–13): each page is a small fixture written by
// us reproducing one trait of real studio sites. On each the widget works, or fails with an `error`
// event and a message the visitor sees; nothing throws into the page.
import { expect, test, type Page } from '@playwright/test';
import { hostileHosts, type HostileHosts } from './support/hostile-hosts.ts';

test.use({ viewport: { width: 1280, height: 900 } });

let hosts: HostileHosts;

test.beforeAll(async ({ baseURL }) => {
  hosts = await hostileHosts(new URL(baseURL!).origin);
});

test.afterAll(async () => {
  await hosts?.close();
});

interface Seen {
  events: { name: string; detail: Record<string, unknown> }[];
  shifts: number;
}

/** Opens a fixture, recording host events, layout shifts and every error thrown into the page. */
async function open(page: Page, name: string) {
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { seen: Seen };
    w.seen = { events: [], shifts: 0 };
    for (const event of ['ready', 'booked', 'error']) {
      document.addEventListener(`beautydesk:${event}`, (e) => {
        w.seen.events.push({ name: event, detail: (e as CustomEvent).detail });
      });
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.seen.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(hosts.url(name));
  return { thrown };
}

const events = (page: Page, name?: string) =>
  page.evaluate(
    (n) =>
      (window as unknown as { seen: Seen }).seen.events
        .filter((e) => !n || e.name === n)
        .map((e) => e.name),
    name,
  );

const widget = (page: Page, selector = 'beautydesk-widget') => page.locator(selector).first();
const studioHeading = (page: Page, selector?: string) =>
  widget(page, selector).getByRole('heading', { name: 'Laser Room Минск' });

test('1: a loader in <head> with data-target waits for a slow host script before the target', async ({
  page,
}) => {
  const { thrown } = await open(page, 'head-target.html');
  await expect(studioHeading(page, '#booking beautydesk-widget')).toBeVisible();
  await expect.poll(() => events(page)).toEqual(['ready']);
  expect(thrown).toEqual([]);
});

test('1: a loader in <head> without a target mounts nothing into <head> and says why', async ({
  page,
}) => {
  const { thrown } = await open(page, 'head-no-target.html');
  await expect.poll(() => events(page)).toEqual(['error']);
  await expect(page.locator('head beautydesk-widget')).toHaveCount(0);
  expect(thrown).toEqual([]);
});

test('2: a <div id="BeautyDesk"> as the target', async ({ page }) => {
  const { thrown } = await open(page, 'element-named-beautydesk.html');
  await expect(studioHeading(page, '#BeautyDesk beautydesk-widget')).toBeVisible();
  await expect.poll(() => events(page)).toEqual(['ready']);
  expect(thrown).toEqual([]);
});

test('2: the site’s own function named BeautyDesk is never called; the code API is BeautyDeskWidget', async ({
  page,
}) => {
  const { thrown } = await open(page, 'function-named-beautydesk.html');
  await expect(studioHeading(page, '#booking beautydesk-widget')).toBeVisible();
  // The queued listener heard the widget, the site's function heard nothing and is still its own.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard.length))
    .toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { siteCalls: unknown[] }).siteCalls),
  ).toEqual([]);
  expect(
    await page.evaluate(() => String((window as unknown as { BeautyDesk: unknown }).BeautyDesk)),
  ).toContain('siteCalls');
  expect(thrown).toEqual([]);
});

test('3: the form loads into space reserved for it (the no-shift snippet): no layout shift', async ({
  page,
}) => {
  await open(page, 'layout.html');
  await expect(studioHeading(page)).toBeVisible();
  await expect.poll(() => events(page)).toEqual(['ready']);
  const shifts = await page.evaluate(() => (window as unknown as { seen: Seen }).seen.shifts);
  expect(shifts).toBe(0);
});

test('4: the popup trigger takes the host’s alignment and the brand size, with no card behind it', async ({
  page,
}) => {
  await open(page, 'trigger.html');
  const button = widget(page).getByRole('button', { name: 'Записаться онлайн' });
  await expect(button).toBeVisible();
  const section = (await page.locator('#cta').boundingBox())!;
  const box = (await button.boundingBox())!;
  // Centred like the section's text (to the pixel's rounding).
  expect(Math.abs(box.x + box.width / 2 - (section.x + section.width / 2))).toBeLessThanOrEqual(1);
  expect(await button.evaluate((b) => getComputedStyle(b).fontSize)).toBe('20px');
  // No strip behind the button, also in the dark theme.
  const area = await button.evaluate((b) => {
    let element: HTMLElement | null = b.parentElement;
    const backgrounds: string[] = [];
    while (element) {
      backgrounds.push(getComputedStyle(element).backgroundColor);
      element = element.parentElement;
    }
    return backgrounds;
  });
  expect(area.every((background) => background === 'rgba(0, 0, 0, 0)')).toBe(true);
});

test('5: a host opener alone opens the popup and leaves no button of ours on the page', async ({
  page,
}) => {
  const { thrown } = await open(page, 'opener-only.html');
  await page.locator('#site-open').click();
  const dialog = page.getByRole('dialog', { name: 'Записаться онлайн' });
  await expect(dialog.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#site-open')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Записаться онлайн' })).toHaveCount(0);
  expect(thrown).toEqual([]);
});

test('6: the floating button goes to the side and offsets given; the site’s fixed button stays clickable', async ({
  page,
}) => {
  await open(page, 'floating.html');
  const ours = widget(page).getByRole('button', { name: 'Записаться онлайн' });
  await expect(ours).toBeVisible();
  const box = (await ours.boundingBox())!;
  expect(box.x).toBe(24);
  expect(900 - (box.y + box.height)).toBe(32);
  await page.locator('#whatsapp').click();
  await expect(page).toHaveTitle('whatsapp clicked');
});

test('7: in a 400 px column of a wide page the stepper is compact: the current step’s name whole', async ({
  page,
}) => {
  await open(page, 'column.html');
  const steps = widget(page).getByRole('list', { name: 'Шаги записи' });
  await expect(steps).toBeVisible();
  const current = steps.locator('[aria-current="step"]');
  await expect(current).toContainText('Контакты');
  const label = current.getByText('Контакты');
  expect(await label.evaluate((l) => l.scrollWidth <= l.clientWidth)).toBe(true);
  // The other names stay for screen readers only (not cut to 'Ус…' on screen).
  const upcoming = steps.getByText('Услуги');
  expect(await upcoming.evaluate((l) => l.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
});

test('8: an `all: unset` reset with centred text: the widget is a block and its text starts at the start', async ({
  page,
}) => {
  await open(page, 'reset.html');
  await expect(studioHeading(page)).toBeVisible();
  expect(await widget(page).evaluate((host) => getComputedStyle(host).display)).toBe('block');
  const name = widget(page).getByText('Ваши контакты');
  expect(await name.evaluate((element) => getComputedStyle(element).textAlign)).toBe('start');
  const width = await widget(page).evaluate((host) => host.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(600);
});

test('9: the page does not scroll behind the open popup; a backdrop click closes it', async ({
  page,
}) => {
  await open(page, 'popup-scroll.html');
  await page.locator('#site-open').click();
  const dialog = page.getByRole('dialog', { name: 'Записаться онлайн' });
  await expect(dialog.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible();
  await page.mouse.move(10, 450);
  await page.mouse.wheel(0, 3000);
  // A wheel is applied by the next frame; read the page's scroll after two.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(page.locator('#site-open')).toBeFocused();
  // The page scrolls again once the popup is closed.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );
});

test('10: Array.prototype.toJSON on the host does not break the slot search', async ({ page }) => {
  await open(page, 'array-tojson.html');
  const root = widget(page);
  await expect(root.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible();
  await root.getByRole('textbox', { name: /^Имя/ }).fill('Прототип');
  await root.getByRole('textbox', { name: /^Телефон/ }).fill('+375291112233');
  await root.getByRole('checkbox').first().click();
  await root.getByRole('combobox', { name: 'Мастер' }).selectOption({ index: 1 });
  await root.getByRole('button', { name: 'Найти свободное время' }).click();
  await expect(root.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  await expect(root.getByText('Ошибка при поиске свободного времени')).toHaveCount(0);
});

test('11: iframe mode makes the frame without the bundle: the page downloads neither it nor its stylesheet', async ({
  page,
}) => {
  const onHost: string[] = [];
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame()) onHost.push(new URL(request.url()).pathname);
  });
  const { thrown } = await open(page, 'iframe.html');
  const frame = page.frameLocator('#booking beautydesk-widget iframe');
  // The frame loads the whole form (React, XState, zod) from our origin before its first step.
  await expect(frame.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => events(page)).toEqual(['ready']);
  expect(onHost.filter((path) => /\/widget\/widget-/.test(path))).toEqual([]);
  expect(onHost.some((path) => /\/widget\/iframe-boot-[\w-]{8}\.js$/.test(path))).toBe(true);
  expect(thrown).toEqual([]);
});

test('12: the loader asks for the studio’s info and the stylesheet itself, once each', async ({
  page,
}) => {
  const info: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/info')) info.push(request.url());
  });
  await open(page, 'layout.html');
  await expect(studioHeading(page)).toBeVisible();
  expect(info).toHaveLength(1);
  await expect(page.locator('head link[rel="preload"][as="style"]')).toHaveCount(1);
});

test('13: a wrong studio id: `error` and a message the visitor sees, never `ready`', async ({
  page,
}) => {
  const { thrown } = await open(page, 'wrong-studio.html');
  await expect(widget(page).getByRole('alert')).toContainText(
    'Студия не найдена или недоступна для онлайн-записи',
  );
  await expect.poll(() => events(page)).toEqual(['error']);
  expect(thrown).toEqual([]);
});
