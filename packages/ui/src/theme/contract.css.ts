// The design-token contract: every theme (staff, widget) fills the same names, components read only these.
import { createThemeContract } from '@vanilla-extract/css';

export const tones = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'info',
  'neutral',
] as const;
export type Tone = (typeof tones)[number];

const tone = {
  /** Filled background (buttons, solid badges); `onSolid` must read on it at AA contrast. */
  solid: null,
  solidHover: null,
  onSolid: null,
  /** Tinted background (soft badges, alerts) and the text that reads on it. */
  subtle: null,
  onSubtle: null,
  border: null,
};

export const vars = createThemeContract({
  color: {
    ...Object.fromEntries(tones.map((t) => [t, tone])),
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    overlay: null,
  } as Record<Tone, typeof tone> & {
    background: null;
    surface: null;
    surfaceMuted: null;
    text: null;
    textMuted: null;
    border: null;
    borderStrong: null;
    focusRing: null;
    overlay: null;
  },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  font: {
    family: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  zIndex: {
    base: null,
    sticky: null,
    banner: null,
    drawer: null,
    overlay: null,
    modal: null,
    toast: null,
  },
  motion: { fast: null, modal: null, easing: null },
});
