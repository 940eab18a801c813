// The tiny classic script a studio puts on its site (no dependencies, ≤ 1.5 kB gzip). It keeps its
// queue under a name it owns, `BeautyDeskWidget(...)` (calls made before the bundle loads wait in
// `.q`; a site's own `BeautyDesk`, an element with that id or anything else, is never touched or
// called), queues a mount for its own <script data-studio-id> tag, reserves the space of an inline
// or iframe widget at once (a sized skeleton, so the form loading later pushes nothing), and starts
// in parallel the bundle, its stylesheet and the studio's info. Everything else lives in the bundle.

interface QueuedGlobal {
  (...args: unknown[]): void;
  q?: unknown[][];
  /** The folder the loader came from: the bundle, its stylesheet and frame.html live there. */
  base?: string;
  /** The bundle's stylesheet, by its content-hashed name (the bundle links it in each widget). */
  css?: string;
  /** Set once the bundle's import has started, so a second loader does not import it again. */
  loading?: boolean;
  /** Set by the bundle once it runs the commands itself. */
  booted?: boolean;
  /** The bundle's file name (the iframe mode's boot hands over to it when asked for more). */
  js?: string;
  /** The studios' info requests started here, by studio id (the bundle's first call takes them). */
  info?: Record<string, Promise<Response>>;
}

type Boot = { boot: (global: QueuedGlobal) => void };

/** The bundle's content-hashed names, written in at build time (vite.config.ts, nameTheBundle). */
declare const __WIDGET_FILES__: { js: string; css: string; iframe: string };

(() => {
  const w = window as unknown as { BeautyDeskWidget?: QueuedGlobal };
  const script = document.currentScript as HTMLScriptElement | null;
  const fail = (message: string) =>
    document.dispatchEvent(new CustomEvent('beautydesk:error', { detail: { message } }));
  let global = w.BeautyDeskWidget;
  if (typeof global !== 'function') {
    const queued: QueuedGlobal = (...args) => {
      (queued.q = queued.q || []).push(args);
    };
    global = w.BeautyDeskWidget = queued;
  }
  global.q = global.q || [];
  const info = (global.info = global.info || {});
  const files = __WIDGET_FILES__;
  if (script) {
    global.base = global.base || new URL('.', script.src).href;
    const data = script.dataset;
    const id = data.studioId;
    // The script's own data-* attributes: mounted by the bundle once per target.
    if (id) {
      global('script', script);
      const mode = data.mode || 'inline';
      // The studio's info, asked for now rather than after the bundle, its stylesheet and React.
      if (mode == 'inline' && !info[id]) {
        info[id] = fetch(
          `${new URL(global.base).origin}/api/v1/public/studios/${encodeURIComponent(id)}/info`,
          { headers: { Accept: 'application/json' } },
        );
        info[id].catch(() => {});
      }
      // The form's place, taken before anything loads (a target already parsed, or the script's
      // own place in <body>); the bundle renders into this very element.
      const target = data.target ? document.querySelector(data.target) : script;
      // (Not twice: the same snippet included again finds its widget there.)
      const taken = data.target
        ? target && target.querySelector('beautydesk-widget')
        : target && target.nextElementSibling?.localName == 'beautydesk-widget';
      if ((mode == 'inline' || mode == 'iframe') && target && !taken && target.closest('body')) {
        const host = document.createElement('beautydesk-widget');
        host.setAttribute('data-beautydesk-reserved', '');
        const style = host.style;
        style.display = 'block';
        style.minHeight = 'min(100vh, 1100px)';
        style.borderRadius = '16px';
        style.background = 'rgba(120, 113, 108, 0.12)';
        if (data.target) target.appendChild(host);
        else target.after(host);
      }
    }
  }
  if (global.loading || !global.base) return;
  global.loading = true;
  global.css = files.css;
  global.js = files.js;
  // Only iframes asked for: the frame brings the form from our origin, so the page gets the
  // iframe mode's small boot, not the bundle (nor its stylesheet).
  const iframeOnly =
    global.q.some((c) => c[0] == 'script') &&
    global.q.every(
      (c) =>
        c[0] == 'on' ||
        c[0] == 'off' ||
        (c[0] == 'script' && (c[1] as HTMLScriptElement).dataset.mode == 'iframe'),
    );
  if (!iframeOnly) {
    // The stylesheet comes with the bundle, not after it (the shadow roots' links find it cached).
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'style';
    preload.href = global.base + files.css;
    document.head.appendChild(preload);
  }
  // A site's own opener clicked before the bundle is here opens the popup once it is.
  document.addEventListener('click', (event) => {
    if (w.BeautyDeskWidget?.booted) return;
    const opener = (event.target as Element | null)?.closest?.('[data-beautydesk-open]');
    const id = opener?.getAttribute('data-beautydesk-open');
    if (!id) return;
    event.preventDefault();
    w.BeautyDeskWidget?.('open', id, opener);
  });
  const bundle = global;
  import(/* @vite-ignore */ `${global.base}${iframeOnly ? files.iframe : files.js}`).then(
    (widget: Boot) => widget.boot(bundle),
    // No bundle, no widget: tell the host page and the visitor, never throw into the page.
    (error: unknown) => {
      fail(String(error));
      for (const host of document.querySelectorAll('[data-beautydesk-reserved]')) {
        host.textContent = 'Не удалось открыть онлайн-запись';
        (host as HTMLElement).style.minHeight = '';
      }
    },
  );
})();
