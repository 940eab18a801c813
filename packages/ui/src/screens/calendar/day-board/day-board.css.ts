// The day board: a scroller of its own (so 320 px never scrolls the page sideways), a sticky time
// axis, one column per master with shaded non-working time, free windows, and status-coloured blocks.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { tones, vars, type Tone } from '../../../theme/contract.css.ts';
import { AXIS_REM, COLUMN_REM, PX_PER_MIN } from './geometry.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const alert = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error.border}`,
  background: vars.color.error.subtle,
  color: vars.color.error.onSubtle,
  fontSize: vars.font.size.sm,
});

export const scroller = style({
  maxWidth: '100%',
  minWidth: 0,
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const board = style({ display: 'flex', width: 'max-content', minWidth: '100%' });

const headerHeight = '3.25rem';

export const axis = style({
  position: 'sticky',
  left: 0,
  zIndex: 3,
  flex: `0 0 ${AXIS_REM}rem`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const axisHeader = style({
  height: headerHeight,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const axisBody = style({ position: 'relative' });

export const hourLabel = style({
  position: 'absolute',
  right: vars.space['2'],
  transform: 'translateY(-50%)',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:first-child': { transform: 'none' } },
});

export const column = style({
  flex: `1 0 ${COLUMN_REM}rem`,
  minWidth: `${COLUMN_REM}rem`,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderRight: 'none' } },
});

export const columnHeader = style({
  height: headerHeight,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: `0 ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const masterName = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const masterHours = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

// Outside working hours the column is hatched; working stretches are painted over it in the surface
// colour. Half-hour lines run across both.
const quarterLines = `repeating-linear-gradient(to bottom, transparent 0, transparent ${30 * PX_PER_MIN - 1}px, ${vars.color.border} ${30 * PX_PER_MIN - 1}px, ${vars.color.border} ${30 * PX_PER_MIN}px)`;

export const columnBody = style({
  position: 'relative',
  backgroundColor: vars.color.surfaceMuted,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${vars.color.border} 6px 7px)`,
});

export const columnBodyOver = style({
  outline: `2px dashed ${vars.color.primary.solid}`,
  outlineOffset: '-2px',
});

export const working = style({
  position: 'absolute',
  insetInline: 0,
  background: vars.color.surface,
});

export const lines = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: quarterLines,
  pointerEvents: 'none',
});

export const freeWindow = style({
  position: 'absolute',
  insetInline: vars.space['1'],
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: `0 ${vars.space['1']}`,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: `1px dashed ${vars.color.success.border}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.success.onSubtle,
  font: 'inherit',
  fontSize: vars.font.size.xs,
  textAlign: 'left',
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&:hover': { background: vars.color.success.subtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const freeLabel = style({ fontWeight: vars.font.weight.semibold });
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });

export const dayOff = style({
  position: 'absolute',
  top: vars.space['3'],
  insetInline: 0,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const slot = style({ position: 'absolute', insetInline: vars.space['1'], zIndex: 1 });
export const slotDragging = style({ zIndex: 4 });

export const block = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  padding: `2px ${vars.space['2']}`,
  paddingRight: vars.space['6'],
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  font: 'inherit',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'left',
  overflow: 'hidden',
  cursor: 'pointer',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-pressed="true"]': { boxShadow: vars.shadow.md, cursor: 'grabbing' },
  },
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

export const blockPending = style({
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 8px, rgba(255, 255, 255, 0.55) 8px 16px)`,
});

export const blockTime = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
export const blockClient = style({
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const blockServices = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const moveButton = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const empty = style({
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
});

// Lines keep their height and the block clips them: a 30-minute block shows client and time.
globalStyle(`${block} > *`, { flexShrink: 0 });
