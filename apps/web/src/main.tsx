// Staff app entry: mounts the app inside the staff theme.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@beautydesk/ui/theme/fonts';
import { App } from './app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
