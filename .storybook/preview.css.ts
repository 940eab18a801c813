import { style } from '@vanilla-extract/css';
import { vars } from '@beautydesk/ui/theme/contract.css';

export const previewCanvas = style({
  margin: 0,
  background: vars.color.background,
});
