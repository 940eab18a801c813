import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
});

export const groupLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const list = style({ display: 'flex' });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column', gap: vars.space['3'] },
  horizontal: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    columnGap: vars.space['6'],
    rowGap: vars.space['3'],
  },
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  marginTop: '1px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-state="checked"]': { borderColor: vars.color.primary.solid },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      // A shade darker than the hairline border, so the disabled box is still visible.
      borderColor: vars.color.neutral.solidHover,
    },
  },
});

export const indicator = style({
  display: 'block',
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.primary.solid,
  selectors: { [`${item}:disabled &`]: { background: vars.color.textMuted } },
});
