import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { bareList, stack } from '../../common/layout.ts';

export const list = style({ ...stack(vars.space['1']), ...bareList });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.primary.subtle,
      color: vars.color.primary.onSubtle,
    },
  },
});

export const loading = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
