// A form that wraps a dialog's header, body and footer: it keeps the dialog's column, so a long body scrolls
// between a header and footer that stay in view.
import { style } from '@vanilla-extract/css';

export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
});
