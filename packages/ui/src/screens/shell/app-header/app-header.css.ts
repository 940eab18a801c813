import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { from } from '../../../theme/tokens.ts';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '56px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const nav = style({ flex: 1, minWidth: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginLeft: 'auto',
});

/** The chat button's label: icon only on phones. */
export const chatLabel = style({
  display: 'none',
  '@media': { [from('sm')]: { display: 'inline' } },
});

export const userLabel = style({
  maxWidth: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
