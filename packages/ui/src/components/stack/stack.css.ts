import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { below } from '../../theme/tokens.ts';

export const box = style({ minWidth: 0 });

export const padding = styleVariants(vars.space, (space) => ({ padding: space }));
export const paddingX = styleVariants(vars.space, (space) => ({
  paddingInline: space,
}));
export const paddingY = styleVariants(vars.space, (space) => ({
  paddingBlock: space,
}));

export const background = styleVariants({
  transparent: { background: 'transparent' },
  background: { background: vars.color.background },
  surface: { background: vars.color.surface },
  surfaceMuted: { background: vars.color.surfaceMuted },
});

export const radius = styleVariants(vars.radius, (value) => ({ borderRadius: value }));

export const bordered = style({ border: `1px solid ${vars.color.border}` });

export const stack = style({ display: 'flex' });

export const direction = styleVariants({
  row: { flexDirection: 'row' },
  column: { flexDirection: 'column' },
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
  around: { justifyContent: 'space-around' },
});

export const wrap = style({ flexWrap: 'wrap' });

// A row that stacks into a column below a breakpoint: the narrow-screen layout without JS.
export const collapseBelow = styleVariants({
  sm: { '@media': { [below('sm')]: { flexDirection: 'column', alignItems: 'stretch' } } },
  md: { '@media': { [below('md')]: { flexDirection: 'column', alignItems: 'stretch' } } },
  lg: { '@media': { [below('lg')]: { flexDirection: 'column', alignItems: 'stretch' } } },
});
