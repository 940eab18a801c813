// The staff app owns its page: no body margin, the theme's background behind everything.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@beautydesk/ui/theme/contract.css';

globalStyle('body', { margin: 0, background: vars.color.background, minHeight: '100vh' });
