// The billing sample: tabs over cards in one column.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { bareList, pageColumn, spread, stack } from '../common/layout.ts';

export const page = style(pageColumn('72rem'));

export const headerText = style(stack(vars.space['1']));
export const panel = style({ ...stack(vars.space['4']), paddingTop: vars.space['4'] });
export const lines = style({ ...bareList, ...stack(vars.space['2']) });
export const line = style(spread(vars.space['2']));
export const totalLine = style([
  line,
  {
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space['2'],
    fontWeight: vars.font.weight.bold,
  },
]);
export const notice = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warning.subtle,
  color: vars.color.warning.onSubtle,
  margin: 0,
});
export const danger = style([
  notice,
  { background: vars.color.error.subtle, color: vars.color.error.onSubtle },
]);
export const settings = style({ ...stack(vars.space['4']), maxWidth: '28rem' });
