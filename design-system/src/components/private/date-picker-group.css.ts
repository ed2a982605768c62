import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The box holds the segments and the calendar button; the button sits at its right edge. */
export const group = style({ paddingInlineEnd: vars.space.xxs });
