import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingTop: vars.space['4'],
});

export const tabsList = style({ width: '100%' });
