// ErrorState is laid out as an EmptyState; only its icon is painted in the error tone.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { icon as emptyStateIcon } from '../empty-state/empty-state.css.ts';

export { root, text } from '../empty-state/empty-state.css.ts';

export const icon = style([
  emptyStateIcon,
  {
    background: vars.color.error.subtle,
    color: vars.color.error.onSubtle,
    borderColor: vars.color.error.border,
  },
]);

export const glyph = style({ width: '24px', height: '24px' });
