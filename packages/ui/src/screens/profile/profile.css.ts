// The profile: cards in one column, fields in a grid that collapses to one column on a phone.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { cluster, pageColumn, stack } from '../common/layout.ts';

export const page = style(pageColumn('48rem'));
export const headerText = style(stack(vars.space['1']));
export const form = style(stack(vars.space['6']));
export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});
export const groups = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
export const group = style({
  ...stack(vars.space['2']),
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const legend = style({
  fontWeight: vars.font.weight.semibold,
  marginBottom: vars.space['2'],
  padding: 0,
});
export const actions = style(cluster(vars.space['2']));
export const passwordFields = style({ ...stack(vars.space['4']), maxWidth: '24rem' });
export const notice = style({ color: vars.color.success.onSubtle, margin: 0 });
