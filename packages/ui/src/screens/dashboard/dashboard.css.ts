// Layout of the master dashboard: a greeting, four figure cards, the month bar, then the chart beside the table.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { loadingLine, pageColumn, stack } from '../common/layout.ts';

export const page = style(pageColumn('72rem'));

export const headerText = style(stack(vars.space['1']));

export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
});

export const figure = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const cardBody = style(stack(vars.space['2']));

/**
 * The chart beside the table while the table keeps the 36rem its five columns need (at 1024 px too);
 * narrower, the table goes under the chart. The table takes the width to spare, the chart stays small.
 */
export const history = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'flex-start',
});

export const historyChart = style({ flex: '1 1 20rem', minWidth: 0, maxWidth: '40rem' });

export const historyTable = style({ flex: '999 1 36rem', minWidth: 0 });

export const loading = style(loadingLine);
