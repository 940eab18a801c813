import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { bareList, cluster } from '../common/layout.ts';

export const root = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  textAlign: 'center',
});

export const code = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary.solid,
  lineHeight: vars.font.lineHeight.tight,
});

export const actions = style({
  ...cluster(vars.space['2']),
  justifyContent: 'center',
  ...bareList,
});

export const placeholder = style({
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const path = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
