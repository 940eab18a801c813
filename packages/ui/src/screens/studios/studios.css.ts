// The studios screen: the table's action buttons and the narrow list's lines.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { cluster } from '../common/layout.ts';

export const rowActions = style({ ...cluster(vars.space['1']), justifyContent: 'flex-end' });

export const muted = style({ color: vars.color.textMuted });
