// Tokens both themes share (scale, type, layers, status colours); each theme adds its brand colours, radii and shadows.
import { MODAL_ANIMATION_MS } from './tokens.ts';

/** The bundled font's family name, as theme/fonts.css.ts declares it (the variable Inter). */
export const interFamily = 'Inter Variable';

// A locally installed static Inter next, then the system's UI font.
export const fontFamily = `'${interFamily}', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

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

/** Status colours are the same in both themes; only the brand and neutral colours differ. */
export const statusTones = {
  success: {
    solid: '#15803d',
    solidHover: '#166534',
    onSolid: '#ffffff',
    subtle: '#dcfce7',
    onSubtle: '#166534',
    border: '#86efac',
  },
  warning: {
    solid: '#b45309',
    solidHover: '#92400e',
    onSolid: '#ffffff',
    subtle: '#fef3c7',
    onSubtle: '#92400e',
    border: '#fcd34d',
  },
  error: {
    solid: '#b91c1c',
    solidHover: '#991b1b',
    onSolid: '#ffffff',
    subtle: '#fee2e2',
    onSubtle: '#991b1b',
    border: '#fca5a5',
  },
  info: {
    solid: '#0369a1',
    solidHover: '#075985',
    onSolid: '#ffffff',
    subtle: '#e0f2fe',
    onSubtle: '#075985',
    border: '#7dd3fc',
  },
};
