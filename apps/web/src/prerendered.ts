// The prerendered pages (prerender.tsx) show their form before the scripts have run: what a visitor
// typed or clicked there before React took the page over would be lost (or sent as a plain GET
// form). scripts/prerender.mjs makes their #root inert; the page lifts it once it has hydrated.
import { useEffect } from 'react';

/** Makes the prerendered page usable: call in the page component the HTML was rendered from. */
export function useHydratedPage(): void {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
}
