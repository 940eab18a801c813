// Staff app entry: configures the API client (tokens in localStorage) and mounts the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@beautydesk/ui/theme/fonts';
import { configureApi } from '@beautydesk/api/client';
import { staffTheme } from '@beautydesk/ui/theme/staff.css';
import { themeRoot } from '@beautydesk/ui/theme/base.css';
import './app.css.ts';
import { App } from './app.tsx';
import { preloadFor } from './preload.ts';

const { tokens } = configureApi();
preloadFor(window.location.pathname, Boolean(tokens.getAccessToken() || tokens.getRefreshToken()));
// On <body>, so portalled parts (the drawer, dialogs) get the theme too.
document.body.classList.add(staffTheme, themeRoot);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
