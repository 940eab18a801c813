// The widget bundle, loaded lazily by loader.js. `boot` turns the loader's queued global into the
// real command function and replays the queue; each mounted widget lives in its own shadow root.
// Robust on real sites: one widget per target however often the loader or a command runs, a host
// element removed by an SPA unmounts its widget (a new one mounts again), and nothing here throws
// into the host page: failures become the `error` event.
// First: before any module that makes a zod schema.
import './zod-jitless.ts';
import { createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configurePublicApi } from '@beautydesk/api/public-calls';
import {
  configFromOptions,
  readWidgetConfig,
  WIDGET_MODES,
  type WidgetConfig,
  type WidgetMode,
  type WidgetOptions,
} from './config.ts';
import { addListener, emit, isHostEvent, removeListener } from './events.ts';
import { labelsFor } from '@beautydesk/ui/screens/public-booking';
import { BookingApp } from './booking-app.tsx';
import type { PopupHandle } from './popup.tsx';
import { createShadowHost, HOST_TAG, syncThemeMode } from './shadow-host.ts';
import { endSkeleton, holdsWidget, reservedHost } from './reserved.ts';

// What only some modes use loads when a widget of that mode mounts, from chunks beside the bundle
// (same origin, so the CSP lines a studio adds for the bundle cover them): an inline widget's page
// never downloads the popup, the iframe host or the iframe's own page.
const loadPopup = () => import('./popup.tsx');
const loadIframeHost = () => import('./iframe-host.ts');

/** The iframe mode's page (frame.html → frame-entry.js): the booking flow full-page. */
export function mountFrame(): Promise<void> {
  return import('./frame.tsx').then((frame) => frame.mountFrame());
}

interface QueuedGlobal {
  (...args: unknown[]): void;
  q?: unknown[][];
  base?: string;
  /** The stylesheet's content-hashed name, from the loader. */
  css?: string;
  loading?: boolean;
  booted?: boolean;
  /** The studios' info requests the loader started (taken once, by the first call for it). */
  info?: Record<string, Promise<Response>>;
}

interface Mounted {
  key: string;
  host: HTMLElement;
  config: WidgetConfig;
  unmount: () => void;
  popup?: PopupHandle | null;
  /** Resolves once the widget's first render has been asked for (its code and stylesheet are in). */
  rendered?: Promise<void>;
}

/** Declarative targets: <div data-beautydesk-widget data-studio-id="…" data-mode="…">. */
const TARGET_ATTR = 'data-beautydesk-widget';
/** Any host element that opens a studio's popup: <button data-beautydesk-open="STUDIO_ID">. */
const OPEN_ATTR = 'data-beautydesk-open';

const mounted = new Map<string, Mounted>();
/** Targets a widget has been put into (an element holds at most one). */
const targets = new WeakMap<Element, string>();
let base = '';
/** The stylesheet every widget's shadow root links (its URL). */
let stylesheet = '';
let counter = 0;

function reportError(
  studioId: string | null,
  error: unknown,
  where: Element | Document = document,
) {
  const message = error instanceof Error ? error.message : String(error);
  emit(where, 'error', { studioId, message });
}

/** Runs `work`; whatever it throws becomes the error event. */
function safely(studioId: string | null, work: () => void): void {
  try {
    work();
  } catch (error) {
    reportError(studioId, error);
  }
}

/** Where the host's text goes (left, centre, right), for our popup button in place. */
function hostAlignment(host: HTMLElement): string | null {
  const parent = host.parentElement;
  if (!parent) return null;
  const align = getComputedStyle(parent).textAlign;
  if (align === 'center' || align === '-webkit-center') return 'center';
  const rtl = getComputedStyle(parent).direction === 'rtl';
  if (align === 'right' || (align === 'end' && !rtl) || (align === 'start' && rtl)) {
    return 'flex-end';
  }
  return null;
}

/** A failure the visitor also sees, in the widget's place (its error event goes to the host). */
function showFailure(container: HTMLElement, lang: string) {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = labelsFor(lang).errorTitle;
  container.replaceChildren(message);
}

