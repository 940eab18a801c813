import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Control in the first column, label beside it, description under the label. */
export const row = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['2'],
  alignItems: 'start',
});

export const label = style({
  fontSize: vars.font.size.sm,
  // The height of the controls (an 18px box with its 1px offset, a 20px switch track).
  lineHeight: '20px',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    ':disabled ~ &': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const description = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});
