// The demo studio site at /widget/demo: a host page styled as aggressively as real sites are (global
// resets, `* { box-sizing: content-box }`, big fonts, !important rules), showing every widget mode
// for the demo studio. No inline script or style anywhere, so it runs under the strict CSP it is
// served with; its stylesheet and script are demo.css and demo.js beside the widget.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface DemoPageOptions {
  /** Absolute URL of the widget folder, ending in '/': where loader.js, demo.css and demo.js are. */
  widgetBase: string;
  /** The studio the demo books with; null shows how to pass one (?studio=…). */
  studioId: string | null;
  /** false: the same page without the loader (to compare the host's own styles). */
  withWidget: boolean;
}

export function demoPageHtml({ widgetBase, studioId, withWidget }: DemoPageOptions): string {
  const base = escapeHtml(widgetBase);
  const id = escapeHtml(studioId ?? '');
  const sections = studioId
    ? `
    <section id="inline-section">
      <h2>Встроенная запись (inline)</h2>
      <p class="note">Скрипт с <code>data-target</code> рисует форму прямо здесь.</p>
      <div id="inline-target" class="box"></div>
    </section>
    <section id="popup-section">
      <h2>Всплывающее окно (popup)</h2>
      <p class="note">Наша кнопка, и любая кнопка сайта с атрибутом <code>data-beautydesk-open</code>.</p>
      <div data-beautydesk-widget data-studio-id="${id}" data-mode="popup"></div>
      <p><button type="button" id="host-open" class="host-button" data-beautydesk-open="${id}">Кнопка сайта: записаться</button></p>
    </section>
    <section id="iframe-section">
      <h2>Полная изоляция (iframe)</h2>
      <div id="iframe-target" data-beautydesk-widget data-studio-id="${id}" data-mode="iframe"></div>
    </section>
    <section id="spa-section">
      <h2>Смена страницы в SPA</h2>
      <p><button type="button" id="spa-swap" class="host-button">Убрать и вернуть форму</button></p>
      <div id="spa-slot"></div>
    </section>
    <div data-beautydesk-widget data-studio-id="${id}" data-mode="floating"></div>`
    : `<p class="note">Демо-студия не найдена: откройте <code>/widget/demo?studio=ID_СТУДИИ</code>.</p>`;
  const loader =
    withWidget && studioId
      ? `<script src="${base}demo.js"></script>
    <script async src="${base}loader.js" data-studio-id="${id}" data-target="#inline-target"></script>`
      : '';
  return `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Студия «Гладкость» — демо-сайт с виджетом записи</title>
    <link rel="stylesheet" href="${base}demo.css" />
    ${loader}
  </head>
  <body>
    <header class="site-header">
      <h1>Студия «Гладкость»</h1>
      <nav><a href="#inline-section">Запись</a> · <a href="#popup-section">Окно</a> · <a href="#iframe-section">Iframe</a></nav>
    </header>
    <main>
      <p class="lead" id="lead">Это сайт студии с агрессивными стилями. Виджет BeautyDesk живёт в Shadow DOM: стили сайта не проникают внутрь, а его стили не выходят наружу.</p>
      <output id="events" aria-live="polite"></output>
      ${sections}
    </main>
    <footer class="site-footer">© Студия «Гладкость»</footer>
  </body>
</html>
`;
}

/** demo.css: the host site's own styles, deliberately hostile. */
export const DEMO_CSS = `* { box-sizing: content-box !important; margin: 0; padding: 0; }
html { font-size: 22px; }
body { font: 22px/1.9 Georgia, 'Times New Roman', serif !important; color: #1e3a5f !important;
  background: #fdf6e3 !important; letter-spacing: 0.04em; text-transform: none; }
h1, h2 { font-family: Impact, 'Arial Black', sans-serif !important; color: #b91c1c !important;
  text-transform: uppercase !important; margin: 12px 0 !important; }
h1 { font-size: 48px !important; }
h2 { font-size: 34px !important; }
p, li { margin: 8px 0 !important; }
div { padding: 4px; }
button, input, select, textarea { font: inherit !important; color: inherit !important;
  background: #fde047 !important; border: 4px solid #000 !important; border-radius: 0 !important;
  padding: 10px 18px !important; }
iframe { border: 6px dashed #dc2626 !important; }
dialog { background: #000 !important; color: #fff !important; }
ul { list-style: square !important; padding-left: 40px !important; }
label { font-weight: 900 !important; color: #7c3aed !important; }
a { color: #dc2626 !important; text-decoration: underline wavy !important; }
main, header, footer { display: block; max-width: 960px; margin: 0 auto !important; padding: 16px !important; }
section { border-top: 3px double #1e3a5f; padding: 16px 0 !important; }
.note { font-size: 18px !important; font-style: italic; }
.box { min-height: 40px; }
#events { display: block; font-family: monospace !important; font-size: 16px !important;
  overflow-wrap: anywhere; }
h1 { overflow-wrap: anywhere; }
`;

/**
 * demo.js: the queued global for hosts that prefer code (calls before the bundle loads are replayed),
 * the host events shown on the page, and an SPA-style route change that removes and re-adds a widget.
 */
export const DEMO_JS = `window.BeautyDeskWidget = window.BeautyDeskWidget || function () {
  (window.BeautyDeskWidget.q = window.BeautyDeskWidget.q || []).push(arguments);
};
(function () {
  function log(name) {
    return function (detail) {
      var out = document.getElementById('events');
      if (out) out.textContent = name + ': ' + JSON.stringify(detail);
    };
  }
  BeautyDeskWidget('on', 'ready', log('ready'));
  BeautyDeskWidget('on', 'booked', log('booked'));
  BeautyDeskWidget('on', 'error', log('error'));
  document.addEventListener('click', function (event) {
    if (!event.target || event.target.id !== 'spa-swap') return;
    var slot = document.getElementById('spa-slot');
    var studio = document.querySelector('script[data-studio-id]').getAttribute('data-studio-id');
    slot.textContent = '';
    var page = document.createElement('div');
    page.setAttribute('data-beautydesk-widget', '');
    page.setAttribute('data-studio-id', studio);
    slot.appendChild(page);
  });
})();
`;
