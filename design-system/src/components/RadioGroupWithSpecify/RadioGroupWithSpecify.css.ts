import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** The group, then the "specify" text. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The "specify" text lines up with the options' text. */
export const specify = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.xs})`,
  maxWidth: '480px',
});
