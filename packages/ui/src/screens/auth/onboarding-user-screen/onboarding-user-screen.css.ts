import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { spread, stack } from '../../common/layout.ts';

export const body = style(stack(vars.space['5']));

export const fields = style(stack(vars.space['4']));

export const stepHeading = style({ outline: 'none' });

export const permissions = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  ...stack(vars.space['2']),
});

export const footer = style({ ...spread(vars.space['2']), width: '100%' });

export const footerEnd = style({
  display: 'flex',
  gap: vars.space['2'],
  marginLeft: 'auto',
});
