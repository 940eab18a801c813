import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: vars.color.text,
  background: vars.color.surface,
  border: '1px solid transparent',
  borderRadius: vars.radius.lg,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}, background-color ${vars.motion.fast}`,
});

export const variant = styleVariants({
  default: { borderColor: vars.color.border, boxShadow: vars.shadow.sm },
  elevated: { boxShadow: vars.shadow.md },
  outlined: { borderColor: vars.color.borderStrong, background: 'transparent' },
  filled: { background: vars.color.surfaceMuted },
});

// Padding and the rhythm between parts grow together, so a size reads as one density.
export const size = styleVariants({
  sm: { padding: vars.space['3'], gap: vars.space['2'] },
  md: { padding: vars.space['4'], gap: vars.space['3'] },
  lg: { padding: vars.space['6'], gap: vars.space['4'] },
});

export const interactive = style({
  cursor: 'pointer',
  outline: 'none',
  textAlign: 'start',
  selectors: {
    '&:hover': { borderColor: vars.color.primary.border, boxShadow: vars.shadow.md },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space['1'],
});

export const content = style({
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});
