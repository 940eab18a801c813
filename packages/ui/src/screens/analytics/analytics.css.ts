// Layout of the analytics screen: a toolbar, figure cards, then report sections; print keeps only the figures.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { cluster, loadingLine, pageColumn, spread, stack } from '../common/layout.ts';

export const page = style(pageColumn('80rem'));
export const header = style(spread(vars.space['3'], 'flex-end'));
export const headerText = style(stack(vars.space['1']));
export const toolbar = style({
  ...cluster(vars.space['3']),
  alignItems: 'flex-end',
  '@media': { print: { display: 'none' } },
});
export const field = style({ ...stack(vars.space['1']), minWidth: 'min(100%, 11rem)' });
export const dateInput = style({
  font: 'inherit',
  minHeight: '2.5rem',
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
// One report under another: each table gets the page's width, so its columns fit without scrolling.
export const sections = style(stack(vars.space['4']));
export const cardBody = style(stack(vars.space['2']));
export const figure = style({
  fontSize: vars.font.size['xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
  overflowWrap: 'anywhere',
});
export const sectionHead = style(spread(vars.space['2']));
export const noPrint = style({ '@media': { print: { display: 'none' } } });
export const chart = style({ width: '100%', height: '14rem', minWidth: 0 });
export const loading = style(loadingLine);
export const heatCell = style({
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  padding: vars.space['1'],
  minWidth: '2rem',
});
export const heatScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const heatTable = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${heatTable} th`, { padding: vars.space['1'], fontWeight: vars.font.weight.medium });

/** The heat map's shades, none to strongest: the cell's value drawn (the number in it is the value read). */
export const HEAT_LEVELS = 5;
export const heatLevel = styleVariants(
  Object.fromEntries(
    Array.from({ length: HEAT_LEVELS }, (_, level) => [
      level,
      { background: `color-mix(in srgb, ${vars.color.warning.solid} ${level * 15}%, transparent)` },
    ]),
  ) as Record<number, { background: string }>,
);

export const tableDetails = style({ ...stack(vars.space['2']) });
globalStyle(`${tableDetails} > summary`, {
  cursor: 'pointer',
  color: vars.color.primary.onSubtle,
  fontWeight: vars.font.weight.medium,
  width: 'fit-content',
});
