import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@inversiones/tokens';

/** Static classes only: a form is on light pages (the login) that must not load a style runtime. */
export const form = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const gap = styleVariants({
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
});
