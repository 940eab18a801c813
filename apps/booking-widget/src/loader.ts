// The tiny classic script a studio puts on its site (no dependencies, ≤ 1.5 kB gzip). It installs the
// queued global `BeautyDesk(...)` (calls made before the bundle loads wait in `BeautyDesk.q`), queues
// a mount for its own <script data-studio-id> tag, and lazy-loads the bundle from its own folder once,
// however many times it is included. Everything else (parsing, mounting, events) lives in the bundle.

interface QueuedGlobal {
  (...args: unknown[]): void;
  q?: unknown[][];
  /** The folder the loader came from: the bundle, its stylesheet and frame.html live there. */
  base?: string;
  /** The bundle's stylesheet, by its content-hashed name (the bundle links it in each widget). */
  css?: string;
  /** Set once the bundle's import has started, so a second loader does not import it again. */
  loading?: boolean;
}

type Boot = { boot: (global: QueuedGlobal) => void };

/** The bundle's content-hashed names, written in at build time (vite.config.ts, nameTheBundle). */
declare const __WIDGET_FILES__: { js: string; css: string };

(() => {
  const w = window as unknown as { BeautyDesk?: QueuedGlobal };
  const script = document.currentScript as HTMLScriptElement | null;
  let global = w.BeautyDesk;
  if (!global) {
    const queued: QueuedGlobal = (...args) => {
      (queued.q = queued.q || []).push(args);
    };
    global = w.BeautyDesk = queued;
  }
  global.q = global.q || [];
  if (script) {
    global.base = global.base || new URL('.', script.src).href;
    // The script's own data-* attributes: mounted by the bundle once per target.
    if (script.dataset.studioId) global('script', script);
  }
  if (global.loading || !global.base) return;
  global.loading = true;
  const files = __WIDGET_FILES__;
  global.css = files.css;
  const bundle = global;
  import(/* @vite-ignore */ `${global.base}${files.js}`).then(
    (widget: Boot) => widget.boot(bundle),
    (error: unknown) => {
      // No bundle, no widget: tell the host page, never throw into it.
      document.dispatchEvent(
        new CustomEvent('beautydesk:error', { detail: { message: String(error) } }),
      );
    },
  );
})();
