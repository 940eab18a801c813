// Layout of the team and roles screens: a page heading with its button, filters in a wrapping row, a paged table.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { cluster, loadingLine, pageColumn, spread, stack } from '../common/layout.ts';

export const page = style(pageColumn('80rem'));

export const header = style(spread(vars.space['3'], 'flex-end'));
export const headerText = style(stack(vars.space['1']));

export const panel = style({ ...stack(vars.space['4']), minWidth: 0 });

/** Search, role and status: each control at least 12rem, wrapping to one per line on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
});

export const actions = style({ ...cluster(vars.space['2']), minWidth: 0 });

// A long label ('Отправить повторно') wraps inside its button rather than pushing a narrow card wider.
globalStyle(`${actions} > button`, { whiteSpace: 'normal', maxWidth: '100%' });

export const footer = style(spread(vars.space['3']));

export const loading = style(loadingLine);

export const muted = style({ color: vars.color.textMuted });

export const email = style({ overflowWrap: 'anywhere' });

/** The master dropdown inside a table cell: wide enough for a name, never wider than the cell. */
export const masterSelect = style({ minWidth: 'min(10rem, 100%)', maxWidth: '16rem' });

export const form = style(stack(vars.space['4']));
