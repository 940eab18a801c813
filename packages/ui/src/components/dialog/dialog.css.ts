import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Only opacity and `scale` animate: centring uses the separate `translate` property, so the
// same keyframes serve the centred and the fullscreen panel.
const enter = keyframes({
  from: { opacity: 0, scale: '0.96' },
  to: { opacity: 1, scale: '1' },
});
const exit = keyframes({
  from: { opacity: 1, scale: '1' },
  to: { opacity: 0, scale: '0.96' },
});

const edge = vars.space['4'];

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  translate: '-50% -50%',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: `calc(100vw - 2 * ${edge})`,
  maxHeight: `calc(100dvh - 2 * ${edge})`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${enter} ${vars.motion.modal} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="closed"]': { animation: `${exit} ${vars.motion.modal} ${vars.motion.easing}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      selectors: { '&[data-state="closed"]': { animation: 'none' } },
    },
  },
});

export const size = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: '520px' },
  lg: { maxWidth: '720px' },
});

export const variant = styleVariants({
  default: {},
  fullscreen: {
    inset: 0,
    translate: 'none',
    width: '100%',
    maxWidth: 'none',
    height: '100%',
    maxHeight: 'none',
    border: 0,
    borderRadius: 0,
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['5']} ${vars.space['12']} 0 ${vars.space['6']}`,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space['4']} ${vars.space['6']}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['6']} ${vars.space['5']}`,
  marginTop: 'auto',
});

export const close = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

// Without the corner ✕ the header needs no room reserved for it.
export const confirmHeader = style({ paddingRight: vars.space['6'] });
