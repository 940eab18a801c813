import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const appear = keyframes({ from: { opacity: 0, scale: '0.96' }, to: { opacity: 1, scale: '1' } });

export const content = style({
  // The top layer: tooltips also appear on buttons inside dialogs.
  zIndex: vars.zIndex.toast,
  maxWidth: '280px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
  // Grows out of the trigger, whichever side Radix placed it on.
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.text });

/**
 * A disabled button fires no pointer or focus events, so the tooltip hangs on a focusable span
 * around it instead; the button ignores the pointer so hovering reaches the span.
 */
export const disabledWrapper = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

globalStyle(`${disabledWrapper} > *`, { pointerEvents: 'none' });
