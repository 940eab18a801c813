// The iframe mode's boot: what the loader imports instead of the bundle when its script tag asks
// for an iframe and nothing else is queued. It only makes the frame (frame.html brings the booking
// flow, from our origin), so the studio's page downloads a few kB, not React and the form twice.
// Anything else asked of it later (another mode, `open`) hands over to the full bundle.
import { readWidgetConfig, configFromOptions, type WidgetConfig } from './config.ts';
import { addListener, emit, isHostEvent, removeListener } from './events.ts';
import { mountIframe } from './iframe-host.ts';
import { endSkeleton, holdsWidget, HOST_TAG, keepBlock, reservedHost } from './reserved.ts';

interface QueuedGlobal {
  (...args: unknown[]): void;
  q?: unknown[][];
  base?: string;
  /** The full bundle's file name, for a hand-over. */
  js?: string;
  booted?: boolean;
}

type Boot = { boot: (global: QueuedGlobal) => void };

let base = '';
let handedOver: Promise<QueuedGlobal | null> | null = null;

function fail(studioId: string | null, message: string, where: Element | Document = document) {
  emit(where, 'error', { studioId, message });
}

/** The full bundle, booted with `work` as its queue; later calls go to it directly. */
function handOver(global: QueuedGlobal, work: unknown[][]): void {
  handedOver ??= import(/* @vite-ignore */ `${base}${global.js}`).then(
    (bundle: Boot) => {
      const queue = Object.assign((...args: unknown[]) => queue.q!.push(args), {
        ...global,
        q: [] as unknown[][],
        booted: false,
      }) as QueuedGlobal;
      bundle.boot(queue);
      return (window as unknown as { BeautyDeskWidget: QueuedGlobal }).BeautyDeskWidget;
    },
    (error: unknown) => {
      fail(null, String(error));
      return null;
    },
  );
  void handedOver.then((api) => {
    for (const args of work) api?.(...args);
  });
}

function mountInto(config: WidgetConfig, place: { into?: Element | null; after?: Element }) {
  if (place.into && holdsWidget(place.into)) return;
  const reserved = reservedHost(place);
  const host = reserved ?? document.createElement(HOST_TAG);
  keepBlock(host);
  host.setAttribute('data-studio-id', config.studioId);
  host.setAttribute('data-mode', 'iframe');
  if (!reserved) {
    if (place.into) place.into.appendChild(host);
    else place.after!.after(host);
  }
  let settled = false;
  mountIframe(host.attachShadow({ mode: 'open' }), config, base, {
    onReady: () => {
      if (settled) return;
      settled = true;
      endSkeleton(host);
      emit(host, 'ready', { studioId: config.studioId, mode: 'iframe' });
    },
    onBooked: (detail) => emit(host, 'booked', detail),
    onError: (message) => {
      settled = true;
      endSkeleton(host);
      emit(host, 'error', { studioId: config.studioId, message });
    },
  });
}

/** Runs `work` once the document is parsed (a target after a slow host script). */
function whenParsed(work: () => void) {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', work, { once: true });
  } else work();
}

function iframeScript(script: HTMLScriptElement) {
  const config = readWidgetConfig(script.dataset);
  if (!config) return;
  const place = () => {
    const target = config.target ? document.querySelector(config.target) : null;
    if (target) return { into: target };
    if (!config.target && script.closest('body')) return { after: script };
    return null;
  };
  const now = place();
  if (now) mountInto(config, now);
  else
    whenParsed(() => {
      const later = place();
      if (later) mountInto(config, later);
      else
        fail(
          config.studioId,
          config.target
            ? `BeautyDesk: no element matches ${config.target}`
            : 'BeautyDesk: a loader in <head> needs data-target (the element the form goes in)',
        );
    });
}

/** One call: an iframe is made here, `on`/`off` kept here, anything else goes to the bundle. */
function command(global: QueuedGlobal, args: unknown[]) {
  const [name, first, second] = args;
  if (name === 'script' && (first as HTMLScriptElement).dataset.mode === 'iframe') {
    iframeScript(first as HTMLScriptElement);
  } else if (name === 'iframe') {
    const options = (first ?? {}) as Parameters<typeof configFromOptions>[1];
    const config = configFromOptions('iframe', options);
    whenParsed(() => {
      const target = options?.target;
      const into = typeof target === 'string' ? document.querySelector(target) : target;
      if (config && into) mountInto(config, { into });
      else fail(config?.studioId ?? null, 'BeautyDesk: the target element is missing');
    });
  } else if (
    (name === 'on' || name === 'off') &&
    isHostEvent(first) &&
    typeof second === 'function'
  ) {
    (name === 'on' ? addListener : removeListener)(first, second as (detail: unknown) => void);
  } else {
    handOver(global, [args]);
  }
}

/** Declarative targets: iframe ones here, any other mode makes the bundle come. */
function scan(global: QueuedGlobal) {
  let others = false;
  for (const element of document.querySelectorAll('[data-beautydesk-widget]')) {
    const config = readWidgetConfig((element as HTMLElement).dataset);
    if (config?.mode === 'iframe') mountInto(config, { into: element });
    else if (config) others = true;
  }
  if (others) handOver(global, []);
}

export function boot(global: QueuedGlobal): void {
  try {
    if (global.booted) return;
    base = global.base ?? '';
    const queue = global.q ?? [];
    const api = Object.assign((...args: unknown[]) => command(api, args), {
      ...global,
      q: [] as unknown[][],
      booted: true,
    }) as QueuedGlobal;
    (window as unknown as { BeautyDeskWidget: QueuedGlobal }).BeautyDeskWidget = api;
    for (const args of queue) command(api, args);
    whenParsed(() => scan(api));
  } catch (error) {
    fail(null, String(error));
  }
}
