import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { DROPDOWN_MAX_HEIGHT_PX } from '../../theme/tokens.ts';
import { control } from '../input/input.css.ts';

// The trigger is a <button> wearing the input's box, so selects line up with text fields.
export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
      '&[data-placeholder]': { color: vars.color.textMuted },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  // Above page chrome and, rendered later in <body>, above an open dialog of the same layer.
  zIndex: vars.zIndex.modal,
  width: 'var(--radix-select-trigger-width)',
  minWidth: '160px',
  maxHeight: `min(${DROPDOWN_MAX_HEIGHT_PX}px, var(--radix-select-content-available-height))`,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
});

export const viewport = style({
  padding: vars.space['1'],
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '36px',
  padding: `${vars.space['2']} ${vars.space['8']} ${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.primary.subtle,
      color: vars.color.primary.onSubtle,
    },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.medium },
    // Muted colour, not opacity: the option must stay legible while unavailable.
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  right: vars.space['2'],
  display: 'inline-flex',
  color: vars.color.primary.onSubtle,
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '24px',
  color: vars.color.textMuted,
  background: vars.color.surface,
  cursor: 'default',
});
