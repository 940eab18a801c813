// The frame of the pages whose first paint is HTML (the prerendered /login and the public booking
// page, also as the server renders it per studio). Lighthouse's mobile run (issue 18) showed what
// held that paint back: the stylesheet, one more round trip before anything shows, and the entry
// scripts, which the simulation counted as blocking the paint because they asked for the bandwidth
// at the same high priority. So in this frame the stylesheet is inline and the scripts are fetched
// at low priority: they are still needed at once (to hydrate), but after what paints. index.html,
// the frame of every other page, keeps its cacheable <link>.

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/[^"]+\.css)">/g;
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")(?= )/g;

/**
 * `template` (the built index.html) with each linked stylesheet written inline (`read` gives a
 * file's text by its URL path) and its module scripts and preloads at `fetchpriority="low"`.
 */
export function paintFirstFrame(template: string, read: (path: string) => string): string {
  let inlined = 0;
  const frame = template
    .replace(STYLESHEET, (_link, path: string) => {
      const css = read(path);
      // The only way CSS could end the element early; vanilla-extract never writes it.
      if (/<\/style/i.test(css)) throw new Error(`${path} holds "</style": it cannot go inline.`);
      inlined += 1;
      return `<style>${css}</style>`;
    })
    .replace(SCRIPT_TAGS, (_tag, opening: string) => `<${opening} fetchpriority="low"`);
  if (inlined === 0) throw new Error('The template links no stylesheet to write inline.');
  return frame;
}
