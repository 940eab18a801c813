import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { bareList, spread, stack } from '../../common/layout.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const header = style({
  ...spread(vars.space['2']),
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const taskId = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const headerActions = style({ display: 'flex', gap: vars.space['1'], alignItems: 'center' });

export const log = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space['4'],
});

export const list = style({ ...stack(vars.space['3']), ...bareList });

export const placeholder = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: vars.space['6'],
  color: vars.color.textMuted,
});

export const entry = style({ ...stack(vars.space['1']), maxWidth: '85%' });

export const entrySide = styleVariants({
  user: { alignSelf: 'flex-end', alignItems: 'flex-end' },
  ai: { alignSelf: 'flex-start', alignItems: 'flex-start' },
  tool: { alignSelf: 'stretch', maxWidth: '100%' },
});

export const sender = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const bubble = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const bubbleTone = styleVariants({
  user: { background: vars.color.primary.solid, color: vars.color.primary.onSolid },
  ai: { background: vars.color.surfaceMuted, color: vars.color.text },
});

export const toolCall = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '16rem',
  overflowY: 'auto',
});

export const replying = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `0 ${vars.space['4']} ${vars.space['2']}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const composerField = style({ flex: '1 1 auto', minWidth: 0 });

export const errorBar = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.error.subtle,
  color: vars.color.error.onSubtle,
  borderTop: `1px solid ${vars.color.error.border}`,
  fontSize: vars.font.size.sm,
});

export const errorText = style({ flex: '1 1 auto', margin: 0, alignSelf: 'center' });

/** The confirm and decline buttons under a write awaiting the user's answer. */
export const confirmation = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});
