import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { row as choiceRow } from '../choice-field/choice-field.css.ts';
import { box as radixBox } from './checkbox.css.ts';

/** The choice row, positioning the check mark over the box. */
export const row = style([choiceRow, { position: 'relative' }]);

// The platform's checkbox wearing the Radix Checkbox's box; checked by :checked, not data-state.
export const box = style([
  radixBox,
  {
    appearance: 'none',
    margin: 0,
    marginTop: '1px',
    selectors: {
      '&:checked': { background: vars.color.primary.solid, borderColor: vars.color.primary.solid },
      '&:checked:disabled': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.neutral.solidHover,
      },
    },
  },
]);

/** The check mark over the box (18 px box, 1 px down; a 14 px icon), shown only when checked. */
export const mark = style({
  position: 'absolute',
  top: '3px',
  left: '2px',
  color: vars.color.primary.onSolid,
  pointerEvents: 'none',
  display: 'none',
  selectors: {
    [`${box}:checked ~ &`]: { display: 'block' },
    [`${box}:checked:disabled ~ &`]: { color: vars.color.textMuted },
  },
});
