// One definition of "settled" for every screenshot (the stories suite and any end-to-end test that
// takes one): waiting for the page's own state, never for a fixed time, so a busy machine only makes
// a run slower, never different.
import type { Page, Request } from '@playwright/test';

const trackers = new WeakMap<Page, Set<Request>>();
/** The staff app's live event stream (GET /api/v1/events): open for as long as the page is. */
const LIVE_EVENTS = /\/api\/v1\/events\/?(\?|$)/;

/**
 * Starts counting the page's requests in flight. Call it before the page navigates; `waitForSettled`
 * then also waits for the network to go quiet. `ignore` leaves out long-lived requests (event streams).
 */
export function trackRequests(page: Page, ignore?: RegExp): void {
  if (trackers.has(page)) return;
  const pending = new Set<Request>();
  trackers.set(page, pending);
  page.on('request', (request) => {
    const url = request.url();
    if (!LIVE_EVENTS.test(url) && !ignore?.test(url)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

export interface SettleOptions {
  /** Consecutive quiet animation frames that count as settled (default 3). */
  quietFrames?: number;
  /** Give up after this long, with a message naming what never settled (default 20 s). */
  timeout?: number;
}

/**
 * Resolves once the page has settled: fonts loaded, images decoded, no request in flight, no finite
 * CSS animation or transition running (Radix `data-state` enter/exit animations included, also in
 * shadow roots), and neither the DOM nor the focus changed for `quietFrames` animation frames in a
 * row. Infinite animations (spinners) do not count: they never end, and screenshots freeze them.
 */
export async function waitForSettled(page: Page, options: SettleOptions = {}): Promise<void> {
  const { quietFrames = 3, timeout = 20_000 } = options;
  const deadline = Date.now() + timeout;
  const pending = trackers.get(page);
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) {
      const urls = pending ? [...pending].map((r) => r.url()) : [];
      throw new Error(
        `The page did not settle in ${timeout} ms (requests in flight: ${urls.join(', ') || 'none'})`,
      );
    }
    if (pending && pending.size > 0) {
      await page.waitForTimeout(Math.min(50, left)); // polling the request count, not a settle delay
      continue;
    }
    const quiet = await page.evaluate(quietInPage, { quietFrames, budget: left });
    if (quiet !== true) throw new Error(`The page did not settle in ${timeout} ms: ${quiet}`);
    // A request may have started during the quiet frames (an effect that fetches): go round again.
    if (!pending || pending.size === 0) return;
  }
}

/** Runs in the page: true once quiet, else a description of what kept it busy. */
async function quietInPage({
  quietFrames,
  budget,
}: {
  quietFrames: number;
  budget: number;
}): Promise<true | string> {
  const started = performance.now();
  await document.fonts.ready;
  const shadowRoots = (): ShadowRoot[] =>
    [...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
  const runningAnimations = () =>
    [document, ...shadowRoots()]
      .flatMap((root) => root.getAnimations())
      .filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
      );
  let quiet = 0;
  let reason = '';
  const reset = (why: string) => {
    quiet = 0;
    reason = why;
  };
  const observer = new MutationObserver(() => reset('the DOM kept changing'));
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const onFocus = () => reset('the focus kept moving');
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('focusout', onFocus, true);
  try {
    while (quiet < quietFrames) {
      if (performance.now() - started > budget) return reason || 'unknown';
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      if (document.fonts.status !== 'loaded') reset('fonts were loading');
      else if ([...document.images].some((img) => !img.complete)) reset('images were loading');
      else if (runningAnimations().length > 0) reset('animations were running');
      else quiet += 1;
    }
    return true;
  } finally {
    observer.disconnect();
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('focusout', onFocus, true);
  }
}
