import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { control } from '../input/input.css.ts';

export const box = style({ position: 'relative' });

// The platform's <select> wearing the input's box, so it lines up with text fields and the Radix
// Select; its own arrow is replaced by the kit's chevron.
export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: `calc(${vars.space['3']} + 24px)`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    // The open list follows the theme (a light list on the dark widget would glare).
    colorScheme: 'inherit',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 1 },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[data-placeholder]': { color: vars.color.textMuted },
    },
  },
]);

export const option = style({ color: vars.color.text, background: vars.color.surface });

export const icon = style({
  position: 'absolute',
  top: '50%',
  right: vars.space['3'],
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
