import { style } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** An option followed by its extra text, which lines up with the option's text. */
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const extra = style({
  paddingInlineStart: `calc(${vars.size.iconMd} + ${vars.space.xs})`,
  paddingBottom: vars.space.xs,
  maxWidth: '480px',
});

/** The radio variant: the group, then the chosen option's extra text. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
