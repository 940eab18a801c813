import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { breakpoints, from, type Breakpoint } from '../../theme/tokens.ts';

const slideInLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});
const slideOutLeft = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(-100%)' },
});
const slideInRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
const slideOutRight = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(100%)' },
});

const motion = `${vars.motion.modal} ${vars.motion.easing}`;

export const content = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(320px, 85vw)',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state]': { animation: 'none' } },
    },
  },
});

export const side = styleVariants({
  left: {
    left: 0,
    borderRight: `1px solid ${vars.color.border}`,
    selectors: {
      '&[data-state="open"]': { animation: `${slideInLeft} ${motion}` },
      '&[data-state="closed"]': { animation: `${slideOutLeft} ${motion}` },
    },
  },
  right: {
    right: 0,
    borderLeft: `1px solid ${vars.color.border}`,
    selectors: {
      '&[data-state="open"]': { animation: `${slideInRight} ${motion}` },
      '&[data-state="closed"]': { animation: `${slideOutRight} ${motion}` },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: '56px',
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['2']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space['2'],
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  marginLeft: 'auto',
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

// The doubled class outranks the trigger's own `display` (a Button's inline-flex) whatever order
// the stylesheets load in.
export const hideFrom = styleVariants(breakpoints, (_, bp) => ({
  '@media': { [from(bp as Breakpoint)]: { selectors: { '&&': { display: 'none' } } } },
}));