function mount(
  config: WidgetConfig,
  place: { into?: Element | null; after?: Element; hidden?: boolean },
  key: string,
) {
  const existing = mounted.get(key);
  if (existing?.host.isConnected) return existing;
  const into = place.into ?? null;
  if (into && targets.has(into) && mounted.get(targets.get(into)!)?.host.isConnected) {
    return mounted.get(targets.get(into)!);
  }
  const reserved =
    config.mode === 'inline' || config.mode === 'iframe' ? reservedHost(place) : null;
  const shadowHost = createShadowHost(config, stylesheet, reserved);
  const { host, shadow, container } = shadowHost;
  if (!reserved) {
    if (config.mode === 'floating' || (!into && !place.after)) document.body.appendChild(host);
    else if (into) into.appendChild(host);
    else place.after!.after(host);
  }
  if (into) targets.set(into, key);
  if (config.mode === 'popup' && !place.hidden) {
    const align = hostAlignment(host);
    if (align) host.style.setProperty('--beautydesk-align', align);
  }

  const onBooked = (detail: { appointmentId: string; studioId: string }) =>
    emit(host, 'booked', detail);
  // Once a widget has failed or is ready, that is what the host heard: no `ready` after an error.
  let settled = false;
  const onError = (message: string) => {
    settled = true;
    endSkeleton(host);
    emit(host, 'error', { studioId: config.studioId, message });
  };
  const ready = () => {
    if (settled) return;
    settled = true;
    endSkeleton(host);
    emit(host, 'ready', { studioId: config.studioId, mode: config.mode });
  };

  // Theme changes on the host element (data-theme) restyle the widget.
  const themeWatch = new MutationObserver(() => syncThemeMode(host, container));
  themeWatch.observe(host, { attributes: true, attributeFilter: ['data-theme'] });

  let root: Root | null = null;
  let stopFrame: (() => void) | null = null;
  const entry: Mounted = {
    key,
    host,
    config,
    unmount: () => {
      themeWatch.disconnect();
      stopFrame?.();
      root?.unmount();
      mounted.delete(key);
    },
  };
  mounted.set(key, entry);

  // A chunk that cannot load (or a first render that throws) is the error event, as any failure,
  // and the visitor reads that the booking did not open.
  const failed = (error: unknown) => {
    showFailure(container, config.lang);
    onError(error instanceof Error ? error.message : String(error));
  };

  if (config.mode === 'iframe') {
    loadIframeHost()
      .then(({ mountIframe }) => {
        if (!mounted.has(key)) return;
        stopFrame = mountIframe(shadow, config, base, { onReady: ready, onBooked, onError });
      })
      .catch(failed);
    return entry;
  }
  root = createRoot(container);
  const booking = {
    studioId: config.studioId,
    lang: config.lang,
    prefill: config.prefill,
    onBooked,
    onError,
  };
  const popupCode = config.mode === 'inline' ? null : loadPopup();
  entry.rendered = Promise.all([shadowHost.styled, popupCode])
    .then(([, popup]) => {
      if (!mounted.has(key)) return;
      if (!popup) {
        // Ready when the first step is usable: the studio's info is in and the form shows.
        root!.render(<BookingApp {...booking} onReady={ready} />);
        return;
      } else {
        const { PopupApp } = popup;
        const handle = createRef<PopupHandle>();
        root!.render(
          <PopupApp
            ref={handle}
            {...booking}
            trigger={place.hidden ? 'none' : config.mode === 'floating' ? 'floating' : 'button'}
            label={config.label}
            buttonSize={config.theme.buttonSize}
            side={config.theme.side}
          />,
        );
        // The handle exists once React has committed; read it lazily.
        Object.defineProperty(entry, 'popup', { get: () => handle.current });
      }
      ready();
    })
    .catch(failed);
  return entry;
}

function keyFor(config: WidgetConfig, where: string): string {
  return `${config.mode}|${config.studioId}|${where}`;
}

function mountConfig(config: WidgetConfig, target: Element | null, after?: Element) {
  if (config.mode === 'floating') return mount(config, {}, keyFor(config, 'floating'));
  if (target) {
    const id = target.id ? `#${target.id}` : `el${(counter += 1)}`;
    const known = targets.get(target);
    return mount(config, { into: target }, known ?? keyFor(config, id));
  }
  return mount(config, { after }, keyFor(config, 'script'));
}

