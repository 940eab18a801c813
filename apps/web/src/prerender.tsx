// The build's prerender (issue 18): the first paint of the pages a visitor opens cold (/login, the
// public booking page) as HTML, so the browser paints them before the scripts arrive and run; the
// entry then hydrates that HTML (main.tsx). Rendered in Node by scripts/prerender.mjs from the SSR
// build of this file, signed out (no stored tokens on the server: the session reads 'unauthenticated',
// as the browser's first, hydrating render does too).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { API_BASE_PATH } from '@beautydesk/api/paths';
import { staffTheme } from '@beautydesk/ui/theme/staff.css';
import { themeRoot } from '@beautydesk/ui/theme/base.css';
import './app.css.ts';
import { AppFrame, AppPages } from './app.tsx';
import { publicRoutes } from './routes.ts';

interface PrerenderedRoute {
  pattern: string;
  path: string;
  file: string;
  /** API answers the page asks for at once (`:param` from the page's path): preloaded. */
  preload?: readonly string[];
}

/** The pages written as HTML, by route pattern, with the path rendered for each (any id will do: the
 *  booking page's first paint is its loading line, the same for every studio). */
export const prerenderedRoutes = [
  { pattern: '/login', path: '/login', file: 'login.html' },
  {
    pattern: '/public/booking/:studioId',
    path: '/public/booking/prerender',
    file: 'public-booking.html',
    // The studio's card is the page's largest paint and waits for this answer: the server names
    // it in a Link header, so it downloads with the scripts instead of after they run. The same
    // URL as getPublicStudioInfo's (packages/api/src/public-calls.ts).
    preload: [`${API_BASE_PATH}/public/studios/:studioId/info`],
  },
] as const satisfies readonly PrerenderedRoute[];

/** The other routes' literal paths, which win over a pattern's `:param` (/public/booking/success). */
export const literalRoutes: readonly string[] = publicRoutes.filter((path) => !path.includes(':'));

/** The classes main.tsx puts on <body>, written into the HTML so the first paint has the theme. */
export const bodyClass = `${staffTheme} ${themeRoot}`;

/** The HTML inside #root for `path`, once every lazy page it shows has loaded. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppFrame>
        <StaticRouter location={path}>
          <AppPages />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
