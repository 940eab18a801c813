// The services screen: the card grid, a card's lines and price chips, the filter row and the form's price rows.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { bareList, cluster, spread, stack } from '../common/layout.ts';

export const toolbar = style(spread(vars.space['3']));
export const filters = style({ ...cluster(vars.space['3']), border: 0, padding: 0, margin: 0 });
export const grid = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
export const card = style({ ...stack(vars.space['2']), minWidth: 0, height: '100%' });
export const cardHead = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center' });
export const name = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  flex: 1,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const chips = style({ ...bareList, ...cluster(vars.space['1']) });
export const priceRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
});