function resolveTarget(target: string | Element | null | undefined): Element | null {
  if (!target) return null;
  if (typeof target !== 'string') return target;
  return document.querySelector(target);
}

/** The popup for a studio, created hidden (no button of ours) when only host elements open it. */
function popupFor(studioId: string): Mounted | undefined {
  for (const entry of mounted.values()) {
    if (
      entry.config.studioId === studioId &&
      (entry.config.mode === 'popup' || entry.config.mode === 'floating') &&
      entry.host.isConnected
    ) {
      return entry;
    }
  }
  const config = configFromOptions('popup', { studioId });
  if (!config) return undefined;
  // The host's own openers alone: a popup with no button of ours anywhere.
  return mount(config, { hidden: true }, keyFor(config, 'hidden'));
}

function openPopup(studioId: string, opener: HTMLElement | null) {
  const entry = popupFor(studioId);
  if (!entry) return;
  const tryOpen = (attempt: number) => {
    if (entry.popup) entry.popup.open(opener);
    // Just rendered: the handle exists once React has committed; retry on the next frames.
    else if (attempt < 120) requestAnimationFrame(() => tryOpen(attempt + 1));
  };
  // Just created: it renders once its stylesheet and the popup's code have loaded.
  void (entry.rendered ?? Promise.resolve()).then(() => tryOpen(0));
}

function scanTargets(rootNode: ParentNode) {
  for (const element of rootNode.querySelectorAll(`[${TARGET_ATTR}]`)) {
    if (targets.has(element) && mounted.get(targets.get(element)!)?.host.isConnected) continue;
    // An iframe the iframe mode's small boot put there before this bundle came.
    if (!targets.has(element) && holdsWidget(element)) continue;
    const config = readWidgetConfig((element as HTMLElement).dataset);
    if (config) safely(config.studioId, () => mountConfig(config, element));
  }
}

/** Host elements removed (an SPA route change): their widgets unmount; new targets mount. */
function watchPage() {
  new MutationObserver((records) => {
    if (!records.some((r) => r.addedNodes.length > 0 || r.removedNodes.length > 0)) return;
    for (const entry of [...mounted.values()]) {
      if (!entry.host.isConnected) safely(entry.config.studioId, entry.unmount);
    }
    scanTargets(document);
  }).observe(document.documentElement, { childList: true, subtree: true });

  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.(`[${OPEN_ATTR}]`);
    if (!opener) return;
    const studioId = opener.getAttribute(OPEN_ATTR)?.trim();
    if (!studioId) return;
    event.preventDefault();
    safely(studioId, () => openPopup(studioId, opener as HTMLElement));
  });
}

/**
 * Runs `work` now, or once the document is parsed when it is still loading and `now` says the page
 * is not there yet (a loader in <head>, or a slow host script before the target).
 */
function whenParsed(studioId: string, now: () => boolean, work: () => void): void {
  if (document.readyState !== 'loading' || now()) {
    safely(studioId, work);
    return;
  }
  document.addEventListener('DOMContentLoaded', () => safely(studioId, work), { once: true });
}

/** A widget that cannot mount: the error event, and the message where the widget would have been. */
function failInPlace(config: WidgetConfig, after: Element | null, message: string): void {
  if (after?.closest('body')) {
    const { host, container } = createShadowHost(config, stylesheet, null);
    after.after(host);
    showFailure(container, config.lang);
    emit(host, 'error', { studioId: config.studioId, message });
    return;
  }
  reportError(config.studioId, new Error(message));
}

/** The loader's own <script data-studio-id> tag, wherever the studio put it. */
function mountScript(script: HTMLScriptElement) {
  const config = readWidgetConfig(script.dataset);
  if (!config) return;
  const find = () => (config.target ? document.querySelector(config.target) : null);
  const inBody = () => script.closest('body') !== null;
  whenParsed(
    config.studioId,
    () => (config.target ? find() !== null : inBody()),
    () => {
      const target = find();
      if (config.target && !target) {
        failInPlace(config, script, `BeautyDesk: no element matches ${config.target}`);
        return;
      }
      if (target || inBody() || config.mode === 'floating') {
        mountConfig(config, target, script);
        return;
      }
      // A tag in <head> (a site builder's "header code") with no target: never mount into <head>.
      // A popup needs no place (the site's own buttons open it); a form does.
      if (config.mode === 'popup') {
        mount(config, { hidden: true }, keyFor(config, 'hidden'));
        return;
      }
      reportError(
        config.studioId,
        new Error(
          'BeautyDesk: a loader in <head> needs data-target (the element the form goes in)',
        ),
      );
    },
  );
}

