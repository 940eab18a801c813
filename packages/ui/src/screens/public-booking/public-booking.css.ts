// Layout of the public booking screens: one centred column that also fits a 320 px widget.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { bareList, cluster, spread, stack } from '../common/layout.ts';

export const page = style({
  ...stack(vars.space['4']),
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
  padding: vars.space['4'],
  minWidth: 0,
});

export const header = style({ ...stack(vars.space['1']), minWidth: 0 });

export const studioName = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/**
 * The studio's phone: the muted line's own colour, underlined. A browser's default link blue is
 * unreadable on the dark widget theme and ignores the studio's brand.
 */
export const phone = style({ color: 'inherit' });

export const section = style({
  ...stack(vars.space['3']),
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space['3'],
});

export const serviceList = style({ ...bareList, ...stack(vars.space['2']) });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const loading = style({
  ...cluster(vars.space['2']),
  alignItems: 'center',
  color: vars.color.textMuted,
  padding: vars.space['6'],
  justifyContent: 'center',
});

export const adviceList = style({ margin: 0, paddingInlineStart: vars.space['6'] });

export const footer = style({ ...spread(vars.space['3']) });

export const total = style({ fontWeight: vars.font.weight.semibold, margin: 0 });

export const message = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.error.subtle,
  color: vars.color.error.onSubtle,
});

export const success = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.success.subtle,
  color: vars.color.success.onSubtle,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  '@media': { 'screen and (max-width: 360px)': { gridTemplateColumns: '1fr' } },
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, fontWeight: vars.font.weight.semibold });
export const actions = style({ ...cluster(vars.space['2']) });

export const form = style({ ...stack(vars.space['5']), minWidth: 0 });
