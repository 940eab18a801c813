// The invitation page: the invitation's facts as a two-column list, the form under it, buttons in a wrapping row.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/tokens.ts';
import { cluster, stack } from '../common/layout.ts';

export const body = style(stack(vars.space['4']));

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  overflowWrap: 'anywhere',
  // Below sm the terms sit above their values: beside them, a 320 px screen left the value a
  // column so narrow that 'Администратор' broke mid-word.
  // Each value then keeps the space before the next term.
  '@media': { [below('sm')]: { gridTemplateColumns: '1fr', rowGap: 0 } },
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({
  margin: 0,
  '@media': { [below('sm')]: { marginBottom: vars.space['2'] } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const form = style(stack(vars.space['4']));

export const actions = style(cluster(vars.space['2']));

/** A term and its definition grouped for the markup, laid out by the list's grid. */
export const row = style({ display: 'contents' });
