// Per-element resets and the theme root's base text style: no global stylesheet, so the widget
// can live inside a host page without touching it.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** Put on the element that carries a theme class: sets font, colour and box model for its subtree. */
export const themeRoot = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  boxSizing: 'border-box',
});

// Scoped to the theme root's subtree, so it never reaches a host page around the widget.
globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

/** Visible focus for keyboard users on any interactive element. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Reset for native <button>s used as plain clickable areas. */
export const buttonReset = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
});

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
