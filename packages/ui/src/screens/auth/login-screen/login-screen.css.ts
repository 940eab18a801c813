import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { stack } from '../../common/layout.ts';

export const form = style({ ...stack(vars.space['4']), paddingTop: vars.space['4'] });

export const tabsList = style({ width: '100%' });
