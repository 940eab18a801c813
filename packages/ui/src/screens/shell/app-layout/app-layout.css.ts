import { style } from '@vanilla-extract/css';
import { IMPERSONATION_TOP_OFFSET_PX } from '@beautydesk/domain/rules/navigation';
import { vars } from '../../../theme/contract.css.ts';
import { from } from '../../../theme/tokens.ts';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

/** While impersonating, everything sits below the fixed banner. */
export const offset = style({ paddingTop: `${IMPERSONATION_TOP_OFFSET_PX}px` });

export const body = style({
  flex: 1,
  display: 'flex',
  minHeight: 0,
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space['4'],
  '@media': { [from('md')]: { padding: vars.space['6'] } },
});

/** The chat side panel: a column beside the content on wide screens, the full width on phones. */
export const aside = style({
  width: '100%',
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [from('md')]: { width: '380px', flexShrink: 0 } },
});

export const footer = style({
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.border}`,
});
