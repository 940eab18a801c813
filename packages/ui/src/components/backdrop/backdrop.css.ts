import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const root = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.modal} ${vars.motion.easing}`,
  selectors: {
    // Radix keeps the node mounted until this animation ends, so the dim fades out with its panel.
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.modal} ${vars.motion.easing}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      selectors: { '&[data-state="closed"]': { animation: 'none' } },
    },
  },
});

// A dialog's dim sits under the modal layer; a drawer's dim shares the drawer layer and stays
// under the panel because the panel comes after it in the DOM.
export const layer = styleVariants({
  modal: { zIndex: vars.zIndex.overlay },
  drawer: { zIndex: vars.zIndex.drawer },
});
