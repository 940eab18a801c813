import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const shimmer = keyframes({
  '0%': { opacity: 0.55 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.55 },
});

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1.6s' } },
});

export const size = styleVariants({
  sm: { width: '14px', height: '14px', borderWidth: '2px' },
  md: { width: '20px', height: '20px', borderWidth: '2px' },
  lg: { width: '32px', height: '32px', borderWidth: '3px' },
});

export const skeleton = style({
  display: 'block',
  background: vars.color.neutral.solid,
  borderRadius: vars.radius.md,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonShape = styleVariants({
  text: { height: '1em', width: '100%' },
  block: { height: '96px', width: '100%' },
  circle: { width: '40px', height: '40px', borderRadius: vars.radius.full },
});
