import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const stepHeading = style({ outline: 'none' });

export const permissions = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
});

export const footerEnd = style({
  display: 'flex',
  gap: vars.space['2'],
  marginLeft: 'auto',
});
