import { style } from '@vanilla-extract/css';

export const maskedNumber = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
