import { style, styleVariants } from '@vanilla-extract/css';
import { tones, vars, type Tone } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  // The track must show against white surfaces too, so it gets an edge, not just a tint.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const indicator = style({
  height: '100%',
  borderRadius: 'inherit',
  transition: `width ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const tone = styleVariants(
  Object.fromEntries(tones.map((t) => [t, t])) as Record<Tone, Tone>,
  (t) => ({ background: vars.color[t].solid }),
);
