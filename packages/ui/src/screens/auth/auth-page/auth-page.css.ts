import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { below } from '../../../theme/tokens.ts';
import { stack } from '../../common/layout.ts';

export const page = style({
  minHeight: '100vh',
  ...stack(vars.space['6']),
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['6'],
  background: vars.color.background,
  '@media': { [below('sm')]: { padding: vars.space['3'], justifyContent: 'flex-start' } },
});

export const brand = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary.solid,
  letterSpacing: '-0.01em',
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
});

export const wide = style({ maxWidth: '40rem' });

export const center = style({
  ...stack(vars.space['3']),
  alignItems: 'center',
  textAlign: 'center',
});

export const statusIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
});

export const statusTone = {
  success: style({ background: vars.color.success.subtle, color: vars.color.success.onSubtle }),
  error: style({ background: vars.color.error.subtle, color: vars.color.error.onSubtle }),
  info: style({ background: vars.color.primary.subtle, color: vars.color.primary.onSubtle }),
};

/** A failed call's message above a form's buttons. */
export const alert = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error.border}`,
  background: vars.color.error.subtle,
  color: vars.color.error.onSubtle,
  fontSize: vars.font.size.sm,
});

export const statusMessage = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const centerFooter = style({ justifyContent: 'center', flexWrap: 'wrap' });

/** A page's form: its fields, message and button in one column. */
export const form = style(stack(vars.space['4']));
