import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const enabled = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    background: vars.color.primary.solid,
    color: vars.color.primary.onSolid,
    selectors: { [enabled]: { background: vars.color.primary.solidHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { [enabled]: { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { [enabled]: { background: vars.color.surfaceMuted } },
  },
  danger: {
    background: vars.color.error.solid,
    color: vars.color.error.onSolid,
    selectors: { [enabled]: { background: vars.color.error.solidHover } },
  },
  link: {
    background: 'transparent',
    color: vars.color.primary.onSubtle,
    padding: 0,
    height: 'auto',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  },
});

export const size = styleVariants({
  sm: { height: '32px', padding: `0 ${vars.space['3']}`, fontSize: vars.font.size.sm },
  md: { height: '40px', padding: `0 ${vars.space['4']}`, fontSize: vars.font.size.sm },
  lg: { height: '48px', padding: `0 ${vars.space['6']}`, fontSize: vars.font.size.md },
  icon: { height: '40px', width: '40px', padding: 0 },
});

export const fullWidth = style({ width: '100%' });
