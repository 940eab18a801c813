import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.primary.subtle,
  verticalAlign: 'middle',
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: '32px', height: '32px', fontSize: vars.font.size.xs },
  md: { width: '40px', height: '40px', fontSize: vars.font.size.sm },
  lg: { width: '56px', height: '56px', fontSize: vars.font.size.lg },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.primary.onSubtle,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  textTransform: 'uppercase',
});
