import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { smallScreen } from '../../theme/tokens.ts';

// The stepper's own width, not the viewport's: in a 400 px column of a wide page (a studio's site
// with the widget beside its text) five labels would be cut to 'К…'. The list is its own container.
const narrow = `(max-width: ${smallScreen - 0.02}px)`;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  containerType: 'inline-size',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flex: '1 1 0',
  minWidth: 0,
  fontSize: vars.font.size.sm,
  selectors: {
    // The connector runs from each step to the next; the last step has none and keeps its width.
    '&::after': {
      content: '""',
      flex: '1 1 auto',
      minWidth: vars.space['3'],
      height: '2px',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
    '&:last-child': { flex: '0 0 auto' },
    '&:last-child::after': { display: 'none' },
  },
});

export const state = styleVariants({
  complete: {
    color: vars.color.text,
    selectors: { '&::after': { background: vars.color.primary.solid } },
  },
  current: {
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    // Its label is the only one left on small screens: never squeeze it to an ellipsis there.
    '@container': { [narrow]: { flex: '0 0 auto' } },
  },
  upcoming: { color: vars.color.textMuted },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  border: '2px solid transparent',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
});

export const markerState = styleVariants({
  complete: { background: vars.color.primary.subtle, color: vars.color.primary.onSubtle },
  current: { background: vars.color.primary.solid, color: vars.color.primary.onSolid },
  upcoming: {
    background: vars.color.surface,
    color: vars.color.textMuted,
    borderColor: vars.color.borderStrong,
  },
});

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// On small screens only the current step keeps a visible label; the others stay readable to
// screen readers, so the list still says where the user is.
export const labelState = styleVariants({
  complete: { '@container': { [narrow]: hiddenVisually() } },
  current: {},
  upcoming: { '@container': { [narrow]: hiddenVisually() } },
});

function hiddenVisually() {
  return {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  } as const;
}

export const checkIcon = style({ width: '16px', height: '16px' });
