// Layout of the calendar screen: the month beside the day from 1024 px (stacked below), the 6 × 7 grid
// with its four marker dots per day, the legend, the day's cards and the cancel dialog's fields.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { from } from '../../theme/tokens.ts';
import { bareList, cluster, spread, stack } from '../common/layout.ts';

export const page = style({
  ...stack(vars.space['6']),
  maxWidth: '80rem',
  width: '100%',
  minWidth: 0,
  marginInline: 'auto',
});

export const toolbar = style({ ...cluster(vars.space['3']), alignItems: 'flex-end' });
export const studioSelect = style({ minWidth: '14rem', maxWidth: '100%' });

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [from('lg')]: { gridTemplateColumns: 'minmax(0, 26rem) minmax(0, 1fr)' },
  },
});

/** The day board needs the page's width: the month above it. */
export const stacked = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
});
// The month keeps the width it has beside the list.
globalStyle(`${stacked} > :first-child`, { maxWidth: '26rem' });

// ---- month

export const month = style({ ...stack(vars.space['3']), minWidth: 0 });
export const monthHeader = style(spread(vars.space['2']));
export const monthTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: 600 });

export const grid = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: '2px',
  tableLayout: 'fixed',
});

export const weekday = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  paddingBlock: vars.space['1'],
  textAlign: 'center',
});

export const cell = style({
  height: '3.25rem',
  padding: vars.space['1'],
  verticalAlign: 'top',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const outsideMonth = style({
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});
export const today = style({ borderColor: vars.color.primary.solid, borderWidth: '2px' });
export const selected = style({
  background: vars.color.primary.subtle,
  color: vars.color.primary.onSubtle,
  borderColor: vars.color.primary.border,
});

export const dayNumber = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.2,
});

export const markers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 0.5rem)',
  gap: '2px',
  marginTop: vars.space['1'],
  '@media': { 'screen and (max-width: 400px)': { gridTemplateColumns: 'repeat(2, 0.5rem)' } },
});

const dot = style({
  display: 'inline-block',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
});

/** One colour and one place per marker, the same in the cells and in the legend. */
export const marker = styleVariants({
  noFreeSlots: [dot, { background: vars.color.error.solid }],
  hasAppointments: [dot, { background: vars.color.primary.solid }],
  hasUnconfirmed: [dot, { background: vars.color.warning.solid }],
  hasNewOnlineBooking: [dot, { background: vars.color.success.solid }],
});
export const markerOff = style({ visibility: 'hidden' });

export const legend = style({
  ...bareList,
  ...cluster(vars.space['3']),
  fontSize: vars.font.size.sm,
});
export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

// ---- day

export const day = style({ ...stack(vars.space['4']), minWidth: 0 });
export const dayHeader = style(spread(vars.space['2']));
export const dayTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: 600 });
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const loadingLine = style({ ...cluster(vars.space['2']), alignItems: 'center' });

export const cards = style({ ...bareList, ...stack(vars.space['3']) });
export const cardBody = style({ ...stack(vars.space['2']), minWidth: 0 });
export const cardTop = style({ ...spread(vars.space['2']), minWidth: 0 });
export const time = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const client = style({ margin: 0, fontSize: vars.font.size.md, overflowWrap: 'anywhere' });
export const chips = style({ ...bareList, ...cluster(vars.space['1']) });
export const badges = style(cluster(vars.space['1']));
export const price = style({ fontWeight: vars.font.weight.semibold });
export const notes = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
export const actions = style(cluster(vars.space['2']));

// ---- dialogs

export const warningTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.warning.onSubtle,
});
export const dialogFields = style(stack(vars.space['3']));
export const bookingId = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
