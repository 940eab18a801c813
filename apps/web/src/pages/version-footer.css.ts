import { style } from '@vanilla-extract/css';
import { vars } from '@beautydesk/ui/theme/contract.css';

// Off the screen's edge on every page it closes (the sign-in page has no frame of its own).
export const footer = style({ padding: `${vars.space['2']} ${vars.space['4']}` });
