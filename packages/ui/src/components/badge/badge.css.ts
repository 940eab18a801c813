import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { tones, vars, type Tone } from '../../theme/contract.css.ts';

// The tone picks a palette, the appearance picks which pair of it to paint with: 7 × 2 looks
// without 14 compound classes.
const solidBg = createVar();
const onSolid = createVar();
const subtleBg = createVar();
const onSubtle = createVar();
const borderColor = createVar();

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  padding: `2px ${vars.space['2']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const variant = styleVariants(
  Object.fromEntries(tones.map((tone) => [tone, tone])) as Record<Tone, Tone>,
  (tone) => ({
    vars: {
      [solidBg]: vars.color[tone].solid,
      [onSolid]: vars.color[tone].onSolid,
      [subtleBg]: vars.color[tone].subtle,
      [onSubtle]: vars.color[tone].onSubtle,
      [borderColor]: vars.color[tone].border,
    },
  }),
);

export const appearance = styleVariants({
  soft: { background: subtleBg, color: onSubtle, borderColor },
  solid: { background: solidBg, color: onSolid },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '12px',
  height: '12px',
});

// Icons arrive as any element (lucide sets its own 24px size): fit them to the badge's text.
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
