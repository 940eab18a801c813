import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { item } from './radio-group.css.ts';

// The platform's radio wearing the Radix item's circle; the dot is a gradient (no pseudo-element
// on an <input>, no image URL a strict host CSP would refuse).
export const radio = style([
  item,
  {
    appearance: 'none',
    margin: 0,
    marginTop: '1px',
    selectors: {
      '&:checked': {
        borderColor: vars.color.primary.solid,
        background: `radial-gradient(circle, ${vars.color.primary.solid} 3.5px, ${vars.color.surface} 4px)`,
      },
      '&:checked:disabled': {
        borderColor: vars.color.neutral.solidHover,
        background: `radial-gradient(circle, ${vars.color.textMuted} 3.5px, ${vars.color.surfaceMuted} 4px)`,
      },
    },
  },
]);
