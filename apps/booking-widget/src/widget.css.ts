// The widget's own styles inside its shadow root: the host element reset (inherited properties do
// cross the shadow boundary), the host's theme variables mapped onto the kit's tokens, the popup
// <dialog> and the floating button.
import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@beautydesk/ui/theme/contract.css';

// Nothing inherited from the host page (its 24 px fonts, red text, letter spacing) reaches in.
globalStyle(':host', {
  all: 'initial',
  display: 'block',
});
globalStyle(':host([hidden])', { display: 'none' });

/** The shadow root's outer element: nothing the host element inherits from the page goes further. */
export const reset = style({ all: 'initial', display: 'block' });

/** The host's CSS variables on its element (--beautydesk-brand, -radius, -font) over the widget theme. */
export const themed = style({
  vars: {
    [vars.color.primary.solid]: `var(--beautydesk-brand, #be185d)`,
    [vars.color.primary.solidHover]:
      `var(--beautydesk-brand-hover, var(--beautydesk-brand, #9d174d))`,
    [vars.color.focusRing]: `var(--beautydesk-brand, #db2777)`,
    [vars.radius.md]: `var(--beautydesk-radius, 10px)`,
    [vars.radius.lg]: `var(--beautydesk-radius, 16px)`,
    [vars.font.family]:
      `var(--beautydesk-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif)`,
  },
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
});

/** data-theme="dark" on the host element (or theme: { mode: 'dark' }). */
export const dark = style({
  vars: assignVars(vars.color, {
    primary: {
      solid: 'var(--beautydesk-brand, #f472b6)',
      solidHover: 'var(--beautydesk-brand, #ec4899)',
      onSolid: '#1c1917',
      subtle: '#500724',
      onSubtle: '#fbcfe8',
      border: '#9d174d',
    },
    secondary: {
      solid: '#d6d3d1',
      solidHover: '#e7e5e4',
      onSolid: '#1c1917',
      subtle: '#292524',
      onSubtle: '#e7e5e4',
      border: '#57534e',
    },
    success: {
      solid: '#22c55e',
      solidHover: '#16a34a',
      onSolid: '#052e16',
      subtle: '#052e16',
      onSubtle: '#bbf7d0',
      border: '#166534',
    },
    warning: {
      solid: '#f59e0b',
      solidHover: '#d97706',
      onSolid: '#1c1917',
      subtle: '#451a03',
      onSubtle: '#fde68a',
      border: '#92400e',
    },
    error: {
      solid: '#f87171',
      solidHover: '#ef4444',
      onSolid: '#1c1917',
      subtle: '#450a0a',
      onSubtle: '#fecaca',
      border: '#991b1b',
    },
    info: {
      solid: '#60a5fa',
      solidHover: '#3b82f6',
      onSolid: '#1c1917',
      subtle: '#172554',
      onSubtle: '#bfdbfe',
      border: '#1e40af',
    },
    neutral: {
      solid: '#44403c',
      solidHover: '#57534e',
      onSolid: '#fafaf9',
      subtle: '#292524',
      onSubtle: '#e7e5e4',
      border: '#44403c',
    },
    background: '#1c1917',
    surface: '#292524',
    surfaceMuted: '#24201e',
    text: '#fafaf9',
    textMuted: '#d6d3d1',
    border: '#44403c',
    borderStrong: '#78716c',
    focusRing: 'var(--beautydesk-brand, #f472b6)',
    overlay: 'rgba(0, 0, 0, 0.6)',
  }),
});

/**
 * The popup's own button in place: no card behind it, on the side the host's text is aligned to
 * (read from the host element's place, --beautydesk-align), in the brand's font size.
 */
export const trigger = style({
  display: 'flex',
  justifyContent: 'var(--beautydesk-align, flex-start)',
});

/** The container of a popup or floating widget: only a button shows, with no card behind it. */
export const triggerArea = style({ background: 'transparent' });

export const triggerButton = style({
  fontSize: 'var(--beautydesk-font-size, inherit)',
});

export const popup = style({
  border: 0,
  padding: 0,
  width: 'min(720px, calc(100vw - 16px))',
  maxWidth: '100vw',
  maxHeight: 'calc(100dvh - 16px)',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&::backdrop': { background: 'rgba(28, 25, 23, 0.5)' },
  },
});

export const popupBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space['2']} ${vars.space['2']} 0`,
});

export const floating = style({
  position: 'fixed',
  right: 'var(--beautydesk-offset-x, 16px)',
  bottom: 'var(--beautydesk-offset-y, 16px)',
  zIndex: 2147483000,
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.full,
});

/** data-side="left": the site's own fixed buttons keep the right corner. */
export const floatingLeft = style({
  right: 'auto',
  left: 'var(--beautydesk-offset-x, 16px)',
});
