import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below, from } from '../../theme/tokens.ts';

// --- Primitives ---

export const container = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** With a max height the container scrolls vertically and the header row stays in view. */
export const scrollable = style({ overflowY: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  captionSide: 'top',
  textAlign: 'start',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const header = style({});

export const body = style({});

export const row = style({
  selectors: {
    [`${body} &:hover`]: { background: vars.color.surfaceMuted },
  },
});

export const clickableRow = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    // The container's own border closes the table; a last-row line would double it.
    'tr:last-child > &': { borderBottom: 0 },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  center: { textAlign: 'center' },
});

export const emptyCell = style({
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
});

// --- DataTable's two renderings ---

export const root = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
});

export const cardsView = style({
  display: 'grid',
  gap: vars.space['3'],
});

// Layout 'auto' renders both views and lets these media queries pick one: no resize listener,
// no flash of the wrong layout. They come after cardsView so they win over its display.
export const hiddenBelowMd = style({
  '@media': { [below('md')]: { display: 'none' } },
});

export const hiddenFromMd = style({
  '@media': { [from('md')]: { display: 'none' } },
});

export const cardsHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const cardList = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, auto) 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
});

// Each term/value pair is wrapped (valid <dl> grouping) but lays out on the list's shared grid.
export const cardField = style({ display: 'contents' });

export const cardTerm = style({
  color: vars.color.textMuted,
});

export const cardValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const cardsEmpty = style({
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
