// One widget's place on the host page: a <beautydesk-widget> element (a tag no host rule like
// `div { … !important }` matches) with an open shadow root holding our stylesheet and the themed
// container React renders into. Nothing of ours opens in a portal, so all of it stays in that root.
import { clsx } from 'clsx';
import { widgetTheme } from '@beautydesk/ui/theme/widget.css';
import { themeRoot } from '@beautydesk/ui/theme/base.css';
import type { WidgetConfig } from './config.ts';
import { HOST_TAG, keepBlock } from './reserved.ts';
import * as styles from './widget.css.ts';

export { HOST_TAG };

export interface ShadowHost {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** React renders here. */
  container: HTMLElement;
  /** Resolves when the stylesheet has loaded (or failed): rendering before it would flash unstyled. */
  styled: Promise<void>;
}

/** The host's theme options as CSS variables on the host element (set through CSSOM, CSP-safe). */
export function applyTheme(host: HTMLElement, theme: WidgetConfig['theme']): void {
  if (theme.brand) host.style.setProperty('--beautydesk-brand', theme.brand);
  if (theme.radius) host.style.setProperty('--beautydesk-radius', theme.radius);
  if (theme.font) host.style.setProperty('--beautydesk-font', theme.font);
  if (theme.fontSize) host.style.setProperty('--beautydesk-font-size', theme.fontSize);
  if (theme.offsetX) host.style.setProperty('--beautydesk-offset-x', theme.offsetX);
  if (theme.offsetY) host.style.setProperty('--beautydesk-offset-y', theme.offsetY);
  if (theme.mode) host.setAttribute('data-theme', theme.mode);
}

export function createShadowHost(
  config: WidgetConfig,
  stylesheet: string,
  reserved: HTMLElement | null = null,
): ShadowHost {
  const host = reserved ?? document.createElement(HOST_TAG);
  keepBlock(host);
  host.setAttribute('data-studio-id', config.studioId);
  host.setAttribute('data-mode', config.mode);
  applyTheme(host, config.theme);
  const shadow = host.attachShadow({ mode: 'open' });
  const css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = stylesheet;
  const styled = new Promise<void>((resolve) => {
    css.addEventListener('load', () => resolve());
    css.addEventListener('error', () => resolve());
  });
  shadow.appendChild(css);
  const outer = document.createElement('div');
  // Nothing inherited from the host element (a reset's `all: unset` lets its `text-align: center`
  // through) reaches the form.
  outer.className = clsx(widgetTheme, styles.reset);
  const container = document.createElement('div');
  container.lang = config.lang;
  outer.appendChild(container);
  shadow.appendChild(outer);
  syncThemeMode(host, container);
  return { host, shadow, container, styled };
}

/** The container's classes follow the host's data-theme (light by default). */
export function syncThemeMode(host: HTMLElement, container: HTMLElement): void {
  const isDark = host.getAttribute('data-theme') === 'dark';
  const mode = host.getAttribute('data-mode');
  container.className = clsx(
    themeRoot,
    styles.themed,
    isDark && styles.dark,
    (mode === 'popup' || mode === 'floating') && styles.triggerArea,
  );
}
