// Iframe mode, the host page's side: our frame.html in an <iframe> (inside the widget's shadow root,
// so host rules on `iframe` cannot restyle it), its height following the content, and its messages
// accepted only from our origin and from this very iframe, after the schema check.
import { acceptMessage, frameToHost, hostMessage } from './frame-messages.ts';
import type { WidgetConfig } from './config.ts';
import type { HostEventDetail } from './events.ts';

export interface FrameCallbacks {
  onReady: () => void;
  onBooked: (detail: HostEventDetail['booked']) => void;
  onError: (message: string) => void;
}

/** Appends the iframe to `parent`; returns the clean-up (removes the message listener). */
export function mountIframe(
  parent: HTMLElement | ShadowRoot,
  config: WidgetConfig,
  base: string,
  callbacks: FrameCallbacks,
): () => void {
  const widgetOrigin = new URL(base).origin;
  const src = new URL('frame.html', base);
  src.searchParams.set('studio', config.studioId);
  src.searchParams.set('origin', window.location.origin);
  src.searchParams.set('lang', config.lang);
  if (config.theme.mode) src.searchParams.set('theme', config.theme.mode);
  const iframe = document.createElement('iframe');
  iframe.src = src.href;
  iframe.title = 'Онлайн-запись';
  // Its box through CSSOM (CSP-safe, no stylesheet needed: the iframe mode's boot has none).
  for (const [name, value] of [
    ['display', 'block'],
    ['width', '100%'],
    ['border', '0'],
    ['min-height', '320px'],
    ['color-scheme', 'normal'],
  ]) {
    iframe.style.setProperty(name!, value!, 'important');
  }
  iframe.setAttribute('loading', 'lazy');
  parent.appendChild(iframe);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow) return;
    const message = acceptMessage(frameToHost, event, widgetOrigin);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        // Prefill travels by message, not in the URL, so it stays out of server logs.
        if (Object.keys(config.prefill).length > 0) {
          iframe.contentWindow?.postMessage(
            hostMessage({ type: 'prefill', prefill: config.prefill }),
            widgetOrigin,
          );
        }
        callbacks.onReady();
        break;
      case 'resize':
        iframe.style.height = `${Math.ceil(message.height)}px`;
        break;
      case 'booked':
        callbacks.onBooked({ appointmentId: message.appointmentId, studioId: message.studioId });
        break;
      case 'error':
        callbacks.onError(message.message);
        break;
    }
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
