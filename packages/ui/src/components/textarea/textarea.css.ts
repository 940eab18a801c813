import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { control } from '../input/input.css.ts';

// Same box as the input; only the height and padding differ for several lines of text.
export const root = style([
  control,
  {
    height: 'auto',
    minHeight: '96px',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    resize: 'vertical',
  },
]);

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

// At the limit the counter darkens so the stop in typing is explained, not silent.
export const counterAtLimit = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});
