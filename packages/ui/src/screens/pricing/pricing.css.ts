// The pricing page, its calculator and the plan-request pages: a centred column of sections, plan cards in a grid.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { bareList, cluster, spread, stack } from '../common/layout.ts';

export const page = style({
  ...stack(vars.space['8']),
  maxWidth: '68rem',
  width: '100%',
  marginInline: 'auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  boxSizing: 'border-box',
  minWidth: 0,
});

export const section = style(stack(vars.space['4']));

export const headerText = style(stack(vars.space['2']));

export const plans = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'stretch',
});

export const planCard = style({ height: '100%', display: 'flex', flexDirection: 'column' });
export const planPopular = style({ borderColor: vars.color.primary.solid, borderWidth: 2 });

export const planHead = style(spread(vars.space['2']));

export const price = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
});

export const priceUnit = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  marginInlineStart: vars.space['1'],
});

export const featureList = style({
  ...bareList,
  ...stack(vars.space['2']),
  fontSize: vars.font.size.sm,
});
globalStyle(`${featureList} li::before`, { content: '"✓ "', color: vars.color.success.onSubtle });

export const planBody = style({ ...stack(vars.space['4']), flex: 1 });

export const examples = style({ ...bareList, ...stack(vars.space['2']) });

export const exampleRow = style({
  ...spread(vars.space['3']),
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const exampleTotal = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

export const faqList = style(stack(vars.space['2']));

export const faqItem = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
});

export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const faqAnswer = style({ marginTop: vars.space['2'], color: vars.color.textMuted });

export const calculator = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
});

export const calculatorForm = style(stack(vars.space['4']));

export const lines = style({ ...bareList, ...stack(vars.space['2']) });
export const line = style(spread(vars.space['2']));
export const totalLine = style([
  line,
  {
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space['2'],
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
  },
]);

export const actions = style(cluster(vars.space['2']));

export const contacts = style({ ...bareList, ...stack(vars.space['1']) });
