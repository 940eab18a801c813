// Layout shared by the admin screens: a page heading, then cards in one column.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { cluster, spread, stack } from '../common/layout.ts';

export const page = style({
  ...stack(vars.space['6']),
  maxWidth: '72rem',
  width: '100%',
  marginInline: 'auto',
});

export const header = style(spread(vars.space['3'], 'flex-end'));

export const headerText = style(stack(vars.space['1']));

/** A card's title with its button; also the list's footer (the count and 'Показать ещё'). */
export const cardHeaderRow = style(spread(vars.space['3']));
export const footer = cardHeaderRow;

export const formGrid = style({ ...stack(vars.space['5']), maxWidth: '36rem' });

export const actions = style(cluster(vars.space['2']));

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  padding: `${vars.space['4']} 0`,
});

export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.sm,
  wordBreak: 'break-all',
});
