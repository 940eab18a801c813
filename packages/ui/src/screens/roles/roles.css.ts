// The role editor: permission groups in columns that wrap, one per line on a phone.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../common/layout.ts';

export const form = style(stack(vars.space['4']));

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space['4'],
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const group = style({
  ...stack(vars.space['2']),
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const groupTitle = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  padding: 0,
  marginBottom: vars.space['1'],
});

export const legend = style({
  fontWeight: vars.font.weight.semibold,
  padding: 0,
  marginBottom: vars.space['2'],
});

export const error = style({ color: vars.color.error.onSubtle, fontSize: vars.font.size.sm });

export const verdict = style({ ...stack(vars.space['1']), fontSize: vars.font.size.sm });
