// The week view: a time axis and seven day columns in one grid (one day at a time below 640 px),
// working hours on the surface colour and the rest hatched, today's column marked, status blocks.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { tones, vars, type Tone } from '../../../theme/contract.css.ts';
import { below, from } from '../../../theme/tokens.ts';
import { HOUR_PX } from './geometry.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: 600 });
export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const masterSelect = style({ minWidth: '12rem', maxWidth: '100%' });

/** Day by day: only on narrow screens, where one day is shown at a time. */
export const dayNav = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  '@media': { [below('sm')]: { display: 'flex' } },
});
export const dayNavTitle = style({ fontWeight: vars.font.weight.semibold });

export const message = style({ padding: vars.space['4'], color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem repeat(7, minmax(0, 1fr))',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
  '@media': { [below('sm')]: { gridTemplateColumns: '3.5rem minmax(0, 1fr)' } },
});

/** A row lays its cells on the grid's own columns. */
export const row = style({ display: 'contents' });

const cellBase = {
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const corner = style({ ...cellBase });

export const dayHeader = style({
  ...cellBase,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${vars.space['2']} ${vars.space['1']}`,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
export const dayHeaderToday = style({
  background: vars.color.primary.subtle,
  color: vars.color.primary.onSubtle,
  fontWeight: vars.font.weight.semibold,
});
export const weekdayName = style({ fontWeight: vars.font.weight.semibold });
export const todayMark = style({
  fontSize: vars.font.size.xs,
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
});
export const dayOffMark = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const hour = style({
  ...cellBase,
  height: HOUR_PX,
  padding: `2px ${vars.space['2']}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const cell = style({
  ...cellBase,
  position: 'relative',
  height: HOUR_PX,
  outline: 'none',
  cursor: 'pointer',
  backgroundColor: vars.color.surfaceMuted,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${vars.color.border} 6px 7px)`,
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}`, zIndex: 3 },
  },
});
export const cellWorking = style({ backgroundColor: vars.color.surface, backgroundImage: 'none' });
export const cellToday = style({ boxShadow: `inset 2px 0 0 ${vars.color.primary.border}` });

/** Below 640 px only the shown day's column (and the axis) stays. */
export const otherDay = style({ '@media': { [below('sm')]: { display: 'none' } } });
export const wideOnly = style({ '@media': { [below('sm')]: { display: 'none' } } });

export const block = style({
  position: 'absolute',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  padding: `1px ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  borderLeft: '3px solid',
  font: 'inherit',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'left',
  overflow: 'hidden',
  cursor: 'pointer',
  '@media': { [from('sm')]: { padding: `2px ${vars.space['2']}` } },
});

export const blockTone = styleVariants(
  Object.fromEntries(tones.map((tone) => [tone, tone])) as Record<Tone, Tone>,
  (tone) => ({
    background: vars.color[tone].subtle,
    color: vars.color[tone].onSubtle,
    borderTop: `1px solid ${vars.color[tone].border}`,
    borderRight: `1px solid ${vars.color[tone].border}`,
    borderBottom: `1px solid ${vars.color[tone].border}`,
    borderLeftColor: vars.color[tone].solid,
  }),
);

export const blockTime = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
export const blockLine = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

globalStyle(`${block} > *`, { flexShrink: 0 });

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
