import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { control } from '../input/input.css.ts';

// The bordered box wraps the input and its suffix, so the suffix sits inside the field's border.
export const root = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const suffix = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  userSelect: 'none',
});
