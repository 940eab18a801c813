import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  // Keeps the box centred on the first line of a 14px label.
  marginTop: '1px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary.onSolid,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary.solid,
      borderColor: vars.color.primary.solid,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      // A shade darker than the hairline border, so the disabled box is still visible.
      borderColor: vars.color.neutral.solidHover,
      color: vars.color.textMuted,
    },
  },
});

export const indicator = style({ display: 'inline-flex' });

export const checkIcon = style({
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});

export const minusIcon = style({
  selectors: { [`${indicator}:not([data-state="indeterminate"]) &`]: { display: 'none' } },
});
