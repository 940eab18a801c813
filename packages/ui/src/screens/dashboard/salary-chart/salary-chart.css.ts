// The salary chart's colours come from the theme's tones, so both themes and the contrast checks apply.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

/** The bars' height whatever the width; the picture stretches sideways (preserveAspectRatio none). */
export const svg = style({ width: '100%', height: '10rem', display: 'block', overflow: 'visible' });

export const revenueBar = style({ fill: vars.color.info.border });
export const salaryBar = style({ fill: vars.color.primary.solid });

export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

/** One cell per month under its bars; a label wider than its cell spills into the unlabelled neighbours. */
export const months = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const monthLabel = style({
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'visible',
  display: 'flex',
  justifyContent: 'center',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const swatch = style({ width: '0.75rem', height: '0.75rem', borderRadius: vars.radius.sm });
export const revenueSwatch = style([swatch, { background: vars.color.info.border }]);
export const salarySwatch = style([swatch, { background: vars.color.primary.solid }]);
