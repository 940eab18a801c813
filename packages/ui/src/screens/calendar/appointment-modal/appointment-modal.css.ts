// The appointment modal: its sections stacked, the offered windows as a wrapping row of choices, the three
// read-only time fields side by side where there is room.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { bareList, cluster, spread, stack } from '../../common/layout.ts';

export const body = style(stack(vars.space['4']));

export const section = style({
  ...stack(vars.space['2']),
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const sectionTitle = style({
  padding: 0,
  marginBottom: vars.space['1'],
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const row = style(spread(vars.space['2']));
export const chips = style({ ...cluster(vars.space['1']), ...bareList });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The client results (up to 50): a short scrolling list, so the rest of the form stays near. */
export const choiceList = style({
  ...bareList,
  ...stack(vars.space['1']),
  maxHeight: '12rem',
  overflowY: 'auto',
  padding: vars.space['1'],
});
export const windowList = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11.5rem), 1fr))',
  // Fourteen days can offer dozens of windows: they scroll in place.
  maxHeight: '14rem',
  overflowY: 'auto',
  padding: vars.space['1'],
});

/** A client result or an offered window: a full-width toggle button. */
export const choice = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary.border,
      background: vars.color.primary.subtle,
      color: vars.color.primary.onSubtle,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** An offered window: its date and times on one line, centred. */
export const windowChoice = style([choice, { justifyContent: 'center', whiteSpace: 'nowrap' }]);

/** The message between the scrolling body and the footer, aligned with the body's padding. */
export const message = style({ padding: `${vars.space['3']} ${vars.space['6']} 0` });

export const timeFields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
});

export const price = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const pickerList = style({
  ...bareList,
  ...stack(vars.space['2']),
  maxHeight: '18rem',
  overflowY: 'auto',
  padding: vars.space['1'],
});

export const pickerFilters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

/** Issue 27: every fitting start time, a grid of small buttons that scrolls in place. */
export const timeGrid = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['1'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.25rem, 1fr))',
  maxHeight: '12rem',
  overflowY: 'auto',
  padding: vars.space['1'],
});

export const timeChoice = style([
  choice,
  { justifyContent: 'center', padding: `${vars.space['1']} ${vars.space['2']}` },
]);

export const pickerRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'end',
});

export const priceChange = style(cluster(vars.space['2']));
