// The pricing analysis: the form in a row that wraps, the table below; highlighted rows on the warning tint.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { loadingLine, pageColumn, stack } from '../common/layout.ts';

export const page = style(pageColumn('72rem'));

export const headerText = style(stack(vars.space['1']));

export const form = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});

export const submit = style({ alignSelf: 'end', justifySelf: 'start' });

export const highlighted = style({ background: vars.color.warning.subtle });

export const result = style(stack(vars.space['3']));

export const loading = style(loadingLine);
