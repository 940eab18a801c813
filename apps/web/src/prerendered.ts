// The prerendered pages (prerender.tsx) show their form before the scripts have run: what a visitor
// typed or clicked there before React took the page over would be lost (or sent as a plain GET
// form). scripts/prerender.mjs makes their #root inert; the page lifts it once it has hydrated.
// A page the server renders at request time (the public booking page of a known studio) also
// carries the data it was rendered with, as JSON the hydrating render starts from.
import { createContext, useContext, useEffect } from 'react';

/** Makes the prerendered page usable: call in the page component the HTML was rendered from. */
export function useHydratedPage(): void {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
}

/**
 * What the server rendered the page with, by name (the names in prerender.tsx's routes): the same
 * JSON the API answers, so the page reads it with the API's own checks.
 */
export type PageData = Readonly<Record<string, unknown>>;

const PAGE_DATA_ID = 'page-data';

export const PageDataContext = createContext<PageData>({});

/** The data the page was rendered with (empty on a prerendered or client-rendered page). */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/** Reads the page's data script (pageDataScript) in the browser; empty when there is none. */
export function readPageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' ? (data as PageData) : {};
  } catch {
    return {};
  }
}

/** Characters that could end the script element or a comment in it, or break older parsers. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The data as a non-executable script element (no inline script for the CSP to allow): JSON with
 * `<`, `>`, `&`, U+2028 and U+2029 written as \u escapes, so no value (a studio named
 * `</script><script>…`) can close the element; JSON.parse reads them back as they were.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
