// The Chromium every browser test uses: Debian's package (Playwright cannot download browsers here).
import { existsSync } from 'node:fs';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Quiet on a closed network, stable for screenshots. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  // Re-raster whole tiles, never just the changed rectangle: a partial raster left the anti-aliased
  // corner of a focus ring a pixel different from a full one, so the same story's screenshot
  // differed between runs (cancel-booking-dialog--loading: 4 failures in 16 runs before, 0 in 24
  // after).
  '--disable-partial-raster',
];
