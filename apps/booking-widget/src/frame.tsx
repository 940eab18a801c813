// Iframe mode, the frame's side (frame.html on our origin): the booking flow full-page, its height
// posted to the parent, booked and error posted out, prefill taken in. The parent's origin comes
// from the browser (location.ancestorOrigins) where it can, else from the query the host set; every
// message goes to that origin only and is taken only from it and from the parent window.
import { createRoot } from 'react-dom/client';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { configurePublicApi } from '@beautydesk/api/public-calls';
import { widgetTheme } from '@beautydesk/ui/theme/widget.css';
import { themeRoot } from '@beautydesk/ui/theme/base.css';
import type { WidgetPrefill } from './config.ts';
import { BookingApp } from './booking-app.tsx';
import { acceptMessage, frameMessage, hostToFrame } from './frame-messages.ts';
import * as styles from './widget.css.ts';

function parentOrigin(query: URLSearchParams): string | null {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  const claimed = query.get('origin');
  try {
    return claimed ? new URL(claimed).origin : null;
  } catch {
    return null;
  }
}

export function mountFrame(): void {
  const query = new URLSearchParams(window.location.search);
  const studioId = query.get('studio')?.trim() ?? '';
  const origin = parentOrigin(query);
  const post = (message: object) => {
    if (origin && window.parent !== window) window.parent.postMessage(message, origin);
  };
  configurePublicApi({ origin: window.location.origin });
  document.documentElement.lang = query.get('lang') ?? 'ru';
  document.body.className = clsx(
    widgetTheme,
    themeRoot,
    styles.themed,
    query.get('theme') === 'dark' && styles.dark,
  );
  const root = document.getElementById('root') ?? document.body;

  // The content's height, so the host can size the iframe and no inner scrollbar appears.
  new ResizeObserver(() => {
    post(frameMessage({ type: 'resize', height: root.scrollHeight }));
  }).observe(root);

  function Frame() {
    const [prefill, setPrefill] = useState<WidgetPrefill | null>(null);
    useEffect(() => {
      const onMessage = (event: MessageEvent) => {
        if (!origin || event.source !== window.parent) return;
        const message = acceptMessage(hostToFrame, event, origin);
        if (message?.type === 'prefill') setPrefill(message.prefill);
      };
      window.addEventListener('message', onMessage);
      post(frameMessage({ type: 'ready', studioId }));
      return () => window.removeEventListener('message', onMessage);
    }, []);
    return (
      <BookingApp
        // Prefill arrives after 'ready': start over with it (nothing typed yet at that moment).
        key={prefill ? 'prefilled' : 'plain'}
        studioId={studioId}
        lang={query.get('lang') ?? 'ru'}
        prefill={prefill ?? {}}
        headingLevel={1}
        onBooked={(detail) => post(frameMessage({ type: 'booked', ...detail }))}
        onError={(message) => post(frameMessage({ type: 'error', message }))}
      />
    );
  }
  createRoot(root).render(<Frame />);
}
