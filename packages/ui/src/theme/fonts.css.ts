// The bundled UI font (Inter, Cyrillic and Latin), so every machine renders the same glyphs. Import
// once per app entry (and in Storybook's preview); @font-face must live in the document.
// The variable build: one file per subset holds every weight (wght axis only, the design of the
// static files), so a page loads two fonts, ~66 kB, instead of up to eight, ~128 kB: Lighthouse
// counts the fonts that end before the paint into the booking page's LCP. The package's wght.css
// declares every subset; only these two are declared here, so the greek and vietnamese rules and
// files stay out of the bundle. The files are imported, so the bundler hashes them.
import { globalFontFace } from '@vanilla-extract/css';
import cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2';
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { interFamily } from './shared-tokens.ts';

// One subset's face: every weight in one file; unicode-range as in the package's wght.css, so a
// page fetches only the subsets its text uses.
const face = (file: string, unicodeRange: string) => ({
  src: `url(${file}) format('woff2-variations')`,
  fontStyle: 'normal',
  fontWeight: '100 900',
  fontDisplay: 'swap' as const,
  unicodeRange,
});

globalFontFace(interFamily, [
  face(cyrillic, 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116'),
  face(
    latin,
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  ),
]);
