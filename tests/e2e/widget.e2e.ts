// The booking widget on a studio's own site (another origin, strict CSP, hostile styles): inline,
// popup by keyboard, floating and iframe; the booking reaches the staff data as an online booking
// awaiting confirmation; forged messages, SPA route changes and a second loader change nothing.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { studioSite, thirdOrigin, type Origin } from './support/widget-hosts.ts';
import { DEMO } from './support/staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });

let site: Origin;
let third: Origin;
let widgetOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  widgetOrigin = new URL(baseURL!).origin;
  site = await studioSite(widgetOrigin);
  third = await thirdOrigin();
});

test.afterAll(async () => {
  await site?.close();
  await third?.close();
});

/** Every host event the page sees, and every CSP violation, recorded from before any script runs. */
async function openSite(page: Page, query = '') {
  await page.addInitScript(() => {
    const w = window as unknown as { seen: unknown[]; violations: string[] };
    w.seen = [];
    w.violations = [];
    for (const name of ['ready', 'booked', 'error']) {
      document.addEventListener(`beautydesk:${name}`, (event) => {
        w.seen.push({ name, detail: (event as CustomEvent).detail });
      });
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      w.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(`${site.url}/${query}`);
  if (query.includes('widget=none')) return;
  // The widgets grow the page as they load (the inline form, then the iframe by ~400 px): a click
  // aimed before that landed elsewhere (the host's own button once opened nothing). Act on the
  // page only once its layout is final, as a visitor reading it would.
  await expect(
    page
      .locator('#inline-target beautydesk-widget')
      .getByRole('heading', { name: 'Laser Room Минск' }),
  ).toBeVisible();
  await frameGrownInView(page);
}

const seen = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      (window as unknown as { seen: { name: string; detail: Record<string, string> }[] }).seen
        .filter((e) => e.name === n)
        .map((e) => e.detail),
    name,
  );

/** Everything the strict CSP blocked: nothing at all (the master list is a native <select>). */
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

let phoneCounter = 0;
/** A fresh phone number per booking, so each creates its own client. */
function newPhone(): string {
  phoneCounter += 1;
  return `+37529${String(Date.now() % 100000).padStart(5, '0')}${String(phoneCounter).padStart(2, '0')}`;
}

/** Books in the widget under `root` with the mouse; returns nothing, the host events tell the id. */
async function bookWithMouse(
  page: Page,
  root: Locator,
  name: string,
  settled: () => Promise<void> = async () => {},
) {
  await root.getByRole('textbox', { name: /^Имя/ }).fill(name);
  await root.getByRole('textbox', { name: /^Телефон/ }).fill(newPhone());
  await settled();
  await root.getByRole('checkbox').first().click();
  // The platform's <select>: the first master after the placeholder.
  await root.getByRole('combobox', { name: 'Мастер' }).selectOption({ index: 1 });
  await settled();
  await root.getByRole('button', { name: 'Найти свободное время' }).click();
  // The windows, or the widget's message saying why there are none: 'Свободных слотов не найдено…'
  // or 'Ошибка при поиске свободного времени' (a status under the button, not an alert).
  const firstSlot = root.getByRole('radio').first();
  const slotsMessage = root.getByRole('status').filter({ hasText: /слот|времени/ });
  try {
    await expect(firstSlot.or(slotsMessage)).toBeVisible({ timeout: 15_000 });
  } catch (error) {
    // Neither (the iframe journey timed out so in a fresh-clone run): say what the visitor saw.
    throw new Error(`${(error as Error).message}\nThe widget showed:\n${await root.innerText()}`, {
      cause: error,
    });
  }
  expect(await slotsMessage.allInnerTexts()).toEqual([]);
  await firstSlot.click();
  await root.getByRole('button', { name: 'Записаться' }).click();
  await expect(
    root.getByText('Запись создана и ожидает подтверждения администратора'),
  ).toBeVisible();
  // 2 s later the success screen.
  await expect(root.getByRole('heading', { name: 'Вы записаны' })).toBeVisible({ timeout: 10_000 });
  await expect(root.getByText('Ожидает подтверждения')).toBeVisible();
}

/**
 * Waits until the iframe-mode widget has taken its content's height. Chromium does not render a
 * cross-origin frame while it is off screen, so its ResizeObserver (which posts the height) waits
 * until the frame is seen; the inline widget above grows as it loads and can push the frame out of
 * view. Look at it, as a visitor scrolling to it would. Until then the frame may still grow by
 * ~400 px and move everything below it (a click on the SPA section's button once landed in the
 * frame instead).
 */
async function frameGrownInView(page: Page) {
  const iframe = page.locator('#iframe-target beautydesk-widget iframe');
  await expect
    .poll(async () => {
      await iframe.scrollIntoViewIfNeeded();
      return (await iframe.boundingBox())?.height ?? 0;
    })
    .toBeGreaterThan(600);
}

/**
 * Waits until the host has given the iframe its content's latest height. Each step of the form
 * drops a hint line ('Сначала …'), so the content shrinks, the frame posts its new height and the
 * host shortens the iframe; on a page scrolled to its end the browser then pulls the scroll back
 * and the frame moves on screen. A click aimed before that lands beside its button (the frame's
 * own layout is stable, so Playwright's stability check cannot see the move): the iframe journey
 * clicked 'Найти свободное время' and nothing happened. A visitor's click comes long after.
 */
async function frameSized(page: Page) {
  const iframe = page.locator('#iframe-target beautydesk-widget iframe');
  const content = page.frameLocator('#iframe-target beautydesk-widget iframe').locator('#root');
  await expect
    .poll(async () => {
      const wanted = await content.evaluate((root) => `${Math.ceil(root.scrollHeight)}px`);
      return (await iframe.evaluate((frame: HTMLElement) => frame.style.height)) === wanted;
    })
    .toBe(true);
}

/** The staff API's view of an appointment, as the demo owner. */
async function staffAppointment(page: Page, id: string) {
  const login = await page.request.post(`${widgetOrigin}/api/v1/auth/login`, {
    data: DEMO.owner,
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const answer = await page.request.get(`${widgetOrigin}/api/v1/appointments/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Record<string, unknown>;
}

test('inline: a visitor books on the studio site; the host hears booked; the staff data shows an online booking awaiting confirmation', async ({
  page,
}) => {
  await openSite(page);
  const inline = page.locator('#inline-target beautydesk-widget');
  await expect(inline.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible();
  await bookWithMouse(page, inline, 'Виджет Инлайн');
  await expect.poll(() => seen(page, 'booked')).toHaveLength(1);
  const [booked] = await seen(page, 'booked');
  expect(booked!.appointmentId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(
    inline.getByText(`#${booked!.appointmentId!.slice(0, 8).toUpperCase()}`),
  ).toBeVisible();
  // The queued global's listener (demo.js, called before the bundle loaded) heard it too.
  await expect(page.locator('#events')).toContainText(booked!.appointmentId!);

  const appointment = await staffAppointment(page, booked!.appointmentId!);
  expect(appointment).toMatchObject({
    id: booked!.appointmentId,
    status: 'scheduled',
    is_online_booking: true,
    is_new_online_booking: true,
  });
  expect(await cspViolations(page)).toEqual([]);
});

test('popup by keyboard only: open, book, Escape, focus back on the opener', async ({ page }) => {
  await openSite(page);
  const opener = page.locator('#popup-section beautydesk-widget').getByRole('button', {
    name: 'Записаться онлайн',
  });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Записаться онлайн' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
  // The page behind is inert: even a script cannot focus the host's own button.
  await page.locator('#host-open').evaluate((button) => (button as HTMLElement).focus());
  await expect(page.locator('#host-open')).not.toBeFocused();
  const name = dialog.getByRole('textbox', { name: /^Имя/ });
  await name.focus();
  await page.keyboard.type('Клавиатура Попап');
  await page.keyboard.press('Tab');
  await page.keyboard.type(newPhone());
  await page.keyboard.press('Tab'); // e-mail
  await page.keyboard.press('Tab'); // the first service
  await expect(dialog.getByRole('checkbox').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox').first()).toBeChecked();
  const master = dialog.getByRole('combobox', { name: 'Мастер' });
  await master.focus();
  // A closed <select> takes the next option on ArrowDown (the placeholder cannot be chosen).
  await page.keyboard.press('ArrowDown');
  await expect(master).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Найти свободное время' }).focus();
  await page.keyboard.press('Enter');
  const firstSlot = dialog.getByRole('radio').first();
  await expect(firstSlot).toBeVisible({ timeout: 15_000 });
  await firstSlot.focus();
  await page.keyboard.press('Space');
  await expect(firstSlot).toBeChecked();
  await name.focus();
  await page.keyboard.press('Enter'); // submits the form
  await expect(dialog.getByRole('heading', { name: 'Вы записаны' })).toBeVisible({
    timeout: 10_000,
  });
  await expect.poll(() => seen(page, 'booked')).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a host element with data-beautydesk-open and the floating button open the popup', async ({
  page,
}) => {
  await openSite(page);
  await page.locator('#host-open').click();
  const dialog = page.getByRole('dialog', { name: 'Записаться онлайн' });
  await expect(dialog.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#host-open')).toBeFocused();

  const floating = page
    .locator('body > beautydesk-widget[data-mode="floating"]')
    .getByRole('button', { name: 'Записаться онлайн' });
  await floating.click();
  await expect(page.getByRole('dialog', { name: 'Записаться онлайн' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(floating).toBeFocused();
});

test('iframe: books inside the frame, grows to its content, reports booked; a third origin’s messages change nothing', async ({
  page,
}) => {
  await openSite(page);
  const iframe = page.locator('#iframe-target beautydesk-widget iframe');
  const frame = page.frameLocator('#iframe-target beautydesk-widget iframe');
  await expect(frame.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible();
  await frameGrownInView(page);
  const height = (await iframe.boundingBox())!.height;

  // A third origin framed by the site posts a forged booking and resize: ignored.
  await page.evaluate((url) => {
    const other = document.createElement('iframe');
    other.src = url;
    other.id = 'third';
    document.body.appendChild(other);
  }, `${third.url}/`);
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f.url().startsWith(third.url))
        ?.title(),
    )
    .toBe('posted');
  expect(await seen(page, 'booked')).toEqual([]);
  expect((await iframe.boundingBox())!.height).toBe(height);

  await bookWithMouse(page, frame.locator('body'), 'Виджет Айфрейм', () => frameSized(page));
  await expect.poll(() => seen(page, 'booked')).toHaveLength(1);
  const [booked] = await seen(page, 'booked');
  expect(booked!.appointmentId).toMatch(/^[0-9a-f-]{36}$/);
});

test('the site’s own elements look the same with and without the widget', async ({ page }) => {
  const selectors = ['body', 'h1', '#lead', '.site-header a', '#host-open', 'h2', '.site-footer'];
  const properties = [
    'font-family',
    'font-size',
    'line-height',
    'color',
    'background-color',
    'box-sizing',
    'padding-top',
    'margin-top',
    'border-top-width',
    'text-transform',
    'letter-spacing',
  ];
  const read = () =>
    page.evaluate(
      ([sel, props]) =>
        sel.map((s) => {
          const element = document.querySelector(s);
          if (!element) return [s, null];
          const style = getComputedStyle(element);
          return [s, props.map((p) => `${p}:${style.getPropertyValue(p)}`)];
        }),
      [selectors, properties] as const,
    );
  await openSite(page, '?widget=none');
  const without = await read();
  await openSite(page);
  await expect(
    page
      .locator('#inline-target beautydesk-widget')
      .getByRole('heading', { name: 'Laser Room Минск' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Записаться онлайн' }).first()).toBeVisible();
  expect(await read()).toEqual(without);
});

test('robust: a second loader mounts nothing twice; an SPA route change unmounts and mounts once', async ({
  page,
}) => {
  await openSite(page);
  const inline = page.locator('#inline-target beautydesk-widget');
  await expect(inline.getByRole('heading', { name: 'Laser Room Минск' })).toBeVisible();
  // The same snippet included again.
  await page.evaluate((origin) => {
    const first = document.querySelector('script[data-studio-id]') as HTMLScriptElement;
    const again = document.createElement('script');
    again.src = `${origin}/widget/loader.js`;
    for (const [key, value] of Object.entries(first.dataset)) again.dataset[key] = value;
    document.head.appendChild(again);
  }, widgetOrigin);
  await expect.poll(() => page.locator('script[src$="loader.js"]').count()).toBe(2);
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').filter((e) => e.name.endsWith('loader.js')).length >=
      2,
  );
  await expect(page.locator('#inline-target beautydesk-widget')).toHaveCount(1);

  const slot = page.locator('#spa-slot');
  await page.locator('#spa-swap').click();
  await expect(
    slot.locator('beautydesk-widget').getByRole('heading', { name: 'Laser Room Минск' }),
  ).toBeVisible();
  await page.locator('#spa-swap').click();
  await page.locator('#spa-swap').click();
  await expect(slot.locator('beautydesk-widget')).toHaveCount(1);
  await expect(
    slot.locator('beautydesk-widget').getByRole('heading', { name: 'Laser Room Минск' }),
  ).toBeVisible();
  // Nothing went to the host as an error.
  expect(await seen(page, 'error')).toEqual([]);
});