/** BeautyDeskWidget(command, ...args): the public API of the global. */
function command(name: unknown, ...args: unknown[]): void {
  if (name === 'script') {
    mountScript(args[0] as HTMLScriptElement);
    return;
  }
  if (WIDGET_MODES.includes(name as WidgetMode)) {
    const options = (args[0] ?? {}) as WidgetOptions;
    const config = configFromOptions(name as WidgetMode, options);
    if (!config) {
      reportError(null, new Error('BeautyDesk: studioId is required'));
      return;
    }
    whenParsed(
      config.studioId,
      () => !options.target || resolveTarget(options.target) !== null,
      () => {
        const target = resolveTarget(options.target);
        if (options.target && !target) throw new Error('BeautyDesk: the target element is missing');
        mountConfig(config, target);
      },
    );
    return;
  }
  if ((name === 'on' || name === 'off') && isHostEvent(args[0]) && typeof args[1] === 'function') {
    (name === 'on' ? addListener : removeListener)(args[0], args[1] as (detail: unknown) => void);
    return;
  }
  if (name === 'open' && typeof args[0] === 'string') {
    // The opener (the loader passes the host element clicked before the bundle came) gets focus back.
    openPopup(args[0], args[1] instanceof HTMLElement ? args[1] : null);
    return;
  }
  reportError(null, new Error(`BeautyDesk: unknown command ${String(name)}`));
}

/**
 * The public calls, with the studio's info the loader already asked for: its first call for that
 * studio takes the loader's answer instead of asking again.
 */
function fetchWithPrefetched(info: Record<string, Promise<Response>>): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = /\/public\/studios\/([^/]+)\/info$/.exec(url);
    const studioId = match ? decodeURIComponent(match[1]!) : null;
    const started = studioId ? info[studioId] : undefined;
    if (studioId && started) {
      delete info[studioId];
      return started.catch(() => fetch(input, init));
    }
    return fetch(input, init);
  };
}

/** The site's own `BeautyDesk`, when it is the queue of the README's earlier snippet (ours). */
function earlierQueue(): QueuedGlobal | null {
  const earlier = (window as unknown as { BeautyDesk?: unknown }).BeautyDesk;
  return typeof earlier === 'function' && Array.isArray((earlier as QueuedGlobal).q)
    ? (earlier as QueuedGlobal)
    : null;
}

export function boot(global: QueuedGlobal): void {
  try {
    if (global.booted) return;
    base = global.base ?? '';
    stylesheet = `${base}${global.css ?? ''}`;
    configurePublicApi({
      origin: new URL(base).origin,
      fetch: fetchWithPrefetched(global.info ?? {}),
    });
    const earlier = earlierQueue();
    const queue = [...(earlier?.q ?? []), ...(global.q ?? [])];
    const api = Object.assign(
      (...args: unknown[]) => {
        try {
          command(args[0], ...args.slice(1));
        } catch (error) {
          reportError(null, error);
        }
      },
      {
        q: [] as unknown[][],
        base,
        css: global.css,
        loading: true,
        booted: true,
        info: global.info,
      },
    );
    // Our name always; `BeautyDesk` only where it was our queue: a site's own object, function or
    // element of that name is neither called nor replaced.
    const w = window as unknown as { BeautyDeskWidget: QueuedGlobal; BeautyDesk?: QueuedGlobal };
    w.BeautyDeskWidget = api;
    if (earlier) w.BeautyDesk = api;
    watchPage();
    // 'on' first, so a listener queued after a mount still hears that widget's events.
    const ordered = [...queue.filter((c) => c[0] === 'on'), ...queue.filter((c) => c[0] !== 'on')];
    for (const args of ordered) api(...args);
    scanTargets(document);
  } catch (error) {
    reportError(null, error);
  }
}

export { HOST_TAG };
