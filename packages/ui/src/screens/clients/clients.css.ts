// Layout of the clients screens: the page column, the list's toolbar and card grid, the form's
// sections and contact rows, the card's tiles. Everything wraps down to 320 px without sideways scroll.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { from } from '../../theme/tokens.ts';
import { bareList, cluster, loadingLine, pageColumn, spread, stack } from '../common/layout.ts';

export const page = style(pageColumn('72rem'));

export const header = style(spread(vars.space['3'], 'flex-end'));
export const headerText = style({ ...stack(vars.space['1']), minWidth: 0 });

export const toolbar = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [from('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const chips = style({ ...cluster(vars.space['2']), alignItems: 'center' });

export const grid = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [from('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [from('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const cardBody = style({ ...stack(vars.space['2']), minWidth: 0 });
export const cardTitleRow = style({ ...spread(vars.space['2']), minWidth: 0 });
export const cardName = style({ overflowWrap: 'anywhere', minWidth: 0 });
export const contactLine = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const figures = style({
  ...cluster(vars.space['3']),
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const figure = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

export const pager = style({ ...spread(vars.space['3']) });
export const pagerButtons = style(cluster(vars.space['2']));

export const loading = style(loadingLine);

// The form
export const form = style({ ...stack(vars.space['6']), minWidth: 0 });
export const section = style({
  ...stack(vars.space['4']),
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  padding: 0,
  marginBottom: vars.space['2'],
});
export const fieldsRow = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [from('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const contactRow = style({
  ...stack(vars.space['3']),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  margin: 0,
  minWidth: 0,
});
export const contactLegend = style({
  fontWeight: vars.font.weight.semibold,
  padding: `0 ${vars.space['1']}`,
});
export const contactFields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [from('sm')]: { gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)' } },
});
export const contactFlags = style({ ...cluster(vars.space['4']), alignItems: 'center' });
export const errorList = style({
  ...stack(vars.space['1']),
  margin: 0,
  paddingInlineStart: vars.space['5'],
});
export const alert = style({
  ...stack(vars.space['2']),
  border: `1px solid ${vars.color.error.border}`,
  background: vars.color.error.subtle,
  color: vars.color.error.onSubtle,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  outline: 'none',
});
export const alertTitle = style({ fontWeight: vars.font.weight.semibold, margin: 0 });
export const actions = style({ ...cluster(vars.space['2']), justifyContent: 'flex-end' });

// The client card (detail)
export const meta = style({
  ...cluster(vars.space['3']),
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
export const titleRow = style({ ...cluster(vars.space['3']), alignItems: 'center', minWidth: 0 });
export const titleName = style({ overflowWrap: 'anywhere', minWidth: 0 });
export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [from('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const tiles = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
});
export const tile = style({
  ...stack(vars.space['1']),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const tileValue = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
export const tileLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const history = style({ ...bareList, ...stack(vars.space['3']) });
export const visit = style({
  ...stack(vars.space['1']),
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space['3'],
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const visitHead = style({ ...spread(vars.space['2']) });

export const problem = style({ ...stack(vars.space['2']), marginBottom: vars.space['4'] });
