// The landing page: a header bar, a hero with the chat example, a feature grid, the plans, a footer.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { bareList, cluster, spread, stack } from '../common/layout.ts';

export const root = style({
  ...stack(vars.space['12']),
  minWidth: 0,
  paddingBottom: vars.space['8'],
});

export const header = style({
  ...spread(vars.space['3']),
  padding: `${vars.space['4']} ${vars.space['4']}`,
  maxWidth: '68rem',
  width: '100%',
  marginInline: 'auto',
  boxSizing: 'border-box',
});

export const brand = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });

export const navList = style({ ...bareList, ...cluster(vars.space['2']) });

export const section = style({
  ...stack(vars.space['6']),
  maxWidth: '68rem',
  width: '100%',
  marginInline: 'auto',
  padding: `0 ${vars.space['4']}`,
  boxSizing: 'border-box',
});

export const hero = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'center',
});

export const heroText = style(stack(vars.space['4']));

export const eyebrow = style({
  color: vars.color.primary.onSubtle,
  fontWeight: vars.font.weight.semibold,
  margin: 0,
});

export const actions = style(cluster(vars.space['3']));

export const chat = style({ ...bareList, ...stack(vars.space['3']) });

const bubble = {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  maxWidth: '85%',
  margin: 0,
};
export const adminBubble = style({
  ...bubble,
  alignSelf: 'flex-end',
  background: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
});
export const assistantBubble = style({
  ...bubble,
  alignSelf: 'flex-start',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const features = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

export const footer = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
