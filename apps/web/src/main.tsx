// Staff app entry: configures the API client (tokens in localStorage) and mounts the app: hydrates
// the HTML the build prerendered for this page (prerender.tsx: /login, the public booking page), or
// renders into the empty #root of index.html.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@beautydesk/ui/theme/fonts.css';
import { configureApi } from '@beautydesk/api/client';
import { staffTheme } from '@beautydesk/ui/theme/staff.css';
import { themeRoot } from '@beautydesk/ui/theme/base.css';
import './app.css.ts';
import { App } from './app.tsx';
import { preloadFor } from './preload.ts';
import { readPageData } from './prerendered.ts';

const { tokens } = configureApi();
preloadFor(window.location.pathname, Boolean(tokens.getAccessToken() || tokens.getRefreshToken()));
// On <body>, so portalled parts (the drawer, dialogs) get the theme too (the built HTML has them
// already: scripts/prerender.mjs).
document.body.classList.add(staffTheme, themeRoot);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App pageData={readPageData()} />
  </StrictMode>
);
if (root.hasChildNodes()) {
  // As a transition the hydration yields to the browser every few milliseconds instead of holding
  // the main thread for all of it (the page is painted already; issue 18's blocking time).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
