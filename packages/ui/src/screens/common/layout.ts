// Style recipes the screens' *.css.ts files spread into their own rules (plain objects, so every rule's CSS
// stays what it was): a column of children, a wrapping row, a wrapping row with its ends pushed apart, and
// the page column and loading line most screens share.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

type Gap = string;

/** Children in one column, `gap` apart. */
export const stack = (gap: Gap) =>
  ({ display: 'flex', flexDirection: 'column', gap }) satisfies StyleRule;

/** Children in a row that wraps, `gap` apart (buttons, badges). */
export const cluster = (gap: Gap) =>
  ({ display: 'flex', flexWrap: 'wrap', gap }) satisfies StyleRule;

/** A wrapping row with its first and last child pushed to the ends (a title and its actions). */
export const spread = (gap: Gap, alignItems: 'center' | 'flex-end' = 'center') =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems,
    justifyContent: 'space-between',
    gap,
  }) satisfies StyleRule;

/** A list without bullets or the browser's indentation. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } satisfies StyleRule;

/** A screen's page: its sections in one centred column at most `maxWidth` wide, shrinking to 320 px. */
export const pageColumn = (maxWidth: string) =>
  ({
    ...stack(vars.space['6']),
    maxWidth,
    width: '100%',
    minWidth: 0,
    marginInline: 'auto',
  }) satisfies StyleRule;

/** The muted line with a spinner that stands in for content while it loads (SpinnerLine's layout). */
export const loadingLine = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  padding: `${vars.space['4']} 0`,
} satisfies StyleRule;
