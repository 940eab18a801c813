import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { cluster, stack } from '../../common/layout.ts';

export const root = style({
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['6'],
});

export const card = style({ width: '100%', maxWidth: '460px', ...stack(vars.space['4']) });

export const actions = style(cluster(vars.space['2']));
