import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The `n de 256 caracteres` line, on its own line after the description. */
export const counter = style({
  display: 'block',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
