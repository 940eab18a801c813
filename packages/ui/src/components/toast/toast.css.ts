import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const edge = vars.space['4'];

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${edge}))` },
  to: { transform: 'none' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${edge}))` },
});

export const viewport = style({
  position: 'fixed',
  top: edge,
  right: edge,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  // Radix appends each new toast at the end of the list; reversing puts the newest on top.
  flexDirection: 'column-reverse',
  gap: vars.space['2'],
  width: '360px',
  maxWidth: `calc(100vw - 2 * ${edge})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.modal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
    // Swiping right follows the finger, snaps back when cancelled and flies off when done.
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'none', transition: `transform ${vars.motion.fast}` },
    '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.fast} ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-state]': { animation: 'none' } },
    },
  },
});

export const tone = styleVariants(
  {
    success: vars.color.success,
    error: vars.color.error,
    warning: vars.color.warning,
    info: vars.color.info,
  },
  (toneColors) => ({ borderLeftColor: toneColors.solid }),
);

export const icon = styleVariants(
  {
    success: vars.color.success,
    error: vars.color.error,
    warning: vars.color.warning,
    info: vars.color.info,
  },
  (toneColors) => ({ flexShrink: 0, marginTop: '1px', color: toneColors.solid }),
);

export const text = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  marginTop: '-3px',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});
