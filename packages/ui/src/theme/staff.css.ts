// The staff app's theme: calm violet primary, dense radii.
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { sharedTokens, statusTones } from './shared-tokens.ts';

export const staffTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    primary: {
      solid: '#6d28d9',
      solidHover: '#5b21b6',
      onSolid: '#ffffff',
      subtle: '#f3e8ff',
      onSubtle: '#5b21b6',
      border: '#c4b5fd',
    },
    secondary: {
      solid: '#475569',
      solidHover: '#334155',
      onSolid: '#ffffff',
      subtle: '#f1f5f9',
      onSubtle: '#334155',
      border: '#cbd5e1',
    },
    ...statusTones,
    neutral: {
      solid: '#e2e8f0',
      solidHover: '#cbd5e1',
      onSolid: '#1e293b',
      subtle: '#f8fafc',
      onSubtle: '#334155',
      border: '#e2e8f0',
    },
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#e2e8f0',
    borderStrong: '#94a3b8',
    focusRing: '#7c3aed',
    overlay: 'rgba(15, 23, 42, 0.5)',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
  },
});
