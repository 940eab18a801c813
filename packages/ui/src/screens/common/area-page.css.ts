// Layout of the catalogue screens (masters, services, studios): a page heading with its buttons, then the content.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { cluster, loadingLine, pageColumn, spread, stack } from './layout.ts';

export const page = style(pageColumn('80rem'));

export const header = style(spread(vars.space['3'], 'flex-end'));

export const headerText = style({ ...stack(vars.space['1']), minWidth: 0 });

export const actions = style(cluster(vars.space['2']));

export const loading = style(loadingLine);

/** A form inside a dialog: fields in one column. */
export const form = style(stack(vars.space['4']));

/**
 * The <form> wrapping a dialog's header, body and footer: it may shrink to the panel's height, so
 * a long form scrolls in its body and the footer's buttons stay inside the panel (320 px, 768 px high).
 */
export const dialogForm = style([form, { flex: '1 1 auto', minHeight: 0 }]);

/** Two fields side by side where there is room. */
export const formRow = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  // A message or hint under one field must not push its neighbour's box down.
  alignItems: 'start',
});

/** A failed call inside a dialog: the message stays until the next try. */
export const formError = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.error.subtle,
  color: vars.color.error.onSubtle,
  fontSize: vars.font.size.sm,
});

export const warning = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warning.subtle,
  color: vars.color.warning.onSubtle,
  fontSize: vars.font.size.sm,
});
