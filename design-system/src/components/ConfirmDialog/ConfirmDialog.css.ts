import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The question: a little larger than body text, so it reads as the point of the dialog. */
export const message = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
});
