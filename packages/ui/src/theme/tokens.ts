// Spec constants for layout and motion (spec part 1 §9, part 2 §9), as plain numbers for media queries and timers.

/** Breakpoints in px: desktop tabs from md (768), the navigation drawer hidden from lg (1024). */
export const breakpoints = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** "Small screens at 480 px." */
export const smallScreen = 480;

/** `@media` query for widths from the given breakpoint up. */
export const from = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;
/** `@media` query for widths below the given breakpoint. */
export const below = (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;

/** Modal open/close animation. */
export const MODAL_ANIMATION_MS = 300;
/** Toasts stay this long. */
export const TOAST_DURATION_MS = 4000;
/** Dropdown lists never grow past this height. */
export const DROPDOWN_MAX_HEIGHT_PX = 200;
