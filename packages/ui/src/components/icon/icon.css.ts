import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  color: 'currentColor',
});

// Sizes follow the text they sit beside: sm for 12–14 px text, md for body text, lg for headings.
export const size = styleVariants({
  sm: { width: '16px', height: '16px' },
  md: { width: '20px', height: '20px' },
  lg: { width: '24px', height: '24px' },
});
