// The widget bundle: renders inside a Shadow DOM root so the host page's CSS cannot reach it and
// its CSS cannot leak out. The public booking flow lands here with the public-booking issue.
import { createRoot } from 'react-dom/client';
import { clsx } from 'clsx';
import { widgetTheme } from '@beautydesk/ui/theme/widget.css';
import { themeRoot } from '@beautydesk/ui/theme/base.css';
import type { WidgetConfig } from './config.ts';

export function mount(host: HTMLElement, config: WidgetConfig, base: URL): void {
  const shadow = host.attachShadow({ mode: 'open' });
  const css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = new URL('widget.css', base).href;
  shadow.appendChild(css);
  const container = document.createElement('div');
  container.className = clsx(widgetTheme, themeRoot);
  shadow.appendChild(container);
  createRoot(container).render(
    <section aria-label="Онлайн-запись">
      <p>Онлайн-запись в студию {config.studioId}</p>
    </section>,
  );
  host.dispatchEvent(new CustomEvent('beautydesk:ready', { bubbles: true, detail: config }));
}
