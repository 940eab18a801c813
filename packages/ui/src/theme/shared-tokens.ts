// Tokens both themes share (scale, type, layers); each theme adds its own colours, radii and shadows.
import { MODAL_ANIMATION_MS } from './tokens.ts';

export const fontFamily =
  "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const sharedTokens = {
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
  },
  font: {
    family: fontFamily,
    size: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '18px',
      xl: '20px',
      '2xl': '24px',
      '3xl': '30px',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  zIndex: {
    base: '0',
    sticky: '10',
    banner: '900',
    drawer: '1000',
    overlay: '1100',
    modal: '1200',
    toast: '1300',
  },
  motion: {
    fast: '150ms',
    modal: `${MODAL_ANIMATION_MS}ms`,
    easing: 'cubic-bezier(0.16, 1, 0.3, 1)',
  },
};
