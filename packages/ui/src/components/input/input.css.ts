import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The field frame: label above the control, messages below. */
export const field = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  selectors: { '&:empty': { display: 'none' } },
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});

// Text tones that keep AA contrast on the surface: tinted "onSubtle" shades, never the solid ones.
export const messageTone = styleVariants({
  default: { color: vars.color.textMuted },
  error: { color: vars.color.error.onSubtle },
  success: { color: vars.color.success.onSubtle },
  disabled: { color: vars.color.textMuted },
});

/**
 * The bordered box. Textarea, number input and select trigger compose it, so every field in a
 * form has one height, border and focus treatment. `:focus-within` lets a wrapper box (number
 * input with a suffix) show the ring when its inner input is focused.
 */
export const control = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  height: '40px',
  margin: 0,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const state = styleVariants({
  default: {
    selectors: { '&:hover:not(:focus-within)': { borderColor: vars.color.text } },
  },
  error: { borderColor: vars.color.error.solid, boxShadow: `0 0 0 1px ${vars.color.error.solid}` },
  success: { borderColor: vars.color.success.solid },
  // Muted background instead of opacity: the value must stay readable.
  disabled: {
    background: vars.color.surfaceMuted,
    borderColor: vars.color.border,
    color: vars.color.textMuted,
    cursor: 'not-allowed',
  },
});
