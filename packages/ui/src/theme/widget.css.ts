// The public booking widget's theme: warmer rose primary and rounder shapes, for studios' own sites.
// Hosts may override any value through the CSS variables on the widget's host element.
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { sharedTokens, statusTones } from './shared-tokens.ts';

export const widgetTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    primary: {
      solid: '#be185d',
      solidHover: '#9d174d',
      onSolid: '#ffffff',
      subtle: '#fce7f3',
      onSubtle: '#9d174d',
      border: '#f9a8d4',
    },
    secondary: {
      solid: '#57534e',
      solidHover: '#44403c',
      onSolid: '#ffffff',
      subtle: '#f5f5f4',
      onSubtle: '#44403c',
      border: '#d6d3d1',
    },
    ...statusTones,
    neutral: {
      solid: '#e7e5e4',
      solidHover: '#d6d3d1',
      onSolid: '#1c1917',
      subtle: '#fafaf9',
      onSubtle: '#44403c',
      border: '#e7e5e4',
    },
    background: '#fffbfa',
    surface: '#ffffff',
    surfaceMuted: '#faf5f3',
    text: '#1c1917',
    textMuted: '#57534e',
    border: '#e7e5e4',
    borderStrong: '#a8a29e',
    focusRing: '#db2777',
    overlay: 'rgba(28, 25, 23, 0.5)',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(28, 25, 23, 0.06)',
    md: '0 6px 16px rgba(28, 25, 23, 0.08)',
    lg: '0 16px 40px rgba(28, 25, 23, 0.18)',
  },
});
