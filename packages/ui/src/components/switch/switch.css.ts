import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { row } from '../choice-field/choice-field.css.ts';

// The wider track takes a wider gap to its label.
export const root = style([row, { columnGap: vars.space['3'] }]);

const trackWidth = '36px';
const trackHeight = '20px';
const thumbSize = '16px';

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  padding: '1px',
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  // borderStrong, not border: the off track must stand out from the surface (non-text 3:1).
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="checked"]': { background: vars.color.primary.solid },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.neutral.solid },
    '&:disabled[data-state="checked"]': { background: vars.color.primary.border },
  },
});

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - 4px))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
