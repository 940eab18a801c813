// The masters screen: cards on narrow screens, the table from 1024 px (the menu breakpoint), and the schedule dialog.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/tokens.ts';
import { bareList, cluster, stack } from '../common/layout.ts';

export const tableView = style({ '@media': { [below('lg')]: { display: 'none' } } });
export const cardsView = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  '@media': { [from('lg')]: { display: 'none' } },
});
/** Full cards from the tabs breakpoint (768 px), compact ones below it. */
export const fullOnly = style({ '@media': { [below('md')]: { display: 'none' } } });
export const compactOnly = style({ '@media': { [from('md')]: { display: 'none' } } });

export const card = style({ ...stack(vars.space['3']), minWidth: 0 });
export const cardHead = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'center',
  minWidth: 0,
});
export const cardTitle = style({ ...stack(vars.space['1']), minWidth: 0, flex: 1 });
/** A card's head: at 320 px the badges go under the name rather than squeezing it letter by letter. */
export const cardHeadWrap = style([cardHead, { flexWrap: 'wrap' }]);
export const cardTitleWrap = style([cardTitle, { flex: '1 1 8rem' }]);
export const name = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const badges = style(cluster(vars.space['1']));
export const chips = style({ ...bareList, ...cluster(vars.space['1']) });
export const chip = styleVariants({
  on: {
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    background: vars.color.primary.subtle,
    color: vars.color.primary.onSubtle,
    fontSize: vars.font.size.xs,
    lineHeight: '1.5rem',
  },
  off: {
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    lineHeight: '1.5rem',
    textDecoration: 'line-through',
  },
});
export const actions = style(cluster(vars.space['1']));
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
});
export const notices = style(stack(vars.space['1']));

// --- Schedule dialog ---

export const weekList = style({ ...bareList, ...stack(vars.space['3']) });
export const dayRow = style({
  ...stack(vars.space['2']),
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const dayRowError = style({ borderColor: vars.color.error.border });
export const dayHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
export const dayName = style({ fontWeight: vars.font.weight.semibold });
export const slotRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
});
export const timeField = style({ width: '7.5rem' });
export const dayError = style({ color: vars.color.error.onSubtle, fontSize: vars.font.size.sm });
export const monthHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
export const monthGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space['1'],
});
export const weekday = style({
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
export const dayCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  minWidth: 0,
  padding: `${vars.space['1']} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});
export const dayCellState = styleVariants({
  working: {},
  off: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  outside: { color: vars.color.textMuted, borderStyle: 'dashed' },
  selected: { outline: `2px solid ${vars.color.primary.solid}`, outlineOffset: '-2px' },
  error: { borderColor: vars.color.error.border, background: vars.color.error.subtle },
});
export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.warning.solid,
});
export const panel = style({
  ...stack(vars.space['3']),
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const rangeRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'end',
});
export const tabBody = style({ ...stack(vars.space['4']), paddingTop: vars.space['4'] });
