// The tiny script a studio puts on its site: reads its data attributes, then lazy-loads the widget
// bundle from the same folder and mounts it. Kept dependency-free so it costs almost nothing to load.
import { readWidgetConfig } from './config.ts';

const script = document.currentScript as HTMLScriptElement | null;
const config = script ? readWidgetConfig(script.dataset) : null;

if (script && config) {
  const base = new URL('.', script.src);
  const target = config.target ? document.querySelector(config.target) : null;
  const host = document.createElement('div');
  host.setAttribute('data-beautydesk-widget', config.studioId);
  if (target) target.appendChild(host);
  else script.after(host);

  import(/* @vite-ignore */ new URL('widget.js', base).href)
    .then((widget: { mount: (host: HTMLElement, cfg: typeof config, base: URL) => void }) =>
      widget.mount(host, config, base),
    )
    .catch((error: unknown) => {
      host.dispatchEvent(new CustomEvent('beautydesk:error', { bubbles: true, detail: { error } }));
    });
} else if (script) {
  console.warn('BeautyDesk widget: data-studio-id is missing on the script tag.');
}
