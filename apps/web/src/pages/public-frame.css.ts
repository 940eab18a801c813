import { style } from '@vanilla-extract/css';
import { vars } from '@beautydesk/ui/theme/contract.css';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const header = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

export const main = style({ flex: 1, padding: vars.space['4'] });
