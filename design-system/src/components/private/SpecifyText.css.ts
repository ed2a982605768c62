import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The "specify" text lines up with the options' text. */
export const specify = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.xs})`,
  maxWidth: '480px',
});
