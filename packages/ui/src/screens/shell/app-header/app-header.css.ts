import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { from } from '../../../theme/tokens.ts';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  // Phones: tighter gaps so the header fits in 320 px (the user button must stay on screen).
  gap: vars.space['2'],
  minWidth: 0,
  minHeight: '56px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  '@media': {
    [from('sm')]: { gap: vars.space['3'], padding: `${vars.space['2']} ${vars.space['4']}` },
  },
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // The product name gives way first on a narrow screen, so the actions never leave it.
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const nav = style({ flex: 1, minWidth: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginLeft: 'auto',
  flexShrink: 0,
});

/** The chat button's label: icon only on phones. */
export const chatLabel = style({
  display: 'none',
  '@media': { [from('sm')]: { display: 'inline' } },
});

/** The user's name beside the logout icon from 640 px; on phones the icon alone (named by aria-label). */
export const userLabel = style({
  display: 'none',
  '@media': { [from('sm')]: { display: 'inline' } },
  maxWidth: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
