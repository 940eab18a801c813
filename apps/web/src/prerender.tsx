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
import { pageDataScript, type PageData } from './prerendered.ts';
import { publicRoutes } from './routes.ts';

export { paintFirstFrame } from './paint-first.ts';

interface PrerenderedRoute {
  pattern: string;
  path: string;
  file: string;
  /** API answers the page asks for at once (`:param` from the page's path): preloaded. */
  preload?: readonly string[];
  /**
   * The page data the server may render this page with at request time (a name the server
   * knows how to answer from the path's `:param`s; prerendered.ts's PageData key): when it
   * answers, the page is rendered for it, else the prerendered file is sent.
   */
  data?: string;
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
    // Better still: the server renders the page for the studio (card and form) with that answer.
    data: 'publicStudioInfo',
  },
] as const satisfies readonly PrerenderedRoute[];

/** The other routes' literal paths, which win over a pattern's `:param` (/public/booking/success). */
export const literalRoutes: readonly string[] = publicRoutes.filter((path) => !path.includes(':'));

/** The classes main.tsx puts on <body>, written into the HTML so the first paint has the theme. */
export const bodyClass = `${staffTheme} ${themeRoot}`;

/** The HTML inside #root for `path`, once every lazy page it shows has loaded. */
export async function render(path: string, pageData: PageData = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppFrame pageData={pageData}>
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

/** index.html's empty #root, which a page's render goes into. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page for `path` in `template` (the built index.html with the theme on <body>): #root holds
 * the render, inert until the page has hydrated (prerendered.ts), and the data it was rendered
 * with follows as JSON for the hydrating render. The build writes the prerendered files with it;
 * the server renders pages with data (the public booking page of a known studio) with it.
 */
export async function renderDocument(
  template: string,
  path: string,
  pageData?: PageData,
): Promise<string> {
  if (!template.includes(EMPTY_ROOT)) throw new Error('The template has no empty #root.');
  const html = await render(path, pageData);
  const data = pageData === undefined ? '' : pageDataScript(pageData);
  // A function, so `$&` and the like in the HTML are not replacement patterns.
  return template.replace(EMPTY_ROOT, () => `<div id="root" inert>${html}</div>${data}`);
}
