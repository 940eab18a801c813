import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { from } from '../../../theme/tokens.ts';
import { bareList } from '../../common/layout.ts';

/** The strip is for wide screens: hidden below 768 px, where the Menu drawer takes over. */
export const root = style({
  display: 'none',
  '@media': { [from('md')]: { display: 'flex' } },
  alignItems: 'stretch',
  gap: vars.space['1'],
  minHeight: '40px',
});

export const list = style({ display: 'flex', gap: vars.space['1'], ...bareList });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '40px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.primary.subtle,
      color: vars.color.primary.onSubtle,
    },
  },
});

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
