import { style } from '@vanilla-extract/css';
import { IMPERSONATION_TOP_OFFSET_PX } from '@beautydesk/domain/rules/navigation';
import { vars } from '../../../theme/contract.css.ts';

/** Fixed over the top edge; the layout below is pushed down by the same 32 px. */
export const root = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.banner,
  height: `${IMPERSONATION_TOP_OFFSET_PX}px`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space['3']}`,
  background: vars.color.error.solid,
  color: vars.color.error.onSolid,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const safe = style({
  background: vars.color.warning.solid,
  color: vars.color.warning.onSolid,
});
