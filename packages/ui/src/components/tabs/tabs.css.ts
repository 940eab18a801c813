import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  // Many tabs on a narrow screen scroll sideways instead of wrapping into a second row.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const listVariant = styleVariants({
  line: { borderBottom: `1px solid ${vars.color.border}` },
  pills: {
    alignSelf: 'flex-start',
    maxWidth: '100%',
    padding: vars.space['1'],
    background: vars.color.surfaceMuted,
    borderRadius: vars.radius.lg,
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  height: '40px',
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const triggerVariant = styleVariants({
  line: {
    // The underline overlaps the list's border so the active tab reads as attached to its panel.
    marginBottom: '-1px',
    borderBottom: '2px solid transparent',
    selectors: {
      '&[data-state="active"]': {
        color: vars.color.primary.onSubtle,
        borderBottomColor: vars.color.primary.solid,
      },
    },
  },
  pills: {
    height: '32px',
    borderRadius: vars.radius.md,
    selectors: {
      '&[data-state="active"]': {
        color: vars.color.text,
        background: vars.color.surface,
        boxShadow: vars.shadow.sm,
      },
    },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  background: vars.color.neutral.solid,
  color: vars.color.neutral.onSolid,
  selectors: {
    '[data-state="active"] > &': {
      background: vars.color.primary.subtle,
      color: vars.color.primary.onSubtle,
    },
  },
});

export const content = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
