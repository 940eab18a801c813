// Delays the spec fixes (part 1 §9, part 2 §9), in milliseconds.

/** Redirects after 2 s: e-mail confirmation, invitation accept or decline, public booking success. */
export const REDIRECT_DELAY_MS = 2000;
