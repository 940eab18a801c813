import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Text blocks carry no margins: the space around them is set by the layout primitives (Stack).
const reset = { margin: 0, minWidth: 0 } as const;

export const heading = style({
  ...reset,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const headingSize = styleVariants({
  sm: { fontSize: vars.font.size.md },
  md: { fontSize: vars.font.size.lg },
  lg: { fontSize: vars.font.size.xl },
  xl: { fontSize: vars.font.size['2xl'] },
  '2xl': { fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold },
});

export const paragraph = style({
  ...reset,
  lineHeight: vars.font.lineHeight.normal,
});

export const paragraphSize = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
});

export const tone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
});

/**
 * The title of a card, dialog or empty/error state. Unlike `heading` it sets no colour or letter
 * spacing, so it takes the colour of the surface it sits on.
 */
export const blockTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The muted line under a `blockTitle`. */
export const blockDescription = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const label = style({
  display: 'inline-block',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const requiredMark = style({
  marginInlineStart: '2px',
  color: vars.color.error.onSubtle,
});

export const smallText = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});
