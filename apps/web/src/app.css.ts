import { style } from '@vanilla-extract/css';
import { vars } from '@beautydesk/ui/theme/contract.css';

export const page = style({
  minHeight: '100vh',
  padding: vars.space['8'],
  background: vars.color.background,
});
